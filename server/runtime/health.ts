import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/connect';
import { MIGRATIONS_FOLDER } from '../db/migrate';

/**
 * /healthz and /readyz, for a balancer and an orchestrator (docs/operations.md). /healthz says the process answers
 * (restart it when it does not); /readyz says it can serve players now (send it traffic only then).
 */

export const READINESS_CHECKS = ['database', 'migrations', 'jobs'] as const;
export type ReadinessCheckName = (typeof READINESS_CHECKS)[number];

/** A check: null when it passes, else a short reason. */
export type ReadinessCheck = () => Promise<string | null>;
export type ReadinessChecks = Record<ReadinessCheckName, ReadinessCheck>;

/** A check that has not answered in this long fails: a balancer's own probe gives up after a few seconds. */
export const READINESS_TIMEOUT_MS = 2_000;

/** Work /readyz watches (the job poller, periodic work): null while healthy, else why not. */
export interface Watched {
  problem(now: number): string | null;
}

/** Whether the process is draining (SIGTERM): shared by boot, which drains, and the app, which answers. */
export interface Lifecycle {
  draining: boolean;
}

/** The latest migration of this build (drizzle records it by the journal's `when`). */
export function latestMigrationMillis(folder = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

function rowsOf<T>(result: unknown): T[] {
  // PGlite and node-postgres both answer { rows }; the driver-neutral type does not say so.
  return (result as { rows: T[] }).rows;
}

/** The checks against the real database and the job poller. */
export function defaultReadinessChecks(
  db: Db,
  jobs: () => readonly Watched[],
  clock: () => number,
  latestMigration = latestMigrationMillis(),
): ReadinessChecks {
  return {
    database: async () => {
      await db.execute(sql`SELECT 1`);
      return null;
    },
    // Ready when this build's latest migration is applied; a database migrated further by a newer build serves an
    // older instance too (during a rolling deploy the old instances keep serving until they are replaced).
    migrations: async () => {
      const [row] = rowsOf<{ latest: string | number | null }>(
        await db.execute(sql`SELECT max(created_at) AS "latest" FROM drizzle.__drizzle_migrations`),
      );
      const applied = Number(row?.latest ?? 0);
      return applied >= latestMigration ? null : 'the database lacks migrations of this build';
    },
    jobs: async () => {
      const now = clock();
      const problems = jobs()
        .map((job) => job.problem(now))
        .filter((p): p is string => p !== null);
      return problems.length === 0 ? null : problems.join('; ');
    },
  };
}

/** The check's answer, a thrown error's message, or the time-out. */
async function runCheck(check: ReadinessCheck, timeoutMs: number): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer in ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([
      check().catch((err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 200)),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const NO_STORE = { 'Cache-Control': 'no-store' };

export function healthAnswer(c: Context): Response {
  return c.json({ status: 'ok' }, 200, NO_STORE);
}

export async function readinessAnswer(
  c: Context,
  lifecycle: Lifecycle,
  checks: ReadinessChecks,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<Response> {
  if (lifecycle.draining) return c.json({ status: 'draining' }, 503, NO_STORE);
  const results = await Promise.all(READINESS_CHECKS.map((name) => runCheck(checks[name], timeoutMs)));
  const states: Record<string, 'ok' | 'fail'> = {};
  const reasons: Record<string, string> = {};
  READINESS_CHECKS.forEach((name, i) => {
    const reason = results[i];
    states[name] = reason ? 'fail' : 'ok';
    if (reason) reasons[name] = reason;
  });
  // A drain that began while the checks ran wins: the balancer must stop sending.
  if (lifecycle.draining) return c.json({ status: 'draining' }, 503, NO_STORE);
  if (Object.keys(reasons).length === 0) return c.json({ status: 'ready', checks: states }, 200, NO_STORE);
  return c.json({ status: 'unready', checks: states, reasons }, 503, NO_STORE);
}
