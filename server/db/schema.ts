import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Money columns: integer hundredths, int8 in the database, plain numbers in TypeScript (safe below 2^53). */
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
     * the valid-invitee rule (server/activity/invitees.ts). '' for accounts made before issue 15 and seeded ones.
     */
    deviceId: text('device_id').notNull().default(''),
    /** The registering address (TRUST_PROXY applied), kept for review; '' in process. Not a rule: CGNAT. */
    registerAddress: text('register_address').notNull().default(''),
    /**
     * YYYY-MM-DD given at registration or at the first LINE sign-in (issue 18: 21 or older on the Manila date). Null
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

/** The balances a ledger row can move: users.coin, users.lottery (points), users.safebox. */
export type BalanceName = 'coin' | 'lottery' | 'safebox';

/**
 * Every balance change. (kind, ref, balance) is unique: posting the same movement twice changes nothing;
 * one business event may move two balances (a safe-box transfer) under the same kind and ref.
 */
export const ledger = pgTable(
  'ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which balance moved. */
    balance: text('balance').$type<BalanceName>().notNull().default('coin'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_kind_ref_balance_idx').on(t.kind, t.ref, t.balance),
    index('ledger_user_idx').on(t.userId, t.id),
  ],
);

export const gameTypes = pgTable('game_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  status: integer('status').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  showName: text('show_name').notNull(),
  status: integer('status').notNull().default(1),
  sort: integer('sort').notNull().default(0),
  icon3: text('icon3').notNull().default(''),
});

export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    brandId: integer('brand_id').notNull(),
    typeId: integer('type_id').notNull(),
    platformId: integer('platform_id').notNull(),
    hot: integer('hot').notNull().default(0),
    hotSort: integer('hot_sort').notNull().default(0),
    recent: integer('recent').notNull().default(0),
    showType: integer('show_type').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    status: integer('status').notNull().default(1),
    version: integer('version').notNull().default(1),
    maintain: integer('maintain').notNull().default(0),
    brandMaintain: integer('brand_maintain').notNull().default(0),
    icon: text('icon').notNull().default(''),
  },
  (t) => [index('games_type_idx').on(t.typeId), index('games_brand_idx').on(t.brandId)],
);

/** Click target columns shared by banners, notices and promo videos: none 0, activity 1, game 2, url 3. */
const clickTarget = () => ({
  clickType: integer('click_type').notNull().default(0),
  clickAction: text('click_action').notNull().default(''),
});

export const banners = pgTable('banners', {
  id: integer('id').primaryKey(),
  imgUrl2: text('img_url2').notNull(),
  sort: integer('sort').notNull().default(0),
  ...clickTarget(),
});

export const notices = pgTable('notices', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  imgUrl2: text('img_url2').notNull().default(''),
  isH5Pop: integer('is_h5_pop').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  createTime: bigint('create_time', { mode: 'number' }).notNull(),
  ...clickTarget(),
});

export const promoVideos = pgTable('promo_videos', {
  id: integer('id').primaryKey(),
  coverImg: text('cover_img').notNull(),
  path: text('path').notNull(),
  sort: integer('sort').notNull().default(0),
  ...clickTarget(),
});

export const customerServices = pgTable('customer_services', {
  id: integer('id').primaryKey(),
  nickname: text('nickname').notNull(),
  url: text('url').notNull(),
  isOut: integer('is_out').notNull().default(0),
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const userLevelConfigs = pgTable('user_level_configs', {
  level: integer('level').primaryKey(),
  betAmount: bigint('bet_amount', { mode: 'number' }).notNull(),
});

export const rechargeTypes = pgTable('recharge_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  iconH5: text('icon_h5').notNull(),
  bankId: integer('bank_id').notNull().default(0),
  /** How the sandbox provider collects: an embedded pay page, a QR code, or a bank transfer. */
  payMode: text('pay_mode').$type<'url' | 'qr' | 'bank'>().notNull().default('url'),
  minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
  maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
  amounts: jsonb('amounts').$type<number[]>().notNull(),
  sort: integer('sort').notNull().default(0),
  status: integer('status').notNull().default(1),
});

export const genericImgs = pgTable('generic_imgs', {
  uniqueKey: text('unique_key').primaryKey(),
  img: text('img').notNull(),
});

/** Key/value configuration: web config, scenario switches, RSA key pair, catalogue version. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const gameLikes = pgTable(
  'game_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/** One row per (player, game); playedAt moves forward on each start, so history is "most recent first". */
export const gameHistory = pgTable(
  'game_history',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] }), index('game_history_recent_idx').on(t.userId, t.playedAt)],
);

/**
 * One demo-game session per startGame. The ticket (hash) opens the page once within its lifetime; the play key
 * (hash) the page receives authorises spins until exitGame closes the session.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    ticketHash: text('ticket_hash').notNull().unique(),
    ticketExpiresAt: timestamp('ticket_expires_at', { withTimezone: true }).notNull(),
    playKeyHash: text('play_key_hash').unique(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** Spins so far; the n-th spin's ledger refs are `<id>:<n>`. */
    spins: integer('spins').notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('game_sessions_user_idx').on(t.userId, t.closedAt)],
);

/** Big wins of the demo game (win ≥ BIG_WIN_MULTIPLIER × stake): the real entries of the lobby ticker. */
export const bigWins = pgTable(
  'big_wins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('big_wins_won_idx').on(t.wonAt)],
);

/**
 * Provably fair seeds of the demo game (docs/trust.md): one active pair per player (revealed_at null). The server
 * seed stays secret until the pair is rotated; its SHA-256 is shown before the first spin.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** Spins made with this pair; the next spin uses nonce + 1. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    index('fair_seeds_user_idx').on(t.userId, t.id),
    uniqueIndex('fair_seeds_active_idx').on(t.userId).where(sql`${t.revealedAt} IS NULL`),
  ],
);

/** One row per demo spin: what the verify page recomputes (seed, nonce → multiplier). */
export const fairSpins = pgTable(
  'fair_spins',
  {
    id: serial('id').primaryKey(),
    seedId: integer('seed_id')
      .notNull()
      .references(() => fairSeeds.id, { onDelete: 'cascade' }),
    nonce: integer('nonce').notNull(),
    /** Multiplier in hundredths (0, 50, 200, 500, 1000, 5000). */
    multiplier: integer('multiplier').notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    spunAt: timestamp('spun_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('fair_spins_seed_nonce_idx').on(t.seedId, t.nonce)],
);

/** Player mail; box 0 system, 1 rewards, 2 activity (counted by hasMailUnread red0..red2). */
export const mails = pgTable(
  'mails',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    box: integer('box').notNull().default(0),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isRead: integer('is_read').notNull().default(0),
    propList: jsonb('prop_list').$type<{ propId: number; count: number }[]>().notNull().default([]),
    received: integer('received').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('mails_user_idx').on(t.userId, t.isRead), index('mails_user_created_idx').on(t.userId, t.id)],
);

/**
 * Stored task state beside the derived one (server/player/tasks.ts): claimedAt once the award is taken,
 * doneAt when a task was completed by an event that leaves no other trace (or forced by a test control).
 */
export const taskStates = pgTable(
  'task_states',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskKey: integer('task_key').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskKey] })],
);

/** Extra personal details of a player (appUserOther); users.hasUserOther says whether a row exists. */
export const userOthers = pgTable('user_others', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  realName: text('real_name').notNull(),
  email: text('email').notNull().default(''),
  birthDate: text('birth_date').notNull().default(''),
  address: text('address').notNull().default(''),
});

export const eventLogs = pgTable('event_logs', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  fingerprint: text('fingerprint').notNull().default(''),
  event: text('event').notNull(),
  eventTime: bigint('event_time', { mode: 'number' }).notNull(),
  eventUserId: integer('event_user_id').notNull().default(0),
  channel: text('channel').notNull().default(''),
  appId: text('app_id').notNull().default(''),
  version: text('version').notNull().default(''),
  params: jsonb('params').$type<Record<string, string | number>>(),
  createdAt: createdAt(),
});

export const actionLogs = pgTable('action_logs', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  event: text('event').notNull(),
  createdAt: createdAt(),
});

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
    /** Wrong guesses against this code; the fifth burns it. */
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
 * LINE sign-up tickets (issue 18, server/auth/lineSignUp.ts): lineLogin hands one out instead of a token when the
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

/** Order state shared by deposits and withdrawals: 0 waiting, 1 done, 2 failed / rejected / expired. */
export const recharges = pgTable(
  'recharge_orders',
  {
    orderId: text('order_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rechargeType: integer('recharge_type').notNull(),
    rechargeTypeName: text('recharge_type_name').notNull(),
    payMode: text('pay_mode').$type<'url' | 'qr' | 'bank'>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    actType: integer('act_type').notNull().default(0),
    propId: integer('prop_id'),
    /** A deposit coupon chosen for this order (issue 14): used up and its bonus paid when the order is paid. */
    couponId: integer('coupon_id'),
    /**
     * The client's id for one Confirm (issue 22.2): a repeat of the same request answers the same order, and a
     * Confirm whose answer was lost finds its order by it. Unique per player; null for callers that send none.
     */
    requestId: text('request_id'),
    status: integer('status').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('recharge_orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('recharge_orders_request_idx').on(t.userId, t.requestId),
  ],
);

export type PayoutStatus = 'sending' | 'retry' | 'unsent' | 'sent' | 'paid' | 'failed';

export const withdrawals = pgTable(
  'withdraw_orders',
  {
    orderId: text('order_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    bankId: integer('bank_id').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    cardNum: text('card_num').notNull(),
    status: integer('status').notNull().default(0),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * Issue 21: the payout of an approved order (server/payouts/settle.ts): null (not sent yet), sending (an attempt
     * under way), retry (an attempt failed, another at payout_next_at), unsent (attempts used up: finance's Retry
     * send), sent, paid or failed.
     */
    payoutStatus: text('payout_status').$type<PayoutStatus>(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Who approved it (approveWithdrawal: a staff id later, /ops); null for a rejection or a test control. */
    approvedBy: text('approved_by'),
    /** The payout provider's reason when the transfer failed (shown to the player). */
    payoutReason: text('payout_reason'),
    /** Hand-overs tried (migration 0022): a failed one is retried with backoff, always under the same key. */
    payoutAttempts: integer('payout_attempts').notNull().default(0),
    /** When the next attempt is due (retry), or when an attempt under way is presumed lost (sending). */
    payoutNextAt: timestamp('payout_next_at', { withTimezone: true }),
    /** Why the last hand-over failed (for finance; never shown to the player). */
    payoutError: text('payout_error'),
  },
  (t) => [
    index('withdraw_orders_user_idx').on(t.userId, t.createdAt),
    index('withdraw_orders_payout_due_idx').on(t.payoutStatus, t.payoutNextAt),
  ],
);

/** A player's bank accounts, one per bank (spec §3: keyed by bankId, merged on add). */
export const userBanks = pgTable(
  'user_banks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bankId: integer('bank_id').notNull(),
    accountName: text('account_name').notNull(),
    cardNum: text('card_num').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bankId] })],
);

/** Uploaded identity-document images (uploadKyc); addKyc refers to one by id. The bytes live in the FileStore. */
export const kycFiles = pgTable(
  'kyc_files',
  {
    fileId: text('file_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('kyc_files_user_idx').on(t.userId)],
);

/** The player's identity verification: one row per player, the latest submission. */
export const kycSubmissions = pgTable('kyc_submissions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** resubmit (issue 21): the vendor asks for a new photo; the player may submit again, as after a rejection. */
  status: text('status').$type<'pending' | 'approved' | 'rejected' | 'resubmit'>().notNull(),
  documentType: text('document_type').notNull(),
  realName: text('real_name').notNull(),
  birthDate: text('birth_date').notNull(),
  fileId: text('file_id').notNull(),
  reason: text('reason'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
});

/**
 * A player's offer of one activity (issue 6): first-charge (type 39) and invite friends (type 40). Created on the
 * player's first look; `awardId` names the config entry, `itemStatus` 0 / 1 / 2 (spec §4), `expireAt` null when it
 * never ends. Invite progress is counted from users.pid, not stored.
 */
export const activityOffers = pgTable(
  'activity_offers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityType: integer('activity_type').notNull(),
    awardId: integer('award_id').notNull(),
    itemStatus: integer('item_status').notNull().default(0),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.activityType] })],
);

/** One claimed reward: the unique key makes every claim idempotent (a second claim inserts nothing). */
export const activityClaims = pgTable(
  'activity_claims',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityType: integer('activity_type').notNull(),
    awardId: integer('award_id').notNull(),
    propId: integer('prop_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('activity_claims_once').on(t.userId, t.activityType, t.awardId, t.propId)],
);

/**
 * Invite-and-spin (InviteUserSpin 20; docs/promotions.md): every spin a player made, numbered 1, 2, … per player.
 * The unique number makes a spin once: of concurrent spins for the same last spin left, one inserts its row.
 */
export const inviteSpins = pgTable(
  'invite_spins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spinNo: integer('spin_no').notNull(),
    /** Index into SPIN_SEGMENTS (src/api/contract/promotions.ts) the draw landed on. */
    segment: integer('segment').notNull(),
    prize: money('prize'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invite_spins_once').on(t.userId, t.spinNo)],
);

/**
 * The operator's social accounts a player opened (follow rewards and the follow task; docs/promotions.md): one row
 * per player and account, the first visit's time. The server cannot see a follow on another site.
 */
export const followVisits = pgTable(
  'follow_visits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The socialMedia id (facebook, telegram, …). */
    account: text('account').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.account] })],
);

/** Props a player owns (coupons 1001-1399 and other counted items): the count paid so far. */
export const userProps = pgTable(
  'user_props',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propId: integer('prop_id').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propId] })],
);

/** Sign-up bonus cards a player bought (login pay, spec §3): `days` holds each day's reward, -1 once received. */
export const loginPayCards = pgTable(
  'login_pay_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propId: integer('prop_id').notNull(),
    days: jsonb('days').$type<number[]>().notNull(),
    /** Manila calendar date (YYYY-MM-DD) of the last day received: one day per date. */
    lastReceivedOn: text('last_received_on'),
    orderId: text('order_id').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('login_pay_cards_once').on(t.userId, t.propId)],
);

/** Invite share links (shortUrl): the code in /s/{code} and what it carries. */
export const shareLinks = pgTable(
  'share_links',
  {
    code: text('code').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  // The share panel asks on every visit: a player's link for a source is looked up before one is made.
  (t) => [index('share_links_user_source_idx').on(t.userId, t.source)],
);

/** Test-only one-shot refusals: the player's next call of `call` answers `errcode` (docs/activity-server.md). */
export const activityFailures = pgTable(
  'activity_failures',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    call: text('call').notNull(),
    errcode: integer('errcode').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.call] })],
);

/**
 * Responsible gaming (issue 18, docs/responsible-gaming.md): one row per player who set something or deposited.
 * Besides the reality-check interval, the row is the lock that serialises a player's deposits against their
 * limits (SELECT … FOR UPDATE in server/player/limits.ts), so concurrent deposits cannot pass a limit together.
 */
export const playerLimits = pgTable('player_limits', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Minutes of play between reality checks (REALITY_CHECK_MINUTES); 60 until the player chooses. */
  realityCheckMinutes: integer('reality_check_minutes').notNull().default(60),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A player's deposit limit for one period (day, week, month: rolling windows). `amount` null: no limit applies.
 * A raise or a removal waits 24 h: `hasPending` 1 with `pendingAmount` (null: remove the limit) from
 * `pendingFrom`; a read after that time applies it (server/player/limits.ts).
 */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').$type<'day' | 'week' | 'month'>().notNull(),
    /** Hundredths; null: no limit. */
    amount: bigint('amount', { mode: 'number' }),
    /** Hundredths the limit becomes at pendingFrom; null with hasPending 1: the limit goes. */
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    hasPending: integer('has_pending').notNull().default(0),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.period] }),
    check('deposit_limits_period', sql`${t.period} IN ('day', 'week', 'month')`),
    check(
      'deposit_limits_pending',
      sql`(${t.hasPending} = 0 AND ${t.pendingAmount} IS NULL AND ${t.pendingFrom} IS NULL) OR (${t.hasPending} = 1 AND ${t.pendingFrom} IS NOT NULL)`,
    ),
  ],
);

/**
 * Breaks players took (time-out or self-exclusion): append-only, never shortened or ended early. A player is on
 * a break while a row of theirs has `until` after now: no log-in, no token call (server/player/breakStatus.ts).
 */
export const playerBreaks = pgTable(
  'player_breaks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'timeOut' | 'exclusion'>().notNull(),
    /** Which break of BREAKS (timeOut24h … exclusion5y). */
    breakId: text('break_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('player_breaks_user_until_idx').on(t.userId, t.until),
    check('player_breaks_kind', sql`${t.kind} IN ('timeOut', 'exclusion')`),
  ],
);

/**
 * Weekend lottery draws (docs/promotions.md): one row per weekend, keyed by the Manila day number of its Saturday.
 * The primary key makes the lazy draw happen once, however many readers arrive after the draw time.
 */
export const lotteryDraws = pgTable('lottery_draws', {
  week: integer('week').primaryKey(),
  /** Tickets and players in the draw (figures the page shows). */
  tickets: integer('tickets').notNull(),
  players: integer('players').notNull(),
  drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The winners of a draw, by rank; a player wins at most once a week. */
export const lotteryWinners = pgTable(
  'lottery_winners',
  {
    week: integer('week')
      .notNull()
      .references(() => lotteryDraws.week, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tickets: integer('tickets').notNull(),
    prize: money('prize'),
  },
  (t) => [primaryKey({ columns: [t.week, t.rank] }), uniqueIndex('lottery_winners_once').on(t.week, t.userId)],
);

/**
 * Agent commission (Agent 26; docs/promotions.md): one row per player and completed Manila day, written the first
 * time a read finds the day missing (server/activity/agent.ts). The primary key makes a day accrue once.
 */
export const agentCommissions = pgTable(
  'agent_commissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Manila day number (days since the epoch). */
    day: integer('day').notNull(),
    /** The downline's valid bets that day, the tier applied and the commission. */
    bets: money('bets'),
    tier: integer('tier').notNull(),
    amount: money('amount'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * What a player spent commission on, numbered 1, 2, … per player: an exchange into coin (kind 0), a scratch card (1),
 * a lottery ticket (2), with the prize paid. The unique number makes a spend once: of concurrent spends reading the
 * same balance, one inserts its row.
 */
export const agentAwards = pgTable(
  'agent_awards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    kind: integer('kind').notNull(),
    cost: money('cost'),
    prize: money('prize'),
    /** The lottery's drawn number; -1 otherwise. */
    number: integer('number').notNull().default(-1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agent_awards_seq').on(t.userId, t.seq)],
);

/** New-year items (40001-40004, spec §9) a player holds (docs/promotions.md "New Year"); spent once, never below 0. */
export const seasonItems = pgTable(
  'season_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), check('season_items_nonnegative', sql`${t.count} >= 0`)],
);

/** Every new-year opening (box or lottery) and the coin it paid: the ledger ref and the newYearList ticker. */
export const seasonOpenings = pgTable(
  'season_openings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'box' | 'lottery'>().notNull(),
    amount: money('amount'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('season_openings_recent').on(t.createdAt)],
);

/** Operator back office (/ops, docs/ops.md): staff accounts, apart from players. */
export type StaffRole = 'support' | 'finance' | 'admin';

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    role: text('role').$type<StaffRole>().notNull(),
    /** `scrypt$…` like the players' (server/crypto/password.ts). */
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret (RFC 6238, server/ops/totp.ts). */
    totpSecret: text('totp_secret').notNull(),
    /** The last 30 s step a code was accepted for: a code is good once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('staff_role', sql`${t.role} IN ('support', 'finance', 'admin')`)],
);

/** Staff sessions: the SHA-256 of an opaque token; 15 min idle, 8 h absolute (server/ops/sessions.ts). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Finance approvals of a withdrawal above the second-approver amount: one row per approver. */
export const withdrawalApprovals = pgTable(
  'withdrawal_approvals',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => withdrawals.orderId, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.staffId] })],
);

/**
 * Every staff action (server/ops/audit.ts). Append-only: the code has no UPDATE or DELETE path, and a trigger
 * (migration 0016) refuses both. `staffId` is null for a log-in attempt at an unknown name.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id'),
    staffName: text('staff_name').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('audit_log_target_idx').on(t.target, t.id)],
);

/**
 * Agent5 (activity 41; docs/promotions.md "Agent5"): every accrual and receipt of a player's five-level programme.
 * `key` makes each entry once per player: `d:{day}` marks a Manila day whose commission is computed (kind `day`,
 * not shown in the log), `c:{day}:{member}` a member's commission of that day, `i:{member}` a valid invitee's reward,
 * `r:{n}` the n-th receipt. Concurrent readers and claims insert one row each; the others insert nothing.
 */
export const agent5Log = pgTable(
  'agent5_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    kind: text('kind').$type<'day' | 'commission' | 'invite' | 'receive'>().notNull(),
    /** The Manila day number of a commission (and of a day's mark). */
    day: integer('day').notNull().default(0),
    /** The member's level in the downline; 0 for a receipt or a day's mark. */
    level: integer('level').notNull().default(0),
    memberId: integer('member_id'),
    bets: money('bets'),
    amount: money('amount'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agent5_log_once').on(t.userId, t.key),
    index('agent5_log_user_kind_idx').on(t.userId, t.kind, t.id),
  ],
);

/** Tables emptied by a reset, children first. `settings` is handled apart (the RSA key pair survives). */
export const resettableTables = [
  'agent5_log',
  'agent_awards',
  'agent_commissions',
  'lottery_winners',
  'lottery_draws',
  'audit_log',
  'withdrawal_approvals',
  'staff_sessions',
  'staff',
  'player_breaks',
  'deposit_limits',
  'player_limits',
  'activity_failures',
  'invite_spins',
  'follow_visits',
  'activity_claims',
  'activity_offers',
  'user_props',
  'login_pay_cards',
  'share_links',
  'sessions',
  'ledger',
  'recharge_orders',
  'withdraw_orders',
  'user_banks',
  'kyc_files',
  'kyc_submissions',
  'game_likes',
  'game_history',
  'game_sessions',
  'fair_spins',
  'fair_seeds',
  'big_wins',
  'mails',
  'user_others',
  'task_states',
  'event_logs',
  'action_logs',
  'sms_codes',
  'login_failures',
  'line_codes',
  'users',
  'games',
  'brands',
  'game_types',
  'banners',
  'notices',
  'promo_videos',
  'customer_services',
  'user_level_configs',
  'recharge_types',
  'generic_imgs',
] as const;
