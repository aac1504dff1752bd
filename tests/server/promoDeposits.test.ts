import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { streakOf } from '../../server/activity/depositStreak';
import { manilaDay } from '../../server/activity/freeSign';
import { manilaMonth } from '../../server/activity/ladderRecharge';
import { activityClaims, ledger } from '../../server/db/schema';
import { post } from '../../server/ledger';
import { completeDeposit } from '../../server/wallet/deposits';
import {
  DEPOSIT_STREAK_ACTIVITY,
  DEPOSIT_STREAK_DAYS,
  FUND_ACTIVITY,
  fundOf,
  LADDER_RECHARGE_ACTIVITY,
  LADDER_TIERS,
} from '../../src/api/contract/promotions';
import { parseAnswer, setupServer } from './harness';
import { paidDeposit } from './paidDeposit';
import { walletTools } from './walletTools';

/**
 * The deposit promotions (docs/promotions.md "Deposit rewards"): the deposit streak (collection 8), the ladder
 * recharge (collection 6), their one claim call, and the cash bonus; each claim paid once under 50 at a time.
 */

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const DAY = 86_400_000;
let orders = 0;

/** A deposit of `amount` hundredths paid at `at` (./paidDeposit.ts). */
async function paid(amount: number, at = Date.now()) {
  const user = await w.user();
  orders += 1;
  await paidDeposit(server, user.id, `promo-${orders}-${at}`, amount, at);
}

async function bet(amount: number) {
  const user = await w.user();
  orders += 1;
  await server.conn.db.transaction((tx) =>
    post(tx, { userId: user.id, amount: -amount, kind: 'game:bet', ref: `promo-bet-${orders}` }),
  );
}

const streak = async (token = w.token) =>
  parseAnswer('rechargeBonusCollection8', await w.ok('rechargeBonusCollection8', {}, token)).rechargeBonusCollection8;
const ladder = async (token = w.token) =>
  parseAnswer('rechargeBonusCollection6', await w.ok('rechargeBonusCollection6', {}, token)).rechargeBonusCollection6;
const claimTier = (id: number, token = w.token) => w.call('receiverRechargeBonusCollection6', { id }, token);
const statuses = (state: { tiers: { itemStatus: number }[] }) => state.tiers.map((tier) => tier.itemStatus);
const dayId = (day: number) => DEPOSIT_STREAK_DAYS[day - 1]?.id ?? 0;

async function activityCoin(userId: number) {
  return server.conn.db
    .select({ amount: ledger.amount, ref: ledger.ref })
    .from(ledger)
    .where(and(eq(ledger.userId, userId), eq(ledger.kind, 'activity')));
}

async function claimsOf(userId: number, activityType: number) {
  return server.conn.db
    .select()
    .from(activityClaims)
    .where(and(eq(activityClaims.userId, userId), eq(activityClaims.activityType, activityType)));
}

describe('deposit streak (rechargeBonusCollection8)', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('reaches a day per Manila date of enough paid deposits; each day claimed once; the coins rise', async () => {
    const empty = await streak();
    expect(statuses(empty)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(empty.streak).toEqual({ days: 0, next: 1, todayDone: false });
    expect(empty.tiers.map((tier) => tier.needRecharge)).toEqual(DEPOSIT_STREAK_DAYS.map((d) => d.minDeposit));
    expect((await claimTier(dayId(1))).json.errcode).toBe(1005);

    // ₱50 is short of day 1's ₱100; with ₱60 more, today is day 1.
    await paid(5_000);
    expect((await streak()).streak?.todayDone).toBe(false);
    await paid(6_000);
    const today = await streak();
    expect(today.totalRecharge).toBe(11_000);
    expect(today.streak).toEqual({ days: 1, next: 2, todayDone: true });
    expect(statuses(today)).toEqual([1, 0, 0, 0, 0, 0, 0]);

    const coin = await w.coin();
    const answer = parseAnswer('receiverRechargeBonusCollection6', (await claimTier(dayId(1))).json);
    expect(answer.propList).toEqual([{ propId: 2001, count: DEPOSIT_STREAK_DAYS[0]?.coin }]);
    expect(statuses(answer.rechargeBonusCollection)).toEqual([2, 0, 0, 0, 0, 0, 0]);
    expect(await w.coin()).toBe(coin + (DEPOSIT_STREAK_DAYS[0]?.coin ?? 0));
    expect((await claimTier(dayId(1))).json.errcode).toBe(1004);
    expect((await claimTier(dayId(2))).json.errcode).toBe(1005);
  });

  it('counts a deposit paid through the wallet (recharge3, then the provider pays it)', async () => {
    const order = await w.call('recharge3', { amount: 20_000, version: 4, actType: 0, rechargeType: 1 });
    const { orderId } = parseAnswer('recharge3', order.json);
    expect((await streak()).streak?.todayDone).toBe(false);
    await completeDeposit(server.conn.db, orderId, 'paid', Date.now());
    expect(statuses(await streak())).toEqual([1, 0, 0, 0, 0, 0, 0]);
    expect((await ladder()).totalRecharge).toBe(20_000);
  });

  it('pays one of 50 concurrent claims of a day, once', async () => {
    await paid(10_000);
    const user = await w.user();
    const answers = await Promise.all(Array.from({ length: 50 }, () => claimTier(dayId(1))));
    const codes = answers.map((a) => a.json.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 1004)).toHaveLength(49);
    expect((await activityCoin(user.id)).map((row) => row.amount)).toEqual([DEPOSIT_STREAK_DAYS[0]?.coin]);
    expect(await claimsOf(user.id, DEPOSIT_STREAK_ACTIVITY)).toHaveLength(1);
  });
});

describe('the streak rules (streakOf, by Manila date)', () => {
  const D = 20_000;
  const map = (entries: [number, number][]) => new Map(entries);

  it('climbs a day per consecutive date with enough deposits, keeps yesterday alive today', () => {
    const s = streakOf(
      map([
        [D, 10_000],
        [D + 1, 10_000],
        [D + 2, 20_000],
      ]),
      D + 3,
    );
    expect(s).toEqual({ week: [D, D + 1, D + 2], todayDone: false, next: 4, today: 0 });
    expect(
      streakOf(
        map([
          [D, 10_000],
          [D + 1, 10_000],
          [D + 3, 20_000],
        ]),
        D + 3,
      ).todayDone,
    ).toBe(true);
  });

  it('a missed date restarts; a short date that reaches day 1 starts over there; a week ends after day 7', () => {
    // A gap: yesterday had no deposit, so today is day 1 again.
    expect(
      streakOf(
        map([
          [D, 10_000],
          [D + 2, 10_000],
        ]),
        D + 2,
      ),
    ).toMatchObject({ week: [D + 2], next: 2 });
    // Day 3 needs ₱200: ₱100 starts a new streak at day 1.
    expect(
      streakOf(
        map([
          [D, 10_000],
          [D + 1, 10_000],
          [D + 2, 10_000],
        ]),
        D + 3,
      ),
    ).toMatchObject({
      week: [D + 2],
      next: 2,
    });
    // Less than ₱100: the streak ends.
    expect(
      streakOf(
        map([
          [D, 10_000],
          [D + 1, 5_000],
        ]),
        D + 2,
      ),
    ).toMatchObject({ week: [], next: 1 });
    // Today falling short keeps the week shown: more deposits today can still make it.
    expect(
      streakOf(
        map([
          [D, 10_000],
          [D + 1, 5_000],
        ]),
        D + 1,
      ),
    ).toMatchObject({ week: [D], todayDone: false });
    const week = DEPOSIT_STREAK_DAYS.map((day, i): [number, number] => [D + i, day.minDeposit]);
    expect(streakOf(map(week), D + 7)).toMatchObject({ week: week.map(([d]) => d), next: 1 });
    expect(streakOf(map([...week, [D + 7, 10_000]]), D + 7)).toMatchObject({ week: [D + 7], next: 2 });
  });

  it('shows the days reached on the server clock and lets a day be claimed the next date', async () => {
    await w.start();
    await paid(10_000, Date.now() - DAY);
    await paid(10_000);
    const state = await streak();
    expect(statuses(state)).toEqual([1, 1, 0, 0, 0, 0, 0]);
    expect(manilaDay(Date.now()) - manilaDay(Date.now() - DAY)).toBe(1);
    await w.ok('receiverRechargeBonusCollection6', { id: dayId(1) });
    await w.ok('receiverRechargeBonusCollection6', { id: dayId(2) });
    // Tomorrow without a deposit: still this week (today may extend it); the day after, the streak is gone.
    await w.setClock(DAY);
    let token = await server.login('demo');
    expect(statuses(await streak(token))).toEqual([2, 2, 0, 0, 0, 0, 0]);
    await w.setClock(2 * DAY);
    token = await server.login('demo');
    expect(statuses(await streak(token))).toEqual([0, 0, 0, 0, 0, 0, 0]);
    await w.setClock(0);
  });
});

describe('ladder recharge (rechargeBonusCollection6)', () => {
  beforeEach(async () => {
    await w.start();
  });

  it("climbs tiers with this Manila month's paid deposits; each tier once; the month ends the period", async () => {
    const month = manilaMonth(Date.now());
    const start = await ladder();
    expect(start.expireTime).toBe(month.end.getTime());
    expect(start.tiers.map((tier) => tier.needRecharge)).toEqual(LADDER_TIERS.map((tier) => tier.needRecharge));
    // Last month's deposits do not count.
    await paid(5_000_000, month.start.getTime() - 1);
    await paid(30_000);
    await paid(200_000);
    const state = await ladder();
    expect(state.totalRecharge).toBe(230_000);
    expect(statuses(state)).toEqual([1, 1, 0, 0, 0]);
    const coin = await w.coin();
    await w.ok('receiverRechargeBonusCollection6', { id: LADDER_TIERS[1]?.id });
    expect(await w.coin()).toBe(coin + (LADDER_TIERS[1]?.coin ?? 0));
    expect(statuses(await ladder())).toEqual([1, 2, 0, 0, 0]);
    expect((await claimTier(LADDER_TIERS[1]?.id ?? 0)).json.errcode).toBe(1004);
    expect((await claimTier(LADDER_TIERS[2]?.id ?? 0)).json.errcode).toBe(1005);
    expect((await claimTier(9_999)).json.errcode).toBe(1010);
  });

  it('months are Manila calendar months', () => {
    const lastOfJanuary = Date.UTC(2026, 0, 31, 15, 59, 59); // 23:59:59 in Manila
    expect(manilaMonth(lastOfJanuary).number + 1).toBe(manilaMonth(lastOfJanuary + 1_000).number);
    expect(manilaMonth(lastOfJanuary + 1_000).start.getTime()).toBe(lastOfJanuary + 1_000);
  });

  it('pays one of 50 concurrent claims of a tier, once', async () => {
    await paid(50_000);
    const user = await w.user();
    const id = LADDER_TIERS[0]?.id ?? 0;
    const codes = (await Promise.all(Array.from({ length: 50 }, () => claimTier(id)))).map((a) => a.json.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 1004)).toHaveLength(49);
    expect((await activityCoin(user.id)).map((row) => row.amount)).toEqual([LADDER_TIERS[0]?.coin]);
    expect(await claimsOf(user.id, LADDER_RECHARGE_ACTIVITY)).toHaveLength(1);
  });
});

describe('cash bonus (cashBonus, cashBonusReceive, hasFund)', () => {
  beforeEach(async () => {
    await w.start();
  });

  const fund = async () => parseAnswer('cashBonus', await w.ok('cashBonus')).cashBonus;
  const hasFund = async () => parseAnswer('getActivityIds', await w.ok('getActivityIds')).hasFund;

  it('accrues 5 % of paid deposits, released by 5 % of bets since, claimable from ₱1; hasFund follows', async () => {
    expect(await fund()).toMatchObject({ accrued: 0, claimable: 0, itemStatus: 0 });
    expect(await hasFund()).toBe(false);
    await paid(100_000);
    expect(await fund()).toMatchObject({ deposits: 100_000, accrued: 5_000, released: 0, itemStatus: 0 });
    expect((await w.call('cashBonusReceive')).json.errcode).toBe(1005);
    // ₱10 of bets release ₱0.50: below ₱1, not yet claimable.
    await bet(1_000);
    expect(await fund()).toMatchObject({ released: 50, claimable: 50, itemStatus: 0 });
    expect(await hasFund()).toBe(false);
    await bet(30_000);
    expect(await fund()).toMatchObject({ released: 1_550, claimable: 1_550, itemStatus: 1 });
    expect(await hasFund()).toBe(true);

    const coin = await w.coin();
    const paidOut = parseAnswer('cashBonusReceive', await w.ok('cashBonusReceive'));
    expect(paidOut.propList).toEqual([{ propId: 2001, count: 1_550 }]);
    expect(paidOut.cashBonus).toMatchObject({ claimed: 1_550, claimable: 0, itemStatus: 0 });
    expect(await w.coin()).toBe(coin + 1_550);
    expect(await hasFund()).toBe(false);
    // Never beyond what accrued: a large bet releases the rest, ₱50 in all.
    await bet(80_000);
    expect(await fund()).toMatchObject({ released: 5_000, claimable: 3_450, itemStatus: 1 });
    await w.ok('cashBonusReceive');
    expect(await fund()).toMatchObject({ claimed: 5_000, claimable: 0 });
  });

  it('fundOf: floors to hundredths, caps the release at what accrued, each amount at its own rate', () => {
    const at5 = (amount: number) => [{ amount, bps: 500 }];
    expect(fundOf(at5(1_999), [], 0).accrued).toBe(99);
    expect(fundOf(at5(10_000), at5(1_000_000), 0)).toMatchObject({ released: 500, claimable: 500, ready: true });
    expect(fundOf(at5(10_000), at5(1_000_000), 500)).toMatchObject({ claimable: 0, ready: false });
    // Two days at two rates: ₱100 at 5 % and ₱100 at 10 %, floored once (not per day).
    const twoDays = [
      { amount: 10_000, bps: 500 },
      { amount: 10_001, bps: 1_000 },
    ];
    expect(fundOf(twoDays, [], 0).accrued).toBe(1_500);
    // The smallest claim is the caller's (the operator's of the day).
    expect(fundOf(at5(10_000), at5(1_000_000), 0, 1_000)).toMatchObject({ claimable: 500, ready: false });
  });

  it('pays one of 50 concurrent claims, once', async () => {
    await paid(100_000);
    await bet(100_000);
    const user = await w.user();
    const codes = (await Promise.all(Array.from({ length: 50 }, () => w.call('cashBonusReceive')))).map(
      (a) => a.json.errcode,
    );
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    // A claim that read the past before the paid one committed collides on its number (1004); one that read after
    // it finds nothing left (1005).
    expect(codes.filter((c) => c === 1004 || c === 1005)).toHaveLength(49);
    expect((await activityCoin(user.id)).map((row) => row.amount)).toEqual([5_000]);
    expect(await claimsOf(user.id, FUND_ACTIVITY)).toHaveLength(1);
  });
});
