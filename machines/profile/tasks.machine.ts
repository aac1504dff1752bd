import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { byError, invokeThen, type Settled } from '../shared/actorEvents';
import { type FailedTry, failedTry } from '../shared/failedTry';
import { loadingStates } from '../shared/loading';
import type { TypesOf } from '../shared/machineTypes';
import { type Notice, notice } from '../shared/notice';
import type { BalanceReceiver } from '../shared/protocol';
import { type TaskRow, type TaskUser, taskRows } from '../shared/tasks';
import { profileFailure } from './profileErrors';

export { type TaskRow, taskRows } from '../shared/tasks';

/**
 * The task page (/profile/task, /lobby/task; desktop /lobby/profile/task): getTaskUser's progress per
 * task (achieveData), done and claimed (taskData: 1 done, 2 claimed; key 105 = first recharge), and a claim per
 * done task (receiveTaskAward, paid once by the server); after a claim the list is read again and the balance
 * refreshed. A follow task (its row has a same-origin `url`) is done when the player opens its page: VISIT reports
 * it (taskVisit) and the list is read again. A claim that fails (the network or the server's refusal) keeps why and
 * the CLAIM that tries it again (`failedClaim`) until the next try.
 */
export interface TasksInput {
  session: BalanceReceiver;
}

export interface TasksContext {
  session: BalanceReceiver;
  rows: TaskRow[];
  /** The task being claimed or reported visited. */
  acting: number | null;
  /** The last claim that failed: why, and the CLAIM that tries it again; null from the next try on. */
  failedClaim: FailedTry<TaskClaim> | null;
  notice: Notice | null;
}

/** Claims the award of a done task. */
export type TaskClaim = { type: 'CLAIM'; taskKey: number };

export type TasksEvent =
  | TaskClaim
  | { type: 'VISIT'; taskKey: number }
  | { type: 'RETRY' }
  | Settled<TaskUser, 'getTaskUser'>
  | Settled<DataOf<'receiveTaskAward'>, 'receiveTaskAward'>
  | Settled<DataOf<'taskVisit'>, 'taskVisit'>;

export const tasksMachine = setup({
  types: {} as TypesOf<TasksContext, TasksEvent, TasksInput>,
  actors: {
    getTaskUser: fromPromise<TaskUser>(({ signal }) => callApi('getTaskUser', {}, { signal })),
    receiveTaskAward: fromPromise<DataOf<'receiveTaskAward'>, { taskKey: number }>(({ input, signal }) =>
      callApi('receiveTaskAward', input, { signal }),
    ),
    taskVisit: fromPromise<DataOf<'taskVisit'>, { taskKey: number }>(({ input, signal }) =>
      callApi('taskVisit', input, { signal }),
    ),
  },
  guards: {
    claimable: ({ context, event }) => {
      assertEvent(event, 'CLAIM');
      return context.rows.some((row) => row.key === event.taskKey && row.state === 1);
    },
    visitable: ({ context, event }) => {
      assertEvent(event, 'VISIT');
      return context.rows.some((row) => row.key === event.taskKey && row.url !== null && row.state === 0);
    },
  },
  actions: {
    assignRows: assign({ rows: (_, user: TaskUser) => taskRows(user) }),
    assignActing: assign({
      acting: ({ event }) => {
        assertEvent(event, ['CLAIM', 'VISIT']);
        return event.taskKey;
      },
      failedClaim: null,
    }),
    noticeClaimed: assign({ acting: null, notice: () => notice('profile.task.claimed', 'success') }),
    clearActing: assign({ acting: null }),
    refreshBalance: ({ context }) => context.session.send({ type: 'BALANCE.REFRESH' }),
    noticeFailure: assign({ acting: null, notice: (_, params: { error: unknown }) => profileFailure(params.error) }),
    claimFailed: assign({
      failedClaim: ({ context }, params: { error: unknown }) =>
        failedTry(profileFailure(params.error), { type: 'CLAIM' as const, taskKey: context.acting ?? 0 }),
      acting: null,
    }),
  },
}).createMachine({
  id: 'tasks',
  context: ({ input }) => ({ session: input.session, rows: [], acting: null, failedClaim: null, notice: null }),
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'getTaskUser',
      target: 'ready',
      assign: 'assignRows',
      failure: 'noticeFailure',
      read: 'getTaskUser is under way.',
      failed: 'The tasks could not be loaded: Retry.',
    }),
    ready: {
      description: 'The tasks with progress; a done task offers Claim, an open follow task its page.',
      on: {
        CLAIM: { guard: 'claimable', target: 'claiming', actions: 'assignActing' },
        VISIT: { guard: 'visitable', target: 'visiting', actions: 'assignActing' },
      },
    },
    claiming: {
      tags: ['busy'],
      description: 'receiveTaskAward is under way; then the list is read again (a failure keeps why, and Retry).',
      invoke: invokeThen('receiveTaskAward', 'loading', {
        input: ({ context }: { context: TasksContext }) => ({ taskKey: context.acting ?? 0 }),
        done: ['noticeClaimed', 'refreshBalance'],
        failed: { type: 'claimFailed', params: byError },
      }),
    },
    visiting: {
      tags: ['busy'],
      description:
        'taskVisit reports the opened page (the page itself opened in a new tab); then the list is read again.',
      invoke: invokeThen('taskVisit', 'loading', {
        input: ({ context }: { context: TasksContext }) => ({ taskKey: context.acting ?? 0 }),
        done: 'clearActing',
        failed: { type: 'noticeFailure', params: byError },
      }),
    },
  },
});

export type TasksMachine = typeof tasksMachine;
