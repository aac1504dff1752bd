import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns';

/* Players and how they sign in: accounts and balances, sessions, one-time codes, lock-outs and LINE sign-in. */

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull().unique(),
    /** Username or phone number (without country code): what the player types to log in. */
    account: text('account').notNull().unique(),
    /** Login method the account was made with: phone 1, username 2, phone without code 3 (spec §4). */
    accountType: integer('account_type').notNull().default(2),
    mobile: text('mobile').notNull().default(''),
    /** `scrypt$N$r$p$saltBase64$hashBase64` (server/crypto/password.ts). */
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    avatar: integer('avatar').notNull().default(0),
    avatarOther: text('avatar_other').notNull().default(''),
    facebookAccount: text('facebook_account').notNull().default(''),
    googleAccount: text('google_account').notNull().default(''),
    lineAccount: text('line_account').notNull().default(''),
    safeboxPasswordHash: text('safebox_password_hash'),
    hasKyc: integer('has_kyc').notNull().default(0),
    hasUserOther: integer('has_user_other').notNull().default(0),
    coin: money('coin'),
    lottery: money('lottery'),
    safebox: money('safebox'),
    totalRecharge: money('total_recharge'),
    bet: money('bet'),
    vip: integer('vip').notNull().default(0),
    vipExp: integer('vip_exp').notNull().default(0),
    userLevel: integer('user_level').notNull().default(0),
    /** Superior (referrer) user id; 0 = none. */
    pid: integer('pid').notNull().default(0),
    inviteCode: text('invite_code').notNull().unique(),
    /** Agent id; 0 = none. */
    aid: integer('aid').notNull().default(0),
    channel: text('channel').notNull().default(''),
    appId: text('app_id').notNull().default(''),
    fingerprint: text('fingerprint').notNull().default(''),
    /**
     * The server's device id at registration (signed cookie, server/security/deviceCookie.ts): the device group of
     * the valid-invitee rule (server/activity/invitees.ts). '' for seeded accounts and those made before devices were recorded.
     */
    deviceId: text('device_id').notNull().default(''),
    /** The registering address (TRUST_PROXY applied), kept for review; '' in process. Not a rule: CGNAT. */
    registerAddress: text('register_address').notNull().default(''),
    /**
     * YYYY-MM-DD given at registration or at the first LINE sign-in (a player is 21 or older on the Manila date). Null
     * only for accounts made before the check; a LINE account without one gives it at its next LINE sign-in.
     */
    birthDate: text('birth_date'),
    /** Set by the test-only suspend control; a suspended account cannot log in (errcode 1047). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** First completed deposit (hides the +300 first-deposit badge, task key 105 done); null until then. */
    firstRechargeAt: timestamp('first_recharge_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // A second guard behind server/ledger.ts's conditional UPDATE: no balance is ever stored below zero.
  (t) => [
    check('users_balances_nonnegative', sql`${t.coin} >= 0 AND ${t.lottery} >= 0 AND ${t.safebox} >= 0`),
    index('users_device_idx').on(t.deviceId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Game open in this session (heartbeat while on /start), null otherwise. */
    gameId: integer('game_id'),
    /** Device info of the auth call or the latest reportDevice (spec §3 device info plus the visitor id). */
    device: jsonb('device').$type<Record<string, unknown>>(),
    /** Logout (or suspension) time; a revoked token answers 401. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time codes of the SMS sandbox; the latest unexpired code for (mobile, type) is the valid one. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    type: integer('type').notNull(),
    code: text('code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Guesses against this code, right or wrong; the fifth is the last. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_mobile_idx').on(t.mobile, t.type, t.id)],
);

/** One row per wrong password (login lock-out, server/auth/lockout.ts); cleared by a successful login. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_account_idx').on(t.account, t.at)],
);

/**
 * Rate-limit counts (server/security/rateLimit.ts): the events under one key in one fixed window, shared by every
 * instance; a window two of its lengths old is no longer read and is pruned by a job.
 */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_counts_window_idx').on(t.windowStart)],
);

/** Authorization codes of the sandbox Line provider (server/auth/lineSandbox.ts): single use, 5 minutes. */
export const lineCodes = pgTable('line_codes', {
  code: text('code').primaryKey(),
  state: text('state').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  lineUserId: text('line_user_id').notNull(),
  displayName: text('display_name').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * LINE sign-up tickets (server/auth/lineSignUp.ts): lineLogin hands one out instead of a token when the
 * LINE player has given no birth date yet; lineSignUp spends it with the date and the declaration. Stored as the
 * SHA-256 (hex) of the ticket; single use, 15 minutes. Bound to the LINE user: lineSignUp finds (or makes) the
 * account by `line_user_id`, a newcomer's or an older LINE account's that has no birth date.
 */
export const lineSignUps = pgTable('line_sign_ups', {
  ticketHash: text('ticket_hash').primaryKey(),
  lineUserId: text('line_user_id').notNull(),
  displayName: text('display_name').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
