import { jobQueueMachine } from '../../../machines/ops/jobQueue.machine';
import type { FailedJob } from '../../../src/api/client/ops/opsTypes';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

/** A payout settlement whose five attempts all failed. */
export const failedJob: FailedJob = {
  id: 41,
  name: 'sandbox-payout-callback',
  key: 'sandbox-payout-callback:payout:W1',
  runAt: 1_800_000_000_000,
  attempts: 5,
  maxAttempts: 5,
  lastError: '/payout-callback answered 503',
  failedAt: 1_800_000_360_000,
};

const figures = { due: 2, waiting: 3, running: 1, failed: 1, oldestDueAt: 1_800_000_000_000 };

/** The job queue: load, Retry a failed job, refusals, and a session that ended (401). */
export const jobQueueSpec = defineMachineSpec({
  name: 'jobQueue',
  machine: jobQueueMachine,
  input: queueInput,
  events: [
    settled('load', { list: [failedJob], figures }),
    refused('load', 500),
    refused('load', 401),
    settled('retryJob', {}),
    refused('retryJob', 409),
    refused('retryJob', 401),
    { type: 'RETRY_JOB', jobId: 41 },
    { type: 'REFRESH' },
    { type: 'RETRY' },
  ],
  mocks: (m) => ({ load: m.promise(), retryJob: m.promise() }),
  serializeState: (s) => JSON.stringify(s.value),
});
