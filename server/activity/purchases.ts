import type { Db, Tx } from '../db/connect';
import type { recharges } from '../db/schema';
import { ACTIVITY } from './config';
import { applyCoupon, checkCoupon } from './coupons';
import { checkFirstChargePurchase, markFirstChargeBought } from './firstCharge';
import { checkLoginPayPurchase, grantCard } from './loginPay';

/**
 * Activity purchases ride on deposits (recharge3 with an activity actType and propId). Checked before the order is
 * opened; applied in the transaction that credits the paid order, so the purchase and the credit commit together.
 */
export async function checkPurchase(
  db: Db,
  userId: number,
  order: { actType: number; propId?: number | undefined; amount: number; couponId?: number | undefined },
  now: number,
): Promise<void> {
  await checkCoupon(db, userId, order);
  if (order.actType === ACTIVITY.firstCharge) {
    await checkFirstChargePurchase(db, userId, order.propId ?? 0, order.amount, now);
  } else if (order.actType === ACTIVITY.signUpBonus) {
    await checkLoginPayPurchase(db, userId, order.propId ?? 0, order.amount);
  }
}

export async function applyPurchase(tx: Tx, order: typeof recharges.$inferSelect): Promise<void> {
  // A deposit coupon chosen for a plain deposit: its bonus with the same commit.
  await applyCoupon(tx, order);
  if (order.propId === null) return;
  if (order.actType === ACTIVITY.firstCharge) {
    await markFirstChargeBought(tx, order.userId, order.propId, order.amount);
  } else if (order.actType === ACTIVITY.signUpBonus) {
    await grantCard(tx, order.userId, order.propId, order.amount, order.orderId);
  }
}
