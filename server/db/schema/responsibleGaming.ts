import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './players';

/* Responsible gaming: a player's own limits, deposit limits and the breaks they took. */

/**
 * Responsible gaming (docs/responsible-gaming.md): one row per player who set something or deposited.
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

/** What ties accounts to one person (server/responsibleGaming/person.ts, docs/responsible-gaming.md "The person"). */
export type PersonSignalKind = 'identity' | 'phone' | 'bank' | 'device' | 'fingerprint';

/**
 * One signal an account carries: its verified identity (SHA-256 of the normalised KYC name and birth date), its
 * phone number (ten digits), a bank account it bound (the id of the bank data key, a dot, and the HMAC of the digits
 * under a key derived from it: server/crypto/bankData.ts `bankSignal`), the server's device cookie it registered
 * with and the client's fingerprint. Two accounts with the same (kind, value) are linked. Written where the signal
 * appears (registration, binding a mobile or a bank, KYC approval); never removed, so an exclusion keeps reaching
 * an account that changed its number afterwards. The bank signals alone are recomputed, from the sealed numbers,
 * when the bank data key changes (server/wallet/bankDataRows.ts).
 */
export const personSignals = pgTable(
  'person_signals',
  {
    kind: text('kind').$type<PersonSignalKind>().notNull(),
    value: text('value').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.value, t.userId] }),
    index('person_signals_user_idx').on(t.userId),
    check('person_signals_kind', sql`${t.kind} IN ('identity', 'phone', 'bank', 'device', 'fingerprint')`),
  ],
);

/**
 * The operator's list of excluded persons (the national database of restricted persons the terms name, e.g.
 * PAGCOR's), imported in /ops. A row binds every account whose verified identity or phone number matches it, with
 * no end: it applies until the operator removes it from the list.
 */
export const excludedPersons = pgTable(
  'excluded_persons',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    /** YYYY-MM-DD. */
    birthDate: text('birth_date').notNull(),
    /** SHA-256 of the normalised name and birth date: the identity signal's value. */
    identityHash: text('identity_hash').notNull().unique(),
    /** Ten digits, or '' when the list gives none. */
    phone: text('phone').notNull().default(''),
    /** Where the row came from (the list's name as the importer typed it). */
    source: text('source').notNull(),
    importedBy: integer('imported_by').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('excluded_persons_phone_idx').on(t.phone)],
);
