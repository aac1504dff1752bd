import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AppOptions, createLobbyApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { auditLog, users } from '../../server/db/schema';
import { post } from '../../server/ledger';
import { createLogger } from '../../server/log';
import { OPS_API } from '../../server/ops/routes';
import { defaultReadinessChecks, READINESS_TIMEOUT_MS } from '../../server/runtime/health';
import { currentRequestId } from '../../server/runtime/requestContext';
import { API_BASE } from '../../src/api/contract/define';
import { endpoints } from '../../src/api/contract/map';
import { setupServer } from './harness';
import { opsTools } from './opsTools';

/** Health, readiness, metrics and request ids (docs/operations.md). */
const server = setupServer();

const SECRET = 'x'.repeat(40);
const GATEWAY = 'https://pay.example.test/checkout';
const silent = createLogger(false);

/** Another app on the same database, with its own options. */
function appWith(options: Partial<AppOptions>) {
  return createLobbyApp({ db: server.conn.db, log: silent, ...options }).app;
}

/** The value of one series in the text format, 0 when absent. */
async function seriesValue(text: string, series: string): Promise<number> {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function metricsText(app = server.app): Promise<string> {
  const res = await app.request('/metrics');
  expect(res.status).toBe(200);
  return res.text();
}

afterEach(() => vi.useRealTimers());

describe('/healthz and /readyz', () => {
  it('/healthz answers 200 ok without asking the database', async () => {
    const app = appWith({
      readiness: {
        database: async () => {
          throw new Error('must not be asked');
        },
      },
    });
    const res = await app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz answers ready when the database answers, the migrations are current and the jobs run', async () => {
    const res = await server.app.request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', jobs: 'ok' },
    });
  });

  it('/readyz answers 503 with the failing check and its reason when the database does not answer', async () => {
    const app = appWith({
      readiness: {
        database: async () => {
          throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
        },
      },
    });
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: 'unready',
      checks: { database: 'fail', migrations: 'ok', jobs: 'ok' },
      reasons: { database: 'connect ECONNREFUSED 127.0.0.1:5432' },
    });
  });

  it('a check that does not answer in time fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const app = appWith({ readiness: { database: () => new Promise(() => {}) } });
    const answer = app.request('/readyz');
    await vi.advanceTimersByTimeAsync(READINESS_TIMEOUT_MS);
    const res = await answer;
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      checks: { database: 'fail' },
      reasons: { database: `no answer in ${READINESS_TIMEOUT_MS} ms` },
    });
  });

  it('migrations fail when the database lacks the build’s latest one', async () => {
    const checks = defaultReadinessChecks(server.conn.db, () => [], Date.now, Number.MAX_SAFE_INTEGER);
    expect(await checks.migrations()).toBe('the database lacks migrations of this build');
    expect(await defaultReadinessChecks(server.conn.db, () => [], Date.now).migrations()).toBeNull();
  });

  it('/readyz answers 503 draining while the process drains, whatever the checks say', async () => {
    const lifecycle = { draining: false };
    const app = appWith({ lifecycle });
    expect((await app.request('/readyz')).status).toBe(200);
    lifecycle.draining = true;
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'draining' });
    // Other answers close their connection, so the drain ends when they are sent.
    const other = await app.request(`${API_BASE}${endpoints.appConfig.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ channel: 'WEB', platform: 0 }),
    });
    expect(other.headers.get('connection')).toBe('close');
  });

  it('health, readiness and metrics are not logged, and carry no request id', async () => {
    const lines: string[] = [];
    const app = appWith({ log: { info: (line) => lines.push(line), error: (line) => lines.push(line) } });
    for (const path of ['/healthz', '/readyz', '/metrics']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBeNull();
    }
    expect(lines).toEqual([]);
    await app.request('/no-such-page');
    expect(lines).toHaveLength(1);
  });
});

describe('/metrics', () => {
  it('counts a call by its name and outcome, with its latency', async () => {
    const ok = 'lobby_http_requests_total{call="appConfig",outcome="0"}';
    const refused = 'lobby_http_requests_total{call="refreshData",outcome="401"}';
    const latency = 'lobby_http_request_duration_seconds_count{call="appConfig",outcome="0"}';
    const before = await metricsText();
    const res = await server.call('appConfig', { channel: 'WEB', platform: 0 });
    expect(res.json.errcode).toBe(0);
    expect((await server.call('refreshData', {})).status).toBe(401);
    const after = await metricsText();
    expect((await seriesValue(after, ok)) - (await seriesValue(before, ok))).toBe(1);
    expect((await seriesValue(after, refused)) - (await seriesValue(before, refused))).toBe(1);
    expect((await seriesValue(after, latency)) - (await seriesValue(before, latency))).toBe(1);
    // The URL never becomes a label: an unknown path counts under the pattern that answered it.
    await server.app.request('/some/page/123?x=1');
    expect(await metricsText()).not.toContain('/some/page/123');
  });

  it('counts ledger movements and their amounts by kind', async () => {
    const [demo] = await server.conn.db.select({ id: users.id }).from(users).where(eq(users.account, 'demo'));
    if (!demo) throw new Error('no demo account');
    const moves = 'lobby_ledger_movements_total{kind="test:metrics",balance="coin"}';
    const credits = 'lobby_ledger_credit_centavos_total{kind="test:metrics",balance="coin"}';
    const debits = 'lobby_ledger_debit_centavos_total{kind="test:metrics",balance="coin"}';
    const before = await metricsText();
    await server.conn.db.transaction(async (tx) => {
      await post(tx, { userId: demo.id, amount: 1_250, kind: 'test:metrics', ref: 'in' });
      await post(tx, { userId: demo.id, amount: -250, kind: 'test:metrics', ref: 'out' });
      // Posted again: not applied, not counted.
      await post(tx, { userId: demo.id, amount: 1_250, kind: 'test:metrics', ref: 'in' });
    });
    const after = await metricsText();
    expect((await seriesValue(after, moves)) - (await seriesValue(before, moves))).toBe(2);
    expect((await seriesValue(after, credits)) - (await seriesValue(before, credits))).toBe(1_250);
    expect((await seriesValue(after, debits)) - (await seriesValue(before, debits))).toBe(250);
  });

  it('shows the live streams gauge and the in-flight requests', async () => {
    const text = await metricsText();
    expect(text).toContain('lobby_live_streams 0');
    expect(text).toContain('lobby_http_requests_in_flight');
    expect(text).toContain('# TYPE lobby_job_runs_total counter');
  });

  it('production serves no /metrics without METRICS_TOKEN, and with it only to its bearer', async () => {
    const production = { mode: 'production' as const, paymentWebhookSecret: SECRET, paymentGatewayUrl: GATEWAY };
    expect((await appWith(production).request('/metrics')).status).toBe(404);
    const guarded = appWith({ ...production, metricsToken: 'm'.repeat(40) });
    const none = await guarded.request('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    const wrong = await guarded.request('/metrics', { headers: { Authorization: `Bearer ${'n'.repeat(40)}` } });
    expect(wrong.status).toBe(401);
    const right = await guarded.request('/metrics', { headers: { Authorization: `Bearer ${'m'.repeat(40)}` } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('lobby_http_requests_total');
  });

  it('the demo serves /metrics to this machine only', async () => {
    const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
    expect((await server.app.request('/metrics', {}, from('127.0.0.1'))).status).toBe(200);
    expect((await server.app.request('/metrics', {}, from('::1'))).status).toBe(200);
    expect((await server.app.request('/metrics', {}, from('203.0.113.9'))).status).toBe(403);
  });
});

describe('settings', () => {
  const production = {
    LOBBY_MODE: 'production',
    DATABASE_URL: 'postgres://lobby@127.0.0.1:5432/lobby',
    MIGRATION_DATABASE_URL: 'postgres://lobby_owner@127.0.0.1:5432/lobby',
    PAYMENT_WEBHOOK_SECRET: SECRET,
    PAYMENT_GATEWAY_URL: GATEWAY,
    BANK_DATA_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
  };

  it('the drain waits 25 s by default, DRAIN_TIMEOUT_MS otherwise', () => {
    expect(readConfig({}).drainTimeoutMs).toBe(25_000);
    expect(readConfig({ DRAIN_TIMEOUT_MS: '5000' }).drainTimeoutMs).toBe(5_000);
    expect(() => readConfig({ DRAIN_TIMEOUT_MS: '-1' })).toThrow(/DRAIN_TIMEOUT_MS/);
  });

  it('production refuses a short METRICS_TOKEN', () => {
    expect(readConfig({ ...production, METRICS_TOKEN: 'm'.repeat(40) }).metricsToken).toBe('m'.repeat(40));
    expect(() => readConfig({ ...production, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 32/);
  });
});

describe('request ids', () => {
  it('every answer carries one; a sane incoming id is kept, anything else replaced', async () => {
    const own = await server.call('appConfig', { channel: 'WEB', platform: 0 });
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await server.call('appConfig', {}, { headers: { 'X-Request-Id': 'lb-7f3a9c21e4' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a9c21e4');
    for (const bad of ['short', 'has space in it', 'x'.repeat(65), '<script>alert(1)</script>']) {
      const replaced = await server.call('appConfig', {}, { headers: { 'X-Request-Id': bad } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('is on every log line of the request', async () => {
    const lines: string[] = [];
    const log = {
      info: (line: string, fields?: object) => lines.push(JSON.stringify({ line, fields, id: currentRequestId() })),
      error: (line: string) => lines.push(line),
    };
    // No built app: the unknown path is a 404 whether or not `dist/` exists on this machine.
    const app = appWith({ log, appDist: 'no-built-app-here' });
    await app.request('/healthz');
    const res = await app.request('/nothing-here', { headers: { 'X-Request-Id': 'req-abcdef12' } });
    expect(res.headers.get('x-request-id')).toBe('req-abcdef12');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ id: 'req-abcdef12', fields: { status: 404 } });
  });

  it('is written into the audit rows of the request', async () => {
    const token = await opsTools(server).session('admin');
    const res = await server.app.request(`${OPS_API}/logout`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        'X-Request-Id': 'audit-req-0001',
      },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('audit-req-0001');
    const rows = await server.conn.db.select().from(auditLog).where(eq(auditLog.requestId, 'audit-req-0001'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staffName: 'admin', action: 'logout' });
  });
});
