import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitCounts } from '../../server/db/schema';
import { pruneRateLimits, RATE_LIMIT_KEEP_MS, takeRateLimit } from '../../server/security/rateLimit';
import { setupServer } from './harness';

/**
 * Rate limits counted in the database (server/security/rateLimit.ts), so every instance shares them: a burst takes
 * exactly the limit, the window slides across its fixed edges, and old windows are pruned. On PostgreSQL
 * (tests/server/run-on-postgres.ts) the burst runs on separate connections, as two instances' calls would.
 */
const server = setupServer({ seed: { games: 20 } });
const minute = { max: 5, windowMs: 60_000 };
/** A time at the start of a window, so the steps below stay in the windows they name. */
const T0 = 1_800_000_000_000 - (1_800_000_000_000 % minute.windowMs);
const key = () => `test:${randomBytes(6).toString('hex')}`;

async function takeMany(k: string, n: number, now: number, limit = minute): Promise<number> {
  const taken = await Promise.all(Array.from({ length: n }, () => takeRateLimit(server.conn.db, k, limit, now)));
  return taken.filter(Boolean).length;
}

describe('a rate limit in the database', () => {
  it('takes exactly the limit from a burst, whatever connections it arrives on, and counts no refusal', async () => {
    const k = key();
    const burst = { max: 40, windowMs: 60_000 };
    expect(await takeMany(k, 120, T0 + 1_000, burst)).toBe(40);
    const rows = await server.conn.db.select().from(rateLimitCounts).where(eq(rateLimitCounts.key, k));
    expect(rows.map((r) => r.hits)).toEqual([40]);
  });

  it('slides: the previous window weighs by the share of it still inside the last minute', async () => {
    const k = key();
    expect(await takeMany(k, 5, T0 + 50_000)).toBe(5);
    expect(await takeRateLimit(server.conn.db, k, minute, T0 + 59_000)).toBe(false);
    // An event is taken while the weighed count before it is under the limit. 6 s into the next window, 90% of
    // the last one still counts: 4.5, so one is taken (5.5 after it).
    expect(await takeMany(k, 3, T0 + 66_000)).toBe(1);
    // Halfway through it, 2.5 carried and 1 taken: 3.5 and 4.5 are under 5, so two more.
    expect(await takeMany(k, 3, T0 + 90_000)).toBe(2);
    // A whole window later the old one no longer weighs.
    expect(await takeMany(k, 6, T0 + 180_000)).toBe(5);
  });

  it('keys are apart: one client at its limit leaves another untouched', async () => {
    const a = key();
    const b = key();
    expect(await takeMany(a, 6, T0)).toBe(5);
    expect(await takeMany(b, 2, T0)).toBe(2);
  });

  it('prunes windows no limit reads any more, and keeps those it does', async () => {
    const old = key();
    const recent = key();
    await takeRateLimit(server.conn.db, old, minute, T0);
    await takeRateLimit(server.conn.db, recent, minute, T0 + RATE_LIMIT_KEEP_MS);
    await pruneRateLimits(server.conn.db, T0 + RATE_LIMIT_KEEP_MS + minute.windowMs);
    const left = await server.conn.db.select({ key: rateLimitCounts.key }).from(rateLimitCounts);
    expect(left.map((r) => r.key)).not.toContain(old);
    expect(left.map((r) => r.key)).toContain(recent);
  });
});
