import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityClaims, ledger, users } from '../../server/db/schema';
import { post } from '../../server/ledger';
import { VIP_REBATE_ACTIVITY, VIP_REBATE_BPS, vipRebateOf } from '../../src/api/contract/promotions';
import { parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const DAY = 86_400_000;
let bets = 0;

/** Bets `amount` hundredths now, as a game round does (through the ledger). */
async function bet(amount: number) {
  const user = await w.user();
  bets += 1;
  await server.conn.db.transaction((tx) =>
    post(tx, { userId: user.id, amount: -amount, kind: 'game:bet', ref: `rebate-test-${bets}` }),
  );
}

const setVip = (vip: number) => server.conn.db.update(users).set({ vip }).where(eq(users.account, 'demo'));

describe('VIP rebate (vipRebate, vipRebateReceive)', () => {
  beforeEach(async () => {
    await w.start();
  });

  it("pays a share of the previous Manila date's bets by VIP level, once, from the next date", async () => {
    await setVip(3);
    await bet(10_000);
    await bet(5_000);
    // Today's bets are not rebated today.
    const today = parseAnswer('vipRebate', await w.ok('vipRebate'));
    expect(today.vipRebate).toEqual({ vip: 3, rateBps: 50, bets: 0, amount: 0, itemStatus: 0, rates: VIP_REBATE_BPS });
    expect((await w.call('vipRebateReceive')).json.errcode).toBe(1005);

    await w.setClock(DAY);
    const token = await server.login('demo');
    const next = parseAnswer('vipRebate', await w.ok('vipRebate', {}, token));
    expect(next.vipRebate).toEqual({
      vip: 3,
      rateBps: 50,
      bets: 15_000,
      amount: 75,
      itemStatus: 1,
      rates: VIP_REBATE_BPS,
    });
    const coin = await w.coin();
    const paid = parseAnswer('vipRebateReceive', await w.ok('vipRebateReceive', {}, token));
    expect(paid.propList).toEqual([{ propId: 2001, count: 75 }]);
    expect(paid.vipRebate.itemStatus).toBe(2);
    expect(await w.coin()).toBe(coin + 75);
    expect((await w.call('vipRebateReceive', {}, token)).json.errcode).toBe(1004);
    expect(parseAnswer('vipRebate', await w.ok('vipRebate', {}, token)).vipRebate.itemStatus).toBe(2);
    await w.setClock(0);
  });

  it('rates by level: 0.2 % at VIP 0 up to 1 % from VIP 6, floored to hundredths', () => {
    expect(vipRebateOf(10_000, 0)).toBe(20);
    expect(vipRebateOf(10_000, 6)).toBe(100);
    expect(vipRebateOf(10_000, 60)).toBe(100);
    expect(vipRebateOf(499, 0)).toBe(0);
    expect(vipRebateOf(999, 5)).toBe(7);
  });

  it('pays one of 50 concurrent claims, once', async () => {
    await bet(20_000);
    await w.setClock(DAY);
    const token = await server.login('demo');
    const user = await w.user();
    const answers = await Promise.all(Array.from({ length: 50 }, () => w.call('vipRebateReceive', {}, token)));
    const codes = answers.map((a) => a.json.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 1004)).toHaveLength(49);
    const rows = await server.conn.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, user.id), eq(ledger.kind, 'activity')));
    expect(rows.map((row) => row.amount)).toEqual([vipRebateOf(20_000, user.vip)]);
    const claims = await server.conn.db
      .select()
      .from(activityClaims)
      .where(and(eq(activityClaims.userId, user.id), eq(activityClaims.activityType, VIP_REBATE_ACTIVITY)));
    expect(claims).toHaveLength(1);
    await w.setClock(0);
  });
});
