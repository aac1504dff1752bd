import { sql } from 'drizzle-orm';
import type { AwardItem } from '../../src/api/contract/rewards';
import { rewardKind } from '../../src/api/contract/rewards';
import type { Tx } from '../db/connect';
import { userProps } from '../db/schema';
import { post } from '../ledger';

/**
 * Pays an award list inside the claim's transaction: coin (2001) and points (2002) through the ledger, in
 * hundredths; coupons and other items into the player's props. `ref` names the claim, so a repeated payout of
 * the same claim posts nothing twice; the ledger ref is scoped by the player here, so a claim named by a day or a
 * task alone (`freeSign:{day}`, `task:101`) is one per player, not one for everybody. `at` (the request's clock)
 * dates the ledger rows, which the bonus ticker reads back by time; the database's clock when omitted. Answers
 * the propList.
 */
export async function payAward(tx: Tx, userId: number, award: readonly AwardItem[], ref: string, at?: number) {
  for (const item of award) {
    if (item.count <= 0) continue;
    const kind = rewardKind(item.id);
    if (kind === 'coin' || kind === 'points') {
      await post(tx, {
        userId,
        amount: item.count,
        kind: 'activity',
        ref: `user:${userId}:${ref}:${item.id}`,
        balance: kind === 'coin' ? 'coin' : 'lottery',
        ...(at === undefined ? {} : { at }),
      });
    } else {
      await tx
        .insert(userProps)
        .values({ userId, propId: item.id, count: item.count })
        .onConflictDoUpdate({
          target: [userProps.userId, userProps.propId],
          set: { count: sql`${userProps.count} + ${item.count}` },
        });
    }
  }
  return award.filter((item) => item.count > 0).map((item) => ({ propId: item.id, count: item.count }));
}
