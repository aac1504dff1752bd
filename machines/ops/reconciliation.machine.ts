import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { opsCall } from '../../src/api/client/ops/opsApi';
import type { ProviderReconciliation } from '../../src/api/client/ops/opsTypes';
import type { TypesOf } from '../shared/machineTypes';
import { isSessionEnd, QUEUE_STATES, type QueueContext, type QueueInput, queueActions, queueCallsOf } from './opsQueue';

/**
 * The daily reconciliation per provider (/ops/reconciliation, finance and admin; docs/ops.md "Reconciliation"):
 * the stored days, newest first, each provider's rounds, stakes, wins and open rounds, and the rounds whose figures
 * differ from the ledger. "Run now" reconciles one day that is over in Manila (checked here as the server checks
 * it) and replaces its reports; the list is read again after it. A 401 tells the session (SESSION.EXPIRED).
 */

export interface ReconciliationInput extends QueueInput {
  /** Today's Manila date (YYYY-MM-DD), from the page's clock: a day must be before it. */
  today: string;
}

export interface ReconciliationContext extends QueueContext<ProviderReconciliation>, ReconciliationInput {
  /** The day typed for Run now. */
  day: string;
  /** The day a run is under way for. */
  running: string | null;
}

export type ReconciliationEvent =
  | { type: 'DAY.CHANGE'; value: string }
  | { type: 'RUN' }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | DoneActorEvent<{ list: ProviderReconciliation[] }, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<{ list: ProviderReconciliation[] }, 'runDay'>
  | ErrorActorEvent<unknown, 'runDay'>;

const DAY_MS = 86_400_000;

/** What is wrong with a day to run, in the server's words, or null when it can be run. */
export function dayProblem(day: string, today: string): string | null {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day || day >= today) {
    return 'Give a day (YYYY-MM-DD) that is over in Manila.';
  }
  return null;
}

/** The day before a YYYY-MM-DD date: the day Run now offers first (the one the job reports at 00:10). */
export const dayBefore = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

const call = queueCallsOf<ReconciliationContext>();

export const reconciliationMachine = setup({
  types: {} as TypesOf<ReconciliationContext, ReconciliationEvent, ReconciliationInput>,
  actors: {
    load: fromPromise<{ list: ProviderReconciliation[] }, { token: string }>(({ input, signal }) =>
      opsCall('GET', '/reconciliation', input.token, undefined, signal),
    ),
    runDay: fromPromise<{ list: ProviderReconciliation[] }, { token: string; day: string }>(({ input, signal }) =>
      opsCall('POST', '/reconciliation/run', input.token, { day: input.day }, signal),
    ),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
    dayValid: ({ context }) => dayProblem(context.day.trim(), context.today) === null,
  },
  actions: {
    ...queueActions,
    setDay: assign({ day: (_, value: string) => value.trim().slice(0, 10), notice: null }),
    askDay: assign({
      notice: ({ context }) => ({ kind: 'error' as const, text: dayProblem(context.day.trim(), context.today) ?? '' }),
    }),
    startRun: assign({ running: ({ context }) => context.day.trim(), notice: null }),
    ran: assign({
      list: ({ event }) => (event as DoneActorEvent<{ list: ProviderReconciliation[] }>).output.list,
      notice: ({ context }) => ({ kind: 'success' as const, text: `${context.running} is reconciled again.` }),
      running: null,
    }),
  },
}).createMachine({
  id: 'reconciliation',
  context: ({ input }) => ({
    ...input,
    list: [],
    day: dayBefore(input.today),
    running: null,
    notice: null,
    loadError: null,
  }),
  initial: 'loading',
  states: {
    ...QUEUE_STATES,
    ready: {
      description: 'The stored days per provider, mismatches highlighted; a day to run now.',
      tags: ['ready'],
      on: {
        'DAY.CHANGE': {
          actions: { type: 'setDay', params: ({ event }) => event.value },
        },
        RUN: [{ guard: 'dayValid', target: 'running', actions: 'startRun' }, { actions: 'askDay' }],
        REFRESH: 'loading',
      },
    },
    running: call({
      description: 'The day is reconciled for every provider (audited); the answer is the fresh list.',
      src: 'runDay',
      input: (context) => ({ day: context.running ?? '' }),
      done: 'ran',
      after: 'ready',
    }),
  },
});

export type ReconciliationMachine = typeof reconciliationMachine;
