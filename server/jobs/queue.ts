import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { JobRow, JobsOverview } from '../../src/api/contract/opsJobs';
import type { Db, Tx } from '../db/connect';
import { jobs } from '../db/schema';
import type { Logger } from '../log';
import { jobFailures, jobQueueDepth, jobRuns, jobsFailed } from '../runtime/metrics';
import { testScopeId } from '../testScope';

/**
 * Durable jobs (docs/architecture.md "Jobs"): work due at a time is a row of `jobs`, so it outlives the process that
 * asked for it. Any instance claims due rows with `FOR UPDATE SKIP LOCKED` and a lease; an instance killed mid-job
 * leaves its lease to run out and another instance takes the job again, so every handler must be idempotent (they
 * are: each checks its own effect in the database before making it). A failed attempt waits an exponential back-off;
 * the last one leaves the job failed for staff (/ops Jobs, Retry). Every time comes from the injected clock, so tests
 * and the test clock move jobs without waiting. The same SQL runs on PGlite (one process) and PostgreSQL.
 */

export interface JobContext {
  id: number;
  name: string;
  /** 1 on the first attempt. */
  attempt: number;
  /** When the job was due (for a recurring job, the occurrence it stands for). */
  runAt: number;
  /** The clock when this attempt began. */
  now: number;
}

export interface HandlerOptions {
  /** Attempts before the job is left failed (default 5). */
  maxAttempts?: number;
  /** First back-off; each later one doubles, up to BACKOFF_CAP_MS (default 10 s). */
  backoffMs?: number;
  /** How long an attempt may hold the job before another instance takes it for dead (default 5 min). */
  leaseMs?: number;
}

export interface EnqueueOptions {
  /** When it is due (ms on the server clock); default now. */
  runAt?: number;
  /** Idempotency key: enqueueing the same key again makes no second job. */
  key?: string;
}

/** A job that comes back on its own: the occurrence after each run is enqueued when that run ends. */
export interface Recurrence {
  /** The first occurrence strictly after `after`. */
  next(after: number): number;
  /** The latest occurrence due at `now`, run at start-up if it never ran (the instances were all down at the time). */
  last?(now: number): number;
}

export type { JobRow, JobsOverview } from '../../src/api/contract/opsJobs';

export interface JobQueue {
  readonly instance: string;
  /** Registers the handler of jobs named `name`; their payloads are parsed with `schema` before it runs. */
  register<S extends z.ZodType>(
    name: string,
    schema: S,
    handler: (payload: z.output<S>, ctx: JobContext) => Promise<void>,
    options?: HandlerOptions,
  ): void;
  /** Makes `name` (registered, payload `{}`) recur: started by start() or ensureRecurring(). */
  recurring(name: string, recurrence: Recurrence): void;
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<{ id: number; created: boolean }>;
  /** Enqueues each recurring job's next occurrence (and a missed last one); idempotent. */
  ensureRecurring(now: number): Promise<void>;
  /**
   * Claims and runs the jobs due at `now` (default the clock), one after another until none is due. With `scope`,
   * only the jobs that test client caused (null: the unscoped ones). Resolves how many attempts ran.
   */
  runDue(options?: { now?: number; scope?: string | null; limit?: number }): Promise<number>;
  /** Polls every `pollMs` until stop(). */
  start(): void;
  /** One poll now (runs every due job), unless one is in progress (then that one's end). */
  pollNow(): Promise<void>;
  /** No further claims; resolves when the job in progress (if any) has ended. */
  stop(): Promise<void>;
  /** null while the poller is healthy, else why not (for /readyz). */
  problem(now: number): string | null;
  overview(now: number, limit?: number): Promise<JobsOverview>;
  /** Puts a failed job back in the queue, due now, with fresh attempts; false when it is not failed. */
  retry(id: number, now: number): Promise<JobRow | null>;
}

export const JOB_DEFAULTS = { maxAttempts: 5, backoffMs: 10_000, leaseMs: 5 * 60_000 } as const;
/** No back-off waits longer than this: a job failing for a day is retried hourly until its attempts run out. */
export const BACKOFF_CAP_MS = 60 * 60_000;
/** How often an instance looks for due jobs. */
export const POLL_MS = 1_000;
/** A poll running longer than this (a job overrunning its lease) or no poll for this long: the worker is stuck. */
const STUCK_MS = JOB_DEFAULTS.leaseMs;
/** How often the queue depth and failure gauges are refreshed. */
const GAUGE_MS = 15_000;

/** The wait after failed attempt `attempt` (1-based): base, 2×base, 4×base… capped. */
export function backoffAfter(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), BACKOFF_CAP_MS);
}

const recurringKey = (name: string, at: number) => `${name}@${new Date(at).toISOString()}`;

interface Registered {
  schema: z.ZodType;
  handler: (payload: unknown, ctx: JobContext) => Promise<void>;
  options: Required<HandlerOptions>;
}

function rowOf(row: typeof jobs.$inferSelect): JobRow {
  return {
    id: row.id,
    name: row.name,
    key: row.key,
    runAt: row.runAt.getTime(),
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: row.lastError,
    failedAt: row.failedAt?.getTime() ?? null,
  };
}

function messageOf(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 500) || 'failed';
}

/**
 * Puts a failed job back in the queue, due at `now`, with its attempts counted afresh (its last error stays until
 * an attempt succeeds). Takes a transaction so staff's Retry and its audit row commit together. null: not failed.
 */
export async function retryFailedJob(db: Db | Tx, id: number, now: number): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({ failedAt: null, attempts: 0, runAt: new Date(now), lockedBy: null, lockedUntil: null })
    .where(and(eq(jobs.id, id), isNotNull(jobs.failedAt)))
    .returning();
  return row ? rowOf(row) : null;
}

export function createJobQueue(deps: {
  db: Db;
  clock: () => number;
  log: Logger;
  /** Names the instance holding a job (INSTANCE_ID, else drawn). */
  instance?: string;
  pollMs?: number;
}): JobQueue {
  const { db, clock, log } = deps;
  const instance = deps.instance ?? `instance-${randomBytes(4).toString('hex')}`;
  const pollMs = deps.pollMs ?? POLL_MS;
  const handlers = new Map<string, Registered>();
  const recurrences = new Map<string, Recurrence>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let stopped = false;
  let polling: Promise<void> | null = null;
  let pollingSince: number | null = null;
  let lastPoll: number | null = null;
  let lastGauges = Number.NEGATIVE_INFINITY;

  const enqueue: JobQueue['enqueue'] = async (name, payload, options = {}) => {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`no job handler named ${name}`);
    const [row] = await db
      .insert(jobs)
      .values({
        name,
        payload: payload ?? {},
        key: options.key ?? null,
        scope: testScopeId() ?? null,
        runAt: new Date(options.runAt ?? clock()),
        maxAttempts: handler.options.maxAttempts,
      })
      .onConflictDoNothing({ target: jobs.key })
      .returning({ id: jobs.id });
    if (row) return { id: row.id, created: true };
    const [existing] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.key, options.key ?? ''));
    return { id: existing?.id ?? 0, created: false };
  };

  const enqueueOccurrence = (name: string, at: number) => enqueue(name, {}, { runAt: at, key: recurringKey(name, at) });

  /** Claims one due job: the oldest due, not held by a live lease, skipping rows another instance is claiming. */
  async function claim(now: number, scope: string | null | undefined) {
    const at = new Date(now);
    const conditions: (SQL | undefined)[] = [
      isNull(jobs.doneAt),
      isNull(jobs.failedAt),
      lte(jobs.runAt, at),
      or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, at)),
    ];
    if (scope !== undefined) conditions.push(scope === null ? isNull(jobs.scope) : eq(jobs.scope, scope));
    const names = [...handlers.keys()];
    if (names.length === 0) return null;
    conditions.push(inArray(jobs.name, names));
    // One lease for every job, the longest any handler asks for: the claim does not know the row's name yet.
    const leaseMs = Math.max(...[...handlers.values()].map((h) => h.options.leaseMs));
    // Found and taken in one transaction: the row stays locked from the look to the lease, and a second instance
    // looking at the same moment skips it for the next one instead of waiting.
    return db.transaction(async (tx) => {
      const [candidate] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(...conditions))
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!candidate) return null;
      const [row] = await tx
        .update(jobs)
        .set({ lockedBy: instance, attempts: sql`${jobs.attempts} + 1`, lockedUntil: new Date(now + leaseMs) })
        .where(eq(jobs.id, candidate.id))
        .returning();
      return row ?? null;
    });
  }

  /** Runs one claimed job to its end: done, due again after a back-off, or failed. */
  async function attempt(row: typeof jobs.$inferSelect, now: number, endClock: () => number): Promise<void> {
    const registered = handlers.get(row.name);
    if (!registered) return;
    const mine = and(eq(jobs.id, row.id), eq(jobs.lockedBy, instance), eq(jobs.attempts, row.attempts));
    jobRuns.inc({ job: row.name });
    const ctx: JobContext = { id: row.id, name: row.name, attempt: row.attempts, runAt: row.runAt.getTime(), now };
    let failure: string | null = null;
    try {
      await registered.handler(registered.schema.parse(row.payload), ctx);
    } catch (err) {
      failure = messageOf(err);
      jobFailures.inc({ job: row.name });
      log.error(`[job] ${row.name} failed (attempt ${row.attempts} of ${row.maxAttempts})`, err, {
        job: row.name,
        jobId: row.id,
      });
    }
    const ended = endClock();
    const exhausted = row.attempts >= row.maxAttempts;
    await db
      .update(jobs)
      .set(
        failure === null
          ? { doneAt: new Date(ended), lockedBy: null, lockedUntil: null, lastError: null }
          : exhausted
            ? { failedAt: new Date(ended), lockedBy: null, lockedUntil: null, lastError: failure }
            : {
                runAt: new Date(ended + backoffAfter(row.attempts, registered.options.backoffMs)),
                lockedBy: null,
                lockedUntil: null,
                lastError: failure,
              },
      )
      .where(mine);
    // A recurring job's next occurrence follows this one's end, succeeded or failed for good: the first after both
    // its time and now, so an occurrence run late (every instance was down) is not followed by a string of past ones.
    const recurrence = recurrences.get(row.name);
    if (recurrence && (failure === null || exhausted)) {
      await enqueueOccurrence(row.name, recurrence.next(Math.max(row.runAt.getTime(), now)));
    }
  }

  const runDue: JobQueue['runDue'] = async (options = {}) => {
    const limit = options.limit ?? 100;
    let ran = 0;
    while (ran < limit) {
      const now = options.now ?? clock();
      const row = await claim(now, options.scope);
      if (!row) break;
      // A run at a given time (the test clock) ends at that time too; a polled one when the handler returns.
      await attempt(row, now, () => options.now ?? clock());
      ran += 1;
    }
    return ran;
  };

  async function refreshGauges(now: number) {
    if (now - lastGauges < GAUGE_MS) return;
    lastGauges = now;
    const figures = await overview(now, 0);
    jobQueueDepth.set(figures.due + figures.waiting + figures.running);
    jobsFailed.set(figures.failed);
  }

  const poll = (): Promise<void> => {
    if (polling) return polling;
    pollingSince = clock();
    lastPoll = pollingSince;
    polling = (async () => {
      let ran = 0;
      do {
        if (stopped) break;
        ran = await runDue({ limit: 1 });
      } while (ran > 0);
      await refreshGauges(clock());
    })()
      .catch((err: unknown) => log.error('[job] polling failed', err))
      .finally(() => {
        lastPoll = clock();
        polling = null;
        pollingSince = null;
      });
    return polling;
  };

  async function overview(now: number, limit = 50): Promise<JobsOverview> {
    const at = new Date(now);
    const open = and(isNull(jobs.doneAt), isNull(jobs.failedAt));
    const [figures] = await db
      .select({
        due: sql<number>`count(*) FILTER (WHERE ${jobs.runAt} <= ${at} AND (${jobs.lockedUntil} IS NULL OR ${jobs.lockedUntil} < ${at}))`.mapWith(
          Number,
        ),
        running: sql<number>`count(*) FILTER (WHERE ${jobs.lockedUntil} >= ${at})`.mapWith(Number),
        all: count(),
        oldest: sql<
          string | null
        >`min(${jobs.runAt}) FILTER (WHERE ${jobs.runAt} <= ${at} AND (${jobs.lockedUntil} IS NULL OR ${jobs.lockedUntil} < ${at}))`,
      })
      .from(jobs)
      .where(open);
    const [failed] = await db.select({ n: count() }).from(jobs).where(isNotNull(jobs.failedAt));
    const failures =
      limit > 0
        ? await db
            .select()
            .from(jobs)
            .where(isNotNull(jobs.failedAt))
            .orderBy(desc(jobs.failedAt), desc(jobs.id))
            .limit(limit)
        : [];
    const due = figures?.due ?? 0;
    const running = figures?.running ?? 0;
    const oldest = figures?.oldest ? new Date(figures.oldest).getTime() : null;
    return {
      due,
      running,
      waiting: (figures?.all ?? 0) - due - running,
      failed: failed?.n ?? 0,
      failures: failures.map(rowOf),
      oldestDueAt: oldest,
    };
  }

  async function ensureRecurring(now: number) {
    for (const [name, recurrence] of recurrences) {
      if (recurrence.last) await enqueueOccurrence(name, recurrence.last(now));
      await enqueueOccurrence(name, recurrence.next(now));
    }
  }

  return {
    instance,
    register(name, schema, handler, options = {}) {
      handlers.set(name, {
        schema,
        handler: handler as Registered['handler'],
        options: { ...JOB_DEFAULTS, ...options },
      });
    },
    recurring(name, recurrence) {
      if (!handlers.has(name)) throw new Error(`register ${name} before making it recur`);
      recurrences.set(name, recurrence);
    },
    enqueue,
    ensureRecurring,
    runDue,
    pollNow: poll,
    start() {
      if (timer || stopped) return;
      lastPoll = clock();
      void ensureRecurring(clock()).catch((err: unknown) =>
        log.error('[job] scheduling the recurring jobs failed', err),
      );
      timer = setInterval(() => void poll(), pollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await polling;
    },
    problem(now) {
      if (timer === null) return stopped ? 'jobs stopped' : 'jobs not running';
      if (pollingSince !== null && now - pollingSince > STUCK_MS) {
        return `a job has been running for ${Math.round((now - pollingSince) / 1000)} s`;
      }
      const quiet = Math.max(STUCK_MS, 3 * pollMs);
      if (pollingSince === null && lastPoll !== null && now - lastPoll > quiet) {
        return `jobs have not been polled for ${Math.round((now - lastPoll) / 1000)} s`;
      }
      return null;
    },
    overview,
    retry: (id, now) => retryFailedJob(db, id, now),
  };
}
