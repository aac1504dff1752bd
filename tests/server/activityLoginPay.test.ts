import { beforeEach, describe, expect, it } from 'vitest';
import { promotionSettings } from '../../server/db/schema';
import { completeDeposit } from '../../server/wallet/deposits';
import { DEFAULT_PROMOS } from '../../src/api/contract/promoSettings';
import { parseAnswer, setupServer } from './harness';
import { opsTools } from './opsTools';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const ops = opsTools(server);
const DAY = 86_400_000;

const openCard = async (propId: number, amount: number) =>
  parseAnswer('recharge3', await w.ok('recharge3', { amount, version: 4, actType: 15, rechargeType: 1, propId }));

async function buyCard(propId: number, amount: number) {
  await completeDeposit(server.conn.db, (await openCard(propId, amount)).orderId, 'paid', Date.now());
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

describe('sign-up cards as the operator sets them (/ops promotions)', () => {
  beforeEach(async () => {
    await w.start();
  });

  const defaults = DEFAULT_PROMOS.signUpBonus;
  const withCard = (index: number, price: number, coin: number) => ({
    ...defaults,
    cards: defaults.cards.map((card, i) => (i === index ? { price, coin } : card)),
  });
  const owned = async () => parseAnswer('getLoginPayUser3', await w.ok('getLoginPayUser3'));
  const props = async () =>
    parseAnswer('appConfig', (await server.call('appConfig', {})).json).webConfig.appPropConfigMap;

  it('refuses a week paying more than twice the price, a missing card or a broken price, by field', async () => {
    const marketing = await ops.session('marketing');
    const refusals = [
      [
        withCard(0, 10_000, 3_000),
        'signUpBonus.cards.0.coin: Card 1 daily reward is at most ₱28 a day (the 7 days at most twice the price).',
      ],
      [withCard(1, 30_050, 6_000), 'signUpBonus.cards.1.price: Card 2 price is a whole number of pesos.'],
      [
        { ...defaults, cards: defaults.cards.slice(1) },
        'signUpBonus.cards: Cards has exactly 3 cards, one per card on sale.',
      ],
    ] as const;
    for (const [body, error] of refusals) {
      const answer = await ops.post('/promotions/signUpBonus', marketing, body);
      expect(answer.status).toBe(400);
      expect(answer.json.error).toBe(error);
    }
    expect(await server.conn.db.select().from(promotionSettings)).toEqual([]);
  });

  it('a card owned keeps its days; the next card is sold and paid as configured; a stale order buys nothing', async () => {
    await buyCard(1, 10_000);
    const marketing = await ops.session('marketing');
    const changed = withCard(1, 40_000, 10_000);
    expect(
      (
        await ops.post('/promotions/signUpBonus', marketing, {
          ...changed,
          cards: [{ price: 10_000, coin: 2_500 }, ...changed.cards.slice(1)],
        })
      ).status,
    ).toBe(200);
    const audit = (await ops.audit()).filter((r) => r.action === 'promotion.change');
    expect(audit.map((r) => [r.target, r.before])).toEqual([['promotion:signUpBonus', defaults]]);
    // Players are offered the new price, the name saying it.
    expect((await props())['2']).toEqual({ id: 2, name: 'Sign-up Card ₱400', price: 40_000 });
    // Card 1 was bought at ₱20 a day and stays so (the change made it ₱25).
    expect((await owned()).ownList[0]?.loginPayDataJson.days).toEqual(Array(7).fill(2_000));
    // Card 2 at its old price is refused; at its new one it pays ₱100 a day.
    expect(
      (await w.call('recharge3', { amount: 30_000, version: 4, actType: 15, rechargeType: 1, propId: 2 })).json.errcode,
    ).toBe(1003);
    // An order of card 3 opened at ₱500, paid after its price moved to ₱600: a plain deposit, no card.
    const stale = await openCard(3, 50_000);
    await buyCard(2, 40_000);
    expect((await ops.post('/promotions/signUpBonus', marketing, withCard(2, 60_000, 12_000))).status).toBe(200);
    await completeDeposit(server.conn.db, stale.orderId, 'paid', Date.now());
    const cards = await owned();
    expect(cards.buyPropIds).toEqual([1, 2]);
    expect(cards.ownList[1]?.loginPayDataJson.days).toEqual(Array(7).fill(10_000));
  });
});
