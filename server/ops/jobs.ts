import type { Context } from 'hono';
import type { Db } from '../db/connect';
import type { StaffRole } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import { retryFailedJob } from '../jobs/queue';
import type { Actor } from './audit';
import { writeAudit } from './audit';
import { OpsError } from './errors';

/**
 * /ops Jobs (docs/ops.md "Jobs"): how deep the durable job queue is and which jobs failed for good, with a Retry
 * that staff's audit records. Administrators run it; finance may look (the payout jobs are theirs to follow).
 */

const READERS: readonly StaffRole[] = ['admin', 'finance'];
const ADMIN: readonly StaffRole[] = ['admin'];
/** Failed jobs listed at most: the newest; the count says how many there are in all. */
export const FAILED_JOBS_LISTED = 50;

function jobParam(c: Context): number {
  const raw = c.req.param('jobId') ?? '';
  if (!/^\d{1,15}$/.test(raw)) throw new OpsError(404, 'Not found.');
  return Number(raw);
}

/** What these routes use of a call (server/ops/routes.ts gives them the whole call; named here to keep imports one-way). */
interface JobsCall {
  c: Context;
  deps: { db: Db; jobs: JobQueue };
  staff: Actor;
  now: number;
}

interface JobsRoute {
  method: 'GET' | 'POST';
  path: string;
  roles: readonly StaffRole[];
  run(call: JobsCall): Promise<unknown>;
}

export const JOB_ROUTES: readonly JobsRoute[] = [
  {
    method: 'GET',
    path: '/jobs',
    roles: READERS,
    run: async ({ deps, now }) => ({ jobs: await deps.jobs.overview(now, FAILED_JOBS_LISTED) }),
  },
  {
    method: 'POST',
    path: '/jobs/:jobId/retry',
    roles: ADMIN,
    run: async ({ c, deps, staff, now }) => {
      const id = jobParam(c);
      await deps.db.transaction(async (tx) => {
        const job = await retryFailedJob(tx, id, now);
        if (!job) throw new OpsError(409, 'This job is not failed: it is done, waiting or running already.');
        await writeAudit(
          tx,
          staff,
          {
            action: 'job-retry',
            target: `job:${id}`,
            before: { name: job.name, attempts: job.attempts, lastError: job.lastError },
          },
          now,
        );
      });
      return {};
    },
  },
];
