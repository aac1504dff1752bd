import type { SnapshotFrom } from 'xstate';
import type { JobQueueMachine } from './jobQueue.machine';

type Snapshot = SnapshotFrom<JobQueueMachine>;

export const failedJobs = (s: Snapshot) => s.context.list;
export const jobFigures = (s: Snapshot) => s.context.figures;
/** Nothing under way: a Retry may be sent. */
export const jobsIdle = (s: Snapshot): boolean => s.hasTag('ready') && !s.hasTag('busy');
/** The job a Retry is under way for (its button says so). */
export const retryingJob = (s: Snapshot) => (s.hasTag('busy') ? s.context.jobId : null);
