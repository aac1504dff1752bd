import { eq } from 'drizzle-orm';
import { UPDATE_BONUS_ACTIVITY, UPDATE_BONUS_COIN } from '../../src/api/contract/updateBonus';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { ACTIVITY_ERRCODE } from './config';
import { recordClaim } from './offers';
import { payAward } from './payout';

const ALREADY = 'The app bonus is already paid to this account.';

/**
 * The force-update bonus (appUpdateBonus; docs/promotions.md "Force-update bonus"): ₱20 once per player, for the
 * players the force-update modal is for (totalRecharge > 0), sent by the installed app when it runs. The server
 * cannot see how the app is displayed: the deposit gate and the once-per-player key bound what any claim can take
 * to the ₱20 an honest one gets. Paid once by two keys in one transaction: the activity claim (player, 106) and the
 * ledger entry `activity:user:{id}:updateBonus:2001`; of concurrent claims one inserts the claim and pays, the
 * others answer 1004.
 */
export async function claimUpdateBonus(db: Db, userId: number, now: number) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ coin: users.coin, totalRecharge: users.totalRecharge })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new AppError(ACTIVITY_ERRCODE.notEligible, 'No such player.');
    if (user.totalRecharge <= 0) {
      throw new AppError(ACTIVITY_ERRCODE.depositFirst, 'The app bonus is for players who have deposited.');
    }
    if (!(await recordClaim(tx, { userId, activityType: UPDATE_BONUS_ACTIVITY, awardId: 0, propId: 0 }))) {
      throw new AppError(ACTIVITY_ERRCODE.alreadyClaimed, ALREADY);
    }
    const propList = await payAward(tx, userId, [{ id: 2001, count: UPDATE_BONUS_COIN }], 'updateBonus', now);
    return { propList, coin: user.coin + UPDATE_BONUS_COIN };
  });
}
