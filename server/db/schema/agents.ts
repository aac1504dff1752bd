import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns';
import { users } from './players';

/* The agent programmes: daily commissions and what they were spent on, and Agent5's five-level log. */

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
 * The agent programmes' tiers as the operator set them in /ops Promotions (docs/ops.md "Promotions"), each set from
 * the Manila day number `fromDay` on: `programme` 'agent' (commission tiers) or 'agentCount' (count tiers). A change
 * saved on a day counts from the next, so a day's commission is computed at that day's tiers and a claim pays the
 * tiers of the day it is made. The tiers of day d: the row with the greatest `fromDay` not after d; none, the
 * product's (src/api/contract/agent.ts).
 */
export const agentTierSets = pgTable(
  'agent_tier_sets',
  {
    programme: text('programme').notNull(),
    fromDay: integer('from_day').notNull(),
    tiers: jsonb('tiers').$type<unknown>().notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.programme, t.fromDay] })],
);

/**
 * The Agent programme's look-back days as the operator set them in /ops Promotions (docs/ops.md "Promotions"), each
 * from the Manila day number `fromDay` on: a completed day's commission accrues at a read within the days of its own
 * day (server/activity/agentFigures.ts), so a change saved on a day counts from the next and never shortens the time
 * left on a day already earned. None for a day: the product's (AGENT_ACCRUAL_DAYS).
 */
export const agentAccrualDays = pgTable('agent_accrual_days', {
  fromDay: integer('from_day').primaryKey(),
  days: integer('days').notNull(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
});

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
