import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { manilaDay } from '../../server/activity/freeSign';
import { activityClaims, cashBonusRates, ledger, promotionSettings } from '../../server/db/schema';
import { post } from '../../server/ledger';
import { DEFAULT_PROMOS, type PromoSettingsAnswer } from '../../src/api/contract/promoSettings';
import { FUND_ACTIVITY, FUND_RATES } from '../../src/api/contract/promotions';
import { parseAnswer, setupServer } from './harness';
import { DAY, fromManilaNoon, guestWebConfig } from './manilaDays';
import { opsTools } from './opsTools';
import { paidDeposit } from './paidDeposit';
import { walletTools } from './walletTools';

/**
 * The cash bonus's figures set in /ops (docs/ops.md "Promotions", docs/promotions.md "Cash bonus"): checked whole
 * with the field named and nothing stored on a refusal, held to marketing and admin, audited with both sides; a
 * set counts from the next Manila day and a deposit or bet keeps the figures of its own day, so what a player
 * accrued never changes; a claim never pays more than the fund, and concurrent claims pay once.
 */
const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const ops = opsTools(server);
let made = 0;

async function deposit(amount: number, at: number) {
  const user = await w.user();
  made += 1;
  await paidDeposit(server, user.id, `ops-cash-${made}`, amount, at);
}

/** Bets `amount` hundredths at `at`, as a game round does (through the ledger). */
async function bet(amount: number, at: number) {
  const user = await w.user();
  made += 1;
  await server.conn.db.transaction((tx) =>
    post(tx, { userId: user.id, amount: -amount, kind: 'game:bet', ref: `ops-cash-bet-${made}`, at }),
  );
}

const fundOf = async (token: string) => parseAnswer('cashBonus', await w.ok('cashBonus', {}, token)).cashBonus;
const receive = (token: string) => w.call('cashBonusReceive', {}, token);
const promoAudit = async () => (await ops.audit()).filter((r) => r.action === 'promotion.change');
const figures = (accrualBps: number, releaseBps: number, minClaim: number) => ({
  ...DEFAULT_PROMOS.cashBonus,
  accrualBps,
  releaseBps,
  minClaim,
});

async function paidOut(userId: number) {
  return server.conn.db
    .select({ amount: ledger.amount })
    .from(ledger)
    .where(and(eq(ledger.userId, userId), eq(ledger.kind, 'activity')));
}

describe('/ops promotions: the cash bonus figures', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('refuses shares over their caps or not in hundredths of a percent, a smallest claim out of ₱1–₱1,000 or in centavos, and other roles; nothing stored', async () => {
    const marketing = await ops.session('marketing');
    const send = (body: unknown) => ops.post('/promotions/cashBonus', marketing, body);
    expect((await send(figures(2_001, 500, 100))).json.error).toBe(
      'cashBonus.accrualBps: Share of a deposit is at most 20 %.',
    );
    expect((await send(figures(-1, 500, 100))).json.error).toBe(
      'cashBonus.accrualBps: Share of a deposit is at least 0 %.',
    );
    expect((await send(figures(500, 0, 100))).json.error).toBe(
      'cashBonus.releaseBps: Share of a bet is at least 0.01 %.',
    );
    expect((await send(figures(500, 10_001, 100))).json.error).toBe(
      'cashBonus.releaseBps: Share of a bet is at most 100 %.',
    );
    expect((await send(figures(500.5, 500, 100))).json.error).toBe(
      'cashBonus.accrualBps: Share of a deposit is a percent with at most two decimals.',
    );
    expect((await send(figures(500, 500, 0))).json.error).toBe('cashBonus.minClaim: Smallest claim is at least ₱1.');
    expect((await send(figures(500, 500, 150))).json.error).toBe(
      'cashBonus.minClaim: Smallest claim is a whole number of pesos.',
    );
    expect((await send(figures(500, 500, 100_100))).json.error).toBe(
      'cashBonus.minClaim: Smallest claim is at most ₱1,000.',
    );
    // The figures are part of the settings: a body without them is not the whole set.
    expect((await send({ enabled: false, from: null, to: null })).status).toBe(400);
    expect((await send({ ...figures(500, 500, 100), capped: 1 })).json.error).toBe(
      'cashBonus: Unknown fields were sent.',
    );
    const support = await ops.session('support');
    expect((await ops.post('/promotions/cashBonus', support, figures(1_000, 500, 100))).status).toBe(403);
    expect(await server.conn.db.select().from(promotionSettings)).toEqual([]);
    expect(await server.conn.db.select().from(cashBonusRates)).toEqual([]);
    expect(await promoAudit()).toEqual([]);
  });

  it('a change counts from the next Manila day: a deposit made before it keeps its accrual after it, and each bet releases at its day', async () => {
    await fromManilaNoon(w, async ({ now, to }) => {
      let player = await server.login('demo');
      // Day 1 at the product's 5 %: ₱1,000 accrues ₱50; ₱100 of bets release ₱5.
      await deposit(100_000, now);
      await bet(10_000, now);
      expect(await fundOf(player)).toMatchObject({ accrued: 5_000, released: 500, accrualBps: 500, minClaim: 100 });

      const marketing = await ops.session('marketing', now);
      const raised = figures(1_000, 2_000, 1_000);
      expect((await ops.post('/promotions/cashBonus', marketing, raised)).status).toBe(200);
      const answer = (await ops.get('/promotions', marketing)).json as unknown as PromoSettingsAnswer;
      expect(answer.promotions.cashBonus).toEqual(raised);
      // Saved today, counting tomorrow: today's deposits and bets keep today's figures, and the page says so.
      expect(answer.cashBonusToday).toEqual(FUND_RATES);
      expect(await fundOf(player)).toMatchObject({ accrued: 5_000, released: 500, accrualBps: 500, minClaim: 100 });
      expect((await promoAudit()).map((r) => [r.target, r.before, r.after])).toEqual([
        ['promotion:cashBonus', DEFAULT_PROMOS.cashBonus, raised],
      ]);

      // Day 2: the day-1 deposit and bet keep 5 %; a deposit of day 2 accrues 10 %, its bets release 20 %.
      await to(DAY);
      player = await server.login('demo');
      expect(await fundOf(player)).toMatchObject({
        accrued: 5_000,
        released: 500,
        accrualBps: 1_000,
        releaseBps: 2_000,
        minClaim: 1_000,
      });
      await deposit(100_000, now + DAY);
      await bet(10_000, now + DAY);
      expect(await fundOf(player)).toMatchObject({ deposits: 200_000, accrued: 15_000, released: 2_500 });

      // Lowered on day 2, counting from day 3: nothing accrued or released before moves, up or down.
      const later = await ops.session('marketing', now + DAY);
      expect((await ops.post('/promotions/cashBonus', later, figures(100, 100, 100))).status).toBe(200);
      await to(2 * DAY);
      player = await server.login('demo');
      expect(await fundOf(player)).toMatchObject({ accrued: 15_000, released: 2_500, accrualBps: 100, minClaim: 100 });
      expect(await server.conn.db.select({ fromDay: cashBonusRates.fromDay }).from(cashBonusRates)).toEqual([
        { fromDay: manilaDay(now) + 1 },
        { fromDay: manilaDay(now) + 2 },
      ]);
    });
  });

  it('the smallest claim of the day gates a claim; a claim never pays more than the fund, whatever the release share', async () => {
    await fromManilaNoon(w, async ({ now, to }) => {
      const marketing = await ops.session('marketing', now);
      // From tomorrow: bets release all of their amount, and a claim needs ₱20.
      expect((await ops.post('/promotions/cashBonus', marketing, figures(500, 10_000, 2_000))).status).toBe(200);
      await to(DAY);
      const player = await server.login('demo');
      const user = await w.user();
      await deposit(100_000, now + DAY);
      // ₱15 of bets release ₱15: below the day's ₱20, so no claim and no red dot.
      await bet(1_500, now + DAY);
      expect(await fundOf(player)).toMatchObject({ accrued: 5_000, released: 1_500, itemStatus: 0, minClaim: 2_000 });
      expect((await receive(player)).json.errcode).toBe(1005);
      // ₱1,000 of bets would release ₱1,000: the fund holds ₱50, and ₱50 is all a claim pays.
      await bet(100_000, now + DAY);
      expect(await fundOf(player)).toMatchObject({ released: 5_000, claimable: 5_000, itemStatus: 1 });
      const coin = await w.coin();
      expect(parseAnswer('cashBonusReceive', await w.ok('cashBonusReceive', {}, player)).propList).toEqual([
        { propId: 2001, count: 5_000 },
      ]);
      expect(await w.coin()).toBe(coin + 5_000);
      await bet(100_000, now + DAY);
      expect((await receive(player)).json.errcode).toBe(1005);
      expect((await paidOut(user.id)).map((row) => row.amount)).toEqual([5_000]);
    });
  });

  it('concurrent claims at the operator figures pay once', async () => {
    await fromManilaNoon(w, async ({ now, to }) => {
      const marketing = await ops.session('marketing', now);
      expect((await ops.post('/promotions/cashBonus', marketing, figures(1_500, 5_000, 500))).status).toBe(200);
      await to(DAY);
      const player = await server.login('demo');
      const user = await w.user();
      await deposit(100_000, now + DAY);
      await bet(100_000, now + DAY);
      expect(await fundOf(player)).toMatchObject({ accrued: 15_000, released: 15_000, claimable: 15_000 });
      const codes = (await Promise.all(Array.from({ length: 30 }, () => receive(player)))).map((a) => a.json.errcode);
      expect(codes.filter((c) => c === 0)).toHaveLength(1);
      expect(codes.filter((c) => c === 1004 || c === 1005)).toHaveLength(29);
      expect((await paidOut(user.id)).map((row) => row.amount)).toEqual([15_000]);
      const claims = await server.conn.db
        .select()
        .from(activityClaims)
        .where(and(eq(activityClaims.userId, user.id), eq(activityClaims.activityType, FUND_ACTIVITY)));
      expect(claims).toHaveLength(1);
    });
  });

  it("the players' screens get the figures in force: appConfig shows a change from the next Manila day", async () => {
    const shown = async () => (await guestWebConfig(server)).cashBonusAccrualBps;
    await fromManilaNoon(w, async ({ now, to }) => {
      expect(await shown()).toBe(FUND_RATES.accrualBps);
      const marketing = await ops.session('marketing', now);
      expect((await ops.post('/promotions/cashBonus', marketing, figures(800, 500, 100))).status).toBe(200);
      expect(await shown()).toBe(FUND_RATES.accrualBps);
      await to(DAY);
      expect(await shown()).toBe(800);
    });
  });

  it("a switch-and-dates row stored before the figures were data keeps its switch, with the product's figures", async () => {
    await server.conn.db.insert(promotionSettings).values({
      promo: 'cashBonus',
      settings: { enabled: false, from: null, to: null },
    });
    await server.conn.db.insert(cashBonusRates).values({ fromDay: 0, rates: { accrualBps: 99_999 } });
    const answer = (await ops.get('/promotions', await ops.session('admin'))).json as unknown as PromoSettingsAnswer;
    expect(answer.promotions.cashBonus).toEqual({ ...DEFAULT_PROMOS.cashBonus, enabled: false });
    // A stored set that fails the rules reads as the product's figures.
    expect(answer.cashBonusToday).toEqual(FUND_RATES);
  });
});
