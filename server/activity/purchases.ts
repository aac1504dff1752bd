import type { Db, Tx } from '../db/connect';
import type { recharges } from '../db/schema';
import { ACTIVITY } from './config';
import { checkFirstChargePurchase, markFirstChargeBought } from './firstCharge';
import { checkLoginPayPurchase, grantCard } from './loginPay';

/**
 * Activity purchases ride on deposits (recharge3 with an activity actType and propId). Checked before the order is
 * opened; applied in the transaction that credits the paid order, so the purchase and the credit commit together.
 */
export async function checkPurchase(
  db: Db,
  userId: number,
  order: { actType: number; propId?: number | undefined; amount: number },
  now: number,
): Promise<void> {
  if (order.actType === ACTIVITY.firstCharge) {
    await checkFirstChargePurchase(db, userId, order.propId ?? 0, order.amount, now);
  } else if (order.actType === ACTIVITY.signUpBonus) {
    await checkLoginPayPurchase(db, userId, order.propId ?? 0, order.amount);
  }
}

export async function applyPurchase(tx: Tx, order: typeof recharges.$inferSelect): Promise<void> {
  if (order.propId === null) return;
  if (order.actType === ACTIVITY.firstCharge) await markFirstChargeBought(tx, order.userId, order.propId);
  else if (order.actType === ACTIVITY.signUpBonus) {
    await grantCard(tx, order.userId, order.propId, order.amount, order.orderId);
  }
}
