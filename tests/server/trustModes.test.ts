import { createHmac } from 'node:crypto';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLobbyApp } from '../../server/app';
import { createAccount } from '../../server/auth/accounts';
import { PRODUCTION_REQUIRED, readConfig } from '../../server/config';
import { smsCodes, staff, users } from '../../server/db/schema';
import { createLogger } from '../../server/log';
import { createSession } from '../../server/player/sessions';
import { parseAnswer, setupServer } from './harness';

/** One server, two modes: demo and production. */
const SECRET = 'production-webhook-secret-0123456789abcdef';
const GATEWAY = 'https://pay.example.ph/checkout';
const PRODUCTION_ENV = {
  LOBBY_MODE: 'production',
  DATABASE_URL: 'postgres://lobby@127.0.0.1:5432/lobby',
  PAYMENT_WEBHOOK_SECRET: SECRET,
  PAYMENT_GATEWAY_URL: GATEWAY,
  BANK_DATA_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
  MIGRATION_DATABASE_URL: 'postgres://lobby_owner@127.0.0.1:5432/lobby',
};

describe('the config loader', () => {
  it('defaults to the demo mode with its test controls switch', () => {
    expect(readConfig({})).toMatchObject({ mode: 'demo', testControls: false });
    // The sandbox identity vendor decides after 20 s, the sandbox payout settles after 10 s.
    expect(readConfig({})).toMatchObject({ sandboxKycDelayMs: 20_000, sandboxPayoutDelayMs: 10_000 });
    expect(readConfig({ SANDBOX_KYC_DELAY_MS: '3000' })).toMatchObject({ sandboxKycDelayMs: 3_000 });
    expect(readConfig({ TEST_CONTROLS: '1' })).toMatchObject({ mode: 'demo', testControls: true });
  });

  it('starts production with every required setting, test controls off', () => {
    expect(readConfig(PRODUCTION_ENV)).toMatchObject({
      mode: 'production',
      testControls: false,
      databaseUrl: PRODUCTION_ENV.DATABASE_URL,
      paymentWebhookSecret: SECRET,
      paymentGatewayUrl: GATEWAY,
    });
  });

  it('refuses production with TEST_CONTROLS set, whatever its value', () => {
    for (const value of ['1', 'true', '0']) {
      expect(() => readConfig({ ...PRODUCTION_ENV, TEST_CONTROLS: value })).toThrow(/TEST_CONTROLS must not be set/);
    }
  });

  it('refuses production without each required setting, naming it', () => {
    expect(PRODUCTION_REQUIRED).toEqual([
      'DATABASE_URL',
      'PAYMENT_WEBHOOK_SECRET',
      'PAYMENT_GATEWAY_URL',
      'BANK_DATA_KEY',
      'MIGRATION_DATABASE_URL',
    ]);
    for (const name of PRODUCTION_REQUIRED) {
      const env: Record<string, string> = { ...PRODUCTION_ENV };
      delete env[name];
      expect(() => readConfig(env)).toThrow(new RegExp(`missing ${name}`));
    }
    expect(() => readConfig({ LOBBY_MODE: 'production' })).toThrow(
      /missing DATABASE_URL, PAYMENT_WEBHOOK_SECRET, PAYMENT_GATEWAY_URL, BANK_DATA_KEY, MIGRATION_DATABASE_URL/,
    );
  });

  it('refuses the embedded database, a short secret, a plain-http gateway and an unknown mode', () => {
    expect(() => readConfig({ ...PRODUCTION_ENV, DATABASE_URL: 'memory://' })).toThrow(/postgres:\/\/ URL/);
    expect(() => readConfig({ ...PRODUCTION_ENV, PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => readConfig({ ...PRODUCTION_ENV, KYC_WEBHOOK_SECRET: 'short' })).toThrow(/KYC_WEBHOOK_SECRET.*32/);
    expect(() => readConfig({ ...PRODUCTION_ENV, PAYOUT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYOUT_WEBHOOK_SECRET/);
    expect(() => readConfig({ ...PRODUCTION_ENV, PAYMENT_GATEWAY_URL: 'http://pay.example.ph' })).toThrow(/https/);
    expect(() => readConfig({ LOBBY_MODE: 'prod' })).toThrow(/demo or production/);
    expect(() => readConfig({ ...PRODUCTION_ENV, BANK_DATA_KEY: 'c2hvcnQ=' })).toThrow(
      /BANK_DATA_KEY must be 32 bytes/,
    );
    expect(() => readConfig({ BANK_DATA_PREVIOUS_KEYS: 'not base64!' })).toThrow(/BANK_DATA_PREVIOUS_KEYS\[0\]/);
  });

  it('the app factory refuses production with test controls or without the payment settings', () => {
    const db = {} as never;
    const log = createLogger(false);
    expect(() =>
      createLobbyApp({
        db,
        log,
        mode: 'production',
        testControls: true,
        paymentWebhookSecret: SECRET,
        paymentGatewayUrl: GATEWAY,
      }),
    ).toThrow(/test controls/);
    expect(() => createLobbyApp({ db, log, mode: 'production' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
  });
});

describe('production mode', () => {
  const lines: string[] = [];
  const server = setupServer({
    mode: 'production',
    paymentWebhookSecret: SECRET,
    paymentGatewayUrl: GATEWAY,
    seed: { games: 20, demoAccounts: false },
    log: { info: (line) => lines.push(line), error: (line) => lines.push(line) },
  });

  async function player(): Promise<string> {
    const id = await createAccount(server.conn.db, {
      account: 'realplayer',
      accountType: 2,
      mobile: '',
      password: 'Real-pass-123',
      nickname: 'Real',
      fingerprint: 'device-prod',
      signals: { device: '', address: '' },
    });
    return createSession(server.conn.db, id, 'test');
  }

  it('seeds no demo accounts and no demo staff (/ops)', async () => {
    const [row] = await server.conn.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(0);
    const [staffRows] = await server.conn.db.select({ n: count() }).from(staff);
    expect(staffRows?.n).toBe(0);
    const res = await server.app.request('/ops-api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'finance', password: 'Cash-Desk-7730', code: '000000' }),
    });
    expect(res.status).toBe(401);
    expect((await server.app.request('/ops-api/nothing')).status).toBe(404);
  });

  it('has no sandbox pages and no test controls (404)', async () => {
    for (const path of [
      '/sandbox/pay/DAAAAAAAAAAAAAAAAAAAA',
      '/sandbox/scan?qr=x',
      '/sandbox/line/authorize?response_type=code',
    ]) {
      expect({ path, status: (await server.app.request(path)).status }).toEqual({ path, status: 404 });
    }
    const reset = await server.app.request('/__test__/reset', { method: 'POST', body: '{}' });
    expect(reset.status).toBe(404);
    const pay = await server.app.request('/sandbox/pay/DAAAAAAAAAAAAAAAAAAAA', {
      method: 'POST',
      body: 'outcome=paid',
    });
    expect(pay.status).toBe(404);
  });

  it('tells the app it is production (no demo banner)', async () => {
    const config = parseAnswer('appConfig', (await server.call('appConfig', {})).json);
    expect(config.webConfig.lobbyMode).toBe('production');
  });

  it('sends no one-time code to the log: without an SMS gateway smsSend is refused (9005) and nothing is stored', async () => {
    lines.length = 0;
    const res = await server.call('smsSend', { mobile: '9171112222', type: 0 });
    expect(res.json.errcode).toBe(9005);
    expect(lines.filter((l) => l.includes('[sms]'))).toEqual([]);
    const [row] = await server.conn.db.select({ n: count() }).from(smsCodes);
    expect(row?.n).toBe(0);
  });

  it('opens deposits on the gateway; only its signed callback credits them', async () => {
    const token = await player();
    const order = parseAnswer(
      'recharge3',
      (await server.call('recharge3', { amount: 20_000, version: 4, actType: 0, rechargeType: 1 }, { token })).json,
    );
    const url = new URL(order.payUrl ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(GATEWAY);
    expect(url.searchParams.get('order')).toBe(order.orderId);
    const fields = { orderId: order.orderId, amount: 20_000, currency: 'PHP', status: 'paid' };
    const signature = createHmac('sha256', SECRET)
      .update(`${fields.orderId}|${fields.amount}|${fields.currency}|${fields.status}`)
      .digest('hex');
    const post = (body: unknown) =>
      server.app.request('/payments/callback', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({ ...fields, signature: 'f'.repeat(64) })).status).toBe(401);
    expect((await post({ ...fields, signature })).status).toBe(200);
    const balances = parseAnswer('getUserInfo', (await server.call('getUserInfo', {}, { token })).json);
    expect(balances.user.coin).toBe(20_000);
  });
});

describe('demo mode', () => {
  const lines: string[] = [];
  const server = setupServer({
    testControls: true,
    seed: { games: 20 },
    log: { info: (line) => lines.push(line), error: (line) => lines.push(line) },
  });

  it('tells the app it is a demo (the banner) and the sandbox SMS writes codes to the log', async () => {
    const config = parseAnswer('appConfig', (await server.call('appConfig', {})).json);
    expect(config.webConfig.lobbyMode).toBe('demo');
    expect((await server.call('smsSend', { mobile: '9171113333', type: 0 })).json.errcode).toBe(0);
    expect(lines.some((l) => /^\[sms\] 9171113333 \d{6}$/.test(l))).toBe(true);
  });
});
