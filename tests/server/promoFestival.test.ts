import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { manilaDay } from '../../server/activity/freeSign';
import { activityClaims, ledger, users } from '../../server/db/schema';
import {
  FESTIVAL_ACTIVITY,
  isFestivalDay,
  packetWindowAt,
  RED_PACKET_ACTIVITY,
  RED_PACKET_PESOS,
} from '../../src/api/contract/promotions';
import { parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const MINUTE = 60_000;

/** Moves the server clock to `at` (ms since the epoch) and logs the demo player in then (a session that old has ended). */
async function moveTo(at: number): Promise<string> {
  await w.setClock(at - Date.now());
  return server.login('demo');
}

async function deposited(totalRecharge: number) {
  const user = await w.user();
  await server.conn.db.update(users).set({ totalRecharge }).where(eq(users.id, user.id));
}

describe('festival red packets (festival, festivalRedPacket)', () => {
  const next = packetWindowAt(Date.now() + 20 * MINUTE);

  let token = '';

  beforeEach(async () => {
    await w.start();
  });

  it('says when the next window opens, refuses to open before it, and lists the festival on its days only', async () => {
    token = await moveTo(next.start - 5 * MINUTE);
    const state = parseAnswer('festival', await w.ok('festival', {}, token)).festival;
    expect(state).toMatchObject({ open: false, start: next.start, end: next.end, itemStatus: 0, packets: [] });
    expect((await w.call('festivalRedPacket', {}, token)).json.errcode).toBe(1001);
    // The window is on a festival day: the activity list has the festival (but not the day before, a payday never
    // following a payday).
    expect(parseAnswer('getActivityIds', await w.ok('getActivityIds', {}, token)).activityIds).toContain(
      FESTIVAL_ACTIVITY,
    );
    const dayBefore = next.start - 86_400_000;
    expect(isFestivalDay(manilaDay(dayBefore))).toBe(false);
    token = await moveTo(dayBefore);
    expect(parseAnswer('getActivityIds', await w.ok('getActivityIds', {}, token)).activityIds).not.toContain(
      FESTIVAL_ACTIVITY,
    );
    await w.setClock(0);
  });

  it('in a window: a depositor opens one packet of whole pesos in range, paid through the ledger; the next window opens another', async () => {
    token = await moveTo(next.start + MINUTE);
    expect((await w.call('festivalRedPacket', {}, token)).json.errcode).toBe(1007);
    await deposited(10_000);
    const before = await w.coin();
    const opened = parseAnswer('festivalRedPacket', await w.ok('festivalRedPacket', {}, token));
    const amount = opened.propList[0]?.count ?? 0;
    expect(amount % 100).toBe(0);
    expect(amount).toBeGreaterThanOrEqual(RED_PACKET_PESOS.min * 100);
    expect(amount).toBeLessThanOrEqual(RED_PACKET_PESOS.max * 100);
    expect(opened.festival).toMatchObject({ open: true, itemStatus: 2, packets: [{ start: next.start, amount }] });
    expect(await w.coin()).toBe(before + amount);
    expect((await w.call('festivalRedPacket', {}, token)).json.errcode).toBe(1004);
    // The load reads the same back.
    expect(parseAnswer('festival', await w.ok('festival', {}, token)).festival.packets).toEqual([
      { start: next.start, amount },
    ]);

    // After the window: the next one, then a second packet.
    const later = packetWindowAt(next.end);
    token = await moveTo(next.end);
    expect(parseAnswer('festival', await w.ok('festival', {}, token)).festival).toMatchObject({
      open: later.start <= next.end,
      start: later.start,
      itemStatus: later.start <= next.end ? 1 : 0,
    });
    token = await moveTo(later.start);
    const second = parseAnswer('festivalRedPacket', await w.ok('festivalRedPacket', {}, token));
    expect(second.festival.packets.map((packet) => packet.start)).toEqual([later.start, next.start]);
    await w.setClock(0);
  });

  it('pays one of 50 concurrent opens, once', async () => {
    token = await moveTo(next.start + MINUTE);
    await deposited(10_000);
    const user = await w.user();
    const answers = await Promise.all(Array.from({ length: 50 }, () => w.call('festivalRedPacket', {}, token)));
    const codes = answers.map((a) => a.json.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 1004)).toHaveLength(49);
    const rows = await server.conn.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, user.id), eq(ledger.kind, 'activity')));
    expect(rows).toHaveLength(1);
    const claims = await server.conn.db
      .select()
      .from(activityClaims)
      .where(and(eq(activityClaims.userId, user.id), eq(activityClaims.activityType, RED_PACKET_ACTIVITY)));
    expect(claims).toHaveLength(1);
    await w.setClock(0);
  });
});
