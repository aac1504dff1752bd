import { and, eq } from 'drizzle-orm';
import { SUPPLY_ACTIVITY, SUPPLY_BELOW, SUPPLY_COIN } from '../../src/api/contract/promotions';
import type { Db } from '../db/connect';
import { activityClaims, users } from '../db/schema';
import { AppError } from '../errors';
import { ACTIVITY_ERRCODE } from './config';
import { manilaDay } from './freeSign';
import { recordClaim } from './offers';
import { payAward } from './payout';

/**
 * Supply (bankruptBonus; docs/promotions.md): a one-off ₱5 top-up while coin plus safe box is below ₱1, once per
 * Manila date, for a player who has deposited before (a new account cannot farm it). Keyed like every claim: the
 * activity claim (player, 102, Manila day) and the ledger entry `activity:supply:{day}` pay it once.
 */
export async function claimSupply(db: Db, userId: number, now: number) {
  const today = manilaDay(now);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ coin: users.coin, safebox: users.safebox, totalRecharge: users.totalRecharge })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new AppError(ACTIVITY_ERRCODE.notEligible, 'No such player.');
    const [claimed] = await tx
      .select({ id: activityClaims.id })
      .from(activityClaims)
      .where(
        and(
          eq(activityClaims.userId, userId),
          eq(activityClaims.activityType, SUPPLY_ACTIVITY),
          eq(activityClaims.awardId, today),
        ),
      );
    if (claimed) throw new AppError(ACTIVITY_ERRCODE.alreadyClaimed, "Today's supply is claimed: come back tomorrow.");
    if (user.totalRecharge <= 0)
      throw new AppError(ACTIVITY_ERRCODE.depositFirst, 'Supply is for players who have deposited.');
    if (user.coin + user.safebox >= SUPPLY_BELOW) {
      throw new AppError(ACTIVITY_ERRCODE.notEligible, 'Supply is for a balance below ₱1.');
    }
    if (!(await recordClaim(tx, { userId, activityType: SUPPLY_ACTIVITY, awardId: today, propId: 0 }))) {
      throw new AppError(ACTIVITY_ERRCODE.alreadyClaimed, "Today's supply is claimed: come back tomorrow.");
    }
    const propList = await payAward(tx, userId, [{ id: 2001, count: SUPPLY_COIN }], `supply:${today}`, now);
    return { propList, coin: user.coin + SUPPLY_COIN };
  });
}
