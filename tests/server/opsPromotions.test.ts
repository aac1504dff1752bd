import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { manilaDay, manilaDayStart } from '../../server/activity/freeSign';
import { spinInviteWheel } from '../../server/activity/inviteSpin';
import { weekendOf, weeksAt } from '../../server/activity/weekendLottery';
import { createLobbyApp } from '../../server/app';
import { ledger, lotteryWinners, promotionSettings, users, vipRebateRates } from '../../server/db/schema';
import { post } from '../../server/ledger';
import { createLogger } from '../../server/log';
import { readSetting } from '../../server/settings';
import { DiskFileStore } from '../../server/wallet/fileStore';
import { API_BASE } from '../../src/api/contract/define';
import { endpoints } from '../../src/api/contract/map';
import {
  DEFAULT_PROMOS,
  ladderTierId,
  type PromoSettingsAnswer,
  streakDayId,
} from '../../src/api/contract/promoSettings';
import {
  FUND_ACTIVITY,
  FUND_RATES,
  LADDER_RECHARGE_ACTIVITY,
  VIP_REBATE_ACTIVITY,
} from '../../src/api/contract/promotions';
import { parseAnswer, setupServer } from './harness';
import { fromManilaNoon } from './manilaDays';
import { opsTools } from './opsTools';
import { paidDeposit, verifiedPerson } from './paidDeposit';
import { walletTools } from './walletTools';

/**
 * Promotions in /ops: each change checked whole by its activity's rules (nothing stored on bad input, the refusal
 * naming the field), held to marketing and admin, audited with before and after, read by the activities at once on
 * any server instance; a claim pays at most the configured amount, and a reward already paid keeps its amount.
 */
const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const ops = opsTools(server);
let orders = 0;

async function promotionsOf(token: string): Promise<PromoSettingsAnswer> {
  const answer = await ops.get('/promotions', token);
  expect(answer.status).toBe(200);
  return answer.json as unknown as PromoSettingsAnswer;
}

async function paid(amount: number) {
  const user = await w.user();
  orders += 1;
  await paidDeposit(server, user.id, `ops-promo-${orders}`, amount, Date.now());
}

const ladder = async () =>
  parseAnswer('rechargeBonusCollection6', await w.ok('rechargeBonusCollection6', {})).rechargeBonusCollection6;
const activityIds = async () => parseAnswer('getActivityIds', await w.ok('getActivityIds', {})).activityIds;
const claimTier = (id: number) => w.call('receiverRechargeBonusCollection6', { id });

async function activityPaid(userId: number) {
  return server.conn.db
    .select({ amount: ledger.amount, ref: ledger.ref })
    .from(ledger)
    .where(and(eq(ledger.userId, userId), eq(ledger.kind, 'activity')));
}

const storedRows = async () => server.conn.db.select().from(promotionSettings);
const promoAudit = async () => (await ops.audit()).filter((r) => r.action === 'promotion.change');

const defaultLadder = DEFAULT_PROMOS.ladder;

/** A guest's appConfig call, as the app makes it. */
const appConfigPost = (): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: '{}',
});

describe('/ops promotions', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('reads every activity with its switch and dates, and the amounts of the ladder and the streak', async () => {
    const answer = await promotionsOf(await ops.session('marketing'));
    expect(answer.promotions).toEqual(DEFAULT_PROMOS);
    expect(answer.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await ops.get('/promotions', await ops.session('admin'))).status).toBe(200);
    // Support and finance have no part in the promotions: refused, and the refusal audited.
    expect((await ops.get('/promotions', await ops.session('support'))).status).toBe(403);
    expect((await ops.get('/promotions', await ops.session('finance'))).status).toBe(403);
    const finance = await ops.session('finance');
    const tried = await ops.post('/promotions/vipRebate', finance, { enabled: false, from: null, to: null });
    expect(tried.status).toBe(403);
    expect(await storedRows()).toEqual([]);
    expect((await ops.audit()).filter((r) => r.action === 'denied').map((r) => r.target)).toContain(
      'POST /promotions/:promo',
    );
  });

  it('turning an activity off hides it from players and refuses its claims; the audit row has both sides', async () => {
    expect(await activityIds()).toContain(VIP_REBATE_ACTIVITY);
    const revision = (await readSetting(server.conn.db, 'configRevision')) ?? 0;
    const marketing = await ops.session('marketing');
    const off = { ...DEFAULT_PROMOS.vipRebate, enabled: false };
    const answer = await ops.post('/promotions/vipRebate', marketing, off);
    expect(answer.status).toBe(200);
    expect(answer.json.promotion).toEqual(off);
    expect(await activityIds()).not.toContain(VIP_REBATE_ACTIVITY);
    expect((await w.call('vipRebateReceive', {})).json.errcode).toBe(1010);
    expect(await readSetting(server.conn.db, 'configRevision')).toBeGreaterThan(revision);
    expect((await promoAudit()).map((r) => [r.staffName, r.target, r.before, r.after])).toEqual([
      ['marketing', 'promotion:vipRebate', DEFAULT_PROMOS.vipRebate, off],
    ]);
    // The same settings again change nothing and write nothing.
    expect((await ops.post('/promotions/vipRebate', marketing, off)).status).toBe(400);
    expect(await promoAudit()).toHaveLength(1);
    // Back on: listed again.
    expect((await ops.post('/promotions/vipRebate', marketing, DEFAULT_PROMOS.vipRebate)).status).toBe(200);
    expect(await activityIds()).toContain(VIP_REBATE_ACTIVITY);
  });

  it('dates: an activity runs only between them (Manila), and a window that ends before it starts is refused', async () => {
    const admin = await ops.session('admin');
    const { today } = await promotionsOf(admin);
    const year = Number(today.slice(0, 4));
    const later = { ...FUND_RATES, enabled: true, from: `${year + 1}-01-01`, to: `${year + 1}-01-31` };
    expect((await ops.post('/promotions/cashBonus', admin, later)).status).toBe(200);
    expect(await activityIds()).not.toContain(FUND_ACTIVITY);
    expect((await w.call('cashBonusReceive', {})).json.errcode).toBe(1010);
    const running = { ...FUND_RATES, enabled: true, from: `${year - 1}-01-01`, to: today };
    expect((await ops.post('/promotions/cashBonus', admin, running)).status).toBe(200);
    expect(await activityIds()).toContain(FUND_ACTIVITY);

    const rowsBefore = await storedRows();
    const backwards = await ops.post('/promotions/cashBonus', admin, {
      ...FUND_RATES,
      enabled: true,
      from: `${year + 1}-03-01`,
      to: `${year + 1}-02-01`,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.json.error).toBe(
      `cashBonus.to: Runs until (${year + 1}-02-01) is before the first day (${year + 1}-03-01).`,
    );
    const notADay = await ops.post('/promotions/cashBonus', admin, {
      ...FUND_RATES,
      enabled: true,
      from: '2026-02-30',
      to: null,
    });
    expect(notADay.json.error).toBe('cashBonus.from: Runs from is not a day of the calendar.');
    expect(await storedRows()).toEqual(rowsBefore);
    expect((await ops.post('/promotions/noSuchThing', admin, running)).status).toBe(404);
  });

  it('amounts: negative, over the cap, tiers out of order or unknown fields are refused by field, nothing stored', async () => {
    const marketing = await ops.session('marketing');
    const tiers = defaultLadder.tiers;
    const refusals = [
      [
        { ...defaultLadder, tiers: [{ ...tiers[0], coin: -500 }, ...tiers.slice(1)] },
        'ladder.tiers.0.coin: Tier 1 reward is at least ₱1.',
      ],
      [
        { ...defaultLadder, tiers: [{ ...tiers[0], coin: 1_000_000_00 }, ...tiers.slice(1)] },
        'ladder.tiers.0.coin: Tier 1 reward is at most ₱100,000.',
      ],
      [
        { ...defaultLadder, tiers: [tiers[1], tiers[0], ...tiers.slice(2)] },
        "ladder.tiers.1.needRecharge: Tier 2 monthly deposits is above tier 1's (₱2,000). ladder.tiers.1.coin: Tier 2 reward is above tier 1's (₱50).",
      ],
      [
        { ...defaultLadder, tiers: [{ needRecharge: 10_000, coin: 20_000 }] },
        "ladder.tiers.0.coin: Tier 1 reward is at most the tier's deposits (₱100).",
      ],
      [
        { ...defaultLadder, tiers: [{ needRecharge: 10_050, coin: 100 }] },
        'ladder.tiers.0.needRecharge: Tier 1 monthly deposits is a whole number of pesos.',
      ],
      [{ ...defaultLadder, tiers: [] }, 'ladder.tiers: Tiers has at least one tier.'],
      [{ ...defaultLadder, bonus: 5 }, 'ladder: Unknown fields were sent.'],
      [{ ...defaultLadder, enabled: 'yes' }, 'ladder.enabled: On/off is on or off.'],
    ] as const;
    for (const [body, error] of refusals) {
      const answer = await ops.post('/promotions/ladder', marketing, body);
      expect(answer.status).toBe(400);
      expect(answer.json.error).toBe(error);
    }
    const days = DEFAULT_PROMOS.depositStreak.days;
    const short = await ops.post('/promotions/depositStreak', marketing, {
      ...DEFAULT_PROMOS.depositStreak,
      days: days.slice(0, 6),
    });
    expect(short.json.error).toBe('depositStreak.days: Days has exactly 7 days, one per day of the week.');
    expect(await storedRows()).toEqual([]);
    expect(await promoAudit()).toEqual([]);
    expect((await ladder()).tiers.map((t) => t.award[0]?.count)).toEqual(tiers.map((t) => t.coin));
  });

  it('a claim pays the tier as configured at claim time; a tier already paid keeps its amount', async () => {
    const user = await w.user();
    await paid(250_000);
    // Tier 1 (₱500 → ₱10) is claimed under the product's amounts.
    expect((await claimTier(ladderTierId(0))).json.errcode).toBe(0);
    const admin = await ops.session('admin');
    const changed = {
      ...defaultLadder,
      tiers: [
        { needRecharge: 50_000, coin: 2_500 },
        { needRecharge: 200_000, coin: 3_000 },
        { needRecharge: 500_000, coin: 15_000 },
      ],
    };
    expect((await ops.post('/promotions/ladder', admin, changed)).status).toBe(200);
    const state = await ladder();
    expect(state.tiers.map((t) => [t.id, t.needRecharge, t.award[0]?.count, t.itemStatus])).toEqual([
      [ladderTierId(0), 50_000, 2_500, 2],
      [ladderTierId(1), 200_000, 3_000, 1],
      [ladderTierId(2), 500_000, 15_000, 0],
    ]);
    // Tier 2 pays the configured ₱30, not the ₱50 of before.
    const claim = await claimTier(ladderTierId(1));
    expect(claim.json.errcode).toBe(0);
    const month = `ladderRecharge:`;
    const rows = (await activityPaid(user.id)).filter((r) => r.ref.includes(month));
    expect(rows.map((r) => r.amount).sort((a, b) => a - b)).toEqual([1_000, 3_000]);
    // Tier 1 was paid ₱10 before the change and stays so: claimed, and not paid again at the new ₱25.
    expect((await claimTier(ladderTierId(0))).json.errcode).toBe(1004);
    expect((await activityPaid(user.id)).filter((r) => r.ref.includes(month))).toHaveLength(2);
    // Switched off, the ladder refuses a tier it would otherwise pay.
    await paid(300_000);
    expect((await ops.post('/promotions/ladder', admin, { ...changed, enabled: false })).status).toBe(200);
    expect((await claimTier(ladderTierId(2))).json.errcode).toBe(1010);
    expect(await activityIds()).not.toContain(LADDER_RECHARGE_ACTIVITY);
  });

  it('the deposit streak pays its day as configured', async () => {
    const user = await w.user();
    const marketing = await ops.session('marketing');
    const days = DEFAULT_PROMOS.depositStreak.days.map((d, i) => (i === 0 ? { minDeposit: 5_000, coin: 300 } : d));
    expect(
      (await ops.post('/promotions/depositStreak', marketing, { ...DEFAULT_PROMOS.depositStreak, days })).status,
    ).toBe(200);
    await paid(6_000);
    const streak = parseAnswer(
      'rechargeBonusCollection8',
      await w.ok('rechargeBonusCollection8', {}),
    ).rechargeBonusCollection8;
    expect(streak.tiers[0]).toMatchObject({ needRecharge: 5_000, itemStatus: 1 });
    expect((await w.call('receiverRechargeBonusCollection6', { id: streakDayId(0) })).json.errcode).toBe(0);
    expect((await activityPaid(user.id)).filter((r) => r.ref.includes('depositStreak:')).map((r) => r.amount)).toEqual([
      300,
    ]);
  });

  it('the weekend lottery draws with the prizes configured then; a draw made keeps what it paid', async () => {
    const admin = await ops.session('admin');
    const out = await ops.post('/promotions/weekendLottery', admin, {
      ...DEFAULT_PROMOS.weekendLottery,
      prizes: [50_000, 60_000],
    });
    expect(out.json.error).toBe('weekendLottery.prizes.1: Prize 2 is at most prize 1 (₱500).');
    const prizes = [7_000];
    const lotteryBody = { ...DEFAULT_PROMOS.weekendLottery, prizes };
    expect((await ops.post('/promotions/weekendLottery', admin, lotteryBody)).status).toBe(200);
    const lotteryOf = async () =>
      parseAnswer('weekendLottery', (await server.call('weekendLottery', {})).json).weekendLottery;
    expect((await lotteryOf()).prizes).toEqual(prizes);
    // Two players bet on a weekend wholly in the future; one prize is configured, so one winner, paid ₱70.
    const week = weeksAt(Date.now()).next + 14;
    const { startTime, drawTime } = weekendOf(week);
    for (const account of ['demo', '9171234567']) {
      const user = await w.user(account);
      await server.conn.db.transaction((tx) =>
        post(tx, {
          userId: user.id,
          amount: -20_000,
          kind: 'game:bet',
          ref: `ops-promo-bet-${account}`,
          at: startTime + 3_600_000,
        }),
      );
    }
    await w.setClock(drawTime + 1_000 - Date.now());
    try {
      expect((await lotteryOf()).last?.winners.map((winner) => winner.prize)).toEqual([7_000]);
      // A later change of the prizes leaves the draw made as it was paid.
      const raised = { ...lotteryBody, prizes: [9_000, 8_000] };
      // A session of the moved clock: the first one is idle past its 15 minutes there.
      const later = await ops.session('admin', drawTime + 1_000);
      expect((await ops.post('/promotions/weekendLottery', later, raised)).status).toBe(200);
      const rows = await server.conn.db.select().from(lotteryWinners).where(eq(lotteryWinners.week, week));
      expect(rows.map((row) => row.prize)).toEqual([7_000]);
      expect((await lotteryOf()).last?.winners.map((winner) => winner.prize)).toEqual([7_000]);
      expect((await lotteryOf()).prizes).toEqual([9_000, 8_000]);
    } finally {
      await w.setClock(0);
    }
  });

  it('another server instance over the same database applies the change at once', async () => {
    const other = createLobbyApp({
      log: createLogger(false),
      files: new DiskFileStore(join(tmpdir(), `lobby-uploads-${randomBytes(6).toString('hex')}`)),
      db: server.conn.db,
      seed: server.seed,
    });
    const idsThere = async () => {
      const res = await other.app.request(`${API_BASE}${endpoints.getActivityIds.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${w.token}` },
        body: '{}',
      });
      return parseAnswer('getActivityIds', await res.json()).activityIds;
    };
    expect(await idsThere()).toContain(VIP_REBATE_ACTIVITY);
    const marketing = await ops.session('marketing');
    const off = { ...DEFAULT_PROMOS.vipRebate, enabled: false };
    expect((await ops.post('/promotions/vipRebate', marketing, off)).status).toBe(200);
    expect(await idsThere()).not.toContain(VIP_REBATE_ACTIVITY);
  });
});

describe('/ops promotions: the VIP rebate rates', () => {
  const DAY = 86_400_000;
  const rates = (vip3: number) => DEFAULT_PROMOS.vipRebate.rates.map((bps, vip) => (vip === 3 ? vip3 : bps));
  let bets = 0;

  /** Bets `amount` hundredths at `at`, as a game round does (through the ledger). */
  async function bet(amount: number, at: number) {
    const user = await w.user();
    bets += 1;
    await server.conn.db.transaction((tx) =>
      post(tx, { userId: user.id, amount: -amount, kind: 'game:bet', ref: `ops-rebate-${bets}`, at }),
    );
  }
  const rebate = async (token: string) => parseAnswer('vipRebate', await w.ok('vipRebate', {}, token)).vipRebate;

  beforeEach(async () => {
    await w.start();
    await server.conn.db.update(users).set({ vip: 3 }).where(eq(users.account, 'demo'));
  });

  it('refuses rates out of order, over 3 %, not in hundredths of a percent or for more than 11 levels; nothing stored', async () => {
    const marketing = await ops.session('marketing');
    const send = (body: unknown) => ops.post('/promotions/vipRebate', marketing, body);
    const base = DEFAULT_PROMOS.vipRebate;
    expect((await send({ ...base, rates: [20, 10, 40] })).json.error).toBe(
      "vipRebate.rates.1: VIP 1 rate is at least VIP 0's (0.2 %).",
    );
    expect((await send({ ...base, rates: [20, 301] })).json.error).toBe(
      'vipRebate.rates.1: VIP 1 rate is at most 3 %.',
    );
    expect((await send({ ...base, rates: [20, 30.5] })).json.error).toBe(
      'vipRebate.rates.1: VIP 1 rate is a percent with at most two decimals.',
    );
    expect((await send({ ...base, rates: [-1] })).json.error).toBe('vipRebate.rates.0: VIP 0 rate is at least 0 %.');
    expect((await send({ ...base, rates: Array.from({ length: 12 }, () => 50) })).json.error).toBe(
      'vipRebate.rates: Rates has at most 11 levels (VIP 0 to 10).',
    );
    expect((await send({ ...base, rates: [] })).status).toBe(400);
    expect(await storedRows()).toEqual([]);
    expect(await server.conn.db.select().from(vipRebateRates)).toEqual([]);
    expect(await promoAudit()).toEqual([]);
  });

  it("a day's bets earn that day's rates: a change counts from the next Manila day and never re-prices an earned rebate", async () => {
    // Manila noon today on the server's clock: the save and the bets fall on one Manila day whatever the hour.
    await fromManilaNoon(w, async ({ now, to }) => {
      // A session of this day (the one made at the start was issued on the real clock).
      const player = await server.login('demo');
      await bet(10_000, now);
      const marketing = await ops.session('marketing', now);
      // Saved today: VIP 3 from 0.5 % to 0.6 %. Today's bets keep 0.5 %; the page says what counts when.
      const raised = { ...DEFAULT_PROMOS.vipRebate, rates: rates(60) };
      expect((await ops.post('/promotions/vipRebate', marketing, raised)).status).toBe(200);
      const answer = await promotionsOf(marketing);
      expect(answer.promotions.vipRebate.rates).toEqual(rates(60));
      expect(answer.vipRebateToday).toEqual(DEFAULT_PROMOS.vipRebate.rates);
      expect((await rebate(player)).rates).toEqual(DEFAULT_PROMOS.vipRebate.rates);
      expect((await promoAudit()).map((r) => [r.target, r.before, r.after])).toEqual([
        ['promotion:vipRebate', DEFAULT_PROMOS.vipRebate, raised],
      ]);

      // The next day: yesterday's bets pay yesterday's 0.5 %, and today's bets earn the new 0.6 %.
      await to(DAY);
      const token = await server.login('demo');
      expect(await rebate(token)).toMatchObject({
        rateBps: 50,
        bets: 10_000,
        amount: 50,
        itemStatus: 1,
        rates: rates(60),
      });
      const coin = await w.coin();
      expect(parseAnswer('vipRebateReceive', await w.ok('vipRebateReceive', {}, token)).propList).toEqual([
        { propId: 2001, count: 50 },
      ]);
      expect(await w.coin()).toBe(coin + 50);
      await bet(10_000, now + DAY);
      // Lowered again on this day: counts from the day after, so this day's bets keep 0.6 %.
      const later = await ops.session('marketing', now + DAY);
      expect(
        (await ops.post('/promotions/vipRebate', later, { ...DEFAULT_PROMOS.vipRebate, rates: rates(40) })).status,
      ).toBe(200);

      await to(2 * DAY);
      const next = await server.login('demo');
      expect(await rebate(next)).toMatchObject({ rateBps: 60, bets: 10_000, amount: 60, rates: rates(40) });
      expect(parseAnswer('vipRebateReceive', await w.ok('vipRebateReceive', {}, next)).propList).toEqual([
        { propId: 2001, count: 60 },
      ]);
      // What was paid stays paid: the ledger holds the two rebates as they were earned.
      const user = await w.user();
      expect((await activityPaid(user.id)).map((row) => row.amount)).toEqual([50, 60]);
    });
  });

  it("the players' screens get the rates in force: appConfig and the login info show a change from the next Manila day", async () => {
    const now = manilaDayStart(manilaDay(Date.now())) + 12 * 3_600_000;
    const offset = now - Date.now();
    const midnight = manilaDayStart(manilaDay(now) + 1);
    const configOf = async (answer: Promise<Response> | Response) =>
      parseAnswer('appConfig', await (await answer).json()).webConfig.vipRebateRates;
    const shown = async () => configOf(server.app.request(`${API_BASE}${endpoints.appConfig.path}`, appConfigPost()));
    const shownToPlayer = async (token: string) =>
      parseAnswer('getAfterLoginInfoWeb', await w.ok('getAfterLoginInfoWeb', {}, token)).webConfig.vipRebateRates;
    // Another instance on a clock of its own: it passes Manila midnight with nothing written in between.
    let instant = midnight - 1_000;
    const other = createLobbyApp({
      log: createLogger(false),
      files: new DiskFileStore(join(tmpdir(), `lobby-uploads-${randomBytes(6).toString('hex')}`)),
      db: server.conn.db,
      seed: server.seed,
      clock: () => instant,
    });
    const shownThere = async () =>
      configOf(other.app.request(`${API_BASE}${endpoints.appConfig.path}`, appConfigPost()));

    await w.setClock(offset);
    try {
      expect(await shown()).toEqual(DEFAULT_PROMOS.vipRebate.rates);
      const marketing = await ops.session('marketing', now);
      const raised = { ...DEFAULT_PROMOS.vipRebate, rates: rates(60) };
      expect((await ops.post('/promotions/vipRebate', marketing, raised)).status).toBe(200);
      // Saved today: today's rates still hold, for guests and players alike, up to the last second of the day.
      expect(await shown()).toEqual(DEFAULT_PROMOS.vipRebate.rates);
      expect(await shownToPlayer(await server.login('demo'))).toEqual(DEFAULT_PROMOS.vipRebate.rates);
      expect(await shownThere()).toEqual(DEFAULT_PROMOS.vipRebate.rates);

      // Manila midnight: the new rates, though no write announced them (the cached config ends with the day).
      instant = midnight;
      expect(await shownThere()).toEqual(rates(60));
      await w.setClock(offset + DAY);
      expect(await shown()).toEqual(rates(60));
      expect(await shownToPlayer(await server.login('demo'))).toEqual(rates(60));
      expect((await rebate(await server.login('demo'))).rates).toEqual(rates(60));
    } finally {
      await w.setClock(0);
    }
  });

  it("a switch-and-dates row stored before the rates were data keeps its switch, with the product's rates", async () => {
    await server.conn.db.insert(promotionSettings).values({
      promo: 'vipRebate',
      settings: { enabled: false, from: null, to: null },
    });
    const answer = await promotionsOf(await ops.session('admin'));
    expect(answer.promotions.vipRebate).toEqual({ ...DEFAULT_PROMOS.vipRebate, enabled: false });
  });
});

describe('/ops promotions: the spin wheel', () => {
  const wheel = DEFAULT_PROMOS.inviteSpin;
  /** The product's wheel with segment `index` changed. */
  const withSegment = (index: number, segment: { prize: number; weight: number }) => ({
    ...wheel,
    segments: wheel.segments.map((s, i) => (i === index ? segment : s)),
  });

  beforeEach(async () => {
    await w.start();
  });

  it('refuses a weight of 0, a prize over ₱10,000 or not in whole pesos and a wrong number of segments; nothing stored', async () => {
    const marketing = await ops.session('marketing');
    const send = (body: unknown) => ops.post('/promotions/inviteSpin', marketing, body);
    expect((await send(withSegment(2, { prize: 200, weight: 0 }))).json.error).toBe(
      'inviteSpin.segments.2.weight: Segment 3 weight is at least 1 (every segment shown can be won).',
    );
    expect((await send(withSegment(5, { prize: 1_000_100, weight: 5 }))).json.error).toBe(
      'inviteSpin.segments.5.prize: Segment 6 prize is at most ₱10,000.',
    );
    expect((await send(withSegment(0, { prize: 150, weight: 1.5 }))).json.error).toBe(
      'inviteSpin.segments.0.weight: Segment 1 weight is a whole number. inviteSpin.segments.0.prize: Segment 1 prize is a whole number of pesos.',
    );
    expect((await send({ ...wheel, segments: wheel.segments.slice(1) })).json.error).toBe(
      'inviteSpin.segments: Segments has exactly 8 segments, one per segment of the wheel.',
    );
    expect(await storedRows()).toEqual([]);
    expect(await promoAudit()).toEqual([]);
  });

  it('a spin draws from the wheel in force and keeps its prize; the exchange pays what was won, whatever the wheel becomes', async () => {
    const inviter = await w.register();
    for (let i = 0; i < 2; i += 1) {
      const invitee = await w.register(inviter.inviteCode);
      await server.conn.db.update(users).set({ firstRechargeAt: new Date() }).where(eq(users.id, invitee.id));
      await verifiedPerson(server, invitee.id);
    }
    // Every weight 1 (a total of 8) and segment 1 paying ₱77: a roll of 0 lands on segment 1.
    const marketing = await ops.session('marketing');
    const first = {
      ...wheel,
      segments: wheel.segments.map((s, i) => ({ prize: i === 0 ? 7_700 : s.prize, weight: 1 })),
    };
    expect((await ops.post('/promotions/inviteSpin', marketing, first)).status).toBe(200);
    const status = parseAnswer('actInviteUserStatus', await w.ok('actInviteUserStatus', {}, inviter.token));
    expect(status.actInviteUser.segments).toEqual(first.segments);
    // Rolls are drawn below the configured total (8): the injected roll sees that bound.
    const bounds: number[] = [];
    const spun = await spinInviteWheel(server.conn.db, inviter.id, Date.now(), (max) => {
      bounds.push(max);
      return 0;
    });
    expect(bounds).toEqual([8]);
    expect(spun.spin).toMatchObject({ segment: 0, prize: 7_700 });

    // The wheel changes: segment 1 now pays ₱1. The prize won stays ₱77; a new spin pays the new prize.
    expect(
      (await ops.post('/promotions/inviteSpin', marketing, withSegment(0, { prize: 100, weight: 300 }))).status,
    ).toBe(200);
    const again = await spinInviteWheel(server.conn.db, inviter.id, Date.now(), () => 0);
    expect(again.spin).toMatchObject({ segment: 0, prize: 100 });
    const exchanged = parseAnswer('actInviteUserExchange', await w.ok('actInviteUserExchange', {}, inviter.token));
    expect(exchanged.propList).toEqual([{ propId: 2001, count: 7_800 }]);
    expect((await promoAudit()).map((r) => r.target)).toEqual(['promotion:inviteSpin', 'promotion:inviteSpin']);
  });
});
