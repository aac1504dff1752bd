import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/*
 * Durable jobs (server/jobs, docs/architecture.md "Jobs"): work due at a time, claimed by one instance at a time
 * under a lease, retried with back-off, kept once done so an idempotency key is never enqueued twice.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The handler's name (server/jobs/names.ts). */
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    /** Idempotency: a second enqueue with the same key is the same job. */
    key: text('key'),
    /** The test client that caused it (test controls only): its clock moves run it; null otherwise. */
    scope: text('scope'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** The instance running it, until `locked_until`: past that the instance is taken for dead and another retakes it. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Set when the last attempt failed: the job waits for staff (/ops Jobs, Retry). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_key').on(t.key),
    index('jobs_due').on(t.runAt).where(sql`${t.doneAt} IS NULL AND ${t.failedAt} IS NULL`),
    index('jobs_failed').on(t.failedAt).where(sql`${t.failedAt} IS NOT NULL`),
    check('jobs_attempts', sql`${t.attempts} >= 0 AND ${t.maxAttempts} >= 1`),
  ],
);
