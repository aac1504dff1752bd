import { and, eq } from 'drizzle-orm';
import { ladderTierId } from '../../src/api/contract/promoSettings';
import { LADDER_RECHARGE_ACTIVITY } from '../../src/api/contract/promotions';
import type { Db, Tx } from '../db/connect';
import { activityClaims } from '../db/schema';
import { AppError } from '../errors';
import { ACTIVITY_ERRCODE } from './config';
import { recordClaim } from './offers';
import { paidTotal } from './paidDeposits';
import { payAward } from './payout';
import { readPromo, requireRunning } from './promoSettings';

/**
 * Ladder recharge (LadderRecharge 17; rechargeBonusCollection6, claims by receiverRechargeBonusCollection6;
 * docs/promotions.md). The period is the Manila calendar month: its paid deposits climb the tiers, each tier is
 * claimed once a month: activity claim (player, 17, month number, tier id) and ledger
 * `activity:ladderRecharge:{month}:{tier}`. A new month starts from ₱0. The tiers are the operator's (/ops
 * Promotions), read with the state: a claim, in its transaction, pays the tier as configured at that moment, and a
 * tier already claimed keeps what it paid.
 */

const MANILA_OFFSET_MS = 8 * 3_600_000;

/** The Manila calendar month at `now`: its number (year × 12 + month) and its bounds. */
export function manilaMonth(now: number) {
  const local = new Date(now + MANILA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return {
    number: year * 12 + month,
    start: new Date(Date.UTC(year, month, 1) - MANILA_OFFSET_MS),
    end: new Date(Date.UTC(year, month + 1, 1) - MANILA_OFFSET_MS),
  };
}

async function stateOf(db: Db | Tx, userId: number, now: number) {
  const month = manilaMonth(now);
  const [settings, total, claims] = await Promise.all([
    readPromo(db, 'ladder'),
    paidTotal(db, userId, month.start, month.end),
    db
      .select({ tier: activityClaims.propId })
      .from(activityClaims)
      .where(
        and(
          eq(activityClaims.userId, userId),
          eq(activityClaims.activityType, LADDER_RECHARGE_ACTIVITY),
          eq(activityClaims.awardId, month.number),
        ),
      ),
  ]);
  const claimed = new Set(claims.map((claim) => claim.tier));
  const tiers = settings.tiers.map((tier, index) => ({
    id: ladderTierId(index),
    needRecharge: tier.needRecharge,
    award: [{ id: 2001, count: tier.coin }],
    itemStatus: claimed.has(ladderTierId(index)) ? 2 : total >= tier.needRecharge ? 1 : 0,
  }));
  return { month, settings, state: { totalRecharge: total, expireTime: month.end.getTime(), tiers } };
}

/** rechargeBonusCollection6: this month's paid deposits and the tiers. */
export async function loadLadderRecharge(db: Db, userId: number, now: number) {
  return { rechargeBonusCollection6: (await stateOf(db, userId, now)).state };
}

/** Claims tier `id` of this month's ladder, once. 1010 no such tier, 1005 not reached, 1004 claimed. */
export async function claimLadderRecharge(db: Db, userId: number, id: number, now: number) {
  return db.transaction(async (tx) => {
    const { month, settings, state } = await stateOf(tx, userId, now);
    requireRunning(settings, now);
    const tier = state.tiers.find((t) => t.id === id);
    if (!tier) throw new AppError(ACTIVITY_ERRCODE.notAvailable, 'No such reward.');
    if (tier.itemStatus === 0) throw new AppError(ACTIVITY_ERRCODE.notClaimable, 'Deposit more to reach this tier.');
    const refused = () => new AppError(ACTIVITY_ERRCODE.alreadyClaimed, 'This tier is claimed this month.');
    if (tier.itemStatus === 2) throw refused();
    if (
      !(await recordClaim(tx, { userId, activityType: LADDER_RECHARGE_ACTIVITY, awardId: month.number, propId: id }))
    ) {
      throw refused();
    }
    const propList = await payAward(tx, userId, tier.award, `ladderRecharge:${month.number}:${id}`, now);
    const tiers = state.tiers.map((t) => (t.id === id ? { ...t, itemStatus: 2 } : t));
    return { rechargeBonusCollection: { ...state, tiers }, propList };
  });
}
