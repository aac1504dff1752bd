import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/tokens';
import { sessions } from '../../server/db/schema';
import { API_BASE } from '../../src/api/contract/define';
import { endpointNames, endpoints } from '../../src/api/contract/map';
import { parseAnswer, setupServer } from './harness';

/**
 * The server's clock, pinned to a plain Tuesday morning in Manila (no season, festival or draw): the token check
 * below calls every player call once, the claims of the day included, and what they pay must not depend on the day
 * the suite runs (on a real 1 December the advent calendar paid the demo player 400).
 */
let now = Date.UTC(2025, 5, 3, 2, 0, 0);
const server = setupServer({ testControls: true, clock: () => now });
const tokenCalls = endpointNames.filter((name) => endpoints[name].access === 'token');

async function post(path: string, authorization?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (authorization !== undefined) headers.Authorization = authorization;
  const res = await server.app.request(`${API_BASE}${path}`, { method: 'POST', headers, body: '{}' });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('token calls', () => {
  it('answer 401 {code:401, errcode:401} without a token, with a bad token and with a malformed header', async () => {
    expect(tokenCalls.length).toBeGreaterThan(5);
    for (const name of tokenCalls) {
      for (const authorization of [
        undefined,
        'Bearer not-a-session',
        'Basic ZGVtbzp4',
        'Bearer ',
        `Bearer ${'x'.repeat(500)}`,
      ]) {
        const { status, json } = await post(endpoints[name].path, authorization);
        expect({ name, authorization, status, code: json.code, errcode: json.errcode }).toEqual({
          name,
          authorization,
          status: 401,
          code: 401,
          errcode: 401,
        });
      }
    }
  });

  it('pass the check with a live session token', async () => {
    const token = await server.login('demo');
    // logout and logoutAll last: they end the sessions the others use (logoutAll gets a session of its own).
    const ending = ['logout', 'logoutAll'] as const;
    for (const name of [...tokenCalls.filter((n) => !(ending as readonly string[]).includes(n)), 'logout' as const]) {
      const { status } = await post(endpoints[name].path, `Bearer ${token}`);
      expect({ name, status }).not.toEqual({ name, status: 401 });
    }
    const { status } = await post(endpoints.logoutAll.path, `Bearer ${await server.login('demo')}`);
    expect(status).toBe(200);
  });

  it('a public call with a stale token still answers as a guest', async () => {
    const { status, json } = await post(endpoints.appConfig.path, 'Bearer stale');
    expect(status).toBe(200);
    expect(json.errcode).toBe(0);
  });

  it('the force401 scenario turns every token call into 401 until cleared', async () => {
    const token = await server.login('demo');
    const set = (force401: boolean) =>
      server.app.request('/__test__/scenario', { method: 'POST', body: JSON.stringify({ force401 }) });
    await set(true);
    expect((await server.call('refreshData', {}, { token })).status).toBe(401);
    await set(false);
    expect((await server.call('refreshData', {}, { token })).json.errcode).toBe(0);
  });
});

describe('player calls with a session', () => {
  it('getAfterLoginInfoWeb answers config, catalogue and the player, matching the contract', async () => {
    const token = await server.login('demo');
    const res = await server.call('getAfterLoginInfoWeb', { os: 'Android', version: '1.0.28' }, { token });
    expect(res.json.errcode).toBe(0);
    const data = parseAnswer('getAfterLoginInfoWeb', res.json);
    expect(data.token).toBe(token);
    expect(data.user).toMatchObject({ account: 'demo', coin: 100_000, accountType: 2 });
    expect(data.gameList?.length).toBe(server.seed.games);
    expect(data.webConfig.appGameTypeList).toHaveLength(6);

    const again = await server.call('getAfterLoginInfo', { gameListVersion: data.gameListVersion }, { token });
    expect(parseAnswer('getAfterLoginInfo', again.json).gameList).toBeNull();
  });

  it('refreshData and getUserInfo answer the balances of the player behind the token', async () => {
    const token = await server.login('9171234567');
    const refresh = parseAnswer('refreshData', (await server.call('refreshData', {}, { token })).json);
    expect(refresh).toMatchObject({ coin: 50_000, lottery: 0, vip: 0 });
    const info = parseAnswer('getUserInfo', (await server.call('getUserInfo', {}, { token })).json);
    expect(info.user).toMatchObject({ account: '9171234567', mobile: '9171234567', accountType: 1, coin: 50_000 });
  });

  it('online records the heartbeat and the open game on the session', async () => {
    const token = await server.login('demo');
    const db = server.conn.db;
    const [before] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    now += 60_000;
    const res = await server.call('online', { gameId: 10_001 }, { token });
    expect(parseAnswer('online', res.json).serverTime).toBeGreaterThan(0);
    const [inGame] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(inGame?.gameId).toBe(10_001);
    expect(inGame!.lastSeenAt.getTime()).toBeGreaterThan(before!.lastSeenAt.getTime());
    await server.call('online', {}, { token });
    const [left] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(left?.gameId).toBeNull();
  });
});
