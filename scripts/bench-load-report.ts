/**
 * The figures of `npm run bench:server` (scripts/bench-load.ts): a call's rounds pooled into one row, each row set
 * against the same run's HTTP ceiling and floor server, and the table and aims paragraph docs/bench.md shows.
 * Pure: the unit tests (tests/unit/benchLoad.test.ts) feed it made-up rounds.
 */
import { percentile } from './bench-stats';

/**
 * What the ratios are measured against: the lobby's own calls, the bare HTTP stack, the bare database reads, and the
 * bare HTTP stack behind the middleware every lobby call passes (the most any call can reach).
 */
export type Server = 'lobby' | 'ceiling' | 'floor' | 'pipeline';

/** One autocannon run of one call (one round). */
export interface Round {
  /** Responses received. */
  requests: number;
  /** How long the run lasted, in seconds. */
  seconds: number;
  /** Each response's latency, ms (a timed-out request has none: it is counted in `timeouts`). */
  latencies: number[];
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** A call's rounds pooled: req/s over the whole time, percentiles over every response of every round. */
export interface Row {
  database: string;
  call: string;
  server: Server;
  rps: number;
  /** req/s of each round, in order: how much the run moved between rounds. */
  roundRps: number[];
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** The aims, relative to the same run's ceiling: absolute figures differ two- to four-fold between machines. */
export const AIMS = { minCeilingShare: 0.5, maxCeilingP99: 3 } as const;

/** The lobby calls the ratio aims apply to: the balance the app polls and the heartbeat every open page sends. */
export const AIMED_CALLS = ['refreshData', 'heartbeat (online)'] as const;

/** The call whose aim is about time-outs, not speed: a game must open even at 100 connections. */
export const NO_TIMEOUTS_CALL = 'startGame';

const oneDecimal = (v: number) => Math.round(v * 10) / 10;

export function pool(database: string, call: string, server: Server, rounds: readonly Round[]): Row {
  const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
  const seconds = rounds.reduce((sum, r) => sum + r.seconds, 0);
  const sorted = rounds.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const at = (p: number) => (sorted.length > 0 ? oneDecimal(percentile(sorted, p)) : Number.NaN);
  const total = (key: 'errors' | 'timeouts' | 'non2xx') => rounds.reduce((sum, r) => sum + r[key], 0);
  return {
    database,
    call,
    server,
    rps: seconds > 0 ? Math.round(requests / seconds) : 0,
    roundRps: rounds.map((r) => (r.seconds > 0 ? Math.round(r.requests / r.seconds) : 0)),
    p50: at(50),
    p99: at(99),
    max: sorted.length > 0 ? oneDecimal(sorted[sorted.length - 1]!) : Number.NaN,
    errors: total('errors'),
    timeouts: total('timeouts'),
    non2xx: total('non2xx'),
  };
}

/** A row against the ceiling and the floor server measured in the same database's rounds; null when either is missing. */
export interface Ratios {
  /** req/s ÷ the ceiling's req/s (1 = as fast as the bare HTTP stack). */
  ofCeilingRps: number | null;
  /** p99 ÷ the ceiling's p99 (1 = no slower than the bare HTTP stack). */
  ofCeilingP99: number | null;
  /** req/s ÷ the floor server's req/s (1 = what the database reads alone allow). */
  ofFloorRps: number | null;
}

const divide = (a: number, b: number | undefined) =>
  b !== undefined && b > 0 && Number.isFinite(a) && Number.isFinite(b) ? a / b : null;

export function ratios(row: Row, rows: readonly Row[]): Ratios {
  const ceiling = rows.find((r) => r.database === row.database && r.server === 'ceiling');
  const floor = rows.find((r) => r.database === row.database && r.server === 'floor');
  return {
    ofCeilingRps: divide(row.rps, ceiling?.rps),
    ofCeilingP99: divide(row.p99, ceiling?.p99),
    ofFloorRps: divide(row.rps, floor?.rps),
  };
}

const times = (v: number | null) => (v === null ? '—' : `${v.toFixed(2)}×`);
const ms = (v: number) => (Number.isNaN(v) ? '—' : String(v));

/** The markdown table: absolute figures, then the three ratios. */
export function serverTable(rows: readonly Row[]): string {
  const lines = [
    '| database | call | req/s | req/s by round | p50 ms | p99 ms | max ms | time-outs | errors | non-2xx | req/s ÷ ceiling | p99 ÷ ceiling p99 | req/s ÷ floor |',
    '| -------- | ---- | ----: | -------------: | -----: | -----: | -----: | --------: | -----: | ------: | --------------: | ----------------: | ------------: |',
  ];
  for (const r of rows) {
    const q = ratios(r, rows);
    lines.push(
      `| ${r.database} | ${r.call} | ${r.rps} | ${r.roundRps.join(' / ')} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.timeouts} | ${r.errors} | ${r.non2xx} | ${times(q.ofCeilingRps)} | ${times(q.ofCeilingP99)} | ${times(q.ofFloorRps)} |`,
    );
  }
  return lines.join('\n');
}

/** Whether one aimed call met the ratio aims in this run, in words. */
function verdict(row: Row, rows: readonly Row[]): string {
  const q = ratios(row, rows);
  if (q.ofCeilingRps === null || q.ofCeilingP99 === null) return `${row.database} ${row.call}: no ceiling measured`;
  const fast = q.ofCeilingRps >= AIMS.minCeilingShare;
  const steady = q.ofCeilingP99 <= AIMS.maxCeilingP99;
  const figures = `${times(q.ofCeilingRps)} the ceiling's req/s, p99 ${times(q.ofCeilingP99)} the ceiling's`;
  const missed = [fast ? '' : 'req/s', steady ? '' : 'p99'].filter(Boolean).join(' and ');
  return `${row.database} ${row.call}: ${figures} — ${missed ? `**not met** (${missed})` : 'met'}`;
}

/** The paragraph under the table: the aims, and per database whether this run met them. */
export function aimsParagraph(rows: readonly Row[]): string {
  const aimed = rows.filter((r) => r.server === 'lobby' && (AIMED_CALLS as readonly string[]).includes(r.call));
  const startGame = rows.filter((r) => r.server === 'lobby' && r.call === NO_TIMEOUTS_CALL);
  const lines = [
    `Aims, against the ceiling measured in the same rounds: ${AIMED_CALLS.map((c) => `\`${c}\``).join(' and ')} at ` +
      `≥ ${AIMS.minCeilingShare}× the ceiling's req/s with a p99 ≤ ${AIMS.maxCeilingP99}× the ceiling's p99; ` +
      `\`${NO_TIMEOUTS_CALL}\` without time-outs. This run:`,
    '',
    ...aimed.map((r) => `- ${verdict(r, rows)}`),
    ...startGame.map(
      (r) =>
        `- ${r.database} ${r.call}: ${r.timeouts} time-outs — ${r.timeouts === 0 ? 'met' : '**not met** (time-outs)'}`,
    ),
    ...rows
      .filter((r) => r.server === 'pipeline')
      .map(
        (r) =>
          `- ${r.database} ${r.call}: ${times(ratios(r, rows).ofCeilingRps)} the ceiling's req/s — the most a lobby ` +
          'call can reach before its own work',
      ),
  ];
  return lines.join('\n');
}
