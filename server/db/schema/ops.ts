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
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { withdrawals } from './wallet';

/* The operator back office: staff, their sessions, second approvals of withdrawals and the audit log. */

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
  },
  (t) => [index('audit_log_target_idx').on(t.target, t.id)],
);
