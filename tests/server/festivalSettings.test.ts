import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { manilaDay, manilaDayStart } from '../../server/activity/freeSign';
import { activityClaims, festivalPacketSettings, ledger, promotionSettings, users } from '../../server/db/schema';
import { readSetting } from '../../server/settings';
import { API_BASE } from '../../src/api/contract/define';
import { endpoints } from '../../src/api/contract/map';
import { DEFAULT_PROMOS, type PromoSettingsAnswer } from '../../src/api/contract/promoSettings';
import { packetWindowAt, RED_PACKET_ACTIVITY } from '../../src/api/contract/promotions';
import { parseAnswer, setupServer } from './harness';
import { opsTools } from './opsTools';
import { walletTools } from './walletTools';

/**
 * The payday festival's red packet windows and packet range set in /ops Promotions: checked whole (the refusal
 * naming the field, nothing stored), held to marketing and admin, audited, counting from the next Manila day. A
 * window of the day of the change keeps its times and key, a packet opened is never paid again, and a packet of a
 * later day is drawn from the configured range; the player's page gets the windows and range from the server.
 */
const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const ops = opsTools(server);
const MINUTE = 60_000;
const base = DEFAULT_PROMOS.festival;

/** The settings saved in the test: one long window, and packets of ₱50 to ₱60. */
const CHANGED = {
  ...base,
  windows: [{ start: 9 * 60, end: 23 * 60 }],
  packet: { min: 5_000, max: 6_000 },
};

/** Moves the server clock to `at` and logs the demo player in then (a session from before would have ended). */
async function moveTo(at: number): Promise<string> {
  await w.setClock(at - Date.now());
  return server.login('demo');
}

/** The largest packet the players' web config says (the festival's promotion card), as a guest's appConfig gets it. */
async function cardMax(): Promise<number | undefined> {
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' };
  const res = await server.app.request(`${API_BASE}${endpoints.appConfig.path}`, init);
  return parseAnswer('appConfig', await res.json()).webConfig.festivalPacketMax;
}

const festivalOf = async (token: string) => parseAnswer('festival', await w.ok('festival', {}, token)).festival;
const promoAudit = async () => (await ops.audit()).filter((r) => r.action === 'promotion.change');

async function redPackets(userId: number) {
  const [paid, claims] = await Promise.all([
    server.conn.db
      .select({ amount: ledger.amount, ref: ledger.ref })
      .from(ledger)
      .where(and(eq(ledger.userId, userId), eq(ledger.kind, 'activity')))
      .orderBy(ledger.id),
    server.conn.db
      .select({ awardId: activityClaims.awardId })
      .from(activityClaims)
      .where(and(eq(activityClaims.userId, userId), eq(activityClaims.activityType, RED_PACKET_ACTIVITY))),
  ]);
  return { paid, claims };
}

/** 50 opens at once: the errcodes answered. */
async function fiftyOpens(token: string): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: 50 }, () => w.call('festivalRedPacket', {}, token)));
  return answers.map((answer) => Number(answer.json.errcode));
}

describe('/ops promotions: the festival red packets', () => {
  // The next window of the product's (20 minutes on, so the test's moves stay ahead of the real clock).
  const next = packetWindowAt(Date.now() + 20 * MINUTE);
  const day = manilaDay(next.start);

  beforeEach(async () => {
    await w.start();
  });

  it('refuses a window closing before it opens, overlapping windows, a range upside down or over the cap; nothing stored', async () => {
    const marketing = await ops.session('marketing');
    const send = async (body: unknown) => (await ops.post('/promotions/festival', marketing, body)).json.error;
    expect(await send({ ...base, windows: [{ start: 720, end: 700 }] })).toBe(
      'festival.windows.0.end: Window 1 closing time is after its opening time (12:00).',
    );
    expect(
      await send({
        ...base,
        windows: [
          { start: 720, end: 800 },
          { start: 780, end: 840 },
        ],
      }),
    ).toBe("festival.windows.1.start: Window 2 opening time is at or after window 1's closing time (13:20).");
    expect(await send({ ...base, windows: [{ start: 720, end: 1440 }] })).toBe(
      'festival.windows.0.end: Window 1 closing time is a time of day until 23:59.',
    );
    expect(await send({ ...base, windows: [] })).toBe('festival.windows: Windows has at least one window.');
    expect(await send({ ...base, packet: { min: 3_000, max: 2_000 } })).toBe(
      'festival.packet.max: Largest packet is at least the smallest packet (₱30).',
    );
    expect(await send({ ...base, packet: { min: 100, max: 100_100 } })).toBe(
      'festival.packet.max: Largest packet is at most ₱1,000.',
    );
    expect(await send({ ...base, packet: { min: 150, max: 2_000 } })).toBe(
      'festival.packet.min: Smallest packet is a whole number of pesos.',
    );
    expect(await send({ ...base, packet: { min: 0, max: 2_000 } })).toBe(
      'festival.packet.min: Smallest packet is at least ₱1.',
    );
    // Support and finance have no part in the promotions.
    const finance = await ops.session('finance');
    expect((await ops.post('/promotions/festival', finance, CHANGED)).status).toBe(403);
    expect(await server.conn.db.select().from(promotionSettings)).toEqual([]);
    expect(await server.conn.db.select().from(festivalPacketSettings)).toEqual([]);
    expect(await promoAudit()).toEqual([]);
  });

  it("counts from the next Manila day: today's open window keeps its key and range, an opened packet is never paid again", async () => {
    let token = await moveTo(next.start + MINUTE);
    await server.conn.db.update(users).set({ totalRecharge: 10_000 }).where(eq(users.account, 'demo'));
    const user = await w.user();
    expect(await cardMax()).toBe(base.packet.max);
    const first = parseAnswer('festivalRedPacket', await w.ok('festivalRedPacket', {}, token));
    const amount = first.propList[0]?.count ?? 0;
    expect(amount).toBeGreaterThanOrEqual(base.packet.min);
    expect(amount).toBeLessThanOrEqual(base.packet.max);

    // Saved inside the window: one window from 09:00 to 23:00 (which would hold now, under another key) and ₱50-60.
    const revision = (await readSetting(server.conn.db, 'configRevision')) ?? 0;
    const marketing = await ops.session('marketing', next.start + MINUTE);
    expect((await ops.post('/promotions/festival', marketing, CHANGED)).status).toBe(200);
    expect(await readSetting(server.conn.db, 'configRevision')).toBe(revision + 1);
    expect((await promoAudit()).map((r) => [r.staffName, r.target, r.before, r.after])).toEqual([
      ['marketing', 'promotion:festival', base, CHANGED],
    ]);
    const page = (await ops.get('/promotions', marketing)).json as unknown as PromoSettingsAnswer;
    expect(page.promotions.festival).toEqual(CHANGED);
    expect(page.festivalToday).toEqual({ days: base.days, windows: base.windows, packet: base.packet });
    expect(
      await server.conn.db.select({ fromDay: festivalPacketSettings.fromDay }).from(festivalPacketSettings),
    ).toEqual([{ fromDay: day + 1 }]);

    // Today: the same window (its key), opened; 50 more opens pay nothing.
    expect(await festivalOf(token)).toMatchObject({
      open: true,
      start: next.start,
      end: next.end,
      itemStatus: 2,
      windows: base.windows,
      packet: base.packet,
      packets: [{ start: next.start, amount }],
    });
    expect(new Set(await fiftyOpens(token))).toEqual(new Set([1004]));
    // The promotion card says today's largest packet: the saved one counts from the next Manila day.
    expect(await cardMax()).toBe(base.packet.max);
    expect(await redPackets(user.id)).toEqual({
      paid: [{ amount, ref: `user:${user.id}:festival:${next.start / MINUTE}:2001` }],
      claims: [{ awardId: next.start / MINUTE }],
    });

    // The next festival day: the new window and range, shown before it opens and paid once of 50 opens in it.
    const later = packetWindowAt(manilaDayStart(day + 1), () => CHANGED);
    expect(later.start - manilaDayStart(manilaDay(later.start))).toBe(9 * 60 * MINUTE);
    token = await moveTo(later.start - MINUTE);
    expect(await festivalOf(token)).toMatchObject({
      open: false,
      start: later.start,
      end: later.end,
      itemStatus: 0,
      windows: CHANGED.windows,
      packet: CHANGED.packet,
    });
    expect(await cardMax()).toBe(CHANGED.packet.max);
    token = await moveTo(later.start + MINUTE);
    const codes = await fiftyOpens(token);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === 1004)).toHaveLength(49);
    const { paid, claims } = await redPackets(user.id);
    expect(claims).toHaveLength(2);
    expect(paid).toHaveLength(2);
    // The first packet keeps what it paid; the second is whole pesos within the range in force on its day.
    expect(paid[0]?.amount).toBe(amount);
    const second = paid[1]?.amount ?? 0;
    expect(second % 100).toBe(0);
    expect(second).toBeGreaterThanOrEqual(CHANGED.packet.min);
    expect(second).toBeLessThanOrEqual(CHANGED.packet.max);
    expect((await festivalOf(token)).packets).toEqual([
      { start: later.start, amount: second },
      { start: next.start, amount },
    ]);
    await w.setClock(0);
    // Four sessions and 100 opens at once: some 12 s on a quiet machine, near the default 30 s on a busy one.
  }, 60_000);

  it("a stored set that fails the rules reads as the product's windows and range", async () => {
    await server.conn.db.insert(festivalPacketSettings).values({
      fromDay: manilaDay(Date.now()),
      windows: [
        { start: 720, end: 800 },
        { start: 700, end: 900 },
      ],
      packet: { min: 100, max: 2_000 },
    });
    const token = await moveTo(next.start - MINUTE);
    expect(await festivalOf(token)).toMatchObject({
      start: next.start,
      windows: base.windows,
      packet: base.packet,
    });
    await w.setClock(0);
  });
});
