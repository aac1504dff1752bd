import { beforeEach, describe, expect, it } from 'vitest';
import { completeDeposit } from '../../server/wallet/deposits';
import { parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const DAY = 86_400_000;

async function buyCard(propId: number, amount: number) {
  const order = parseAnswer(
    'recharge3',
    await w.ok('recharge3', { amount, version: 4, actType: 15, rechargeType: 1, propId }),
  );
  await completeDeposit(server.conn.db, order.orderId, 'paid', Date.now());
}

describe('sign-up bonus cards (getLoginPayUser3, recharge3 actType 15, receiveLoginPay3)', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('buys card 1 (₱100), receives one day per Manila date, 7 days of ₱20, never twice', async () => {
    expect(parseAnswer('getLoginPayUser3', await w.ok('getLoginPayUser3'))).toMatchObject({
      ownList: [],
      buyPropIds: [],
      needRecharge: 10_000,
    });
    await buyCard(1, 10_000);
    const owned = parseAnswer('getLoginPayUser3', await w.ok('getLoginPayUser3'));
    expect(owned.buyPropIds).toEqual([1]);
    expect(owned.needRecharge).toBe(0);
    const card = owned.ownList[0]!;
    expect(card.loginPayDataJson.days).toEqual(Array(7).fill(2_000));
    expect(
      (await w.call('recharge3', { amount: 10_000, version: 4, actType: 15, rechargeType: 1, propId: 1 })).json.errcode,
    ).toBe(1006);
    expect(
      (await w.call('recharge3', { amount: 9_999, version: 4, actType: 15, rechargeType: 1, propId: 2 })).json.errcode,
    ).toBe(1003);

    const before = await w.coin();
    const day1 = parseAnswer('receiveLoginPay3', await w.ok('receiveLoginPay3', { id: card.id }));
    expect(day1.ownList[0]!.loginPayDataJson.days).toEqual([-1, ...Array(6).fill(2_000)]);
    expect(day1.propList).toEqual([{ propId: 2001, count: 2_000 }]);
    expect((await w.call('receiveLoginPay3', { id: card.id })).json.errcode).toBe(1005);
    expect(await w.coin()).toBe(before + 2_000);
    expect(parseAnswer('getActivityIds', await w.ok('getActivityIds')).loginPaying).toBe(true);

    await w.setClock(DAY);
    // A day later the old token has been idle for more than 30 min: the player logs in again.
    await w.ok('receiveLoginPay3', { id: card.id }, await server.login('demo'));
    expect(await w.coin()).toBe(before + 4_000);
    await w.setClock(0);
  });
});
