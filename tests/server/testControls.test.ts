import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { smsCodes } from '../../server/db/schema';
import { createLogger } from '../../server/log';
import { parseAnswer, setupServer } from './harness';

const server = setupServer({ testControls: true, seed: { games: 20 } });

const control = (path: string, body?: unknown) =>
  server.app.request(`/__test__/${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });

describe('test controls', () => {
  it('do not exist when disabled: every path answers 404', async () => {
    const app = createApp({ db: server.conn.db, log: createLogger(false) });
    expect(app.routes.some((r) => r.path.startsWith('/__test__'))).toBe(false);
    for (const [path, init] of [
      ['/__test__/reset', { method: 'POST', body: '{}' }],
      ['/__test__/scenario', { method: 'POST', body: '{"mode":"green"}' }],
      ['/__test__/session', { method: 'POST', body: '{"account":"demo"}' }],
      ['/__test__/sms?mobile=9171234567', {}],
      ['/__test__/clock', { method: 'POST', body: '{"offsetMs":1000}' }],
      ['/__test__/suspend', { method: 'POST', body: '{"account":"demo"}' }],
      ['/__test__/deposit/complete', { method: 'POST', body: '{"account":"demo"}' }],
      ['/__test__/kyc/review', { method: 'POST', body: '{"account":"demo","decision":"approved"}' }],
      ['/__test__/withdrawal/review', { method: 'POST', body: '{"account":"demo","decision":"approved"}' }],
      ['/__test__/credit', { method: 'POST', body: '{"account":"demo","balance":"coin","amount":1}' }],
      ['/__test__/wallet?account=demo', {}],
      ['/__test__/game', { method: 'POST', body: '{"gameId":10001,"maintain":1}' }],
      ['/__test__/favourites', { method: 'POST', body: '{"account":"demo","fill":true}' }],
      ['/__test__/notice', { method: 'POST', body: '{"title":"x"}' }],
      ['/__test__/mail', { method: 'POST', body: '{"account":"demo"}' }],
      ['/__test__/task', { method: 'POST', body: '{"account":"demo","key":101,"state":"done"}' }],
    ] as const) {
      const res = await app.request(path, init);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
  });

  it('session logs a seeded account in; unknown accounts and bad bodies are refused', async () => {
    const res = await control('session', { account: '9171234567' });
    const { token } = (await res.json()) as { token: string };
    expect((await server.call('refreshData', {}, { token })).json).toMatchObject({ errcode: 0, coin: 50_000 });
    expect((await control('session', { account: 'nobody' })).status).toBe(404);
    expect((await control('session', { account: 5 })).status).toBe(400);
  });

  it('scenario switches mode, register type and one-time code in the web config', async () => {
    await control('scenario', { mode: 'green', registerType: 1, otpStatus: 0 });
    const wc = parseAnswer('appConfig', (await server.call('appConfig', {})).json).webConfig;
    expect(wc).toMatchObject({ mode: 'green', registerType: 1, otpStatus: 0 });
    expect((await control('scenario', { mode: 'blue' })).status).toBe(400);
    expect((await control('scenario', { unknown: 1 })).status).toBe(400);
  });

  it('reset empties the data, reseeds at the asked size and keeps the RSA key pair', async () => {
    const before = parseAnswer('appConfig', (await server.call('appConfig', {})).json);
    const res = await control('reset', { games: 25 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { gameListVersion: string; games: number };
    expect(body.games).toBe(25);
    const after = parseAnswer('appConfig', (await server.call('appConfig', {})).json);
    expect(after.gameList).toHaveLength(25);
    expect(after.gameListVersion).toBe(body.gameListVersion);
    expect(after.gameListVersion).not.toBe(before.gameListVersion);
    expect(after.webConfig.mode).toBe('normal');
    expect(after.webConfig.rsaPublicKey).toBe(before.webConfig.rsaPublicKey);
    expect((await control('reset', { games: 0 })).status).toBe(400);
    await control('reset', {});
    expect(parseAnswer('appConfig', (await server.call('appConfig', {})).json).gameList).toHaveLength(
      server.seed.games,
    );
  });

  it('sms answers the last code sent to a mobile', async () => {
    const expiresAt = new Date(Date.now() + 300_000);
    await server.conn.db.insert(smsCodes).values([
      { mobile: '9170000001', type: 0, code: '111111', expiresAt },
      { mobile: '9170000001', type: 1, code: '222222', expiresAt },
    ]);
    const last = await control('sms?mobile=9170000001');
    expect(await last.json()).toMatchObject({ errcode: 0, smsCode: '222222', type: 1 });
    const typed = await control('sms?mobile=9170000001&type=0');
    expect(await typed.json()).toMatchObject({ smsCode: '111111' });
    expect((await control('sms?mobile=9179999999')).status).toBe(404);
    expect((await control('sms')).status).toBe(400);
  });
});

describe('switches scoped to one client (x-test-scope)', () => {
  const scoped = (path: string, body: unknown, scope = 'client-a') =>
    server.app.request(`/__test__/${path}`, {
      method: 'POST',
      headers: { 'x-test-scope': scope },
      body: JSON.stringify(body),
    });
  const configOf = async (scope?: string) => {
    const answer = await server.call('appConfig', {}, scope ? { headers: { 'x-test-scope': scope } } : {});
    return answer.json as unknown as {
      webConfig: { registerType: number; otpStatus: number; mode: string };
      gameList: { id: number; maintain: number; status: number }[];
    };
  };

  it('a scenario set with the header is seen by that client only; a reset forgets it', async () => {
    const before = (await configOf()).webConfig;
    const other = before.registerType === 3 ? 1 : 3;
    expect((await scoped('scenario', { registerType: other, otpStatus: 1 })).status).toBe(200);
    expect((await configOf('client-a')).webConfig).toMatchObject({ registerType: other, otpStatus: 1 });
    expect((await configOf('client-b')).webConfig.registerType).toBe(before.registerType);
    // The browser sends the id as a cookie.
    const byCookie = await server.call('appConfig', {}, { headers: { cookie: 'x-test-scope=client-a' } });
    expect((byCookie.json as unknown as { webConfig: { registerType: number } }).webConfig.registerType).toBe(other);
    expect((await configOf()).webConfig.registerType).toBe(before.registerType);
    expect((await control('reset', {})).status).toBe(200);
    expect((await configOf('client-a')).webConfig.registerType).toBe(before.registerType);
  });

  it('force401 and a game in maintenance reach that client only', async () => {
    const game = (await configOf()).gameList.find((g) => g.maintain === 0 && g.status === 1);
    if (!game) throw new Error('no game out of maintenance in the seed');
    expect((await scoped('game', { gameId: game.id, maintain: 1 })).status).toBe(200);
    expect((await scoped('game', { gameId: game.id, status: 0 })).status).toBe(400);
    expect((await configOf('client-a')).gameList.find((g) => g.id === game.id)?.maintain).toBe(1);
    expect((await configOf()).gameList.find((g) => g.id === game.id)?.maintain).toBe(0);
    const token = await server.login();
    const start = (scope?: string) =>
      server.call('startGame', { gameId: game.id }, { token, headers: scope ? { 'x-test-scope': scope } : {} });
    expect((await start('client-a')).json.errcode).toBe(1102);
    expect((await start()).json.errcode).not.toBe(1102);

    expect((await scoped('scenario', { force401: true })).status).toBe(200);
    expect((await server.call('refreshData', {}, { token, headers: { 'x-test-scope': 'client-a' } })).status).toBe(401);
    expect((await server.call('refreshData', {}, { token })).status).toBe(200);
    await scoped('scenario', { force401: false });
    await scoped('game', { gameId: game.id, maintain: 0 });
    expect((await start('client-a')).json.errcode).not.toBe(1102);
  });

  it('the clock offset moves for that client only', async () => {
    const res = await scoped('clock', { offsetMs: 60_000 });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { scoped?: boolean }).scoped).toBe(true);
    await scoped('clock', { offsetMs: 0 });
  });
});
