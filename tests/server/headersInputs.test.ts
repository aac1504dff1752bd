import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createLobbyApp } from '../../server/app';
import { eventLogs, users } from '../../server/db/schema';
import { createLogger } from '../../server/log';
import { inlineScriptHashes } from '../../server/security/headers';
import { API_BASE } from '../../src/api/contract/define';
import { endpoints } from '../../src/api/contract/map';
import { ADULT, accountTools, fresh } from './accounts';
import { parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

/** Headers, inputs and rate limits: what every answer carries and what every call refuses. */
/** The server's clock: the wall clock, unless a test holds it still (a rate window must not turn mid-test). */
let heldAt: number | null = null;
const server = setupServer({ testControls: true, seed: { games: 20 }, clock: () => heldAt ?? Date.now() });
const t = accountTools(server);
const w = walletTools(server);

function post(path: string, body: BodyInit | null, headers: Record<string, string> = {}, init: RequestInit = {}) {
  return server.app.request(`${API_BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
    ...init,
  });
}

function scriptSources(csp: string): string[] {
  const directive = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  return directive.trim().split(/\s+/).slice(1);
}

describe('security headers', () => {
  it('API answers and pages carry CSP without unsafe-inline scripts, frame-ancestors self, nosniff and a referrer policy; no HSTS in the demo', async () => {
    const api = await post(endpoints.appConfig.path, '{}');
    const page = await server.app.request('/');
    for (const res of [api, page]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'self'");
      expect(scriptSources(csp)).toContain("'self'");
      expect(scriptSources(csp)).not.toContain("'unsafe-inline'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('production mode adds HSTS', async () => {
    const prod = createLobbyApp({ db: server.conn.db, production: true, log: createLogger(false) }).app;
    const res = await prod.request(`${API_BASE}${endpoints.getCustomerServices.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/);
  });

  it('a server page with an inline script (the demo game) allows exactly that script by its hash', async () => {
    const token = await server.login('demo');
    const gameId = (await server.catalogue.get(server.conn.db)).playableIds[0];
    const started = parseAnswer('startGame', (await server.call('startGame', { gameId }, { token })).json);
    const url = new URL(started.gameUrl, 'http://lobby.test');
    const res = await server.app.request(`${url.pathname}${url.search}`);
    const html = await res.text();
    const sources = scriptSources(res.headers.get('content-security-policy') ?? '');
    expect(sources).not.toContain("'unsafe-inline'");
    for (const hash of inlineScriptHashes(html)) expect(sources).toContain(`'${hash}'`);
  });

  it('the app shell (index.html) has no inline script, so the policy needs no hash for it', () => {
    const html = readFileSync('index.html', 'utf8');
    expect(inlineScriptHashes(html)).toEqual([]);
    // The hash helper itself sees an inline script.
    const inline = '<script>alert(1)</script>';
    expect(inlineScriptHashes(inline)).toEqual([`sha256-${createHash('sha256').update('alert(1)').digest('base64')}`]);
  });
});

describe('inputs', () => {
  it('a NUL or another control character in a text field answers 9002 (was 500), before and after login', async () => {
    for (const account of ['de\u0000mo', 'demo\u0007', 'x\u001b[31m']) {
      const res = await post(endpoints.accountLogin.path, JSON.stringify({ account, password: 'x' }));
      expect({ account, status: res.status, errcode: ((await res.json()) as { errcode: number }).errcode }).toEqual({
        account,
        status: 400,
        errcode: 9002,
      });
    }
    const token = await server.login('demo');
    const res = await server.call('updateProfile', { nickname: 'Lucky\u0000Star' }, { token });
    expect({ status: res.status, errcode: res.json.errcode }).toEqual({ status: 400, errcode: 9002 });
    // A NUL where no text() field reaches (a record key) is refused too.
    const event = { event: 'e', eventTime: 1, eventUserId: 0, channel: 'c', appId: 'a', version: '1' };
    const keyed = await server.call('appEventLogClient', { eventList: [{ ...event, params: { 'a\u0000': 1 } }] });
    expect(keyed.json.errcode).toBe(9002);
    // Tabs and line breaks stay allowed.
    expect((await server.call('updateProfile', { nickname: 'Lucky Star' }, { token })).json.errcode).toBe(0);
  });

  it('a token call without a live token answers 401 before reading its body (a body that never ends)', async () => {
    let pulls = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x41);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(chunk);
      },
    });
    const res = await server.app.request(
      new Request(`http://lobby.test${API_BASE}${endpoints.uploadKyc.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer not-a-token' },
        body: endless,
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(401);
    // The stream's own read-ahead at most: the server pulled nothing itself.
    expect(pulls).toBeLessThanOrEqual(2);
    await endless.cancel().catch(() => undefined);
  });

  it('body caps come from the contract: 64 KiB by default, the upload alone takes its 2 MiB image (3 MiB refused)', async () => {
    const token = await server.login('demo');
    const auth = { Authorization: `Bearer ${token}` };
    const padded = JSON.stringify({ clientReferrer: 'x'.repeat(100 * 1024) });
    expect((await post(endpoints.refreshData.path, padded, auth)).status).toBe(413);
    const threeMiB = Buffer.alloc(3 * 1024 * 1024).toString('base64');
    const big = await post(endpoints.uploadKyc.path, JSON.stringify({ image: threeMiB, mimeType: 'image/png' }), auth);
    expect({ status: big.status, errcode: ((await big.json()) as { errcode: number }).errcode }).toEqual({
      status: 413,
      errcode: 9003,
    });
  });

  it('only the event log takes text/plain (the beacon); its player comes from the token, never the body', async () => {
    const event = { event: 'beacon', eventTime: 1, eventUserId: 999_999, channel: 'c', appId: 'a', version: '1' };
    const beacon = await post(endpoints.appEventLogClient.path, JSON.stringify({ eventList: [event] }), {
      'Content-Type': 'text/plain;charset=UTF-8',
    });
    expect(((await beacon.json()) as { errcode: number }).errcode).toBe(0);
    const sms = await post(endpoints.smsSend.path, JSON.stringify({ mobile: '9170000002', type: 0 }), {
      'Content-Type': 'text/plain;charset=UTF-8',
    });
    expect(sms.status).toBe(415);

    const token = await server.login('demo');
    const [demo] = await server.conn.db.select({ id: users.id }).from(users).where(eq(users.account, 'demo'));
    await server.call('appEventLogClient', { eventList: [{ ...event, event: 'claimed' }] }, { token });
    // A beacon cannot send the header: its token rides in the body, checked like the header's; a false one is no one.
    const beaconOf = (name: string, bodyToken: string) =>
      post(
        endpoints.appEventLogClient.path,
        JSON.stringify({ eventList: [{ ...event, event: name }], token: bodyToken }),
        {
          'Content-Type': 'text/plain;charset=UTF-8',
        },
      );
    expect(((await (await beaconOf('hidden', token)).json()) as { errcode: number }).errcode).toBe(0);
    expect(((await (await beaconOf('forged', 'not-a-token')).json()) as { errcode: number }).errcode).toBe(0);
    const rows = await server.conn.db.select().from(eventLogs);
    const byEvent = Object.fromEntries(rows.map((r) => [r.event, r.eventUserId]));
    expect(byEvent).toMatchObject({ beacon: 0, claimed: demo!.id, hidden: demo!.id, forged: 0 });
    // At most 20 events a call (the client's batch).
    const many = await server.call('appEventLogClient', { eventList: Array(21).fill(event) });
    expect(many.json.errcode).toBe(9002);
  });
});

describe('rate limits', () => {
  it('SMS: 5 sends an hour per client (then 429, 9007), other clients unaffected', async () => {
    const device = fresh().device;
    const errcodes: number[] = [];
    for (let i = 0; i < 7; i++) {
      errcodes.push((await t.call('smsSend', { mobile: fresh().mobile, type: 0 }, device)).json.errcode);
    }
    expect(errcodes).toEqual([0, 0, 0, 0, 0, 9007, 9007]);
    const res = await t.call('smsSend', { mobile: fresh().mobile, type: 0 }, device);
    expect({ status: res.status, code: res.json.code }).toEqual({ status: 429, code: 429 });
    expect((await t.call('smsSend', { mobile: fresh().mobile, type: 0 }, fresh().device)).json.errcode).toBe(0);
    await t.setClock(61 * 60_000);
    expect((await t.call('smsSend', { mobile: fresh().mobile, type: 0 }, device)).json.errcode).toBe(0);
    await t.setClock(0);
  });

  it('registration: 10 attempts an hour per client, refused ones included', async () => {
    const device = fresh().device;
    const password = await t.encrypt('Secret12');
    const errcodes: number[] = [];
    const { username } = fresh();
    // The first makes the account; the next are refused with 1018 (no account is made), yet each attempt counts.
    for (let i = 0; i < 11; i++) {
      errcodes.push(
        (await t.call('accountRegist', { account: username, password, type: 0, ...ADULT }, device)).json.errcode,
      );
    }
    expect(errcodes).toEqual([0, ...Array(9).fill(1018), 9007]);
  });

  it('the event log: 120 calls a minute per client', async () => {
    // All 125 calls inside one minute's window: across a window's edge the sliding count lets one more through.
    heldAt = Math.floor(Date.now() / 60_000) * 60_000 + 30_000;
    onTestFinished(() => {
      heldAt = null;
    });
    const device = fresh().device;
    const event = { event: 'e', eventTime: 1, eventUserId: 0, channel: 'c', appId: 'a', version: '1' };
    const errcodes = new Map<number, number>();
    for (let i = 0; i < 125; i++) {
      const code = (await t.call('appEventLogClient', { eventList: [event] }, device)).json.errcode;
      errcodes.set(code, (errcodes.get(code) ?? 0) + 1);
    }
    expect(Object.fromEntries(errcodes)).toEqual({ 0: 120, 9007: 5 });
  });
});

describe('bank account numbers', () => {
  it('are masked in every answer but getBankInfo (the edit form)', async () => {
    await w.start();
    const added = parseAnswer('addBankInfo', await w.bindBdo());
    expect(added.appUserBankList.map((b) => b.cardNum)).toEqual(['•••• 9012']);
    const info = parseAnswer('getAfterLoginInfoWeb', await w.ok('getAfterLoginInfoWeb'));
    expect(JSON.stringify(info)).not.toContain('123456789012');
    expect(JSON.stringify(await w.ok('getExchange'))).not.toContain('123456789012');
    const login = await t.call('accountLogin', { account: 'demo', password: await t.encrypt('Demo1234') }, 'dev-bank');
    expect(JSON.stringify(login.json)).not.toContain('123456789012');
    const edit = parseAnswer('getBankInfo', await w.ok('getBankInfo', { bankId: 1001 }));
    expect(edit.bank).toMatchObject({ bankId: 1001, cardNum: '123456789012', accountName: 'Juan Dela Cruz' });
    expect((await w.call('getBankInfo', { bankId: 1002 })).json.errcode).toBe(3003);
  });
});

describe('the full appConfig, made once per catalogue version', () => {
  it('carries an ETag; If-None-Match answers 304 without a body; gzip is the same bytes every time', async () => {
    const full = () =>
      post(endpoints.appConfig.path, JSON.stringify({ gameListVersion: 'old' }), { 'Accept-Encoding': 'gzip' });
    const first = await full();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await first.arrayBuffer());
    const second = await full();
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);
    const plain = await post(endpoints.appConfig.path, JSON.stringify({ gameListVersion: 'old' }));
    const answer = parseAnswer('appConfig', await plain.json());
    expect(answer.gameList?.length).toBeGreaterThan(0);

    const cached = await post(endpoints.appConfig.path, JSON.stringify({ gameListVersion: 'old' }), {
      'If-None-Match': etag!,
    });
    expect(cached.status).toBe(304);
    expect((await cached.arrayBuffer()).byteLength).toBe(0);
    // The current-version answer is the short one, without the list.
    const short = parseAnswer(
      'appConfig',
      await (await post(endpoints.appConfig.path, JSON.stringify({ gameListVersion: answer.gameListVersion }))).json(),
    );
    expect(short.gameList).toBeNull();
  });

  it('the short answer (client holds the current list) is made once too: its own ETag, 304 on a match', async () => {
    const version = parseAnswer(
      'appConfig',
      await (await post(endpoints.appConfig.path, JSON.stringify({ gameListVersion: 'old' }))).json(),
    ).gameListVersion;
    const short = () => post(endpoints.appConfig.path, JSON.stringify({ gameListVersion: version }));
    const first = await short();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const full = await post(endpoints.appConfig.path, JSON.stringify({ gameListVersion: 'old' }));
    expect(full.headers.get('etag')).not.toBe(etag);
    const firstBytes = Buffer.from(await first.arrayBuffer());
    expect(Buffer.from(await (await short()).arrayBuffer()).equals(firstBytes)).toBe(true);
    const cached = await post(endpoints.appConfig.path, JSON.stringify({ gameListVersion: version }), {
      'If-None-Match': etag!,
    });
    expect(cached.status).toBe(304);
  });
});
