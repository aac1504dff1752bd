import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { couponBonus, couponLimit } from '../../src/api/contract/promotions';
import { rewardKind } from '../../src/api/contract/rewards';
import type { Db, Tx } from '../db/connect';
import { type recharges, userProps } from '../db/schema';
import { AppError } from '../errors';
import { post } from '../ledger';
import { ACTIVITY_ERRCODE } from './config';

/**
 * Deposit coupons (docs/promotions.md): a coupon is a prop in the coupon ranges the player owns; its count is its
 * percent. Chosen at a plain deposit (recharge3 actType 0 with couponId), checked when the order opens, and used
 * up in the transaction that credits the paid order: the conditional delete lets one paid order have it, and the
 * bonus is a ledger entry keyed by the order (`coupon:{orderId}`), so it is paid once.
 */

/** couponList: the player's coupons, by id. */
export async function listCoupons(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(userProps)
    .where(and(eq(userProps.userId, userId), gt(userProps.count, 0)))
    .orderBy(asc(userProps.propId));
  return {
    list: rows
      .filter((row) => rewardKind(row.propId) === 'coupon')
      .map((row) => ({
        propId: row.propId,
        percent: row.count,
        paramStr: { limitAmount: couponLimit(row.propId) ?? 0 },
      })),
  };
}

/** recharge3 with a couponId: a plain deposit and a coupon the player owns. */
export async function checkCoupon(db: Db, userId: number, order: { actType: number; couponId?: number | undefined }) {
  if (order.couponId === undefined) return;
  if (order.actType !== 0) throw new AppError(ACTIVITY_ERRCODE.notEligible, 'Coupons apply to a plain deposit only.');
  const [row] = await db
    .select()
    .from(userProps)
    .where(and(eq(userProps.userId, userId), eq(userProps.propId, order.couponId), gt(userProps.count, 0)));
  if (!row || rewardKind(order.couponId) !== 'coupon') {
    throw new AppError(ACTIVITY_ERRCODE.notAvailable, 'You do not have this coupon.');
  }
}

/** In the crediting transaction of a paid order: uses the coupon up and pays its bonus, once. */
export async function applyCoupon(tx: Tx, order: typeof recharges.$inferSelect): Promise<number> {
  if (order.couponId === null || order.actType !== 0) return 0;
  const [used] = await tx
    .delete(userProps)
    .where(and(eq(userProps.userId, order.userId), eq(userProps.propId, order.couponId), gt(userProps.count, sql`0`)))
    .returning();
  if (!used) return 0;
  const bonus = couponBonus(order.couponId, used.count, order.amount);
  if (bonus > 0) await post(tx, { userId: order.userId, amount: bonus, kind: 'coupon', ref: order.orderId });
  return bonus;
}
