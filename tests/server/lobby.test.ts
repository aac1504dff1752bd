import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventLogs } from '../../server/db/schema';
import type { EndpointName } from '../../src/api/contract/map';
import { parseAnswer, setupServer } from './harness';

const now = Date.UTC(2025, 5, 1, 4, 0, 0);
const server = setupServer({ clock: () => now });

/** Calls and checks the answer against the contract's response schema. */
async function conforming<K extends EndpointName>(name: K, body: unknown = {}, token?: string) {
  const res = await server.call(name, body, token ? { token } : {});
  expect(res.status).toBe(200);
  expect(res.json.errcode).toBe(0);
  return parseAnswer(name, res.json);
}

describe('lobby calls', () => {
  it('getCustomerServices lists live chat (isOut 0) and external (isOut 1) entries', async () => {
    const data = parseAnswer('getCustomerServices', (await server.call('getCustomerServices')).json);
    expect(data.appCustomerServiceQueue.map((s) => s.isOut)).toEqual(expect.arrayContaining([0, 1]));
  });

  it('lobbyTips: no made-up big wins or new-year openings (the tickers list real ones only)', async () => {
    const a = await conforming('lobbyTips');
    // Nobody has won or opened a new-year box yet on this server (games.test.ts shows a real win entering the
    // big-win ticker, promoSeasonal.test.ts real openings entering newYearList).
    expect(a.jackpotList).toEqual([]);
    expect(a.newYearList).toEqual([]);
  });

  it('getBonusTickers: no made-up payouts (bonusTicker.test.ts shows a real one entering it)', async () => {
    expect((await conforming('getBonusTickers')).list).toEqual([]);
  });

  it('anonymousTradeInfo offers the +300 coin first-deposit badge and featured entries', async () => {
    const data = await conforming('anonymousTradeInfo');
    expect(data.firstRechargeDone).toBe(false);
    expect(data.firstRechargeBonus).toBe(30_000);
    expect(data.entries.length).toBeGreaterThan(0);
  });

  it('appEventLogClient stores each event, with the player when a token is sent', async () => {
    const event = (name: string) => ({
      event: name,
      eventTime: now,
      eventUserId: 0,
      channel: 'WEB',
      appId: 'demo',
      version: '1.0.28',
      params: { tab: 'home', n: 1 },
    });
    const guest = await conforming('appEventLogClient', { eventList: [event('open'), event('tab')] });
    expect(guest.accepted).toBe(2);
    const token = await server.login('demo');
    expect((await conforming('appEventLogClient', { eventList: [event('play')] }, token)).accepted).toBe(1);
    expect((await conforming('appEventLogClient', { eventList: [] })).accepted).toBe(0);

    const rows = await server.conn.db.select().from(eventLogs);
    expect(rows.map((r) => r.event).sort()).toEqual(['open', 'play', 'tab']);
    expect(rows.find((r) => r.event === 'play')?.userId).not.toBeNull();
    expect(rows.find((r) => r.event === 'open')?.userId).toBeNull();
    expect(rows[0]?.params).toEqual({ tab: 'home', n: 1 });
    const [tooMany] = await server.conn.db.select({ n: count() }).from(eventLogs).where(eq(eventLogs.event, 'x'));
    expect(tooMany?.n).toBe(0);
    const refused = await server.call('appEventLogClient', { eventList: Array.from({ length: 51 }, () => event('x')) });
    expect(refused.json.errcode).toBe(9002);
  });
});
