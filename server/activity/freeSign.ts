import { and, desc, eq } from 'drizzle-orm';
import { FREE_SIGN_ACTIVITY, FREE_SIGN_DAYS, freeSignAward } from '../../src/api/contract/promotions';
import type { Db, Tx } from '../db/connect';
import { activityClaims } from '../db/schema';
import { AppError } from '../errors';
import { ACTIVITY_ERRCODE } from './config';
import { recordClaim } from './offers';
import { payAward } from './payout';

/**
 * Daily sign-in (FreeSign; loginBonus3User and loginBonus3UserReceive; docs/promotions.md). A 7-day calendar by
 * Manila date: one claim a day, the day after the last one claimed; a missed Manila date starts the calendar over
 * at day 1, and so does the day after day 7. Each claim is an activity claim keyed by the Manila day number (the
 * unique index pays it once however many arrive at the same time) and a ledger entry keyed by the same day.
 */

const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** Days since the epoch of the Manila calendar date at `now`. */
export const manilaDay = (now: number) => Math.floor((now + MANILA_OFFSET_MS) / DAY_MS);
/** The instant (ms) a Manila day number starts. */
export const manilaDayStart = (day: number) => day * DAY_MS - MANILA_OFFSET_MS;

interface Progress {
  /** Calendar days claimed in the current week (0-7). */
  claimed: number;
  /** Whether today's claim is made. */
  today: boolean;
}

async function progressOf(db: Db | Tx, userId: number, now: number): Promise<Progress> {
  const [last] = await db
    .select({ day: activityClaims.awardId, position: activityClaims.propId })
    .from(activityClaims)
    .where(and(eq(activityClaims.userId, userId), eq(activityClaims.activityType, FREE_SIGN_ACTIVITY)))
    .orderBy(desc(activityClaims.awardId))
    .limit(1);
  const today = manilaDay(now);
  if (!last || last.day < today - 1) return { claimed: 0, today: false };
  if (last.day >= today) return { claimed: last.position, today: true };
  return { claimed: last.position >= FREE_SIGN_DAYS ? 0 : last.position, today: false };
}

function stateOf(progress: Progress) {
  const next = progress.today ? 0 : progress.claimed + 1;
  return {
    loginBonus3User: {
      loginDays: progress.claimed,
      expireTime: -1,
      days: Array.from({ length: FREE_SIGN_DAYS }, (_, i) => ({
        day: i + 1,
        award: freeSignAward(i + 1),
        itemStatus: i + 1 <= progress.claimed ? 2 : i + 1 === next ? 1 : 0,
      })),
    },
  };
}

/** loginBonus3User: this week's calendar. */
export async function loadFreeSign(db: Db, userId: number, now: number) {
  return stateOf(await progressOf(db, userId, now));
}

/** Whether today's sign-in is still to claim (the hasFreeBonus red dot). */
export async function hasFreeSign(db: Db, userId: number, now: number): Promise<boolean> {
  return !(await progressOf(db, userId, now)).today;
}

/** loginBonus3UserReceive {day}: today's day of the calendar, once per Manila date. */
export async function receiveFreeSign(db: Db, userId: number, day: number, now: number) {
  const today = manilaDay(now);
  return db.transaction(async (tx) => {
    const progress = await progressOf(tx, userId, now);
    if (progress.today)
      throw new AppError(ACTIVITY_ERRCODE.alreadyClaimed, "Today's sign-in is claimed: come back tomorrow.");
    if (day !== progress.claimed + 1) {
      throw new AppError(ACTIVITY_ERRCODE.notClaimable, `Today is day ${progress.claimed + 1} of your sign-in.`);
    }
    if (!(await recordClaim(tx, { userId, activityType: FREE_SIGN_ACTIVITY, awardId: today, propId: day }))) {
      throw new AppError(ACTIVITY_ERRCODE.alreadyClaimed, "Today's sign-in is claimed: come back tomorrow.");
    }
    const propList = await payAward(tx, userId, freeSignAward(day), `freeSign:${today}`, now);
    return { ...stateOf({ claimed: day, today: true }), propList };
  });
}
