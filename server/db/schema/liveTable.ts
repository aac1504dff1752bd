import { index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { WheelBet } from '../../../src/api/contract/liveTable';
import { users } from './players';

/*
 * The live Perya Wheel's shared rounds and the bets on them (docs/games.md "Live Perya Wheel"). A round's row is
 * made once, by whichever instance needs it first (INSERT … ON CONFLICT DO NOTHING): its server seed is committed
 * (the hash shown) from then on and revealed when the round is drawn.
 */

export const liveTableRounds = pgTable(
  'live_table_rounds',
  {
    /** The table is the game: each game of the Live type runs its own wheel. */
    gameId: integer('game_id').notNull(),
    /** Round n opens at n × the period (src/api/contract/liveTable.ts). */
    round: integer('round').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The segment drawn (0–24); null until the draw. */
    segment: smallint('segment'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.round] }), index('live_table_rounds_drawn_idx').on(t.gameId, t.drawnAt)],
);

/** One player's bets placed in one request: one wallet round (`<session>:<n>`), settled once at the draw. */
export const liveTableBets = pgTable(
  'live_table_bets',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id').notNull(),
    round: integer('round').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The wallet round the bets were debited in; its win is credited as `<walletRoundId>:win`. */
    walletRoundId: text('wallet_round_id').notNull().unique(),
    bets: jsonb('bets').$type<WheelBet[]>().notNull(),
    stake: integer('stake').notNull(),
    /** Null until settled. */
    win: integer('win'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('live_table_bets_round_idx').on(t.gameId, t.round, t.settledAt)],
);
