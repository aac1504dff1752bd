import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { depositLimits, playerLimits, recharges } from '../../server/db/schema';
import { AppError } from '../../server/errors';
import { nextLimit, setRealityCheck } from '../../server/player/limits';
import {
  LIMIT_MAX,
  LIMIT_MIN,
  LIMIT_RAISE_DELAY_MS,
  LIMIT_WINDOW_MS,
  REALITY_CHECK_DEFAULT,
  RG_ERRCODE,
} from '../../src/api/contract/responsibleGaming';
import { parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = LIMIT_WINDOW_MS.day;

/** The demo player's token at the current server clock (a 24 h move outlives the 30 min idle limit). */
let token = '';
async function relogin() {
  token = await server.login('demo');
  return token;
}
/** Moves the server clock (from real time) and logs in again at that time. */
async function at(offsetMs: number) {
  await w.setClock(offsetMs);
  return relogin();
}

async function settings(as = token) {
  return parseAnswer('rgSettings', await w.ok('rgSettings', {}, as));
}
async function limitOf(period: 'day' | 'week' | 'month', as = token) {
  return (await settings(as)).limits.find((l) => l.period === period)!;
}
async function setLimit(period: 'day' | 'week' | 'month', amount: number | null, as = token) {
  return w.call('rgSetDepositLimit', { period, amount }, as);
}
async function deposit(amount: number, rechargeType = 1, as = token, requestId?: string) {
  return w.call('recharge3', { amount, version: 4, actType: 0, rechargeType, ...(requestId ? { requestId } : {}) }, as);
}
async function paidDeposit(amount: number) {
  const order = parseAnswer('recharge3', (await deposit(amount)).json);
  expect((await w.payPage(order.payUrl!, 'paid')).result).toBe('paid');
  return order;
}
async function storedLimit(period: 'day' | 'week' | 'month') {
  const user = await w.user();
  const [row] = await server.conn.db
    .select()
    .from(depositLimits)
    .where(and(eq(depositLimits.userId, user.id), eq(depositLimits.period, period)));
  return row;
}

beforeEach(async () => {
  await w.start();
  token = w.token;
});

describe('rgSettings', () => {
  it('lists day, week and month with no limit, nothing used, nothing waiting, and the 60-minute reality check', async () => {
    const { code: _code, errcode: _errcode, ...data } = await settings();
    expect(data).toEqual({
      limits: [
        { period: 'day', amount: null, used: 0, pending: null },
        { period: 'week', amount: null, used: 0, pending: null },
        { period: 'month', amount: null, used: 0, pending: null },
      ],
      realityCheckMinutes: REALITY_CHECK_DEFAULT,
    });
    expect((await w.call('rgSettings', {}, '')).status).toBe(401);
  });

  it('used: paid and still-open deposits of each rolling window; failed and expired ones never count', async () => {
    await paidDeposit(30_000);
    // Open (URL channel, 30 min).
    expect((await deposit(20_000)).json.errcode).toBe(0);
    // Failed.
    const failed = parseAnswer('recharge3', (await deposit(40_000)).json);
    await w.payPage(failed.payUrl!, 'failed');
    // Expires after 10 min (QR channel).
    expect((await deposit(50_000, 2)).json.errcode).toBe(0);
    expect((await limitOf('day')).used).toBe(100_000);

    await at(11 * MIN);
    // The QR order expired: out. The open URL order (30 min) still counts.
    expect((await settings()).limits.map((l) => l.used)).toEqual([50_000, 50_000, 50_000]);
    await at(31 * MIN);
    expect((await settings()).limits.map((l) => l.used)).toEqual([30_000, 30_000, 30_000]);

    // Rolling windows: out of the day after 24 h, of the week after 7 days, of the month after 30 days.
    await at(DAY + MIN);
    expect((await settings()).limits.map((l) => l.used)).toEqual([0, 30_000, 30_000]);
    await at(LIMIT_WINDOW_MS.week + MIN);
    expect((await settings()).limits.map((l) => l.used)).toEqual([0, 0, 30_000]);
    await at(LIMIT_WINDOW_MS.month + MIN);
    expect((await settings()).limits.map((l) => l.used)).toEqual([0, 0, 0]);
  });

  it("counts only the player's own deposits", async () => {
    await paidDeposit(30_000);
    const other = await server.login('9171234567');
    expect((await limitOf('day', other)).used).toBe(0);
  });
});

describe('rgSetDepositLimit', () => {
  it('refuses an amount that is not whole pesos from ₱100 to ₱10,000,000 (5102) and changes nothing', async () => {
    for (const amount of [0, -10_000, LIMIT_MIN - 100, LIMIT_MIN + 50, LIMIT_MAX + 100]) {
      const res = await setLimit('day', amount);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ code: 200, errcode: RG_ERRCODE.settingInvalid });
    }
    expect(await storedLimit('day')).toBeUndefined();
    expect((await setLimit('day', LIMIT_MIN)).json.errcode).toBe(0);
    expect((await setLimit('week', LIMIT_MAX)).json.errcode).toBe(0);
    // Not a period of the contract, not a number: the body fails the schema (9002).
    expect((await w.call('rgSetDepositLimit', { period: 'year', amount: LIMIT_MIN })).json.errcode).toBe(9002);
    expect((await w.call('rgSetDepositLimit', { period: 'day', amount: 100.5 })).json.errcode).toBe(9002);
  });

  it('a first limit applies at once; a lower one at once; the same again at once; the answer is the new settings', async () => {
    const first = parseAnswer('rgSetDepositLimit', (await setLimit('day', 100_000)).json);
    expect(first.limits[0]).toEqual({ period: 'day', amount: 100_000, used: 0, pending: null });
    expect(first.limits.slice(1).map((l) => l.amount)).toEqual([null, null]);
    const lower = parseAnswer('rgSetDepositLimit', (await setLimit('day', 50_000)).json);
    expect(lower.limits[0]).toMatchObject({ amount: 50_000, pending: null });
    const same = parseAnswer('rgSetDepositLimit', (await setLimit('day', 50_000)).json);
    expect(same.limits[0]).toMatchObject({ amount: 50_000, pending: null });
    // Periods are independent.
    await setLimit('month', 2_000_000);
    expect((await settings()).limits.map((l) => l.amount)).toEqual([50_000, null, 2_000_000]);
  });

  it('a higher limit waits 24 h on the server clock; asking again replaces the wait; it applies, and is stored, when read', async () => {
    await setLimit('day', 100_000);
    const asked = await w.setClock(0);
    const raised = parseAnswer('rgSetDepositLimit', (await setLimit('day', 300_000)).json).limits[0]!;
    expect(raised.amount).toBe(100_000);
    expect(raised.pending?.amount).toBe(300_000);
    const from = raised.pending!.from;
    expect(from - (asked.now as number)).toBeGreaterThanOrEqual(LIMIT_RAISE_DELAY_MS);
    expect(from - (asked.now as number)).toBeLessThan(LIMIT_RAISE_DELAY_MS + 60_000);

    // Asking again an hour later replaces the wait (amount and time).
    await at(HOUR);
    const again = (await limitOf('day')).amount;
    expect(again).toBe(100_000);
    const replaced = parseAnswer('rgSetDepositLimit', (await setLimit('day', 500_000)).json).limits[0]!;
    expect(replaced.pending?.amount).toBe(500_000);
    expect(replaced.pending!.from).toBeGreaterThanOrEqual(from + HOUR);

    // 23 h after the second request: still waiting.
    await at(HOUR + 23 * HOUR);
    expect((await limitOf('day')).amount).toBe(100_000);
    expect((await storedLimit('day'))?.hasPending).toBe(1);
    // 24 h after it: applied by the read and stored.
    await at(HOUR + DAY + MIN);
    expect(await limitOf('day')).toEqual({ period: 'day', amount: 500_000, used: 0, pending: null });
    expect(await storedLimit('day')).toMatchObject({
      amount: 500_000,
      hasPending: 0,
      pendingAmount: null,
      pendingFrom: null,
    });
  });

  it('removing a limit (null) waits 24 h like a raise; removing where none applies changes nothing', async () => {
    expect(parseAnswer('rgSetDepositLimit', (await setLimit('week', null)).json).limits[1]).toMatchObject({
      amount: null,
      pending: null,
    });
    await setLimit('week', 200_000);
    const removing = parseAnswer('rgSetDepositLimit', (await setLimit('week', null)).json).limits[1]!;
    expect(removing).toMatchObject({ amount: 200_000, pending: { amount: null } });
    await at(DAY - MIN);
    expect((await limitOf('week')).amount).toBe(200_000);
    await at(DAY + MIN);
    expect(await limitOf('week')).toEqual({ period: 'week', amount: null, used: 0, pending: null });
    expect(await storedLimit('week')).toMatchObject({ amount: null, hasPending: 0 });
  });

  it('a lower limit while a raise waits applies at once and cancels the raise', async () => {
    await setLimit('day', 100_000);
    await setLimit('day', 300_000);
    expect((await limitOf('day')).pending?.amount).toBe(300_000);
    const lower = parseAnswer('rgSetDepositLimit', (await setLimit('day', 80_000)).json).limits[0]!;
    expect(lower).toMatchObject({ amount: 80_000, pending: null });
    await at(DAY + MIN);
    expect((await limitOf('day')).amount).toBe(80_000);
  });

  it('the rule itself: new, lower and equal at once; higher and removal wait; nothing to remove stays nothing', () => {
    const now = 1_000;
    expect(nextLimit(null, 500, now)).toEqual({ amount: 500, pending: null });
    expect(nextLimit(500, 400, now)).toEqual({ amount: 400, pending: null });
    expect(nextLimit(500, 500, now)).toEqual({ amount: 500, pending: null });
    expect(nextLimit(500, 600, now)).toEqual({
      amount: 500,
      pending: { amount: 600, from: now + LIMIT_RAISE_DELAY_MS },
    });
    expect(nextLimit(500, null, now)).toEqual({
      amount: 500,
      pending: { amount: null, from: now + LIMIT_RAISE_DELAY_MS },
    });
    expect(nextLimit(null, null, now)).toEqual({ amount: null, pending: null });
  });
});

describe('rgSetRealityCheck', () => {
  it('stores one of 15, 30, 45, 60, 90, 120 minutes; anything else is refused', async () => {
    const set = parseAnswer('rgSetRealityCheck', await w.ok('rgSetRealityCheck', { minutes: 15 }));
    expect(set.realityCheckMinutes).toBe(15);
    expect((await settings()).realityCheckMinutes).toBe(15);
    await w.ok('rgSetRealityCheck', { minutes: 120 });
    expect((await settings()).realityCheckMinutes).toBe(120);
    const user = await w.user();
    const rows = await server.conn.db.select().from(playerLimits).where(eq(playerLimits.userId, user.id));
    expect(rows).toHaveLength(1);
    // The contract lets only the offered values through (9002); the rule itself answers 5102.
    expect((await w.call('rgSetRealityCheck', { minutes: 20 })).json.errcode).toBe(9002);
    const refused = await setRealityCheck(server.conn.db, user.id, 20, Date.now()).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).errcode).toBe(RG_ERRCODE.settingInvalid);
    expect((await settings()).realityCheckMinutes).toBe(120);
  });
});

describe('recharge3 under deposit limits', () => {
  it('refuses (5101) a deposit that would pass the day limit, counting paid and open orders; the rest of the limit is still open', async () => {
    await setLimit('day', 100_000);
    await paidDeposit(40_000);
    expect((await deposit(30_000)).json.errcode).toBe(0);
    const over = await deposit(40_000);
    expect(over.status).toBe(200);
    expect(over.json).toMatchObject({ code: 200, errcode: RG_ERRCODE.depositOverLimit });
    expect(over.json.msg).toContain('daily deposit limit of ₱1,000.00');
    expect(over.json.msg).toContain('₱300.00');
    // Exactly up to the limit passes.
    expect((await deposit(30_000)).json.errcode).toBe(0);
    expect((await deposit(10_000)).json.errcode).toBe(RG_ERRCODE.depositOverLimit);
    expect((await limitOf('day')).used).toBe(100_000);
  });

  it('week and month limits hold over days; a failed order frees its share', async () => {
    await setLimit('week', 150_000);
    await paidDeposit(100_000);
    await at(2 * DAY);
    const failing = parseAnswer('recharge3', (await deposit(50_000)).json);
    expect((await deposit(10_000)).json.errcode).toBe(RG_ERRCODE.depositOverLimit);
    await w.payPage(failing.payUrl!, 'failed');
    await paidDeposit(50_000);
    await setLimit('month', 200_000);
    // Month: 150,000 so far; the week limit (150,000) refuses first anyway.
    const refused = await deposit(60_000);
    expect(refused.json.errcode).toBe(RG_ERRCODE.depositOverLimit);
    expect(refused.json.msg).toContain('weekly');
    await at(8 * DAY);
    // Out of the week, still inside the month: the month limit refuses.
    const monthly = await deposit(60_000);
    expect(monthly.json.errcode).toBe(RG_ERRCODE.depositOverLimit);
    expect(monthly.json.msg).toContain('monthly deposit limit of ₱2,000.00');
    expect((await deposit(50_000)).json.errcode).toBe(0);
  });

  it('a waiting raise does not count until its time; the deposit check itself applies it and stores it', async () => {
    await setLimit('day', 100_000);
    await setLimit('day', 500_000);
    expect((await deposit(150_000)).json.errcode).toBe(RG_ERRCODE.depositOverLimit);
    await at(DAY + MIN);
    // No settings read in between: recharge3 applies the raise.
    expect((await deposit(150_000)).json.errcode).toBe(0);
    expect(await storedLimit('day')).toMatchObject({ amount: 500_000, hasPending: 0 });
  });

  it('a removal applies after 24 h: then deposits are limited only by the channel', async () => {
    await setLimit('day', 100_000);
    await setLimit('day', null);
    expect((await deposit(150_000)).json.errcode).toBe(RG_ERRCODE.depositOverLimit);
    await at(DAY + MIN);
    expect((await deposit(150_000)).json.errcode).toBe(0);
    expect((await deposit(500_000)).json.errcode).toBe(0);
  });

  it('a lower limit refuses at once, below what is already used', async () => {
    await setLimit('day', 500_000);
    await paidDeposit(200_000);
    await setLimit('day', 100_000);
    const refused = await deposit(10_000);
    expect(refused.json.errcode).toBe(RG_ERRCODE.depositOverLimit);
    expect(refused.json.msg).toContain('cannot deposit more');
    expect((await limitOf('day')).used).toBe(200_000);
  });

  it('the channel range is checked first (3002); a repeated request id answers its order even at the limit', async () => {
    await setLimit('day', 100_000);
    expect((await deposit(5_000)).json.errcode).toBe(3002);
    const first = await deposit(100_000, 1, token, 'attempt-limit-00001');
    expect(first.json.errcode).toBe(0);
    const again = await deposit(100_000, 1, token, 'attempt-limit-00001');
    expect(again.json.errcode).toBe(0);
    expect(parseAnswer('recharge3', again.json).orderId).toBe(parseAnswer('recharge3', first.json).orderId);
    expect((await deposit(10_000, 1, token, 'attempt-limit-00002')).json.errcode).toBe(RG_ERRCODE.depositOverLimit);
  });

  it('20 concurrent deposits of ₱600 under a ₱1,000 day limit open exactly one order', async () => {
    await setLimit('day', 100_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(60_000)));
    const codes = answers.map((a) => a.json.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === RG_ERRCODE.depositOverLimit)).toHaveLength(19);
    const user = await w.user();
    const orders = await server.conn.db.select().from(recharges).where(eq(recharges.userId, user.id));
    expect(orders).toHaveLength(1);
    expect(orders[0]!.amount).toBe(60_000);
    expect((await limitOf('day')).used).toBe(60_000);
  }, 60_000);

  it('20 concurrent deposits of ₱300 under a ₱1,000 day limit open exactly three orders (₱900)', async () => {
    await setLimit('day', 100_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(30_000)));
    expect(answers.filter((a) => a.json.errcode === 0)).toHaveLength(3);
    expect(answers.filter((a) => a.json.errcode === RG_ERRCODE.depositOverLimit)).toHaveLength(17);
    expect((await limitOf('day')).used).toBe(90_000);
  }, 60_000);
});
