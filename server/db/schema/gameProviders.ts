import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './players';

/*
 * Games served by providers through the seamless wallet (docs/games.md): which provider serves each game type,
 * the rounds the providers opened and the wallet calls they made.
 */

/** The provider that serves the games of a type; seeded and new games take it (server/games/catalogue.ts). */
export const gameTypeProviders = pgTable('game_type_providers', {
  typeId: integer('type_id').primaryKey(),
  providerId: text('provider_id').notNull(),
});

export type RoundStatus = 'open' | 'settled' | 'rolledback';

/** A round a provider opened with its first debit; settled by a credit, or cancelled by a rollback or the sweep. */
export const providerRounds = pgTable(
  'provider_rounds',
  {
    id: serial('id').primaryKey(),
    providerId: text('provider_id').notNull(),
    roundId: text('round_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    status: text('status').$type<RoundStatus>().notNull().default('open'),
    /** Stakes and wins of the round so far, in hundredths (rolled-back stakes taken off). */
    bet: bigint('bet', { mode: 'number' }).notNull().default(0),
    win: bigint('win', { mode: 'number' }).notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('provider_rounds_round_idx').on(t.providerId, t.roundId),
    index('provider_rounds_open_idx').on(t.status, t.openedAt),
    index('provider_rounds_user_idx').on(t.userId, t.openedAt),
  ],
);

export type ProviderTransactionKind = 'debit' | 'credit' | 'rollback' | 'tombstone';

/**
 * One row per provider transaction id the wallet accepted, with the answer it gave: a repeat of the id answers
 * that answer again. A tombstone holds the id of a debit whose rollback came first: that debit is refused.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: serial('id').primaryKey(),
    providerId: text('provider_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').$type<ProviderTransactionKind>().notNull(),
    roundId: text('round_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /** A rollback's target transaction. */
    refTransactionId: text('ref_transaction_id'),
    /** A debit that a rollback or the sweep refunded. */
    rolledBack: boolean('rolled_back').notNull().default(false),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('provider_transactions_id_idx').on(t.providerId, t.transactionId),
    index('provider_transactions_round_idx').on(t.providerId, t.roundId),
  ],
);

/** One mismatched round in a reconciliation: what the round records against what the ledger moved for it. */
export interface ReconciliationMismatch {
  roundId: string;
  bet: number;
  win: number;
  ledgerBet: number;
  ledgerWin: number;
}

/**
 * A provider's reconciliation of one Manila day (its rounds opened that day against the ledger), stored once: a
 * run again for the same day, on any instance, leaves it as it is.
 */
export const providerReconciliations = pgTable(
  'provider_reconciliations',
  {
    id: serial('id').primaryKey(),
    providerId: text('provider_id').notNull(),
    /** The Manila calendar day, YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    rounds: integer('rounds').notNull(),
    openRounds: integer('open_rounds').notNull(),
    bets: bigint('bets', { mode: 'number' }).notNull(),
    wins: bigint('wins', { mode: 'number' }).notNull(),
    mismatches: jsonb('mismatches').$type<ReconciliationMismatch[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('provider_reconciliations_day_idx').on(t.providerId, t.day)],
);
