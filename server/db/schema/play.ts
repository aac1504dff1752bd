import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './players';

/* What players play: favourites, recent games, demo-game sessions, big wins and the provably fair seeds and spins. */

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
    /** The provider the game was launched with; its wallet calls name this session by the ticket. */
    providerId: text('provider_id').notNull().default('demo-studio'),
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

/**
 * One row per provably fair result: a slot spin, a Color Game or a Baccarat round, what the verify page recomputes
 * (seed, nonce → multiplier, → dice, or → cards). The multiplier of a round of bets is its return over its stake.
 */
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
    /** A Color Game round's three dice (colour indexes 0–5, src/api/contract/colorGame.ts); null for a slot spin. */
    dice: smallint('dice').array(),
    /** A Baccarat round's dealt cards (0–51 in deal order, src/api/contract/baccarat.ts); null otherwise. */
    cards: smallint('cards').array(),
    /** A virtual match's fixture, home goals and away goals (src/api/contract/virtualSports.ts); null otherwise. */
    virtualMatch: smallint('virtual_match').array(),
    /** A crash round's crash point in hundredths (src/api/contract/crashGame.ts); null for other games. */
    crashPoint: integer('crash_point'),
    /**
     * Until when the round this spin decided still takes the player's decisions (a crash round's cash-out): the
     * seed pair is not revealed before, or the player could read the outcome of a round still running.
     */
    openUntil: timestamp('open_until', { withTimezone: true }),
    spunAt: timestamp('spun_at', { withTimezone: true }).notNull(),
    /** The demo studio's wallet round this spin decided: the player's round history links it to its proof. */
    roundId: text('round_id'),
  },
  (t) => [
    uniqueIndex('fair_spins_seed_nonce_idx').on(t.seedId, t.nonce),
    uniqueIndex('fair_spins_round_idx').on(t.roundId).where(sql`${t.roundId} IS NOT NULL`),
  ],
);
