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

/** What /ops Jobs calls each of the lobby's jobs, by the name its rows carry (server/jobs/lobbyJobs.ts `JOB`). */
export const JOB_LABELS = {
  'sandbox-kyc-decision': 'Sandbox identity decision',
  'sandbox-payout-callback': 'Sandbox payout settlement',
  'payout-retry': 'Payout retry sweep',
  'weekend-lottery-draw': 'Weekend lottery draw',
  'jobs-prune': 'Old finished jobs removed',
  'mail-send': 'Scheduled mail sent',
  'round-sweep': 'Unsettled game rounds rolled back',
  'rate-limit-prune': 'Old rate-limit counts removed',
  'provider-reconcile': "Game providers' daily reconciliation",
  'virtual-match-settle': 'Virtual match bets settled at full time',
  'arcade-settle': 'Crash rounds settled after their crash',
  'live-table-close': 'Live table bets closed',
  'live-table-draw': 'Live table round drawn and settled',
} as const;

export type JobName = keyof typeof JOB_LABELS;
