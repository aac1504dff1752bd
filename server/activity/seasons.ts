import { and, between, eq } from 'drizzle-orm';
import { type SeasonDates, type SeasonWindow, seasonAt } from '../../src/api/contract/promotions';
import type { Db, Tx } from '../db/connect';
import { activityClaims } from '../db/schema';
import { AppError } from '../errors';
import { ACTIVITY_ERRCODE } from './config';
import { manilaDay } from './freeSign';
import { recordClaim } from './offers';
import { paidTotal } from './paidDeposits';

/**
 * What Christmas and New Year share (docs/promotions.md "Seasonal events"): where the season stands at the server's
 * clock (the configured Manila dates of src/api/contract/promotions.ts), the claims of the season, the paid deposit
 * that earns the extra, and the refusal outside the dates.
 */

const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** The Manila midnight that starts Manila day number `day`. */
export const dayStart = (day: number) => day * DAY_MS - MANILA_OFFSET_MS;

export interface SeasonNow extends SeasonWindow {
  /** Manila day numbers of the season's first and last day, and of today. */
  firstDay: number;
  lastDay: number;
  today: number;
  /** The season runs now. */
  running: boolean;
}

export function seasonNow(dates: SeasonDates, now: number): SeasonNow {
  const window = seasonAt(dates, now);
  return {
    ...window,
    firstDay: manilaDay(window.start),
    lastDay: manilaDay(window.end) - 1,
    today: manilaDay(now),
    running: window.phase === 'running',
  };
}

/** The season fields of a state answer: the next change the page reloads at, and today's day of the season. */
export function seasonFields(season: SeasonNow) {
  const expireTime =
    season.phase === 'running'
      ? Math.min(dayStart(season.today + 1), season.end)
      : season.phase === 'upcoming'
        ? season.start
        : -1;
  return {
    phase: season.phase,
    start: season.start,
    end: season.end,
    expireTime,
    day: season.running ? season.today - season.firstDay + 1 : 0,
  };
}

/** Refuses an action outside the dates: 1001 before, 1002 after. */
export function requireRunning(season: SeasonNow): void {
  if (season.phase === 'upcoming') throw new AppError(ACTIVITY_ERRCODE.notStarted, 'The event has not started yet.');
  if (season.phase === 'ended') throw new AppError(ACTIVITY_ERRCODE.ended, 'The event has ended.');
}

/** The player's claims of this season (award id a Manila day number of its dates), as `awardId:propId` keys. */
export async function seasonClaims(db: Db | Tx, userId: number, activityType: number, season: SeasonNow) {
  const rows = await db
    .select({ awardId: activityClaims.awardId, propId: activityClaims.propId })
    .from(activityClaims)
    .where(
      and(
        eq(activityClaims.userId, userId),
        eq(activityClaims.activityType, activityType),
        between(activityClaims.awardId, season.firstDay, season.lastDay),
      ),
    );
  return new Set(rows.map((row) => claimKey(row.awardId, row.propId)));
}

export const claimKey = (awardId: number, propId: number) => `${awardId}:${propId}`;

/** Whether the player made a paid deposit within the season's dates (the extra's condition). */
export async function depositedInSeason(db: Db | Tx, userId: number, season: SeasonNow): Promise<boolean> {
  if (season.phase === 'upcoming') return false;
  return (await paidTotal(db, userId, new Date(season.start), new Date(season.end))) > 0;
}

/**
 * One claim of a running season, in one transaction: `pick` chooses it from the state (or throws why not), its
 * activity_claims row is inserted (1004 when it exists: of concurrent claims one inserts, the others pay nothing),
 * `pay` pays it, and the state is read again for the answer.
 */
export async function claimInSeason<S, C extends { awardId: number; propId: number }, P>(
  db: Db,
  userId: number,
  activityType: number,
  season: SeasonNow,
  steps: { stateOf(tx: Tx): Promise<S>; pick(state: S): C; pay(tx: Tx, chosen: C): Promise<P> },
): Promise<{ state: S; paid: P }> {
  requireRunning(season);
  return db.transaction(async (tx) => {
    const chosen = steps.pick(await steps.stateOf(tx));
    const { awardId, propId } = chosen;
    if (!(await recordClaim(tx, { userId, activityType, awardId, propId }))) {
      throw new AppError(ACTIVITY_ERRCODE.alreadyClaimed, 'Already received.');
    }
    const paid = await steps.pay(tx, chosen);
    return { state: await steps.stateOf(tx), paid };
  });
}
