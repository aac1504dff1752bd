import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { manilaDay } from '../../server/activity/freeSign';
import { activityClaims, ledger, seasonItems } from '../../server/db/schema';
import { post } from '../../server/ledger';
import {
  CHRISTMAS_ACTIVITY,
  CHRISTMAS_EXTRA_COIN,
  CHRISTMAS_SIGN_COIN,
  christmasBoxCoin,
  NEW_YEAR_ACTIVITY,
  NEW_YEAR_BOX_PESOS,
  NEW_YEAR_LOTTERY_PESOS,
} from '../../src/api/contract/promotions';
import { parseAnswer, setupServer } from './harness';
import { paidDeposit } from './paidDeposit';
import { walletTools } from './walletTools';

/**
 * Christmas (37) and New Year (38) (docs/promotions.md "Seasonal events"): the dates on the server's clock (moved
 * by the test clock control), every claim refused outside them, paid once under 50 at a time, items spent once.
 */

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const DAY = 86_400_000;
/** Noon in Manila of a date. */
const manilaNoon = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day, 4);
const DEC_10 = manilaNoon(2026, 12, 10);
const DEC_28 = manilaNoon(2026, 12, 28);

/** Moves the server clock to `at` and logs the demo player in then. */
async function moveTo(at: number): Promise<string> {
  await w.setClock(at - Date.now());
  return server.login('demo');
}

/** A paid deposit at `at` (./paidDeposit.ts). */
async function paid(amount: number, at: number) {
  const user = await w.user();
  await paidDeposit(server, user.id, `seasonal-${at}-${amount}`, amount, at);
}

const activityIds = async (token: string) =>
  parseAnswer('getActivityIds', await w.ok('getActivityIds', {}, token)).activityIds;
const christmas = async (token: string) =>
  parseAnswer('christmasUser', await w.ok('christmasUser', {}, token)).christmasUser;
const newYear = async (token: string) => parseAnswer('newYearUser', await w.ok('newYearUser', {}, token)).newYearUser;
const errcode = async (name: Parameters<typeof w.call>[0], token: string, body = {}) =>
  (await w.call(name, body, token)).json.errcode;

async function activityLedger(userId: number) {
  return server.conn.db
    .select({ amount: ledger.amount, ref: ledger.ref })
    .from(ledger)
    .where(and(eq(ledger.userId, userId), eq(ledger.kind, 'activity')));
}

describe('seasonal events: dates', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('before the dates: says when each opens, refuses claims (1001), lists neither', async () => {
    const token = await moveTo(manilaNoon(2026, 11, 26));
    expect(await christmas(token)).toMatchObject({
      phase: 'upcoming',
      start: Date.UTC(2026, 11, 1) - 8 * 3_600_000,
      end: Date.UTC(2026, 11, 26) - 8 * 3_600_000,
      expireTime: Date.UTC(2026, 11, 1) - 8 * 3_600_000,
      day: 0,
    });
    expect(await newYear(token)).toMatchObject({
      phase: 'upcoming',
      start: Date.UTC(2026, 11, 26) - 8 * 3_600_000,
      end: Date.UTC(2027, 0, 8) - 8 * 3_600_000,
    });
    expect(await errcode('christmasSign', token)).toBe(1001);
    expect(await errcode('newYearReceiveTask', token, { id: 1 })).toBe(1001);
    const ids = await activityIds(token);
    expect(ids).not.toContain(CHRISTMAS_ACTIVITY);
    expect(ids).not.toContain(NEW_YEAR_ACTIVITY);
    await w.setClock(0);
  });

  it('after the dates: ended (1002), listed no more; much later, the next season is upcoming', async () => {
    let token = await moveTo(manilaNoon(2027, 1, 20));
    expect((await christmas(token)).phase).toBe('ended');
    expect(await newYear(token)).toMatchObject({ phase: 'ended', expireTime: -1 });
    expect(await errcode('christmasOpen', token)).toBe(1002);
    expect(await errcode('newYearBoxOpen', token)).toBe(1002);
    const ids = await activityIds(token);
    expect(ids).not.toContain(CHRISTMAS_ACTIVITY);
    expect(ids).not.toContain(NEW_YEAR_ACTIVITY);
    token = await moveTo(manilaNoon(2027, 6, 1));
    expect(await christmas(token)).toMatchObject({ phase: 'upcoming', start: Date.UTC(2027, 11, 1) - 8 * 3_600_000 });
    await w.setClock(0);
  });
});

describe('Christmas (christmasUser, Sign, Open, Receive, Extra)', () => {
  beforeEach(async () => {
    await w.start();
  });

  it("signs in, opens today's box (its day's fixed prize), receives a milestone and the extra box, each once", async () => {
    const token = await moveTo(DEC_10);
    const user = await w.user();
    expect(await activityIds(token)).toContain(CHRISTMAS_ACTIVITY);
    const state = await christmas(token);
    expect(state).toMatchObject({ phase: 'running', day: 10, signedToday: false, expireTime: DEC_10 + 12 * 3_600_000 });
    expect(state.boxes).toHaveLength(25);
    expect(await errcode('christmasOpen', token)).toBe(1005);

    const coin = await w.coin();
    const signed = parseAnswer('christmasSign', await w.ok('christmasSign', {}, token));
    expect(signed.propList).toEqual([{ propId: 2001, count: CHRISTMAS_SIGN_COIN }]);
    expect(signed.christmasUser.boxes[9]?.itemStatus).toBe(1);
    expect(await errcode('christmasSign', token)).toBe(1004);

    // Six boxes of earlier days opened before: today's makes seven, the first milestone.
    const today = manilaDay(DEC_10);
    await server.conn.db
      .insert(activityClaims)
      .values(
        [1, 2, 3, 4, 5, 6].map((back) => ({ userId: user.id, activityType: 37, awardId: today - back, propId: 2 })),
      );
    expect(await errcode('christmasReceive', token, { id: 7 })).toBe(1005);
    const opened = parseAnswer('christmasOpen', await w.ok('christmasOpen', {}, token));
    expect(opened.propList).toEqual([{ propId: 2001, count: christmasBoxCoin(10) }]);
    expect(opened.christmasUser.boxes.filter((box) => box.itemStatus === 2)).toHaveLength(7);
    expect(opened.christmasUser.milestones.map((m) => m.itemStatus)).toEqual([1, 0, 0]);
    expect(await errcode('christmasOpen', token)).toBe(1004);
    const milestone = parseAnswer('christmasReceive', await w.ok('christmasReceive', { id: 7 }, token));
    expect(milestone.christmasUser.milestones[0]?.itemStatus).toBe(2);
    expect(await errcode('christmasReceive', token, { id: 7 })).toBe(1004);
    expect(await errcode('christmasReceive', token, { id: 8 })).toBe(1010);

    // The extra box: a paid deposit within the dates (one from before them does not count).
    await paid(10_000, manilaNoon(2026, 11, 20));
    expect(await errcode('christmasExtra', token)).toBe(1007);
    await paid(10_000, DEC_10 - DAY);
    const extra = parseAnswer('christmasExtra', await w.ok('christmasExtra', {}, token));
    expect(extra.propList).toEqual([{ propId: 2001, count: CHRISTMAS_EXTRA_COIN }]);
    expect(await errcode('christmasExtra', token)).toBe(1004);

    expect(await w.coin()).toBe(
      coin + 20_000 + CHRISTMAS_SIGN_COIN + christmasBoxCoin(10) + 1_000 + CHRISTMAS_EXTRA_COIN,
    );
    expect((await activityLedger(user.id)).map((row) => row.ref)).toEqual([
      `user:${user.id}:christmas:sign:${today}:2001`,
      `user:${user.id}:christmas:box:${today}:2001`,
      `user:${user.id}:christmas:milestone:${manilaDay(manilaNoon(2026, 12, 1))}:7:2001`,
      `user:${user.id}:christmas:extra:${manilaDay(manilaNoon(2026, 12, 1))}:2001`,
    ]);
    await w.setClock(0);
  });

  it("pays one of 50 concurrent opens of today's box, once", async () => {
    const token = await moveTo(DEC_10);
    const user = await w.user();
    await w.ok('christmasSign', {}, token);
    const codes = (await Promise.all(Array.from({ length: 50 }, () => w.call('christmasOpen', {}, token)))).map(
      (answer) => answer.json.errcode,
    );
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === 1004)).toHaveLength(49);
    expect((await activityLedger(user.id)).map((row) => row.amount)).toEqual([
      CHRISTMAS_SIGN_COIN,
      christmasBoxCoin(10),
    ]);
    await w.setClock(0);
  });
});

describe('New Year (newYearUser, Share, ReceiveTask, BoxOpen, Open, Extra)', () => {
  beforeEach(async () => {
    await w.start();
  });

  const held = (state: { items: { propId: number; count: number }[] }) => state.items.map((item) => item.count);
  const statuses = (state: { tasks: { itemStatus: number }[] }) => state.tasks.map((task) => task.itemStatus);

  it('collects task items once a day, opens a box and the lottery with them (drawn, paid, listed masked)', async () => {
    let token = await moveTo(DEC_28);
    const user = await w.user();
    expect(await activityIds(token)).toContain(NEW_YEAR_ACTIVITY);
    const state = await newYear(token);
    expect(state).toMatchObject({ phase: 'running', day: 3 });
    expect(held(state)).toEqual([0, 0, 0, 0]);
    expect(statuses(state)).toEqual([1, 0, 0, 0]);
    expect(await errcode('newYearBoxOpen', token)).toBe(1005);
    expect(await errcode('newYearReceiveTask', token, { id: 2 })).toBe(1005);

    const login = parseAnswer('newYearReceiveTask', await w.ok('newYearReceiveTask', { id: 1 }, token));
    expect(login.propList).toEqual([
      { propId: 40001, count: 1 },
      { propId: 40002, count: 1 },
    ]);
    expect(held(login.newYearUser)).toEqual([1, 1, 0, 0]);
    expect(await errcode('newYearReceiveTask', token, { id: 1 })).toBe(1004);

    // Deposit, bets of ₱100 and a share complete the other tasks.
    await paid(10_000, DEC_28 - 3_600_000);
    await server.conn.db.transaction((tx) =>
      post(tx, { userId: user.id, amount: -10_000, kind: 'game:bet', ref: 'seasonal-bet' }),
    );
    await server.conn.db
      .update(ledger)
      .set({ createdAt: new Date(DEC_28) })
      .where(eq(ledger.ref, 'seasonal-bet'));
    expect(statuses(parseAnswer('newYearShare', await w.ok('newYearShare', {}, token)).newYearUser)).toEqual([
      2, 1, 1, 1,
    ]);
    for (const id of [2, 3, 4]) await w.ok('newYearReceiveTask', { id }, token);
    const extra = parseAnswer('newYearExtra', await w.ok('newYearExtra', {}, token));
    expect(held(extra.newYearUser)).toEqual([2, 3, 2, 2]);
    expect(await errcode('newYearExtra', token)).toBe(1004);

    const coin = await w.coin();
    const box = parseAnswer('newYearBoxOpen', await w.ok('newYearBoxOpen', {}, token));
    const boxCoin = box.propList[0]?.count ?? 0;
    expect(boxCoin % 100).toBe(0);
    expect(boxCoin).toBeGreaterThanOrEqual(NEW_YEAR_BOX_PESOS.min * 100);
    expect(boxCoin).toBeLessThanOrEqual(NEW_YEAR_BOX_PESOS.max * 100);
    expect(held(box.newYearUser)).toEqual([1, 2, 2, 2]);
    token = await moveTo(DEC_28 + 60_000);
    const lottery = parseAnswer('newYearOpen', await w.ok('newYearOpen', {}, token));
    const lotteryCoin = lottery.propList[0]?.count ?? 0;
    expect(lotteryCoin).toBeGreaterThanOrEqual(NEW_YEAR_LOTTERY_PESOS.min * 100);
    expect(lotteryCoin).toBeLessThanOrEqual(NEW_YEAR_LOTTERY_PESOS.max * 100);
    expect(held(lottery.newYearUser)).toEqual([1, 2, 1, 1]);
    expect(await w.coin()).toBe(coin + boxCoin + lotteryCoin);

    // The ticker lists the real openings, newest first, the phone masked.
    const tips = parseAnswer('lobbyTips', await w.ok('lobbyTips', {}));
    expect(tips.newYearList.map((entry) => entry.amount)).toEqual([lotteryCoin, boxCoin]);
    for (const entry of tips.newYearList) {
      expect(entry.phone).toMatch(/^09\d{2}\*{4}\d{3}$/);
      // On the server's (moved) clock, within the season.
      expect(entry.timestamp).toBeGreaterThanOrEqual(DEC_28);
    }
    await w.setClock(0);
  });

  it('spends a set of items once under 50 concurrent opens, and pays a task once under 50 receives', async () => {
    const token = await moveTo(DEC_28);
    const user = await w.user();
    const receives = await Promise.all(
      Array.from({ length: 50 }, () => w.call('newYearReceiveTask', { id: 1 }, token)),
    );
    expect(receives.filter((answer) => answer.json.errcode === 0)).toHaveLength(1);
    const opens = await Promise.all(Array.from({ length: 50 }, () => w.call('newYearBoxOpen', {}, token)));
    const codes = opens.map((answer) => answer.json.errcode);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === 1005)).toHaveLength(49);
    expect(await activityLedger(user.id)).toHaveLength(1);
    const items = await server.conn.db
      .select({ count: sql<number>`sum(${seasonItems.count})::int` })
      .from(seasonItems)
      .where(eq(seasonItems.userId, user.id));
    expect(items[0]?.count).toBe(0);
    await w.setClock(0);
  });
});
