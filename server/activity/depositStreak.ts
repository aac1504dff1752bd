import { and, eq, gte } from 'drizzle-orm';
import { type StreakDaySetting, streakDayId } from '../../src/api/contract/promoSettings';
import { DEPOSIT_STREAK_ACTIVITY, DEPOSIT_STREAK_DAYS } from '../../src/api/contract/promotions';
import type { Db, Tx } from '../db/connect';
import { activityClaims } from '../db/schema';
import { AppError } from '../errors';
import { ACTIVITY_ERRCODE } from './config';
import { manilaDay } from './freeSign';
import { recordClaim } from './offers';
import { paidByManilaDay } from './paidDeposits';
import { payAward } from './payout';
import { readPromo, requireRunning } from './promoSettings';

/**
 * Deposit streak (ContinuousRecharge 43; rechargeBonusCollection8, claims by receiverRechargeBonusCollection6;
 * docs/promotions.md). Read from the paid deposits alone, no table of its own: a Manila date whose paid deposits
 * reach the minimum of the streak's next day is that day; a date that falls short (or a date without deposits)
 * ends the streak, and a short date that still reaches day 1's minimum starts a new one. After day 7 a new week
 * starts at day 1. Each day of the current week is claimed once: activity claim (player, 43, that date, day) and
 * ledger `activity:depositStreak:{date}`. The days' minimums and rewards are the operator's (/ops Promotions), read
 * with the state: a claim, in its transaction, pays the day as configured then; a day claimed keeps what it paid.
 */

const WEEK = DEPOSIT_STREAK_DAYS.length;
const after = (day: number) => (day % WEEK) + 1;

export interface Streak {
  /** The Manila dates of this week's days reached, day 1 first. */
  week: number[];
  /** Today's deposits reached today's day. */
  todayDone: boolean;
  /** The day the next qualifying date reaches. */
  next: number;
  /** Paid deposits of today (hundredths). */
  today: number;
}

/** The streak at Manila date `today` from the paid totals by Manila date (pure: the rules above). */
export function streakOf(
  byDay: ReadonlyMap<number, number>,
  today: number,
  days: readonly Pick<StreakDaySetting, 'minDeposit'>[] = DEPOSIT_STREAK_DAYS,
): Streak {
  const minOf = (day: number) => days[day - 1]?.minDeposit ?? Number.POSITIVE_INFINITY;
  let week: number[] = [];
  let reached = 0;
  let lastDate = Number.NEGATIVE_INFINITY;
  for (const date of [...byDay.keys()].filter((d) => d < today).sort((a, b) => a - b)) {
    const total = byDay.get(date) ?? 0;
    const day = reached > 0 && date === lastDate + 1 ? after(reached) : 1;
    if (total >= minOf(day)) {
      reached = day;
      week = day === 1 ? [date] : [...week, date];
    } else if (total >= minOf(1)) {
      reached = 1;
      week = [date];
    } else {
      reached = 0;
      week = [];
    }
    lastDate = date;
  }
  // A streak is alive while yesterday carried it; today may still extend it.
  if (lastDate !== today - 1) reached = 0;
  if (reached === 0) week = [];
  const next = reached > 0 ? after(reached) : 1;
  const total = byDay.get(today) ?? 0;
  if (total < minOf(next)) return { week, todayDone: false, next, today: total };
  return { week: next === 1 ? [today] : [...week, today], todayDone: true, next: after(next), today: total };
}

async function stateOf(db: Db | Tx, userId: number, now: number) {
  const today = manilaDay(now);
  const [settings, byDay, claims] = await Promise.all([
    readPromo(db, 'depositStreak'),
    paidByManilaDay(db, userId),
    db
      .select({ date: activityClaims.awardId, day: activityClaims.propId })
      .from(activityClaims)
      .where(
        and(
          eq(activityClaims.userId, userId),
          eq(activityClaims.activityType, DEPOSIT_STREAK_ACTIVITY),
          gte(activityClaims.awardId, today - WEEK - 1),
        ),
      ),
  ]);
  const streak = streakOf(byDay, today, settings.days);
  const claimed = new Set(claims.map((claim) => `${claim.date}:${claim.day}`));
  const tiers = settings.days.map((day, index) => {
    const date = streak.week[index];
    const itemStatus = date === undefined ? 0 : claimed.has(`${date}:${index + 1}`) ? 2 : 1;
    return { id: streakDayId(index), needRecharge: day.minDeposit, award: [{ id: 2001, count: day.coin }], itemStatus };
  });
  return {
    settings,
    streak,
    state: {
      totalRecharge: streak.today,
      expireTime: -1,
      tiers,
      streak: { days: streak.week.length, next: streak.next, todayDone: streak.todayDone },
    },
  };
}

/** rechargeBonusCollection8: this week of the deposit streak. */
export async function loadDepositStreak(db: Db, userId: number, now: number) {
  return { rechargeBonusCollection8: (await stateOf(db, userId, now)).state };
}

/** Whether `id` names a day of the deposit streak (the collection claim serves the ladder's tiers too). */
export const isStreakDay = (id: number) => DEPOSIT_STREAK_DAYS.some((day) => day.id === id);

/** Claims day `id` of this week's streak, once. 1005 not reached, 1004 claimed. */
export async function claimDepositStreak(db: Db, userId: number, id: number, now: number) {
  return db.transaction(async (tx) => {
    const { settings, streak, state } = await stateOf(tx, userId, now);
    requireRunning(settings, now);
    const index = state.tiers.findIndex((tier) => tier.id === id);
    const tier = state.tiers[index];
    const date = streak.week[index];
    if (!tier || date === undefined) {
      throw new AppError(ACTIVITY_ERRCODE.notClaimable, 'This day of the streak is not reached yet.');
    }
    const refused = () => new AppError(ACTIVITY_ERRCODE.alreadyClaimed, 'This day of the streak is claimed.');
    if (tier.itemStatus === 2) throw refused();
    const day = index + 1;
    if (!(await recordClaim(tx, { userId, activityType: DEPOSIT_STREAK_ACTIVITY, awardId: date, propId: day }))) {
      throw refused();
    }
    const propList = await payAward(tx, userId, tier.award, `depositStreak:${date}`, now);
    const tiers = state.tiers.map((t) => (t.id === id ? { ...t, itemStatus: 2 } : t));
    return { rechargeBonusCollection: { ...state, tiers }, propList };
  });
}
