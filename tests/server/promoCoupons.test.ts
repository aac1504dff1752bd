import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ledger, userProps } from '../../server/db/schema';
import { completeDeposit } from '../../server/wallet/deposits';
import { couponBonus } from '../../src/api/contract/promotions';
import { parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);

/** Gives the demo player a coupon (as a first-charge claim would: server/activity/payout.ts). */
async function giveCoupon(propId: number, percent: number) {
  const user = await w.user();
  await server.conn.db.insert(userProps).values({ userId: user.id, propId, count: percent });
}

const order = (amount: number, couponId?: number, actType = 0) =>
  w.call('recharge3', { amount, version: 4, actType, rechargeType: 1, ...(couponId ? { couponId } : {}) });

describe('deposit coupons (couponList, recharge3 couponId)', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('lists coupons as percents with their cap, applies one to a paid deposit once, then it is gone', async () => {
    await giveCoupon(1001, 10);
    await giveCoupon(1301, 5);
    expect(parseAnswer('couponList', await w.ok('couponList')).list).toEqual([
      { propId: 1001, percent: 10, paramStr: { limitAmount: 10_000 } },
      { propId: 1301, percent: 5, paramStr: { limitAmount: 100_000 } },
    ]);
    // Refused before any order opens: not a plain deposit (1003), a coupon the player lacks (1010).
    expect((await order(10_000, 1001, 39)).json.errcode).toBe(1003);
    expect((await order(10_000, 1099)).json.errcode).toBe(1010);
    expect((await order(10_000, 2001)).json.errcode).toBe(1010);

    const coin = await w.coin();
    const { orderId } = parseAnswer('recharge3', (await order(20_000, 1001)).json);
    // Unpaid: the coupon stays.
    expect(parseAnswer('couponList', await w.ok('couponList')).list).toHaveLength(2);
    await completeDeposit(server.conn.db, orderId, 'paid', Date.now());
    expect(await w.coin()).toBe(coin + 20_000 + 2_000);
    expect(parseAnswer('couponList', await w.ok('couponList')).list.map((c) => c.propId)).toEqual([1301]);
    expect((await order(10_000, 1001)).json.errcode).toBe(1010);
  });

  it('caps the bonus by the range: 1001-1099 at ₱100, 1201-1299 at ₱500, 1301-1399 at ₱1,000', () => {
    expect(couponBonus(1001, 10, 500_000)).toBe(10_000);
    expect(couponBonus(1250, 50, 500_000)).toBe(50_000);
    expect(couponBonus(1399, 100, 500_000)).toBe(100_000);
    expect(couponBonus(1001, 10, 999)).toBe(99);
    expect(couponBonus(4001, 10, 10_000)).toBe(0);
  });

  it('pays the bonus once when 50 orders carrying the same coupon are paid at the same time', async () => {
    await giveCoupon(1201, 20);
    const user = await w.user();
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push(parseAnswer('recharge3', (await order(10_000, 1201)).json).orderId);
    const coin = await w.coin();
    const results = await Promise.all(ids.map((id) => completeDeposit(server.conn.db, id, 'paid', Date.now())));
    expect(results.every((r) => r.result === 'paid')).toBe(true);
    expect(await w.coin()).toBe(coin + 50 * 10_000 + 2_000);
    const bonuses = await server.conn.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, user.id), eq(ledger.kind, 'coupon')));
    expect(bonuses.map((row) => row.amount)).toEqual([2_000]);
  });
});
