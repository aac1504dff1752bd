import { describe, expect, it } from 'vitest';
import { aimsParagraph, pool, type Round, ratios, serverTable } from '../../scripts/bench-load-report';

const round = (requests: number, seconds: number, latencies: number[], timeouts = 0): Round => ({
  requests,
  seconds,
  latencies,
  errors: 0,
  timeouts,
  non2xx: 0,
});
// 100 latencies 1..100 ms: nearest-rank p50 = 50, p99 = 99.
const spread = (scale: number) => Array.from({ length: 100 }, (_, i) => (i + 1) * scale);

describe('bench:server figures (scripts/bench-load-report.ts)', () => {
  it('pools rounds: req/s over the whole time, percentiles over every response of every round', () => {
    const slow = Array.from({ length: 100 }, (_, i) => 101 + i);
    const row = pool('PGlite', 'refreshData', 'lobby', [round(3000, 10, spread(1)), round(1000, 10, slow, 2)]);
    expect(row.rps).toBe(200);
    expect(row.roundRps).toEqual([300, 100]);
    // 200 samples 1..200 (nearest rank): the slow round's tail is the pooled p99, not the mean of the rounds' p99s.
    expect(row.p50).toBe(100);
    expect(row.p99).toBe(198);
    expect(row.max).toBe(200);
    expect(row.timeouts).toBe(2);
  });

  it('sets each call against the ceiling and the floor measured on the same database', () => {
    const rows = [
      pool('PGlite', 'HTTP ceiling', 'ceiling', [round(8000, 10, spread(0.2))]),
      pool('PGlite', 'floor server', 'floor', [round(1000, 10, spread(1))]),
      pool('PGlite', 'refreshData', 'lobby', [round(500, 10, spread(1.5))]),
      pool('PostgreSQL', 'refreshData', 'lobby', [round(500, 10, spread(1))]),
    ];
    const q = ratios(rows[2]!, rows);
    expect(q.ofCeilingRps).toBeCloseTo(500 / 8000);
    expect(q.ofCeilingP99).toBeCloseTo(148.5 / 19.8);
    expect(q.ofFloorRps).toBeCloseTo(0.5);
    // No yardstick measured on that database: no ratio rather than one against another engine's.
    expect(ratios(rows[3]!, rows)).toEqual({ ofCeilingRps: null, ofCeilingP99: null, ofFloorRps: null });
    const table = serverTable(rows).split('\n');
    expect(table[4]).toBe('| PGlite | refreshData | 50 | 50 | 75 | 148.5 | 150 | 0 | 0 | 0 | 0.06× | 7.50× | 0.50× |');
    expect(table[5]).toMatch(/\| — \| — \| — \|$/);
  });

  it('names the most a call can reach: the ceiling behind the request middleware, against the bare ceiling', () => {
    const rows = [
      pool('PGlite', 'HTTP ceiling', 'ceiling', [round(1000, 10, spread(1))]),
      pool('PGlite', 'middleware alone (constant body)', 'pipeline', [round(450, 10, spread(2))]),
      pool('PGlite', 'refreshData', 'lobby', [round(200, 10, spread(4))]),
    ];
    const text = aimsParagraph(rows);
    expect(text).toContain(
      "- PGlite middleware alone (constant body): 0.45× the ceiling's req/s — the most a lobby call can reach",
    );
    // A yardstick, not an aimed call: no verdict of its own.
    expect(text).not.toMatch(/middleware alone[^\n]*(met|not met)/);
  });

  it('says per aimed call whether the run met the aims, and which part missed', () => {
    const rows = [
      pool('PGlite', 'HTTP ceiling', 'ceiling', [round(1000, 10, spread(1))]),
      pool('PGlite', 'refreshData', 'lobby', [round(600, 10, spread(2))]),
      pool('PGlite', 'heartbeat (online)', 'lobby', [round(400, 10, spread(4))]),
      pool('PGlite', 'startGame', 'lobby', [round(100, 10, spread(5), 3)]),
      pool('PGlite', 'appConfig (full, gzip)', 'lobby', [round(10, 10, spread(50))]),
    ];
    const text = aimsParagraph(rows);
    expect(text).toContain("PGlite refreshData: 0.60× the ceiling's req/s, p99 2.00× the ceiling's — met");
    expect(text).toContain(
      "PGlite heartbeat (online): 0.40× the ceiling's req/s, p99 4.00× the ceiling's — **not met** (req/s and p99)",
    );
    expect(text).toContain('PGlite startGame: 3 time-outs — **not met** (time-outs)');
    // Calls without an aim are in the table only.
    expect(text).not.toContain('appConfig');
  });
});
