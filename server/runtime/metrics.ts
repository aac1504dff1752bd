import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus figures (docs/operations.md "Metrics"). One registry per process: every figure is about
 * this process (a cluster's totals are Prometheus's sums across instances), and the ledger and the periodic work
 * count into it from wherever they run, request or not.
 */
export const registry = new Registry();

/** Latency buckets, in seconds: a heartbeat answers in milliseconds, an upload or a report may take seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'lobby_http_requests_total',
  help: 'Requests answered, by call (the API call name, else the route pattern) and outcome (the errcode of an API envelope, else the HTTP status class).',
  labelNames: ['call', 'outcome'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'lobby_http_request_duration_seconds',
  help: 'Time from the request reaching the app to its answer, by call and outcome.',
  labelNames: ['call', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const httpInFlight = new Gauge({
  name: 'lobby_http_requests_in_flight',
  help: 'Requests being answered now.',
  registers: [registry],
});

/** The in-flight gauge's value, read directly: it is this process's own count. */
let inFlight = 0;
export function inFlightRequests(): number {
  return inFlight;
}
export function requestStarted(): void {
  inFlight += 1;
  httpInFlight.set(inFlight);
}
export function requestEnded(): void {
  inFlight -= 1;
  httpInFlight.set(inFlight);
}

export const jobRuns = new Counter({
  name: 'lobby_job_runs_total',
  help: 'Runs of periodic work and attempts of durable jobs, by job.',
  labelNames: ['job'] as const,
  registers: [registry],
});

export const jobFailures = new Counter({
  name: 'lobby_job_failures_total',
  help: 'Runs of periodic work and attempts of durable jobs that failed, by job.',
  labelNames: ['job'] as const,
  registers: [registry],
});

export const jobQueueDepth = new Gauge({
  name: 'lobby_job_queue_depth',
  help: 'Durable jobs not yet done or failed (due, waiting for their time or a back-off, or running), as last counted by this process.',
  registers: [registry],
});

export const jobsFailed = new Gauge({
  name: 'lobby_jobs_failed',
  help: 'Durable jobs whose attempts ran out, waiting for staff (/ops Jobs), as last counted by this process.',
  registers: [registry],
});

export const ledgerMovements = new Counter({
  name: 'lobby_ledger_movements_total',
  help: 'Balance movements posted by this process, by kind and balance (counted when posted; a movement whose transaction then rolled back is counted too: the ledger table is the record).',
  labelNames: ['kind', 'balance'] as const,
  registers: [registry],
});

export const ledgerCredits = new Counter({
  name: 'lobby_ledger_credit_centavos_total',
  help: 'Centavos credited by the movements posted by this process, by kind and balance.',
  labelNames: ['kind', 'balance'] as const,
  registers: [registry],
});

export const ledgerDebits = new Counter({
  name: 'lobby_ledger_debit_centavos_total',
  help: 'Centavos debited by the movements posted by this process, by kind and balance.',
  labelNames: ['kind', 'balance'] as const,
  registers: [registry],
});

/** Open live-update streams to browsers (server/live/stream.ts). */
export const liveStreams = new Gauge({
  name: 'lobby_live_streams',
  help: 'Live-update streams open to browsers.',
  registers: [registry],
});

/**
 * Ledger kinds are names in the code, a few dozen; a kind built from data by mistake must not turn into one time
 * series per order, so kinds past this many are counted as `other`.
 */
const MAX_LEDGER_KINDS = 200;
const ledgerKinds = new Set<string>();

/** Counts one applied movement (server/ledger.ts calls it). */
export function countLedgerMovement(kind: string, balance: string, amount: number): void {
  if (!ledgerKinds.has(kind) && ledgerKinds.size < MAX_LEDGER_KINDS) ledgerKinds.add(kind);
  const labels = { kind: ledgerKinds.has(kind) ? kind : 'other', balance };
  ledgerMovements.inc(labels);
  if (amount > 0) ledgerCredits.inc(labels, amount);
  else if (amount < 0) ledgerDebits.inc(labels, -amount);
}

export const passwordChecks = new Counter({
  name: 'lobby_password_checks_total',
  help: 'Password verifications (scrypt), by the cost each one paid: a sudden rise is someone guessing at log-ins.',
  labelNames: ['cost'] as const,
  registers: [registry],
});

/** node-postgres's pool figures. */
export interface PoolFigures {
  total: number;
  idle: number;
  waiting: number;
}

let poolFigures: (() => PoolFigures) | null = null;
let poolGauges = false;

/**
 * Reads the PostgreSQL pool at every scrape. PGlite has no pool (one connection in the process, queries run one at
 * a time and its queue is not exposed), so on PGlite these series are absent.
 */
export function watchPool(figures: () => PoolFigures): void {
  poolFigures = figures;
  if (poolGauges) return;
  poolGauges = true;
  const gauge = (name: string, help: string, pick: (f: PoolFigures) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        if (poolFigures) this.set(pick(poolFigures()));
      },
    });
  gauge('lobby_db_pool_connections', 'PostgreSQL connections the pool holds.', (f) => f.total);
  gauge('lobby_db_pool_idle', 'PostgreSQL connections idle in the pool.', (f) => f.idle);
  gauge('lobby_db_pool_waiting', 'Queries waiting for a PostgreSQL connection.', (f) => f.waiting);
}

let processMetrics = false;

/** CPU, memory, event-loop delay and the like of the serving process (started by boot, not by tests' apps). */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: registry, prefix: 'lobby_' });
}

/** Who may read /metrics: `token` set → a bearer of it; unset → production: nobody, demo: this machine only. */
export interface MetricsAccess {
  production: boolean;
  token: string | undefined;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The socket's peer; '' in process (app.request), which is this machine. */
function peerAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? '';
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** GET /metrics: the text format, or 404 (switched off), 401 (token missing or wrong), 403 (not loopback). */
export async function metricsAnswer(c: Context, access: MetricsAccess): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  if (access.token !== undefined) {
    const header = c.req.header('authorization') ?? '';
    const given = /^Bearer (.+)$/.exec(header)?.[1] ?? '';
    if (!sameSecret(given, access.token)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.text('metrics need the bearer token\n', 401);
    }
  } else if (access.production) {
    return c.text('not found\n', 404);
  } else {
    const peer = peerAddress(c);
    if (peer !== '' && !LOOPBACK.has(peer)) return c.text('metrics are served to this machine only\n', 403);
  }
  return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
}
