import { beforeEach, describe, expect, it } from 'vitest';
import { completeDeposit } from '../../server/wallet/deposits';
import { parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

/** The red dots of the activity data (docs/promotions.md "Red dots"): they follow what the player can take today. */
const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const DAY = 86_400_000;

const dots = async (token = w.token) => {
  const data = parseAnswer('getActivityIds', await w.ok('getActivityIds', {}, token));
  return { hasSignUpBonus: data.hasSignUpBonus, hasFreeBonus: data.hasFreeBonus };
};

describe('red dots hasSignUpBonus and hasFreeBonus (getActivityIds and the login answer)', () => {
  beforeEach(async () => {
    await w.start();
  });

  it("hasFreeBonus: today's sign-in is still to claim; gone once claimed, back the next Manila date", async () => {
    expect((await dots()).hasFreeBonus).toBe(true);
    await w.ok('loginBonus3UserReceive', { day: 1 });
    expect((await dots()).hasFreeBonus).toBe(false);
    await w.setClock(DAY);
    const token = await server.login('demo');
    expect((await dots(token)).hasFreeBonus).toBe(true);
    await w.setClock(0);
  });

  it("hasSignUpBonus: a card owned has today's day to receive; not before buying, not after receiving", async () => {
    expect((await dots()).hasSignUpBonus).toBe(false);
    const order = parseAnswer(
      'recharge3',
      await w.ok('recharge3', { amount: 10_000, version: 4, actType: 15, rechargeType: 1, propId: 1 }),
    );
    await completeDeposit(server.conn.db, order.orderId, 'paid', Date.now());
    expect((await dots()).hasSignUpBonus).toBe(true);
    const card = parseAnswer('getLoginPayUser3', await w.ok('getLoginPayUser3')).ownList[0]!;
    await w.ok('receiveLoginPay3', { id: card.id });
    expect((await dots()).hasSignUpBonus).toBe(false);
    await w.setClock(DAY);
    const token = await server.login('demo');
    expect((await dots(token)).hasSignUpBonus).toBe(true);
    await w.setClock(0);
  });
});
