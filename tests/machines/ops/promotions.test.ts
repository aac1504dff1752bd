import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { checkDraft, draftOf, promotionsMachine } from '../../../machines/ops/promotions.machine';
import {
  promotionDrafts,
  promotionErrors,
  promotionsFailed,
  promotionsIdle,
  promotionsInForce,
  promotionsNotice,
  savingPromotion,
  spinWheelAsTyped,
} from '../../../machines/ops/promotions.selectors';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import { DEFAULT_PROMOS, PROMO_LIMITS } from '../../../src/api/contract/promoSettings';
import { MockActors } from '../coverage/mockActors';
import { defaultAnswer } from './promotions.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function start() {
  const mocks = new MockActors();
  const told: string[] = [];
  const actor = createActor(promotionsMachine.provide({ actors: { load: mocks.promise(), save: mocks.promise() } }), {
    clock: new SimulatedClock(),
    input: { token: 'tok', session: { send: (e) => told.push(e.type) } },
  }).start();
  return { actor, mocks, told };
}

async function loaded() {
  const run = start();
  run.mocks.resolve('load', defaultAnswer);
  await flush();
  return run;
}

const saves = (mocks: MockActors) => mocks.starts.filter((s) => s.id === 'save');

describe('promotion drafts', () => {
  test('show the settings in force in pesos and check back to them unchanged', () => {
    const ladder = draftOf('ladder', DEFAULT_PROMOS.ladder);
    expect(ladder).toMatchObject({ enabled: true, from: '', to: '' });
    expect(ladder.rows[0]).toEqual({ threshold: '500', coin: '10' });
    expect(checkDraft('ladder', ladder)).toEqual({ ok: true, value: DEFAULT_PROMOS.ladder });
    expect(draftOf('supply', DEFAULT_PROMOS.supply).rows).toEqual([]);
    expect(checkDraft('depositStreak', draftOf('depositStreak', DEFAULT_PROMOS.depositStreak))).toEqual({
      ok: true,
      value: DEFAULT_PROMOS.depositStreak,
    });
    const packs = draftOf('firstCharge', DEFAULT_PROMOS.firstCharge);
    expect(packs.rows).toEqual([
      { threshold: '100', coin: '50', points: '100', couponId: '1001', couponCount: '10' },
      { threshold: '500', coin: '300', points: '500', couponId: '', couponCount: '' },
      { threshold: '1000', coin: '800', points: '0', couponId: '1002', couponCount: '20' },
    ]);
    expect(checkDraft('firstCharge', packs)).toEqual({ ok: true, value: DEFAULT_PROMOS.firstCharge });
    const cards = draftOf('signUpBonus', DEFAULT_PROMOS.signUpBonus);
    expect(cards.rows[0]).toEqual({ threshold: '100', coin: '20' });
    expect(checkDraft('signUpBonus', cards)).toEqual({ ok: true, value: DEFAULT_PROMOS.signUpBonus });
    cards.rows[0] = { threshold: '100', coin: '29' };
    expect(checkDraft('signUpBonus', cards)).toMatchObject({
      ok: false,
      issues: [{ path: 'signUpBonus.cards.0.coin' }],
    });
  });
});

describe('promotions page', () => {
  test('the cash bonus figures: shares typed in percent, the smallest claim in pesos; refused by field, sent whole', async () => {
    const { actor, mocks } = await loaded();
    expect(promotionDrafts(actor.getSnapshot()).cashBonus.figures).toEqual({
      accrualBps: '5',
      releaseBps: '5',
      minClaim: '1',
    });
    expect(checkDraft('cashBonus', draftOf('cashBonus', DEFAULT_PROMOS.cashBonus))).toEqual({
      ok: true,
      value: DEFAULT_PROMOS.cashBonus,
    });
    actor.send({ type: 'PROMO.FIGURE', key: 'cashBonus', field: 'accrualBps', value: '21' });
    actor.send({ type: 'PROMO.FIGURE', key: 'cashBonus', field: 'releaseBps', value: '0' });
    actor.send({ type: 'PROMO.FIGURE', key: 'cashBonus', field: 'minClaim', value: '1001' });
    // A name that is no figure of the form takes nothing.
    actor.send({ type: 'PROMO.FIGURE', key: 'cashBonus', field: 'cap', value: '5' });
    expect(promotionDrafts(actor.getSnapshot()).cashBonus.figures).not.toHaveProperty('cap');
    actor.send({ type: 'SAVE', key: 'cashBonus' });
    expect(saves(mocks)).toHaveLength(0);
    expect(promotionErrors(actor.getSnapshot())).toEqual({
      'cashBonus.accrualBps': 'Share of a deposit is at most 20 %.',
      'cashBonus.releaseBps': 'Share of a bet is at least 0.01 %.',
      'cashBonus.minClaim': 'Smallest claim is at most ₱1,000.',
    });
    actor.send({ type: 'PROMO.FIGURE', key: 'cashBonus', field: 'accrualBps', value: '7.5' });
    actor.send({ type: 'PROMO.FIGURE', key: 'cashBonus', field: 'releaseBps', value: '10' });
    actor.send({ type: 'PROMO.FIGURE', key: 'cashBonus', field: 'minClaim', value: '20' });
    actor.send({ type: 'SAVE', key: 'cashBonus' });
    expect(saves(mocks).at(-1)?.input).toEqual({
      token: 'tok',
      key: 'cashBonus',
      body: { enabled: true, from: null, to: null, accrualBps: 750, releaseBps: 1_000, minClaim: 2_000 },
    });
    expect(promotionErrors(actor.getSnapshot())).toEqual({});
  });

  test('the agent programme has both tiers and figures: prices in pesos, the look-back in days; refused by field, sent whole', async () => {
    const { actor, mocks } = await loaded();
    const draft = promotionDrafts(actor.getSnapshot()).agent;
    expect(draft.rows).toHaveLength(DEFAULT_PROMOS.agent.tiers.length);
    expect(draft.figures).toEqual({ exchangeMin: '5', scratchCost: '5', lotteryCost: '20', accrualDays: '7' });
    expect(checkDraft('agent', draftOf('agent', DEFAULT_PROMOS.agent))).toEqual({
      ok: true,
      value: DEFAULT_PROMOS.agent,
    });
    actor.send({ type: 'PROMO.FIGURE', key: 'agent', field: 'lotteryCost', value: '501' });
    actor.send({ type: 'PROMO.FIGURE', key: 'agent', field: 'accrualDays', value: 'a week' });
    actor.send({ type: 'SAVE', key: 'agent' });
    expect(saves(mocks)).toHaveLength(0);
    expect(promotionErrors(actor.getSnapshot())).toEqual({
      'agent.lotteryCost': 'Lottery ticket cost is at most ₱500.',
      'agent.accrualDays': 'Look-back days is a number of days.',
    });
    actor.send({ type: 'PROMO.FIGURE', key: 'agent', field: 'lotteryCost', value: '30' });
    actor.send({ type: 'PROMO.FIGURE', key: 'agent', field: 'accrualDays', value: '3' });
    actor.send({ type: 'SAVE', key: 'agent' });
    expect(saves(mocks).at(-1)?.input).toEqual({
      token: 'tok',
      key: 'agent',
      body: { ...DEFAULT_PROMOS.agent, lotteryCost: 3_000, accrualDays: 3 },
    });
  });

  test("a first-charge pack's reward above its price is marked by field and not sent; fixed, it is sent in centavos", async () => {
    const { actor, mocks } = await loaded();
    actor.send({ type: 'PROMO.AMOUNT', key: 'firstCharge', index: 0, field: 'coin', value: '150' });
    actor.send({ type: 'SAVE', key: 'firstCharge' });
    expect(saves(mocks)).toHaveLength(0);
    expect(promotionErrors(actor.getSnapshot())['firstCharge.packs.0.coin']).toBe(
      "Pack 1 reward is at most the pack's price (₱100).",
    );
    actor.send({ type: 'PROMO.AMOUNT', key: 'firstCharge', index: 0, field: 'threshold', value: '200' });
    actor.send({ type: 'SAVE', key: 'firstCharge' });
    expect(saves(mocks).at(-1)?.input).toMatchObject({
      key: 'firstCharge',
      body: {
        packs: [
          { ...DEFAULT_PROMOS.firstCharge.packs[0], price: 20_000, coin: 15_000 },
          ...DEFAULT_PROMOS.firstCharge.packs.slice(1),
        ],
      },
    });
    expect(promotionErrors(actor.getSnapshot())).toEqual({});
  });

  test("a first-charge pack's points and coupon: refused by field and not sent; a pack may carry none", async () => {
    const { actor, mocks } = await loaded();
    const type = (index: number, field: 'points' | 'couponId' | 'couponCount', value: string) =>
      actor.send({ type: 'PROMO.AMOUNT', key: 'firstCharge', index, field, value });
    type(0, 'points', '100.5');
    type(0, 'couponCount', '101');
    type(1, 'couponCount', '5');
    type(2, 'points', '100001');
    type(2, 'couponId', '1100');
    actor.send({ type: 'SAVE', key: 'firstCharge' });
    expect(saves(mocks)).toHaveLength(0);
    expect(promotionErrors(actor.getSnapshot())).toEqual({
      'firstCharge.packs.0.points': 'Pack 1 points is a number of points.',
      'firstCharge.packs.0.coupon.count': 'Pack 1 coupon count is at most 100.',
      'firstCharge.packs.1.coupon.id': 'Pack 2 coupon is a coupon id (1001-1099, 1201-1299 or 1301-1399).',
      'firstCharge.packs.2.points': 'Pack 3 points is at most 100,000.',
      'firstCharge.packs.2.coupon.id': 'Pack 3 coupon is a coupon id (1001-1099, 1201-1299 or 1301-1399).',
    });
    // Pack 1 gives no points and no coupon, pack 2 a 5 % coupon of the ₱500 kind, pack 3 whole points.
    type(0, 'points', '');
    type(0, 'couponId', '');
    type(0, 'couponCount', '0');
    type(1, 'couponId', '1201');
    type(2, 'points', '250');
    type(2, 'couponId', '1002');
    actor.send({ type: 'SAVE', key: 'firstCharge' });
    const [pack1, pack2, pack3] = DEFAULT_PROMOS.firstCharge.packs;
    expect(saves(mocks).at(-1)?.input).toMatchObject({
      key: 'firstCharge',
      body: {
        packs: [
          { ...pack1, points: 0, coupon: null },
          { ...pack2, coupon: { id: 1201, count: 5 } },
          { ...pack3, points: 25_000 },
        ],
      },
    });
    expect(promotionErrors(actor.getSnapshot())).toEqual({});
  });

  test('switching one off sends it alone; the saved form shows what was stored, the others keep what was typed', async () => {
    const { actor, mocks } = await loaded();
    expect(promotionsInForce(actor.getSnapshot())).toEqual(defaultAnswer);
    actor.send({ type: 'PROMO.TOGGLE', key: 'supply', enabled: false });
    actor.send({ type: 'PROMO.DATE', key: 'festival', field: 'from', value: '2027-01-01' });
    actor.send({ type: 'SAVE', key: 'supply' });
    expect(savingPromotion(actor.getSnapshot())).toBe('supply');
    expect(promotionsIdle(actor.getSnapshot())).toBe(false);
    expect(saves(mocks).at(-1)?.input).toEqual({
      token: 'tok',
      key: 'supply',
      body: { enabled: false, from: null, to: null },
    });
    mocks.resolve('save', { ok: true, promotion: { enabled: false, from: null, to: null } });
    await flush();
    expect(promotionsInForce(actor.getSnapshot())?.promotions.supply.enabled).toBe(false);
    expect(promotionDrafts(actor.getSnapshot()).festival.from).toBe('2027-01-01');
    expect(promotionsNotice(actor.getSnapshot())).toEqual({
      kind: 'success',
      text: 'Promotion saved. Players get it on their next look at the promotions.',
    });
  });

  test('amounts are sent in centavos; tiers are added and removed within their bounds', async () => {
    const { actor, mocks } = await loaded();
    actor.send({ type: 'PROMO.AMOUNT', key: 'ladder', index: 0, field: 'coin', value: '25' });
    actor.send({ type: 'ROW.REMOVE', key: 'ladder', index: 4 });
    actor.send({ type: 'ROW.ADD', key: 'ladder' });
    actor.send({ type: 'PROMO.AMOUNT', key: 'ladder', index: 4, field: 'threshold', value: '100,000' });
    actor.send({ type: 'PROMO.AMOUNT', key: 'ladder', index: 4, field: 'coin', value: '3000' });
    // A row that is not there takes nothing.
    actor.send({ type: 'PROMO.AMOUNT', key: 'ladder', index: 9, field: 'coin', value: '1' });
    actor.send({ type: 'SAVE', key: 'ladder' });
    const tiers = DEFAULT_PROMOS.ladder.tiers;
    expect(saves(mocks).at(-1)?.input).toEqual({
      token: 'tok',
      key: 'ladder',
      body: {
        enabled: true,
        from: null,
        to: null,
        tiers: [
          { ...tiers[0], coin: 2_500 },
          tiers[1],
          tiers[2],
          tiers[3],
          { needRecharge: 10_000_000, coin: 300_000 },
        ],
      },
    });
    mocks.reject('save', new OpsCallError(400, 'These are the settings in force already.'));
    await flush();
    // The ladder keeps one tier at least and takes at most its most.
    for (let i = 0; i < 10; i += 1) actor.send({ type: 'ROW.REMOVE', key: 'ladder', index: 0 });
    expect(promotionDrafts(actor.getSnapshot()).ladder.rows).toHaveLength(1);
    for (let i = 0; i < 20; i += 1) actor.send({ type: 'ROW.ADD', key: 'ladder' });
    expect(promotionDrafts(actor.getSnapshot()).ladder.rows).toHaveLength(PROMO_LIMITS.ladderTiersMax);
  });

  test('the lottery’s prizes are single amounts by rank: added, removed, refused out of order', async () => {
    const { actor, mocks } = await loaded();
    expect(promotionDrafts(actor.getSnapshot()).weekendLottery.rows.map((r) => r.coin)).toEqual([
      '1000',
      '500',
      '200',
      '100',
      '100',
    ]);
    actor.send({ type: 'ROW.REMOVE', key: 'weekendLottery', index: 4 });
    actor.send({ type: 'PROMO.AMOUNT', key: 'weekendLottery', index: 1, field: 'coin', value: '1500' });
    actor.send({ type: 'SAVE', key: 'weekendLottery' });
    expect(saves(mocks)).toHaveLength(0);
    expect(promotionErrors(actor.getSnapshot())).toEqual({
      'weekendLottery.prizes.1': 'Prize 2 is at most prize 1 (₱1,000).',
    });
    actor.send({ type: 'PROMO.AMOUNT', key: 'weekendLottery', index: 1, field: 'coin', value: '600' });
    actor.send({ type: 'ROW.ADD', key: 'weekendLottery' });
    actor.send({ type: 'PROMO.AMOUNT', key: 'weekendLottery', index: 4, field: 'coin', value: '50' });
    actor.send({ type: 'SAVE', key: 'weekendLottery' });
    expect(saves(mocks).at(-1)?.input).toEqual({
      token: 'tok',
      key: 'weekendLottery',
      body: { enabled: true, from: null, to: null, prizes: [100_000, 60_000, 20_000, 10_000, 5_000] },
    });
  });

  test('the VIP rebate’s rates are typed in percent by level from VIP 0 and sent in basis points', async () => {
    const { actor, mocks } = await loaded();
    expect(promotionDrafts(actor.getSnapshot()).vipRebate.rows.map((r) => r.coin)).toEqual([
      '0.2',
      '0.3',
      '0.4',
      '0.5',
      '0.6',
      '0.8',
      '1',
    ]);
    // A level below the one before, a rate above the ceiling and three decimals are refused by field.
    actor.send({ type: 'PROMO.AMOUNT', key: 'vipRebate', index: 1, field: 'coin', value: '0.1' });
    actor.send({ type: 'PROMO.AMOUNT', key: 'vipRebate', index: 6, field: 'coin', value: '3.5' });
    actor.send({ type: 'ROW.ADD', key: 'vipRebate' });
    actor.send({ type: 'PROMO.AMOUNT', key: 'vipRebate', index: 7, field: 'coin', value: '1.125' });
    actor.send({ type: 'SAVE', key: 'vipRebate' });
    expect(saves(mocks)).toHaveLength(0);
    expect(promotionErrors(actor.getSnapshot())).toEqual({
      'vipRebate.rates.6': 'VIP 6 rate is at most 3 %.',
      'vipRebate.rates.7': 'VIP 7 rate is a percent.',
    });
    actor.send({ type: 'PROMO.AMOUNT', key: 'vipRebate', index: 6, field: 'coin', value: '1' });
    actor.send({ type: 'PROMO.AMOUNT', key: 'vipRebate', index: 7, field: 'coin', value: '1.25' });
    actor.send({ type: 'SAVE', key: 'vipRebate' });
    expect(promotionErrors(actor.getSnapshot())).toEqual({
      'vipRebate.rates.1': "VIP 1 rate is at least VIP 0's (0.2 %).",
    });
    actor.send({ type: 'PROMO.AMOUNT', key: 'vipRebate', index: 1, field: 'coin', value: '0.35' });
    actor.send({ type: 'SAVE', key: 'vipRebate' });
    expect(saves(mocks).at(-1)?.input).toMatchObject({
      key: 'vipRebate',
      body: { rates: [20, 35, 40, 50, 60, 80, 100, 125] },
    });
    mocks.reject('save', new OpsCallError(400, 'These are the settings in force already.'));
    await flush();
    // One rate per level, VIP 0 to 10.
    for (let i = 0; i < 20; i += 1) actor.send({ type: 'ROW.ADD', key: 'vipRebate' });
    expect(promotionDrafts(actor.getSnapshot()).vipRebate.rows).toHaveLength(PROMO_LIMITS.vipRebateLevels);
  });

  test('agent commission tiers are invitees and three rates in percent; rows added and removed; sent in basis points', async () => {
    const { actor, mocks } = await loaded();
    expect(promotionDrafts(actor.getSnapshot()).agent.rows).toEqual([
      { threshold: '0', coin: '0.3', level2: '0.1', level3: '0.05' },
      { threshold: '5', coin: '0.5', level2: '0.2', level3: '0.1' },
      { threshold: '20', coin: '0.8', level2: '0.3', level3: '0.15' },
    ]);
    actor.send({ type: 'ROW.ADD', key: 'agent' });
    expect(promotionDrafts(actor.getSnapshot()).agent.rows[3]).toEqual({
      threshold: '',
      coin: '',
      level2: '',
      level3: '',
    });
    const type = (index: number, field: 'threshold' | 'coin' | 'level2' | 'level3', value: string) =>
      actor.send({ type: 'PROMO.AMOUNT', key: 'agent', index, field, value });
    // A threshold not above the one before, a level-2 rate below the tier before's, rates over 2 % together.
    type(3, 'threshold', '20');
    type(3, 'coin', '1.5');
    type(3, 'level2', '0.2');
    type(3, 'level3', '0.5');
    actor.send({ type: 'SAVE', key: 'agent' });
    expect(saves(mocks)).toHaveLength(0);
    expect(promotionErrors(actor.getSnapshot())).toEqual({
      'agent.tiers.3.minValid': "Tier 4 valid invitees is above tier 3's (20).",
      'agent.tiers.3.levelBps.1': "Tier 4 level 2 rate is at least tier 3's (0.3 %).",
      'agent.tiers.3.levelBps': 'Tier 4 rates add up to at most 2 % (they are 2.2 %).',
    });
    type(3, 'threshold', '50');
    type(3, 'level2', '0.3');
    type(3, 'level3', '0.2');
    actor.send({ type: 'ROW.REMOVE', key: 'agent', index: 0 });
    actor.send({ type: 'SAVE', key: 'agent' });
    // Tier 1 (5 invitees now) must start at 0.
    expect(promotionErrors(actor.getSnapshot())).toEqual({
      'agent.tiers.0.minValid': 'Tier 1 valid invitees is 0 (every agent earns).',
    });
    type(0, 'threshold', '0');
    actor.send({ type: 'SAVE', key: 'agent' });
    expect(saves(mocks).at(-1)?.input).toMatchObject({
      key: 'agent',
      body: {
        tiers: [
          { minValid: 0, levelBps: [50, 20, 10] },
          { minValid: 20, levelBps: [80, 30, 15] },
          { minValid: 50, levelBps: [150, 30, 20] },
        ],
      },
    });
    mocks.reject('save', new OpsCallError(400, 'These are the settings in force already.'));
    await flush();
    for (let i = 0; i < 20; i += 1) actor.send({ type: 'ROW.ADD', key: 'agent' });
    expect(promotionDrafts(actor.getSnapshot()).agent.rows).toHaveLength(PROMO_LIMITS.agentTiersMax);
  });

  test('agent count tiers are invitees and a reward in pesos, at most ₱100 an invitee', async () => {
    const { actor, mocks } = await loaded();
    const count = draftOf('agentCount', DEFAULT_PROMOS.agentCount);
    expect(count.rows[0]).toEqual({ threshold: '1', coin: '5' });
    expect(checkDraft('agentCount', count)).toEqual({ ok: true, value: DEFAULT_PROMOS.agentCount });
    actor.send({ type: 'PROMO.AMOUNT', key: 'agentCount', index: 0, field: 'coin', value: '101' });
    actor.send({ type: 'SAVE', key: 'agentCount' });
    expect(promotionErrors(actor.getSnapshot())).toEqual({
      'agentCount.tiers.0.coin': 'Tier 1 reward is at most ₱100 per invitee it needs (₱100).',
    });
    actor.send({ type: 'PROMO.AMOUNT', key: 'agentCount', index: 0, field: 'coin', value: '100' });
    actor.send({ type: 'ROW.REMOVE', key: 'agentCount', index: 4 });
    actor.send({ type: 'SAVE', key: 'agentCount' });
    expect(saves(mocks).at(-1)?.input).toMatchObject({
      key: 'agentCount',
      body: { tiers: [{ need: 1, coin: 10_000 }, ...DEFAULT_PROMOS.agentCount.tiers.slice(1, 4)] },
    });
  });

  test('the festival’s windows are typed as Manila times, its days and packet as figures; overlaps, a day twice and a range upside down are refused', async () => {
    const { actor, mocks } = await loaded();
    const festival = () => promotionDrafts(actor.getSnapshot()).festival;
    const figure = (field: string, value: string) =>
      actor.send({ type: 'PROMO.FIGURE', key: 'festival', field, value });
    expect(festival().rows).toEqual([
      { threshold: '12:00', coin: '12:15' },
      { threshold: '20:00', coin: '20:15' },
    ]);
    expect(festival().figures).toEqual({ days: '15, 31', 'packet.min': '1', 'packet.max': '20' });
    expect(checkDraft('festival', festival())).toEqual({ ok: true, value: DEFAULT_PROMOS.festival });
    // A window closing before it opens, one opening inside the one before, a time that is none, a range upside
    // down, days that are no list, then a day listed twice and one beyond any month.
    actor.send({ type: 'PROMO.AMOUNT', key: 'festival', index: 0, field: 'coin', value: '11:30' });
    actor.send({ type: 'ROW.ADD', key: 'festival' });
    actor.send({ type: 'PROMO.AMOUNT', key: 'festival', index: 2, field: 'threshold', value: '20:10' });
    actor.send({ type: 'PROMO.AMOUNT', key: 'festival', index: 2, field: 'coin', value: '24:00' });
    figure('packet.min', '50');
    figure('packet.max', '30');
    figure('days', '15 and 30');
    // Only the festival's own figures are typed into.
    figure('packet', '7');
    expect(festival().figures).not.toHaveProperty('packet');
    actor.send({ type: 'SAVE', key: 'festival' });
    expect(saves(mocks)).toHaveLength(0);
    expect(promotionErrors(actor.getSnapshot())).toEqual({
      'festival.days': 'Festival days are days of the month (1 to 31) separated by commas.',
      'festival.windows.2.end': 'Window 3 closing time is a time of day (HH:MM).',
    });
    actor.send({ type: 'PROMO.AMOUNT', key: 'festival', index: 2, field: 'coin', value: '21:00' });
    figure('days', '30, 1, 30');
    actor.send({ type: 'SAVE', key: 'festival' });
    expect(promotionErrors(actor.getSnapshot())).toEqual({
      'festival.days.2': 'Festival day 3 (30) is listed once.',
      'festival.windows.0.end': 'Window 1 closing time is after its opening time (12:00).',
      'festival.windows.2.start': "Window 3 opening time is at or after window 2's closing time (20:15).",
      'festival.packet.max': 'Largest packet is at least the smallest packet (₱50).',
    });
    figure('days', '32');
    actor.send({ type: 'SAVE', key: 'festival' });
    expect(promotionErrors(actor.getSnapshot())['festival.days.0']).toBe(
      'Festival day 1 is a day of the month until 31.',
    );
    actor.send({ type: 'PROMO.AMOUNT', key: 'festival', index: 0, field: 'coin', value: '12:30' });
    actor.send({ type: 'PROMO.AMOUNT', key: 'festival', index: 2, field: 'threshold', value: '20:15' });
    figure('packet.max', '80');
    figure('days', ' 30 , 1,10');
    actor.send({ type: 'SAVE', key: 'festival' });
    // Sent whole, the days in the month's order.
    expect(saves(mocks).at(-1)?.input).toMatchObject({
      key: 'festival',
      body: {
        days: [1, 10, 30],
        windows: [
          { start: 720, end: 750 },
          { start: 1200, end: 1215 },
          { start: 1215, end: 1260 },
        ],
        packet: { min: 5_000, max: 8_000 },
      },
    });
    mocks.resolve('save', {
      ok: true,
      promotion: { ...DEFAULT_PROMOS.festival, days: [1, 10, 30], packet: { min: 5_000, max: 8_000 } },
    });
    await flush();
    expect(festival().figures).toEqual({ days: '1, 10, 30', 'packet.min': '50', 'packet.max': '80' });
    for (let i = 0; i < 10; i += 1) actor.send({ type: 'ROW.ADD', key: 'festival' });
    expect(festival().rows).toHaveLength(PROMO_LIMITS.festivalWindowsMax);
  });

  test('the answer is kept whole: a figure the server adds to it reaches the page without a copy field by field', async () => {
    const { actor, mocks } = start();
    const answer = { ...defaultAnswer, packsToday: [{ price: 10_000, coin: 5_000 }] };
    mocks.resolve('load', answer);
    await flush();
    expect(promotionsInForce(actor.getSnapshot())).toEqual(answer);
  });

  test('the wheel’s segments are a weight and a prize each; staff see a spin’s average prize as they type', async () => {
    const { actor, mocks } = await loaded();
    expect(promotionDrafts(actor.getSnapshot()).inviteSpin.rows[0]).toEqual({ threshold: '300', coin: '1' });
    // The product's wheel pays ₱10.40 a spin on average: (1×300 + 50×40 + 2×250 + 100×15 + 5×200 + 500×5 + 10×120 + 20×70) / 1,000.
    expect(spinWheelAsTyped(actor.getSnapshot())?.expected).toBe(1_040);
    expect(spinWheelAsTyped(actor.getSnapshot())?.chances[0]).toBe(0.3);
    actor.send({ type: 'PROMO.AMOUNT', key: 'inviteSpin', index: 5, field: 'threshold', value: '0' });
    actor.send({ type: 'SAVE', key: 'inviteSpin' });
    expect(saves(mocks)).toHaveLength(0);
    expect(spinWheelAsTyped(actor.getSnapshot())).toBeNull();
    expect(promotionErrors(actor.getSnapshot())).toEqual({
      'inviteSpin.segments.5.weight': 'Segment 6 weight is at least 1 (every segment shown can be won).',
    });
    actor.send({ type: 'PROMO.AMOUNT', key: 'inviteSpin', index: 5, field: 'threshold', value: '10' });
    actor.send({ type: 'PROMO.AMOUNT', key: 'inviteSpin', index: 5, field: 'coin', value: '1000' });
    actor.send({ type: 'SAVE', key: 'inviteSpin' });
    expect(saves(mocks).at(-1)?.input).toMatchObject({
      key: 'inviteSpin',
      body: { segments: expect.arrayContaining([{ weight: 10, prize: 100_000 }]) },
    });
  });

  test('refused fields get their reasons by path and nothing is sent; corrected, the form saves', async () => {
    const { actor, mocks } = await loaded();
    actor.send({ type: 'PROMO.DATE', key: 'ladder', field: 'from', value: '2027-02-01' });
    actor.send({ type: 'PROMO.DATE', key: 'ladder', field: 'to', value: '2027-01-01' });
    actor.send({ type: 'PROMO.AMOUNT', key: 'ladder', index: 1, field: 'coin', value: 'five' });
    actor.send({ type: 'PROMO.AMOUNT', key: 'depositStreak', index: 6, field: 'coin', value: '600' });
    actor.send({ type: 'SAVE', key: 'ladder' });
    actor.send({ type: 'SAVE', key: 'depositStreak' });
    expect(saves(mocks)).toHaveLength(0);
    expect(promotionErrors(actor.getSnapshot())).toEqual({
      'ladder.tiers.1.coin': 'Tier 2 reward is a number of pesos.',
      'depositStreak.days.6.coin': "Day 7 reward is at most the day's minimum deposit (₱500).",
    });
    expect(promotionsNotice(actor.getSnapshot())).toEqual({
      kind: 'error',
      text: 'Nothing was saved: correct the marked fields.',
    });
    // With every field readable, the window's order is checked too.
    actor.send({ type: 'PROMO.AMOUNT', key: 'ladder', index: 1, field: 'coin', value: '50' });
    actor.send({ type: 'SAVE', key: 'ladder' });
    expect(promotionErrors(actor.getSnapshot())).toEqual({
      'ladder.to': 'Runs until (2027-01-01) is before the first day (2027-02-01).',
      'depositStreak.days.6.coin': "Day 7 reward is at most the day's minimum deposit (₱500).",
    });
    actor.send({ type: 'PROMO.DATE', key: 'ladder', field: 'to', value: '' });
    actor.send({ type: 'SAVE', key: 'ladder' });
    expect(saves(mocks)).toHaveLength(1);
    // The ladder's errors are gone; the streak's stay until it is checked again.
    expect(Object.keys(promotionErrors(actor.getSnapshot()))).toEqual(['depositStreak.days.6.coin']);
  });

  test('a failed read offers Retry; reading again drops what was typed; a 401 tells the session', async () => {
    const { actor, mocks, told } = start();
    mocks.reject('load', new OpsCallError(0, 'The server cannot be reached.'));
    await flush();
    expect(promotionsFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'RETRY' });
    mocks.resolve('load', defaultAnswer);
    await flush();
    actor.send({ type: 'PROMO.TOGGLE', key: 'christmas', enabled: false });
    actor.send({ type: 'RELOAD' });
    mocks.resolve('load', defaultAnswer);
    await flush();
    expect(promotionDrafts(actor.getSnapshot()).christmas.enabled).toBe(true);
    actor.send({ type: 'PROMO.TOGGLE', key: 'christmas', enabled: false });
    actor.send({ type: 'SAVE', key: 'christmas' });
    mocks.reject('save', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(told).toEqual(['SESSION.EXPIRED']);
  });
});
