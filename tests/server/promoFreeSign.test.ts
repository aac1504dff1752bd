import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { manilaDay } from '../../server/activity/freeSign';
import { activityClaims, ledger } from '../../server/db/schema';
import { FREE_SIGN_ACTIVITY, FREE_SIGN_DAY_COIN } from '../../src/api/contract/promotions';
import { parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const DAY = 86_400_000;

/** Moves the server clock `days` Manila dates on and logs in again (a day-old token has timed out). */
async function dayLater(days: number): Promise<string> {
  await w.setClock(days * DAY);
  return server.login('demo');
}

const load = async (token: string) => parseAnswer('loginBonus3User', await w.ok('loginBonus3User', {}, token));
const statuses = async (token: string) => (await load(token)).loginBonus3User.days.map((day) => day.itemStatus);

describe('daily sign-in (FreeSign: loginBonus3User, loginBonus3UserReceive)', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('pays day 1 to 7 on consecutive Manila dates, once a date, then starts a new week', async () => {
    const before = await w.coin();
    expect(await statuses(w.token)).toEqual([1, 0, 0, 0, 0, 0, 0]);
    // Not today's day: refused (1005); a day outside the calendar: bad input (the contract refuses it).
    expect((await w.call('loginBonus3UserReceive', { day: 2 })).json.errcode).toBe(1005);
    expect((await w.call('loginBonus3UserReceive', { day: 40 })).json.errcode).not.toBe(0);
    const first = parseAnswer('loginBonus3UserReceive', await w.ok('loginBonus3UserReceive', { day: 1 }));
    expect(first.propList).toEqual([{ propId: 2001, count: FREE_SIGN_DAY_COIN[0] }]);
    expect(first.loginBonus3User.loginDays).toBe(1);
    expect((await w.call('loginBonus3UserReceive', { day: 1 })).json.errcode).toBe(1004);
    expect((await w.call('loginBonus3UserReceive', { day: 2 })).json.errcode).toBe(1004);
    expect(await statuses(w.token)).toEqual([2, 0, 0, 0, 0, 0, 0]);

    let token = w.token;
    for (let day = 2; day <= 7; day++) {
      token = await dayLater(day - 1);
      expect((await load(token)).loginBonus3User.days[day - 1]?.itemStatus).toBe(1);
      await w.ok('loginBonus3UserReceive', { day }, token);
    }
    expect(await statuses(token)).toEqual([2, 2, 2, 2, 2, 2, 2]);
    const week = FREE_SIGN_DAY_COIN.reduce((a, b) => a + b, 0);
    expect(await w.coin()).toBe(before + week);

    token = await dayLater(7);
    expect(await statuses(token)).toEqual([1, 0, 0, 0, 0, 0, 0]);
    await w.ok('loginBonus3UserReceive', { day: 1 }, token);
    await w.setClock(0);
  });

  it('pays every player their own claim of the same Manila date (the ledger ref is per player)', async () => {
    const other = await server.login('9171234567');
    const otherBefore = parseAnswer('loginBonus3User', await w.ok('loginBonus3User', {}, other));
    expect(otherBefore.loginBonus3User.days[0]?.itemStatus).toBe(1);
    await w.ok('loginBonus3UserReceive', { day: 1 });
    const second = await w.call('loginBonus3UserReceive', { day: 1 }, other);
    expect(second.json.errcode).toBe(0);
    const paid = await server.conn.db
      .select({ userId: ledger.userId })
      .from(ledger)
      .where(and(eq(ledger.kind, 'activity'), eq(ledger.amount, FREE_SIGN_DAY_COIN[0] ?? 0)));
    expect(new Set(paid.map((row) => row.userId)).size).toBeGreaterThanOrEqual(2);
  });

  it('starts over at day 1 after a missed Manila date', async () => {
    await w.ok('loginBonus3UserReceive', { day: 1 });
    let token = await dayLater(1);
    await w.ok('loginBonus3UserReceive', { day: 2 }, token);
    token = await dayLater(3);
    const state = await load(token);
    expect(state.loginBonus3User.loginDays).toBe(0);
    expect(state.loginBonus3User.days.map((day) => day.itemStatus)).toEqual([1, 0, 0, 0, 0, 0, 0]);
    expect((await w.call('loginBonus3UserReceive', { day: 3 }, token)).json.errcode).toBe(1005);
    await w.ok('loginBonus3UserReceive', { day: 1 }, token);
    await w.setClock(0);
  });

  it('counts days by the Manila date: 15:59 and 16:00 UTC are two dates', () => {
    const lastMinute = Date.UTC(2026, 10, 23, 15, 59);
    expect(manilaDay(lastMinute + 60_000)).toBe(manilaDay(lastMinute) + 1);
    expect(manilaDay(Date.UTC(2026, 10, 23, 0, 0))).toBe(manilaDay(lastMinute));
  });

  it('pays one of 50 concurrent claims of the day, once', async () => {
    const user = await w.user();
    const answers = await Promise.all(Array.from({ length: 50 }, () => w.call('loginBonus3UserReceive', { day: 1 })));
    const codes = answers.map((a) => a.json.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 1004)).toHaveLength(49);
    expect(await w.coin()).toBe(user.coin + FREE_SIGN_DAY_COIN[0]!);
    const paid = await server.conn.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, user.id), eq(ledger.kind, 'activity')));
    expect(paid).toHaveLength(1);
    const claims = await server.conn.db
      .select()
      .from(activityClaims)
      .where(and(eq(activityClaims.userId, user.id), eq(activityClaims.activityType, FREE_SIGN_ACTIVITY)));
    expect(claims).toHaveLength(1);
  });

  it('lists FreeSign in the activity data and answers a one-shot test refusal once', async () => {
    const data = parseAnswer('getActivityIds', await w.ok('getActivityIds'));
    expect(data.activityMap[String(FREE_SIGN_ACTIVITY)]?.name).toBe('FreeSign');
    await w.control('activity/fail', { account: 'demo', call: 'loginBonus3User', errcode: 1002 });
    expect((await w.call('loginBonus3User')).json.errcode).toBe(1002);
    expect((await w.call('loginBonus3User')).json.errcode).toBe(0);
    expect((await server.call('loginBonus3User', {})).status).toBe(401);
  });
});
