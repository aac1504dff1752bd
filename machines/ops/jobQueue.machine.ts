import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { opsCall } from '../../src/api/client/ops/opsApi';
import type { FailedJob, JobsOverview } from '../../src/api/client/ops/opsTypes';
import type { TypesOf } from '../shared/machineTypes';
import { isSessionEnd, QUEUE_STATES, type QueueContext, type QueueInput, queueActions, queueCallsOf } from './opsQueue';

/**
 * The durable job queue for administrators (/ops/jobs, docs/ops.md "Jobs"; finance may read it): how many jobs are
 * due, waiting and running, and the jobs whose attempts ran out with their last error. Retry puts one back in the
 * queue with fresh attempts (audited); the list is read again after it. A 401 tells the session (SESSION.EXPIRED).
 */
export type JobFigures = Omit<JobsOverview, 'failures'>;

export interface JobQueueContext extends QueueContext<FailedJob> {
  figures: JobFigures | null;
  /** The job a Retry is under way for. */
  jobId: number | null;
}

export type JobQueueEvent =
  | { type: 'RETRY_JOB'; jobId: number }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | DoneActorEvent<{ list: FailedJob[]; figures: JobFigures }, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<unknown, 'retryJob'>
  | ErrorActorEvent<unknown, 'retryJob'>;

const call = queueCallsOf<JobQueueContext>();

export const jobQueueMachine = setup({
  types: {} as TypesOf<JobQueueContext, JobQueueEvent, QueueInput>,
  actors: {
    load: fromPromise<{ list: FailedJob[]; figures: JobFigures }, { token: string }>(async ({ input, signal }) => {
      const { jobs } = await opsCall<{ jobs: JobsOverview }>('GET', '/jobs', input.token, undefined, signal);
      const { failures, ...figures } = jobs;
      return { list: failures, figures };
    }),
    retryJob: fromPromise<unknown, { token: string; jobId: number }>(({ input, signal }) =>
      opsCall('POST', `/jobs/${input.jobId}/retry`, input.token, {}, signal),
    ),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
  },
  actions: {
    ...queueActions,
    setFigures: assign({
      figures: ({ event }) => (event as DoneActorEvent<{ figures: JobFigures }>).output.figures,
    }),
    choose: assign({ jobId: ({ event }) => (event as { jobId: number }).jobId, notice: null }),
    retried: assign({
      notice: ({ context }) => ({ kind: 'success', text: `Job ${context.jobId} is queued again.` }),
    }),
  },
}).createMachine({
  id: 'jobQueue',
  context: ({ input }) => ({ ...input, list: [], figures: null, jobId: null, notice: null, loadError: null }),
  initial: 'loading',
  states: {
    ...QUEUE_STATES,
    loading: {
      ...QUEUE_STATES.loading,
      invoke: {
        ...QUEUE_STATES.loading.invoke,
        onDone: { target: 'ready', actions: ['setList', 'setFigures'] },
      },
    },
    ready: {
      description: 'The queue figures and the failed jobs, each with Retry.',
      tags: ['ready'],
      on: {
        RETRY_JOB: { target: 'retrying', actions: 'choose' },
        REFRESH: 'loading',
      },
    },
    retrying: call({
      description: 'An administrator puts a failed job back in the queue.',
      src: 'retryJob',
      input: (context) => ({ jobId: context.jobId ?? 0 }),
      done: 'retried',
    }),
  },
});

export type JobQueueMachine = typeof jobQueueMachine;
