import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FirstChargePackConfig } from '../../../src/api/contract/rewards';
import { createdAt, money } from './columns';
import { users } from './players';

/*
 * Activities and promotions: offers and claims, invite-and-spin, follow visits, props, login pay cards, share links
 * and the weekend lottery.
 */

/**
 * A player's offer of one activity: first-charge (type 39) and invite friends (type 40). Created on the
 * player's first look; `awardId` names the config entry, `itemStatus` 0 / 1 / 2 (spec §4), `expireAt` null when it
 * never ends. Invite progress is counted from users.pid, not stored. `pack` is the first-charge pack as the player
 * bought it (its price and rewards then): the claims pay it, whatever the operator sets afterwards.
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
    pack: jsonb('pack').$type<FirstChargePackConfig>(),
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
    /** Index of the segment the draw landed on, in the wheel in force then (/ops Promotions; its prize is kept below). */
    segment: integer('segment').notNull(),
    prize: money('prize'),
    createdAt: createdAt(),
    /** When the prize went into coin by an exchange (actInviteUserExchange); null while it is wheel cash. */
    exchangedAt: timestamp('exchanged_at', { withTimezone: true }),
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
 * What the operator set in /ops for one promotion (docs/ops.md "Promotions"): on or off, its Manila dates and, for
 * the promotions whose amounts are data, those amounts; JSON checked by the promotion's rule set
 * (src/api/contract/promoSettings.ts). No row: the product's defaults.
 */
export const promotionSettings = pgTable('promotion_settings', {
  promo: text('promo').primaryKey(),
  settings: jsonb('settings').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The VIP rebate's rates (basis points by VIP level) from the Manila day number `fromDay` on, as the operator set
 * them in /ops (docs/ops.md "Promotions"): a change saved on a day counts from the next, so the bets of a day earn
 * that day's rates and a rebate already earned is never re-priced. The rates of day d: the row with the greatest
 * `fromDay` not after d; none, the product's.
 */
export const vipRebateRates = pgTable('vip_rebate_rates', {
  fromDay: integer('from_day').primaryKey(),
  rates: jsonb('rates').$type<unknown>().notNull(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The cash bonus's figures (share of a deposit accrued, share of a bet released, smallest claim) from the Manila day
 * number `fromDay` on, as the operator set them in /ops (docs/ops.md "Promotions"): a change saved on a day counts
 * from the next, so a deposit accrues, and a bet releases, at the figures of the day it was made, and what a player
 * accrued is never re-priced. The figures of day d: the row with the greatest `fromDay` not after d; none, the
 * product's.
 */
export const cashBonusRates = pgTable('cash_bonus_rates', {
  fromDay: integer('from_day').primaryKey(),
  rates: jsonb('rates').$type<unknown>().notNull(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The payday festival's days of the month, red packet windows and packet range from /ops Promotions, by the Manila
 * day they count from (migrations 0051, 0055; server/activity/festivalSettings.ts). Checked again on read: a set that
 * fails reads as the product's.
 */
export const festivalPacketSettings = pgTable('festival_packet_settings', {
  fromDay: integer('from_day').primaryKey(),
  days: jsonb('days').$type<unknown>().notNull().default([15, 31]),
  windows: jsonb('windows').$type<unknown>().notNull(),
  packet: jsonb('packet').$type<unknown>().notNull(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
});
