import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityClaims, ledger, promotionSettings, userProps, users } from '../../server/db/schema';
import { completeDeposit } from '../../server/wallet/deposits';
import { DEFAULT_PROMOS, type PackCoupon } from '../../src/api/contract/promoSettings';
import { FIRST_CHARGE_PACKS } from '../../src/api/contract/promotions';
import { firstChargeBonusPercent, firstChargeOfferPercent } from '../../src/api/contract/rewards';
import { ADULT, fresh } from './accounts';
import { parseAnswer, setupServer } from './harness';
import { opsTools } from './opsTools';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const ops = opsTools(server);

/** A new player (never deposited): pack 1 of the seed, ₱100 with coin 50, points 100 and coupon 1001 ×10. */
async function newPlayer() {
  const { username, device } = fresh();
  const body = { account: username, password: await w.encrypt('Secret12'), type: 0, ...ADULT };
  const answer = (await server.call('accountRegist', body, { headers: { Fingerprint: device } })).json;
  expect(answer.errcode).toBe(0);
  return { account: username, token: parseAnswer('accountRegist', answer).token };
}

const load = async (token: string) =>
  parseAnswer('rechargeBonusCollection9', await w.ok('rechargeBonusCollection9', {}, token));

const openPack = async (token: string, packId: number, price: number) =>
  parseAnswer(
    'recharge3',
    await w.ok('recharge3', { amount: price, version: 4, actType: 39, rechargeType: 1, propId: packId }, token),
  );

async function buyPack(token: string, packId: number, price: number) {
  const order = await openPack(token, packId, price);
  await completeDeposit(server.conn.db, order.orderId, 'paid', Date.now());
  return order;
}

describe('first-charge bonus percentage (spec §9)', () => {
  it('matches hand-computed cases with coin, points and coupons', () => {
    // (10000 + 5000 + 10000×0.008 + 10×100) / 10000 × 100 = 160.8 → 160
    expect(
      firstChargeBonusPercent(10_000, [
        { id: 2001, count: 5_000 },
        { id: 2002, count: 10_000 },
        { id: 1001, count: 10 },
      ]),
    ).toBe(160);
    // coin only: (50000 + 30000) / 50000 = 160 %
    expect(firstChargeBonusPercent(50_000, [{ id: 2001, count: 30_000 }])).toBe(160);
    // points only: 1000 + 12500×0.008 = 1100 → 110 %
    expect(firstChargeBonusPercent(1_000, [{ id: 2002, count: 12_500 }])).toBe(110);
    // coupons of each range count 100 each: (20000 + (5 + 3 + 2) × 100) / 20000 = 105 %
    expect(
      firstChargeBonusPercent(20_000, [
        { id: 1099, count: 5 },
        { id: 1201, count: 3 },
        { id: 1399, count: 2 },
      ]),
    ).toBe(105);
    // an id outside the ranges adds nothing; floor, not round: 10000 + 99 → 100.99 → 100
    expect(
      firstChargeBonusPercent(10_000, [
        { id: 4001, count: 7 },
        { id: 2001, count: 99 },
      ]),
    ).toBe(100);
    // exact values are not floored below by float error: 0.29 × 100 of 1000 + 2900 coin → 390
    expect(firstChargeBonusPercent(1_000, [{ id: 2001, count: 2_900 }])).toBe(390);
    expect(firstChargeBonusPercent(0, [{ id: 2001, count: 1 }])).toBe(0);
  });

  it('gives the seeded packs 160 %, 160 % and 182 %', () => {
    const percents = FIRST_CHARGE_PACKS.map((p) => firstChargeBonusPercent(p.price, p.award));
    // pack 2: (50000 + 30000 + 50000×0.008) / 50000 = 160.8 → 160; pack 3: (100000 + 80000 + 2000) / 100000 = 182
    expect(percents).toEqual([160, 160, 182]);
  });
});

describe('first-charge (rechargeBonusCollection9, recharge3 actType 39, claims)', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('runs 0 → 1 → 2: a new player gets pack 1 for 72 h, buys it, claims each reward once', async () => {
    const { account, token } = await newPlayer();
    const first = await load(token);
    expect(first.appRechargeBonusCollection9).toEqual({ awardId: 1, itemStatus: 0, propReceiveList: [] });
    expect(first.expireTime - Date.now()).toBeGreaterThan(71 * 3_600_000);
    expect(first.expireTime - Date.now()).toBeLessThanOrEqual(72 * 3_600_000);
    expect((await w.call('rechargeBonusCollection9Receive', { propId: 2001 }, token)).json.errcode).toBe(1005);

    await buyPack(token, 1, 10_000);
    expect((await load(token)).appRechargeBonusCollection9?.itemStatus).toBe(1);
    expect(await w.coin(account)).toBe(10_000);
    expect(
      (await w.call('recharge3', { amount: 10_000, version: 4, actType: 39, rechargeType: 1, propId: 1 }, token)).json
        .errcode,
    ).toBe(1006);

    const coin = parseAnswer(
      'rechargeBonusCollection9Receive',
      await w.ok('rechargeBonusCollection9Receive', { propId: 2001 }, token),
    );
    expect(coin.propList).toEqual([{ propId: 2001, count: 5_000 }]);
    expect(coin.appRechargeBonusCollection9).toEqual({
      awardId: 1,
      itemStatus: 1,
      propReceiveList: [2001],
      pack: FIRST_CHARGE_PACKS[0],
    });
    expect((await w.call('rechargeBonusCollection9Receive', { propId: 2001 }, token)).json.errcode).toBe(1004);
    await w.ok('rechargeBonusCollection9Receive', { propId: 2002 }, token);
    const last = parseAnswer(
      'rechargeBonusCollection9Receive',
      await w.ok('rechargeBonusCollection9Receive', { propId: 1001 }, token),
    );
    expect(last.appRechargeBonusCollection9.itemStatus).toBe(2);

    const user = await w.user(account);
    expect(user.coin).toBe(15_000);
    expect(user.lottery).toBe(10_000);
    const [coupons] = await server.conn.db.select().from(userProps).where(eq(userProps.userId, user.id));
    expect(coupons).toMatchObject({ propId: 1001, count: 10 });
    const ids = parseAnswer('getActivityIds', await w.ok('getActivityIds', {}, token));
    expect(ids.activityIds).not.toContain(39);
  });

  it('pays one of 50 concurrent claims of the same reward, once', async () => {
    const { account, token } = await newPlayer();
    await load(token);
    await buyPack(token, 1, 10_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => w.call('rechargeBonusCollection9Receive', { propId: 2001 }, token)),
    );
    const codes = answers.map((a) => a.json.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 1004)).toHaveLength(49);
    const user = await w.user(account);
    expect(user.coin).toBe(15_000);
    const rows = await server.conn.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, user.id), eq(ledger.kind, 'activity')));
    expect(rows).toHaveLength(1);
    const claims = await server.conn.db.select().from(activityClaims).where(eq(activityClaims.userId, user.id));
    expect(claims).toHaveLength(1);
  });

  it('refuses a wrong pack or price (1003) and an ended offer (1002); a depositor gets pack 2', async () => {
    const { account, token } = await newPlayer();
    await load(token);
    const buy = (body: Record<string, number>) =>
      w.call('recharge3', { version: 4, actType: 39, rechargeType: 1, amount: 10_000, propId: 1, ...body }, token);
    expect((await buy({ propId: 2, amount: 50_000 })).json.errcode).toBe(1003);
    expect((await buy({ amount: 20_000 })).json.errcode).toBe(1003);
    await w.control('activity/expire', { account, activity: 'firstCharge', inMs: -1 });
    expect((await buy({})).json.errcode).toBe(1002);
    expect(parseAnswer('getActivityIds', await w.ok('getActivityIds', {}, token)).activityIds).not.toContain(39);

    // The seeded demo has deposited before its first look: showType 2.
    await server.conn.db.update(users).set({ totalRecharge: 5_000 }).where(eq(users.account, 'demo'));
    expect((await load(w.token)).appRechargeBonusCollection9?.awardId).toBe(2);
  });

  it('answers a one-shot test refusal once, then the real state', async () => {
    const { account, token } = await newPlayer();
    await w.control('activity/fail', { account, call: 'rechargeBonusCollection9', errcode: 1007 });
    expect((await w.call('rechargeBonusCollection9', {}, token)).json.errcode).toBe(1007);
    expect((await w.call('rechargeBonusCollection9', {}, token)).json.errcode).toBe(0);
  });

  it('lists first-charge, invite friends, the sign-up bonus and the daily sign-in in the activity data; refuses without a token', async () => {
    const { token } = await newPlayer();
    const data = parseAnswer('getActivityIds', await w.ok('getActivityIds', {}, token));
    // The festival (104) is listed on paydays only, Christmas (37) and New Year (38) within their dates: this test
    // runs on any date. A new player is in the Agent programme (26; server/activity/agentChoice.ts); the outside
    // link (107) is listed because the seed configures one.
    expect(data.activityIds.filter((id) => ![104, 37, 38].includes(id))).toEqual([
      39, 40, 15, 101, 102, 8, 20, 103, 43, 17, 16, 110, 41, 26, 107,
    ]);
    expect(data.activityMap['39']).toEqual({ id: 39, type: 39, name: 'FirstCharge', sort: 1 });
    expect(data.loginPaying).toBe(false);
    expect((await server.call('getActivityIds', {})).status).toBe(401);
  });
});

describe('first-charge packs as the operator sets them (/ops promotions)', () => {
  beforeEach(async () => {
    await w.start();
  });

  const defaults = DEFAULT_PROMOS.firstCharge;
  const withPack1 = (price: number, coin: number) => ({
    ...defaults,
    packs: defaults.packs.map((pack, i) => (i === 0 ? { ...pack, price, coin } : pack)),
  });
  /** Pack 1 as the product has it, with other points and coupon. */
  const pack1Giving = (points: number, coupon: PackCoupon | null) => ({
    ...defaults,
    packs: defaults.packs.map((pack, i) => (i === 0 ? { ...pack, points, coupon } : pack)),
  });
  const claim = (token: string, propId: number) => w.call('rechargeBonusCollection9Receive', { propId }, token);
  const propsOf = async (account: string) => {
    const user = await w.user(account);
    const rows = await server.conn.db.select().from(userProps).where(eq(userProps.userId, user.id));
    return { lottery: user.lottery, coupons: rows.map(({ propId, count }) => ({ propId, count })) };
  };
  const offered = async () =>
    parseAnswer('appConfig', (await server.call('appConfig', {})).json).webConfig.appRechargeBonusCollection9ConfigList;
  const claimCoin = async (token: string) =>
    parseAnswer(
      'rechargeBonusCollection9Receive',
      await w.ok('rechargeBonusCollection9Receive', { propId: 2001 }, token),
    );

  it('refuses a pack that gives back more coin than its price, a missing pack or a broken price, by field', async () => {
    const marketing = await ops.session('marketing');
    const refusals = [
      [withPack1(10_000, 10_100), "firstCharge.packs.0.coin: Pack 1 reward is at most the pack's price (₱100)."],
      [withPack1(10_050, 5_000), 'firstCharge.packs.0.price: Pack 1 price is a whole number of pesos.'],
      [withPack1(10_000, 0), 'firstCharge.packs.0.coin: Pack 1 reward is at least ₱1.'],
      [
        { ...defaults, packs: defaults.packs.slice(1) },
        'firstCharge.packs: Packs has exactly 3 packs, one per offer of the activity.',
      ],
    ] as const;
    for (const [body, error] of refusals) {
      const answer = await ops.post('/promotions/firstCharge', marketing, body);
      expect(answer.status).toBe(400);
      expect(answer.json.error).toBe(error);
    }
    expect(await server.conn.db.select().from(promotionSettings)).toEqual([]);
    expect(await offered()).toEqual(FIRST_CHARGE_PACKS);
  });

  it('players are offered and paid the configured pack; a pack already bought pays what it was bought with', async () => {
    const before = await newPlayer();
    await load(before.token);
    await buyPack(before.token, 1, 10_000);

    const marketing = await ops.session('marketing');
    const changed = withPack1(20_000, 15_000);
    const answer = await ops.post('/promotions/firstCharge', marketing, changed);
    expect(answer.status).toBe(200);
    const audit = (await ops.audit()).filter((r) => r.action === 'promotion.change');
    expect(audit.map((r) => [r.target, r.before, r.after])).toEqual([['promotion:firstCharge', defaults, changed]]);

    // Every player's web config carries the new pack at once (the config revision moved), points and coupons kept.
    const [pack1] = await offered();
    expect(pack1).toEqual({
      ...FIRST_CHARGE_PACKS[0],
      price: 20_000,
      award: [{ id: 2001, count: 15_000 }, ...(FIRST_CHARGE_PACKS[0]?.award.slice(1) ?? [])],
    });

    // Bought at ₱100 with ₱50 back: still ₱50, and the player's state shows the pack as bought.
    const kept = await claimCoin(before.token);
    expect(kept.propList).toEqual([{ propId: 2001, count: 5_000 }]);
    expect(kept.appRechargeBonusCollection9.pack).toEqual(FIRST_CHARGE_PACKS[0]);
    expect(await w.coin(before.account)).toBe(15_000);

    // A new player pays the new price and gets the new reward, never more.
    const after = await newPlayer();
    await load(after.token);
    const old = await w.call(
      'recharge3',
      { amount: 10_000, version: 4, actType: 39, rechargeType: 1, propId: 1 },
      after.token,
    );
    expect(old.json.errcode).toBe(1003);
    await buyPack(after.token, 1, 20_000);
    expect((await claimCoin(after.token)).propList).toEqual([{ propId: 2001, count: 15_000 }]);
    expect(await w.coin(after.account)).toBe(35_000);
  });

  it("refuses a pack's points or coupon out of bounds by field; nothing is stored", async () => {
    const marketing = await ops.session('marketing');
    const refusals = [
      [pack1Giving(10_050, null), 'firstCharge.packs.0.points: Pack 1 points is a whole number of points.'],
      [pack1Giving(10_000_100, null), 'firstCharge.packs.0.points: Pack 1 points is at most 100,000.'],
      [pack1Giving(-100, null), 'firstCharge.packs.0.points: Pack 1 points is at least 0.'],
      [
        pack1Giving(0, { id: 2001, count: 10 }),
        'firstCharge.packs.0.coupon.id: Pack 1 coupon is a coupon id (1001-1099, 1201-1299 or 1301-1399).',
      ],
      [pack1Giving(0, { id: 1001, count: 0 }), 'firstCharge.packs.0.coupon.count: Pack 1 coupon count is at least 1.'],
      [
        pack1Giving(0, { id: 1001, count: 101 }),
        'firstCharge.packs.0.coupon.count: Pack 1 coupon count is at most 100.',
      ],
    ] as const;
    for (const [body, error] of refusals) {
      const answer = await ops.post('/promotions/firstCharge', marketing, body);
      expect(answer.status).toBe(400);
      expect(answer.json.error).toBe(error);
    }
    expect(await server.conn.db.select().from(promotionSettings)).toEqual([]);
  });

  it('a pack bought before a change of its points and coupon pays the old ones, one bought after the new, each once', async () => {
    const before = await newPlayer();
    await load(before.token);
    await buyPack(before.token, 1, 10_000);

    // Pack 1 now gives 250 points and a 15 % coupon of the ₱500 kind.
    const marketing = await ops.session('marketing');
    const changed = pack1Giving(25_000, { id: 1201, count: 15 });
    expect((await ops.post('/promotions/firstCharge', marketing, changed)).status).toBe(200);
    const audit = (await ops.audit()).filter((r) => r.action === 'promotion.change');
    expect(audit.map((r) => [r.before, r.after])).toEqual([[defaults, changed]]);
    const [offered1] = await offered();
    expect(offered1?.award).toEqual([
      { id: 2001, count: 5_000 },
      { id: 2002, count: 25_000 },
      { id: 1201, count: 15 },
    ]);
    // The home's badge and the first-charge page say the bonus of the pack as set, by the one formula (spec §9):
    // (10000 + 5000 + 25000 × 0.008 + 15 × 100) / 10000 = 167 %.
    expect(firstChargeOfferPercent(await offered(), false)).toBe(167);

    // Bought before: 100 points and coupon 1001 ×10, as bought; the new coupon is no reward of this pack.
    expect((await claim(before.token, 1201)).json.errcode).toBe(1003);
    await w.ok('rechargeBonusCollection9Receive', { propId: 2002 }, before.token);
    await w.ok('rechargeBonusCollection9Receive', { propId: 1001 }, before.token);
    expect((await claim(before.token, 2002)).json.errcode).toBe(1004);
    expect((await claim(before.token, 1001)).json.errcode).toBe(1004);
    expect(await propsOf(before.account)).toEqual({ lottery: 10_000, coupons: [{ propId: 1001, count: 10 }] });

    // Bought after: the new points and coupon; the old coupon is no reward of this pack.
    const after = await newPlayer();
    await load(after.token);
    await buyPack(after.token, 1, 10_000);
    expect((await claim(after.token, 1001)).json.errcode).toBe(1003);
    const points = parseAnswer(
      'rechargeBonusCollection9Receive',
      await w.ok('rechargeBonusCollection9Receive', { propId: 2002 }, after.token),
    );
    expect(points.propList).toEqual([{ propId: 2002, count: 25_000 }]);
    await w.ok('rechargeBonusCollection9Receive', { propId: 1201 }, after.token);
    expect((await claim(after.token, 2002)).json.errcode).toBe(1004);
    expect((await claim(after.token, 1201)).json.errcode).toBe(1004);
    expect(await propsOf(after.account)).toEqual({ lottery: 25_000, coupons: [{ propId: 1201, count: 15 }] });
    // Its three rewards claimed, the pack is done.
    await w.ok('rechargeBonusCollection9Receive', { propId: 2001 }, after.token);
    expect((await load(after.token)).appRechargeBonusCollection9?.itemStatus).toBe(2);
  });

  it('a pack set to carry neither points nor a coupon offers and pays its coin alone', async () => {
    const marketing = await ops.session('marketing');
    expect((await ops.post('/promotions/firstCharge', marketing, pack1Giving(0, null))).status).toBe(200);
    const [offered1] = await offered();
    expect(offered1?.award).toEqual([{ id: 2001, count: 5_000 }]);
    const player = await newPlayer();
    await load(player.token);
    await buyPack(player.token, 1, 10_000);
    expect((await claim(player.token, 2002)).json.errcode).toBe(1003);
    const coin = parseAnswer(
      'rechargeBonusCollection9Receive',
      await w.ok('rechargeBonusCollection9Receive', { propId: 2001 }, player.token),
    );
    expect(coin.appRechargeBonusCollection9.itemStatus).toBe(2);
    expect(await propsOf(player.account)).toEqual({ lottery: 0, coupons: [] });
  });

  it("packs saved with price and coin alone keep them and get the product's points and coupons (migration)", async () => {
    const saved = {
      enabled: false,
      from: '2026-01-01',
      to: null,
      packs: [
        { price: 20_000, coin: 15_000 },
        { price: 50_000, coin: 30_000 },
        { price: 100_000, coin: 80_000 },
      ],
    };
    await server.conn.db.insert(promotionSettings).values({ promo: 'firstCharge', settings: saved });
    const file = new URL('../../server/db/migrations/0054_first_charge_pack_rewards.sql', import.meta.url);
    await server.conn.db.execute(sql.raw(await readFile(file, 'utf8')));
    const [row] = await server.conn.db.select().from(promotionSettings);
    expect(row?.settings).toEqual({
      ...saved,
      packs: defaults.packs.map((pack, i) => ({ ...pack, ...saved.packs[i] })),
    });
    // Run again, it changes nothing.
    await server.conn.db.execute(sql.raw(await readFile(file, 'utf8')));
    expect((await server.conn.db.select().from(promotionSettings))[0]?.settings).toEqual(row?.settings);
  });

  it("an order paid after the pack's price changed buys nothing: a plain deposit, the pack still on offer", async () => {
    const player = await newPlayer();
    await load(player.token);
    const order = await openPack(player.token, 1, 10_000);
    const marketing = await ops.session('marketing');
    expect((await ops.post('/promotions/firstCharge', marketing, withPack1(30_000, 20_000))).status).toBe(200);
    await completeDeposit(server.conn.db, order.orderId, 'paid', Date.now());
    expect(await w.coin(player.account)).toBe(10_000);
    expect((await load(player.token)).appRechargeBonusCollection9).toEqual({
      awardId: 1,
      itemStatus: 0,
      propReceiveList: [],
    });
    expect((await w.call('rechargeBonusCollection9Receive', { propId: 2001 }, player.token)).json.errcode).toBe(1005);
  });
});
