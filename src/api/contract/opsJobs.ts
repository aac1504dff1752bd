/** The durable job queue as /ops-api/jobs answers it (server/jobs/queue.ts; docs/ops.md "Jobs"). */
export interface JobRow {
  id: number;
  name: string;
  key: string | null;
  runAt: number;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  failedAt: number | null;
}

export interface JobsOverview {
  /** Due now and not running. */
  due: number;
  /** Waiting for a later time (back-offs included). */
  waiting: number;
  running: number;
  failed: number;
  /** The most recent failed jobs, newest first. */
  failures: JobRow[];
  /** The oldest due job's due time (null when none is due): how far behind the queue is. */
  oldestDueAt: number | null;
}
