import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { manilaDay, manilaDayStart } from '../../server/activity/freeSign';
import { activityClaims, festivalPacketSettings, ledger, promotionSettings, users } from '../../server/db/schema';
import { API_BASE } from '../../src/api/contract/define';
import { endpoints } from '../../src/api/contract/map';
import { DEFAULT_PROMOS, type PromoSettingsAnswer } from '../../src/api/contract/promoSettings';
import {
  FESTIVAL_ACTIVITY,
  isFestivalDay,
  packetWindowAt,
  RED_PACKET_ACTIVITY,
} from '../../src/api/contract/promotions';
import { parseAnswer, setupServer } from './harness';
import { opsTools } from './opsTools';
import { walletTools } from './walletTools';

/**
 * The payday festival's days of the month set in /ops Promotions: 1 to 10 distinct days from 1 to 31 (a day beyond
 * a month's length is its last day), checked whole with the field named and nothing stored on a refusal, counting
 * from the next Manila day. The day of the change stays a festival day (its open window keeps its key and pays once
 * of 50 opens); from the next day the new days hold: a packet on a day removed answers closed, the activity list
 * and the players' web config follow the days in force, and the festival answer says them.
 */
const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const ops = opsTools(server);
const MINUTE = 60_000;
const DAY_MS = 86_400_000;
const base = DEFAULT_PROMOS.festival;
const NOT_STARTED = 1001;
const ALREADY_OPENED = 1004;

/** The day of the month (Manila) of Manila day number `day`. */
const dateOf = (day: number) => new Date(day * DAY_MS).getUTCDate();

async function moveTo(at: number): Promise<string> {
  await w.setClock(at - Date.now());
  return server.login('demo');
}

/** The festival days the players' web config says today (the festival's terms), as a guest's appConfig gets it. */
async function configDays(): Promise<number[] | undefined> {
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' };
  const res = await server.app.request(`${API_BASE}${endpoints.appConfig.path}`, init);
  return parseAnswer('appConfig', await res.json()).webConfig.festivalDays;
}

const festivalOf = async (token: string) => parseAnswer('festival', await w.ok('festival', {}, token)).festival;
const listed = async (token: string) =>
  parseAnswer('getActivityIds', await w.ok('getActivityIds', {}, token)).activityIds.includes(FESTIVAL_ACTIVITY);

async function fiftyOpens(token: string): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: 50 }, () => w.call('festivalRedPacket', {}, token)));
  return answers.map((answer) => Number(answer.json.errcode));
}

async function redPackets(userId: number) {
  const [paid, claims] = await Promise.all([
    server.conn.db
      .select({ amount: ledger.amount })
      .from(ledger)
      .where(and(eq(ledger.userId, userId), eq(ledger.kind, 'activity'))),
    server.conn.db
      .select({ awardId: activityClaims.awardId })
      .from(activityClaims)
      .where(and(eq(activityClaims.userId, userId), eq(activityClaims.activityType, RED_PACKET_ACTIVITY))),
  ]);
  return { paid: paid.length, claims: claims.length };
}

describe('/ops promotions: the festival days', () => {
  // The next window of the product's days (20 minutes on, so the test's moves stay ahead of the real clock).
  const next = packetWindowAt(Date.now() + 20 * MINUTE);
  const day = manilaDay(next.start);
  // The days saved on that festival day: the next day's date alone, so the day of the change is removed.
  const CHANGED = { ...base, days: [dateOf(day + 1)] };
  // The next date after tomorrow that the product's days had and the saved ones do not.
  let removed = day + 2;
  while (!isFestivalDay(removed) || isFestivalDay(removed, CHANGED.days)) removed += 1;

  beforeEach(async () => {
    await w.start();
  });

  it('refuses no day, a day listed twice, a day that is none of a month or too many days; nothing stored', async () => {
    const marketing = await ops.session('marketing');
    const send = async (days: unknown) => (await ops.post('/promotions/festival', marketing, { ...base, days })).json;
    expect((await send([])).error).toBe('festival.days: Festival days have at least one day.');
    expect((await send([15, 1, 15])).error).toBe('festival.days.2: Festival day 3 (15) is listed once.');
    expect((await send([0])).error).toBe('festival.days.0: Festival day 1 is a day of the month from 1.');
    expect((await send([32])).error).toBe('festival.days.0: Festival day 1 is a day of the month until 31.');
    expect((await send([1.5])).error).toBe('festival.days.0: Festival day 1 is a whole day of the month (1 to 31).');
    expect((await send('15, 31')).error).toBe(
      'festival.days: Festival days are days of the month (1 to 31) separated by commas.',
    );
    expect((await send(Array.from({ length: 11 }, (_, i) => i + 1))).error).toBe(
      'festival.days: Festival days have at most 10 days.',
    );
    // Support and finance have no part in the promotions.
    const finance = await ops.session('finance');
    expect((await ops.post('/promotions/festival', finance, CHANGED)).status).toBe(403);
    expect(await server.conn.db.select().from(promotionSettings)).toEqual([]);
    expect(await server.conn.db.select().from(festivalPacketSettings)).toEqual([]);
  });

  it('days typed out of order are stored in the month’s order', async () => {
    const marketing = await ops.session('marketing');
    const saved = await ops.post('/promotions/festival', marketing, { ...base, days: [31, 5, 20] });
    expect(saved.status).toBe(200);
    const page = (await ops.get('/promotions', marketing)).json as unknown as PromoSettingsAnswer;
    expect(page.promotions.festival.days).toEqual([5, 20, 31]);
    expect(page.festivalToday.days).toEqual(base.days);
  });

  it("a set stored before the days were the operator's keeps the product's days", async () => {
    // As a row written before migration 0055 reads: the column's default fills its days.
    const from = manilaDay(Date.now());
    await server.conn.db.execute(
      sql`INSERT INTO festival_packet_settings (from_day, windows, packet) VALUES (${from}, ${JSON.stringify(base.windows)}::jsonb, ${JSON.stringify(base.packet)}::jsonb)`,
    );
    const [row] = await server.conn.db.select({ days: festivalPacketSettings.days }).from(festivalPacketSettings);
    expect(row?.days).toEqual([15, 31]);
    const token = await moveTo(next.start - MINUTE);
    expect(await festivalOf(token)).toMatchObject({ start: next.start, days: base.days });
    await w.setClock(0);
  });

  it("counts from the next Manila day: today's open window still pays once; a day removed answers closed", async () => {
    let token = await moveTo(next.start + MINUTE);
    await server.conn.db.update(users).set({ totalRecharge: 10_000 }).where(eq(users.account, 'demo'));
    const user = await w.user();
    expect(await configDays()).toEqual(base.days);

    // Saved inside today's window: tomorrow's date alone from tomorrow on.
    const marketing = await ops.session('marketing', next.start + MINUTE);
    expect((await ops.post('/promotions/festival', marketing, CHANGED)).status).toBe(200);
    const page = (await ops.get('/promotions', marketing)).json as unknown as PromoSettingsAnswer;
    expect(page.promotions.festival.days).toEqual(CHANGED.days);
    expect(page.festivalToday.days).toEqual(base.days);
    expect(await server.conn.db.select({ days: festivalPacketSettings.days }).from(festivalPacketSettings)).toEqual([
      { days: CHANGED.days },
    ]);

    // Today is still a festival day: listed, its window open under its key, the days of today said; 50 opens pay once.
    expect(await listed(token)).toBe(true);
    expect(await festivalOf(token)).toMatchObject({ open: true, start: next.start, itemStatus: 1, days: base.days });
    expect(await configDays()).toEqual(base.days);
    const today = await fiftyOpens(token);
    expect(today.filter((code) => code === 0)).toHaveLength(1);
    expect(today.filter((code) => code === ALREADY_OPENED)).toHaveLength(49);
    expect(await redPackets(user.id)).toEqual({ paid: 1, claims: 1 });

    // Tomorrow, a festival day by the new days only: listed, its first window pays once of 50 opens.
    const tomorrow = packetWindowAt(manilaDayStart(day + 1), () => CHANGED);
    expect(manilaDay(tomorrow.start)).toBe(day + 1);
    token = await moveTo(tomorrow.start + MINUTE);
    expect(await listed(token)).toBe(true);
    expect(await configDays()).toEqual(CHANGED.days);
    expect(await festivalOf(token)).toMatchObject({ open: true, start: tomorrow.start, days: CHANGED.days });
    const opens = await fiftyOpens(token);
    expect(opens.filter((code) => code === 0)).toHaveLength(1);
    expect(await redPackets(user.id)).toEqual({ paid: 2, claims: 2 });

    // A date the product's days had, removed: inside what was its window, the festival is closed and not listed.
    token = await moveTo(manilaDayStart(removed) + (base.windows[0]?.start ?? 0) * MINUTE + MINUTE);
    expect(await listed(token)).toBe(false);
    const closed = await festivalOf(token);
    expect(closed.open).toBe(false);
    expect(closed.itemStatus).toBe(0);
    expect(isFestivalDay(manilaDay(closed.start), CHANGED.days)).toBe(true);
    expect(manilaDay(closed.start)).toBeGreaterThan(removed);
    expect(new Set(await fiftyOpens(token))).toEqual(new Set([NOT_STARTED]));
    expect(await redPackets(user.id)).toEqual({ paid: 2, claims: 2 });
    await w.setClock(0);
    // Sessions at three dates and 150 opens at once: some 15 s on a quiet machine, more on a busy one.
  }, 90_000);
});
