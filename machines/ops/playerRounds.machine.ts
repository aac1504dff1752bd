import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { opsCall } from '../../src/api/client/ops/opsApi';
import type { SupportRound, SupportRoundPage } from '../../src/api/client/ops/opsTypes';
import type { TypesOf } from '../shared/machineTypes';
import { isSessionEnd, QUEUE_STATES, type QueueContext, type QueueInput, queueActions } from './opsQueue';

/**
 * A player's game rounds for support (/ops/players, docs/ops.md "Player support"): a page of 20, newest first,
 * every status or one (open rounds are the ones players ask about: a stake taken and no result yet), with Newer
 * and Older. Changing the status starts again at the first page. A 401 tells the session (SESSION.EXPIRED).
 */

export type RoundFilter = '' | SupportRound['status'];

export interface PlayerRoundsInput extends QueueInput {
  userId: number;
}

export interface PlayerRoundsContext extends QueueContext<SupportRound>, PlayerRoundsInput {
  status: RoundFilter;
  /** The page shown (or being read), from 1. */
  page: number;
  total: number;
  pageSize: number;
}

export type PlayerRoundsEvent =
  | { type: 'STATUS.CHANGE'; value: RoundFilter }
  | { type: 'OLDER' }
  | { type: 'NEWER' }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | DoneActorEvent<{ rounds: SupportRoundPage }, 'load'>
  | ErrorActorEvent<unknown, 'load'>;

interface LoadInput {
  token: string;
  userId: number;
  page: number;
  status: RoundFilter;
}

const roundsPath = (input: LoadInput) =>
  `/players/${input.userId}/rounds?page=${input.page}${input.status ? `&status=${input.status}` : ''}`;

export const playerRoundsMachine = setup({
  types: {} as TypesOf<PlayerRoundsContext, PlayerRoundsEvent, PlayerRoundsInput>,
  actors: {
    load: fromPromise<{ rounds: SupportRoundPage }, LoadInput>(({ input, signal }) =>
      opsCall('GET', roundsPath(input), input.token, undefined, signal),
    ),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
    hasOlder: ({ context }) => context.page * context.pageSize < context.total,
    hasNewer: ({ context }) => context.page > 1,
  },
  actions: {
    ...queueActions,
    setPage: assign(({ event }) => {
      const { rounds } = (event as DoneActorEvent<{ rounds: SupportRoundPage }>).output;
      return { list: rounds.list, total: rounds.total, page: rounds.page, pageSize: rounds.pageSize };
    }),
    setStatus: assign({ status: (_, value: RoundFilter) => value, page: 1 }),
    older: assign({ page: ({ context }) => context.page + 1 }),
    newer: assign({ page: ({ context }) => context.page - 1 }),
  },
}).createMachine({
  id: 'playerRounds',
  context: ({ input }) => ({
    ...input,
    list: [],
    status: '',
    page: 1,
    total: 0,
    pageSize: 20,
    notice: null,
    loadError: null,
  }),
  initial: 'loading',
  states: {
    ...QUEUE_STATES,
    loading: {
      ...QUEUE_STATES.loading,
      description: 'Reads the page of rounds for the chosen status.',
      invoke: {
        ...QUEUE_STATES.loading.invoke,
        input: ({ context }) => ({
          token: context.token,
          userId: context.userId,
          page: context.page,
          status: context.status,
        }),
        onDone: { target: 'ready', actions: 'setPage' },
      },
    },
    failed: {
      ...QUEUE_STATES.failed,
      on: {
        RETRY: 'loading',
        'STATUS.CHANGE': { target: 'loading', actions: { type: 'setStatus', params: ({ event }) => event.value } },
      },
    },
    ready: {
      description: 'A page of rounds, newest first; another status, an older or a newer page.',
      tags: ['ready'],
      on: {
        'STATUS.CHANGE': { target: 'loading', actions: { type: 'setStatus', params: ({ event }) => event.value } },
        OLDER: { guard: 'hasOlder', target: 'loading', actions: 'older' },
        NEWER: { guard: 'hasNewer', target: 'loading', actions: 'newer' },
        REFRESH: 'loading',
      },
    },
  },
});

export type PlayerRoundsMachine = typeof playerRoundsMachine;
