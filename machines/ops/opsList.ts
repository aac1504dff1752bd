import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { opsCall } from '../../src/api/client/ops/opsApi';
import type { TypesOf } from '../shared/machineTypes';
import { isSessionEnd, QUEUE_STATES, type QueueContext, type QueueInput, queueActions } from './opsQueue';

/**
 * A read-only back-office list (flagged players, the audit log; docs/ops.md): the queue's load / failed / ended
 * states with Refresh, and, where the call takes one, a filter typed then applied (the list is read again with it).
 */
export interface OpsListContext<TItem> extends QueueContext<TItem> {
  /** What is typed in the filter field. */
  filter: string;
  /** The filter the shown list was read with. */
  applied: string;
}

export type OpsListEvent<TItem> =
  | { type: 'FILTER.CHANGE'; value: string }
  | { type: 'APPLY' }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | DoneActorEvent<{ list: TItem[] }, 'load'>
  | ErrorActorEvent<unknown, 'load'>;

export interface OpsListOptions {
  id: string;
  /** What the ready state shows (the chart's description). */
  shows: string;
  /** The call's path for an applied filter ('' for none). */
  path: (filter: string) => string;
  /** The call takes a filter (FILTER.CHANGE and APPLY exist). */
  filtered: boolean;
}

const FILTER_EVENTS = {
  'FILTER.CHANGE': { actions: { type: 'setFilter', params: ({ event }: { event: { value: string } }) => event.value } },
  APPLY: { target: 'loading', actions: 'apply' },
} as const;

export function createOpsListMachine<TItem>(options: OpsListOptions) {
  return setup({
    types: {} as TypesOf<OpsListContext<TItem>, OpsListEvent<TItem>, QueueInput>,
    actors: {
      load: fromPromise<{ list: TItem[] }, { token: string; filter: string }>(({ input, signal }) =>
        opsCall('GET', options.path(input.filter), input.token, undefined, signal),
      ),
    },
    guards: { sessionEnded: ({ event }) => isSessionEnd(event) },
    actions: {
      ...queueActions,
      setFilter: assign({ filter: (_, value: string) => value.slice(0, 120) }),
      apply: assign({ applied: ({ context }) => context.filter.trim() }),
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({ ...input, list: [], notice: null, loadError: null, filter: '', applied: '' }),
    initial: 'loading',
    states: {
      ...QUEUE_STATES,
      loading: {
        ...QUEUE_STATES.loading,
        invoke: {
          ...QUEUE_STATES.loading.invoke,
          input: ({ context }) => ({ token: context.token, filter: context.applied }),
        },
      },
      ready: {
        description: options.shows,
        tags: ['ready'],
        on: { REFRESH: 'loading', ...(options.filtered ? FILTER_EVENTS : {}) },
      },
    },
  });
}
