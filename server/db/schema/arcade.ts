import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { gameSessions } from './play';
import { users } from './players';

/**
 * The arcade studio's crash rounds (server/games/arcade.ts, docs/games.md "Crash"): a round spans two requests,
 * so what the stake fixed (the crash point, the start, the automatic target) is kept until the cash-out, the crash
 * or the settlement job decides the win, and until the wallet credit of that win is made.
 */
export const arcadeRounds = pgTable(
  'arcade_rounds',
  {
    id: serial('id').primaryKey(),
    /** The wallet round `<session>:<n>` (the arcade studio's provider round). */
    roundId: text('round_id').notNull(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => gameSessions.id, { onDelete: 'cascade' }),
    /** The round's number in its session (what the page names it by). */
    n: integer('n').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    /** Centavos. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** The automatic cash-out target in hundredths, or null (cash out by hand). */
    target: integer('target'),
    /** Fixed by the committed seed at the stake, in hundredths; never shown before the round has ended. */
    crashPoint: integer('crash_point').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** The last instant the round takes a cash-out: its crash, or the moment it reaches a target it wins at. */
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** The multiplier (hundredths) it was cashed out at; null when lost. Set with `win` when decided. */
    cashedOutAt: integer('cashed_out_at'),
    /** The win decided (centavos; 0 when lost), null while the round runs. */
    win: bigint('win', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the wallet credit of the win (0 included) ended the wallet round. */
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('arcade_rounds_round_idx').on(t.roundId),
    uniqueIndex('arcade_rounds_session_n_idx').on(t.sessionId, t.n),
    index('arcade_rounds_uncredited_idx').on(t.closesAt).where(sql`${t.creditedAt} IS NULL`),
  ],
);
