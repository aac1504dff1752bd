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
import { createdAt } from './columns';
import { withdrawals } from './wallet';

/* The operator back office: staff, their sessions, second approvals of withdrawals and the audit log. */

/** Operator back office (/ops, docs/ops.md): staff accounts, apart from players. */
/** marketing: the lobby's content, games and promotions. */
export type StaffRole = 'support' | 'finance' | 'marketing' | 'admin';

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
    /**
     * The person behind the account (an employee number or identity document, recorded at creation): one person
     * holds at most one active account, and two approvals by accounts of one person count as one.
     */
    personId: text('person_id').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('staff_role', sql`${t.role} IN ('support', 'finance', 'marketing', 'admin')`),
    uniqueIndex('staff_active_person_idx').on(t.personId).where(sql`${t.disabledAt} IS NULL`),
  ],
);

/**
 * What a pending change does once a second person approves it (server/ops/changes.ts): admin changes, and a
 * manual adjustment of a player's balance (finance or admin propose and approve it, server/ops/playerSupport.ts).
 */
export type PendingChangeKind = 'config.secondApprovalAbove' | 'staff.create' | 'staff.role' | 'player.adjust';
export type PendingChangeStatus = 'pending' | 'approved' | 'rejected';

/**
 * Admin changes that need a second admin (a different person): proposed by one, approved or rejected by another
 * (the proposer may only withdraw, as a rejection). `payload` is what the approval applies (a new account's
 * password only as its hash); `summary` is what staff read.
 */
export const opsPendingChanges = pgTable(
  'ops_pending_changes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<PendingChangeKind>().notNull(),
    target: text('target').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull(),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => staff.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    status: text('status').$type<PendingChangeStatus>().notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'ops_pending_changes_kind',
      sql`${t.kind} IN ('config.secondApprovalAbove', 'staff.create', 'staff.role', 'player.adjust')`,
    ),
    check('ops_pending_changes_status', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    index('ops_pending_changes_status_idx').on(t.status, t.id),
  ],
);

/**
 * Refused staff log-ins (wrong name, password or code; backed off; address locked), counted per window, name and
 * address instead of one audit row each: an anonymous caller cannot fill the audit log.
 */
export const staffLoginRefusals = pgTable(
  'staff_login_refusals',
  {
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    username: text('username').notNull(),
    address: text('address').notNull(),
    failed: integer('failed').notNull().default(0),
    refused: integer('refused').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.windowStart, t.username, t.address] })],
);

/** One row per window that saw refusals; `summarizedAt` is set when its one audit row is written. */
export const staffLoginWindows = pgTable('staff_login_windows', {
  windowStart: timestamp('window_start', { withTimezone: true }).primaryKey(),
  summarizedAt: timestamp('summarized_at', { withTimezone: true }),
});

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
 * (server/db/migrations/0016_ops_staff.sql) refuses both. `staffId` is null for a log-in attempt at an unknown name.
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
    /** The request that did it (X-Request-Id): finds its log lines and the reference the client showed. */
    requestId: text('request_id'),
  },
  (t) => [index('audit_log_target_idx').on(t.target, t.id)],
);

/** Who a mail campaign goes to; segments are read when it is sent. */
export type MailAudience =
  | { kind: 'player'; userId: number }
  | { kind: 'vip'; minLevel: number }
  | { kind: 'dormant'; days: number }
  | { kind: 'everyone' };

/**
 * Mail the operator sends from /ops (server/ops/mailCampaigns.ts): to one player, a segment or everyone, now or at
 * `send_at`. `coin` (hundredths) is a reward attached to each mail, paid through the ledger when the player takes it.
 * Staff are named, not referenced, like the audit log: a campaign outlives the account that wrote it.
 */
export const mailCampaigns = pgTable(
  'mail_campaigns',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    coin: integer('coin').notNull().default(0),
    audience: jsonb('audience').$type<MailAudience>().notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    recipients: integer('recipients'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_campaigns_coin', sql`${t.coin} >= 0`),
    index('mail_campaigns_due_idx').on(t.sendAt).where(sql`${t.sentAt} IS NULL AND ${t.cancelledAt} IS NULL`),
  ],
);
