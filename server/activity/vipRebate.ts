import { and, eq } from 'drizzle-orm';
import { VIP_REBATE_ACTIVITY, vipRebateBps, vipRebateOf } from '../../src/api/contract/promotions';
import type { Db, Tx } from '../db/connect';
import { activityClaims, users } from '../db/schema';
import { AppError } from '../errors';
import { betsBetween } from './bets';
import { ACTIVITY_ERRCODE } from './config';
import { manilaDay } from './freeSign';
import { recordClaim } from './offers';
import { payAward } from './payout';
import { vipRebateRatesOn } from './vipRebateRates';

/**
 * VIP rebate (VIP 8; vipRebate and vipRebateReceive; docs/promotions.md): a share of the previous Manila date's
 * bets (ledger `game:bet` rows) by the player's VIP level, claimable from the next Manila date, once. Keyed by the
 * day the bets were made: activity claim (player, 8, that day) and ledger `activity:vipRebate:{day}`. The rates
 * are the operator's (/ops Promotions) in force on the day the bets were made (server/activity/vipRebateRates.ts),
 * read inside the claim's transaction: a claim pays exactly what that day's configured rate gives, and a change
 * saved since (which counts from the next day) never re-prices it.
 */

const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;
/** The instant a Manila day number starts. */
const dayStart = (day: number) => new Date(day * DAY_MS - MANILA_OFFSET_MS);

async function stateOf(db: Db | Tx, userId: number, now: number) {
  const today = manilaDay(now);
  const yesterday = today - 1;
  const [[user], total, [claimed], earnedAt, rates] = await Promise.all([
    db.select({ vip: users.vip }).from(users).where(eq(users.id, userId)),
    betsBetween(db, userId, dayStart(yesterday), dayStart(yesterday + 1)),
    db
      .select({ id: activityClaims.id })
      .from(activityClaims)
      .where(
        and(
          eq(activityClaims.userId, userId),
          eq(activityClaims.activityType, VIP_REBATE_ACTIVITY),
          eq(activityClaims.awardId, yesterday),
        ),
      ),
    vipRebateRatesOn(db, yesterday),
    vipRebateRatesOn(db, today),
  ]);
  const vip = user?.vip ?? 0;
  const amount = vipRebateOf(total, vip, earnedAt);
  return {
    yesterday,
    vipRebate: {
      vip,
      rateBps: vipRebateBps(vip, earnedAt),
      bets: total,
      amount,
      itemStatus: claimed ? 2 : amount > 0 ? 1 : 0,
      rates,
    },
  };
}

/** vipRebate: the rebate of the previous Manila date. */
export async function loadVipRebate(db: Db, userId: number, now: number) {
  const { vipRebate } = await stateOf(db, userId, now);
  return { vipRebate };
}

/** vipRebateReceive: pays the previous Manila date's rebate, once. */
export async function receiveVipRebate(db: Db, userId: number, now: number) {
  return db.transaction(async (tx) => {
    const { yesterday, vipRebate } = await stateOf(tx, userId, now);
    if (vipRebate.itemStatus === 2) {
      throw new AppError(ACTIVITY_ERRCODE.alreadyClaimed, "Yesterday's rebate is claimed: come back tomorrow.");
    }
    if (vipRebate.amount <= 0) throw new AppError(ACTIVITY_ERRCODE.notClaimable, 'No rebate: no bets yesterday.');
    if (!(await recordClaim(tx, { userId, activityType: VIP_REBATE_ACTIVITY, awardId: yesterday, propId: 0 }))) {
      throw new AppError(ACTIVITY_ERRCODE.alreadyClaimed, "Yesterday's rebate is claimed: come back tomorrow.");
    }
    const propList = await payAward(tx, userId, [{ id: 2001, count: vipRebate.amount }], `vipRebate:${yesterday}`, now);
    return { vipRebate: { ...vipRebate, itemStatus: 2 }, propList };
  });
}
