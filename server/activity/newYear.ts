import { randomInt } from 'node:crypto';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  NEW_YEAR_ACTIVITY,
  NEW_YEAR_BOX_PESOS,
  NEW_YEAR_BOX_SET,
  NEW_YEAR_DATES,
  NEW_YEAR_EXTRA_ITEMS,
  NEW_YEAR_ITEMS,
  NEW_YEAR_LOTTERY_PESOS,
  NEW_YEAR_LOTTERY_SET,
  NEW_YEAR_TASKS,
} from '../../src/api/contract/promotions';
import type { Db, Tx } from '../db/connect';
import { activityClaims, seasonItems, seasonOpenings, users } from '../db/schema';
import { AppError } from '../errors';
import { betsBetween } from './bets';
import { ACTIVITY_ERRCODE } from './config';
import { paidTotal } from './paidDeposits';
import { payAward } from './payout';
import {
  claimInSeason,
  claimKey,
  dayStart,
  depositedInSeason,
  requireRunning,
  type SeasonNow,
  seasonClaims,
  seasonFields,
  seasonNow,
} from './seasons';

/**
 * New Year (38; docs/promotions.md "New Year"): daily tasks give items (season_items), a set of items opens a box
 * or the lottery (coin drawn with crypto.randomInt, paid through payAward with the opening in its ledger ref, listed
 * in season_openings for the newYearList ticker), a paid deposit within the dates gives one extra set. Claims are
 * activity_claims rows (player, 38, award id, prop): a task's and the day's share record have award id = that
 * Manila day and prop = task id and SHARED; the extra has award id = the season's first day and prop EXTRA.
 */

const SHARED = 0;
const EXTRA = 100;
const LOGIN_TASK = 1;
const DEPOSIT_TASK = 2;
const BET_TASK = 3;
const SHARE_TASK = 4;
const ITEM_IDS = Object.values(NEW_YEAR_ITEMS);
const items = (ids: readonly number[]) => ids.map((id) => ({ id, count: 1 }));

async function stateOf(db: Db | Tx, userId: number, season: SeasonNow) {
  const [claims, deposited, held, depositedToday, bets] = await Promise.all([
    seasonClaims(db, userId, NEW_YEAR_ACTIVITY, season),
    depositedInSeason(db, userId, season),
    db
      .select({ itemId: seasonItems.itemId, count: seasonItems.count })
      .from(seasonItems)
      .where(eq(seasonItems.userId, userId)),
    season.running ? paidTotal(db, userId, new Date(dayStart(season.today)), new Date(dayStart(season.today + 1))) : 0,
    season.running
      ? betsBetween(db, userId, new Date(dayStart(season.today)), new Date(dayStart(season.today + 1)))
      : 0,
  ]);
  const has = (awardId: number, propId: number) => claims.has(claimKey(awardId, propId));
  const progressOf: Record<number, number> = {
    [LOGIN_TASK]: 1,
    [DEPOSIT_TASK]: depositedToday > 0 ? 1 : 0,
    [BET_TASK]: bets,
    [SHARE_TASK]: has(season.today, SHARED) ? 1 : 0,
  };
  const count = (id: number) => held.find((row) => row.itemId === id)?.count ?? 0;
  return {
    ...seasonFields(season),
    items: ITEM_IDS.map((id) => ({ propId: id, count: count(id) })),
    tasks: NEW_YEAR_TASKS.map((task) => {
      const progress = season.running ? Math.min(progressOf[task.id] ?? 0, task.target) : 0;
      const received = season.running && has(season.today, task.id);
      return {
        id: task.id,
        type: task.type,
        progress,
        target: task.target,
        itemStatus: received ? 2 : season.running && progress >= task.target ? 1 : 0,
        award: items(task.items),
      };
    }),
    extra: {
      id: EXTRA,
      award: items(NEW_YEAR_EXTRA_ITEMS),
      itemStatus: has(season.firstDay, EXTRA) ? 2 : deposited && season.running ? 1 : 0,
    },
  };
}

export type NewYearState = Awaited<ReturnType<typeof stateOf>>;

/** newYearUser: the season at the server's clock, the items held and today's tasks. */
export async function loadNewYear(db: Db, userId: number, now: number) {
  return { newYearUser: await stateOf(db, userId, seasonNow(NEW_YEAR_DATES, now)) };
}

async function addItems(tx: Tx, userId: number, ids: readonly number[]) {
  for (const itemId of ids) {
    await tx
      .insert(seasonItems)
      .values({ userId, itemId, count: 1 })
      .onConflictDoUpdate({
        target: [seasonItems.userId, seasonItems.itemId],
        set: { count: sql`${seasonItems.count} + 1` },
      });
  }
  return ids.map((id) => ({ propId: id, count: 1 }));
}

/** Spends one of each item, or refuses (1005) and spends none: the decrement only matches a count of at least 1. */
async function spendItems(tx: Tx, userId: number, ids: readonly number[]) {
  for (const itemId of ids) {
    const spent = await tx
      .update(seasonItems)
      .set({ count: sql`${seasonItems.count} - 1` })
      .where(and(eq(seasonItems.userId, userId), eq(seasonItems.itemId, itemId), gte(seasonItems.count, 1)))
      .returning({ count: seasonItems.count });
    if (spent.length === 0) throw new AppError(ACTIVITY_ERRCODE.notClaimable, 'Not enough items: do the tasks first.');
  }
}

/** newYearShare: records today's share (the share task), once per Manila date; answers the state. */
export async function shareNewYear(db: Db, userId: number, now: number) {
  const season = seasonNow(NEW_YEAR_DATES, now);
  requireRunning(season);
  await db
    .insert(activityClaims)
    .values({ userId, activityType: NEW_YEAR_ACTIVITY, awardId: season.today, propId: SHARED })
    .onConflictDoNothing();
  return { newYearUser: await stateOf(db, userId, season) };
}

/** A claim of items in the running season. */
async function claimItems(
  db: Db,
  userId: number,
  now: number,
  pick: (state: NewYearState, season: SeasonNow) => { awardId: number; propId: number; items: readonly number[] },
) {
  const season = seasonNow(NEW_YEAR_DATES, now);
  const { state, paid } = await claimInSeason(db, userId, NEW_YEAR_ACTIVITY, season, {
    stateOf: (tx) => stateOf(tx, userId, season),
    pick: (current) => pick(current, season),
    pay: (tx, chosen) => addItems(tx, userId, chosen.items),
  });
  return { newYearUser: state, propList: paid };
}

/** newYearReceiveTask {id}: the items of today's task `id`, once per Manila date. */
export function receiveNewYearTask(db: Db, userId: number, now: number, id: number) {
  return claimItems(db, userId, now, (state, season) => {
    const task = state.tasks.find((entry) => entry.id === id);
    if (!task) throw new AppError(ACTIVITY_ERRCODE.notAvailable, 'No such task.');
    if (task.itemStatus === 2) throw new AppError(ACTIVITY_ERRCODE.alreadyClaimed, 'Already received today.');
    if (task.itemStatus !== 1) throw new AppError(ACTIVITY_ERRCODE.notClaimable, 'The task is not done yet.');
    return { awardId: season.today, propId: id, items: task.award.map((item) => item.id) };
  });
}

/** newYearExtra: the extra set of a paid deposit within the dates, once per season. */
export function receiveNewYearExtra(db: Db, userId: number, now: number) {
  return claimItems(db, userId, now, (state, season) => {
    if (state.extra.itemStatus === 2) throw new AppError(ACTIVITY_ERRCODE.alreadyClaimed, 'Already received.');
    if (state.extra.itemStatus !== 1) throw new AppError(ACTIVITY_ERRCODE.depositFirst, 'Deposit first.');
    return { awardId: season.firstDay, propId: EXTRA, items: NEW_YEAR_EXTRA_ITEMS };
  });
}

/** An opening: spends the set, draws the coin, records the opening and pays it with the opening's id in the ref. */
async function openWith(
  db: Db,
  userId: number,
  now: number,
  kind: 'box' | 'lottery',
  set: readonly number[],
  pesos: { min: number; max: number },
) {
  const season = seasonNow(NEW_YEAR_DATES, now);
  requireRunning(season);
  return db.transaction(async (tx) => {
    await spendItems(tx, userId, set);
    const amount = randomInt(pesos.min, pesos.max + 1) * 100;
    const [opening] = await tx
      .insert(seasonOpenings)
      .values({ userId, kind, amount, createdAt: new Date(now) })
      .returning({ id: seasonOpenings.id });
    const propList = await payAward(tx, userId, [{ id: 2001, count: amount }], `newYear:${kind}:${opening?.id}`, now);
    return { newYearUser: await stateOf(tx, userId, season), propList };
  });
}

/** newYearBoxOpen: a box with a set of items (NEW_YEAR_BOX_SET). */
export const openNewYearBox = (db: Db, userId: number, now: number) =>
  openWith(db, userId, now, 'box', NEW_YEAR_BOX_SET, NEW_YEAR_BOX_PESOS);

/** newYearOpen: the lottery (NEW_YEAR_LOTTERY_SET). */
export const openNewYearLottery = (db: Db, userId: number, now: number) =>
  openWith(db, userId, now, 'lottery', NEW_YEAR_LOTTERY_SET, NEW_YEAR_LOTTERY_PESOS);

/** Most entries of the newYearList ticker. */
export const NEW_YEAR_LIST_SIZE = 10;

/** The latest real openings up to `now`, newest first, with the player's mobile for masking. */
export async function recentNewYearOpenings(db: Db, now: number) {
  return db
    .select({
      userId: seasonOpenings.userId,
      mobile: users.mobile,
      amount: seasonOpenings.amount,
      at: seasonOpenings.createdAt,
    })
    .from(seasonOpenings)
    .innerJoin(users, eq(users.id, seasonOpenings.userId))
    .where(lte(seasonOpenings.createdAt, new Date(now)))
    .orderBy(desc(seasonOpenings.createdAt), desc(seasonOpenings.id))
    .limit(NEW_YEAR_LIST_SIZE);
}
