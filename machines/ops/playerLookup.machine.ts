import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { errorText, opsCall } from '../../src/api/client/ops/opsApi';
import type { PlayerDetail, PlayerHit } from '../../src/api/client/ops/opsTypes';
import type { TypesOf } from '../shared/machineTypes';
import { errorOf, isSessionEnd, type QueueInput } from './opsQueue';

/**
 * Player lookup (/ops/players, every role, read only; docs/ops.md): a search by id, account, mobile or nickname,
 * then one player's profile, balances, ledger with running balance, deposits, withdrawals, sessions, devices,
 * promotions and responsible-gaming settings. A 401 tells the session (SESSION.EXPIRED).
 */
export interface PlayerLookupContext extends QueueInput {
  query: string;
  hits: PlayerHit[] | null;
  userId: number | null;
  player: PlayerDetail | null;
  error: string | null;
}

export type PlayerLookupEvent =
  | { type: 'QUERY.CHANGE'; value: string }
  | { type: 'SEARCH' }
  | { type: 'OPEN'; userId: number }
  | { type: 'BACK' }
  | DoneActorEvent<{ list: PlayerHit[] }, 'search'>
  | ErrorActorEvent<unknown, 'search'>
  | DoneActorEvent<PlayerDetail, 'read'>
  | ErrorActorEvent<unknown, 'read'>;

const failedThen = <T extends string>(target: T) =>
  [
    { guard: 'sessionEnded', target: '#playerLookup.ended', actions: 'expire' },
    { target, actions: 'setError' },
  ] as const;

export const playerLookupMachine = setup({
  types: {} as TypesOf<PlayerLookupContext, PlayerLookupEvent, QueueInput>,
  actors: {
    search: fromPromise<{ list: PlayerHit[] }, { token: string; query: string }>(({ input, signal }) =>
      opsCall('GET', `/players?q=${encodeURIComponent(input.query)}`, input.token, undefined, signal),
    ),
    read: fromPromise<PlayerDetail, { token: string; userId: number }>(({ input, signal }) =>
      opsCall('GET', `/players/${input.userId}`, input.token, undefined, signal),
    ),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
    queryTyped: ({ context }) => context.query.trim() !== '',
  },
  actions: {
    setQuery: assign({ query: (_, value: string) => value.slice(0, 64), error: null }),
    setHits: assign({ hits: ({ event }) => (event as DoneActorEvent<{ list: PlayerHit[] }>).output.list }),
    choose: assign({ userId: ({ event }) => (event as { userId: number }).userId, error: null }),
    setPlayer: assign({ player: ({ event }) => (event as DoneActorEvent<PlayerDetail>).output }),
    setError: assign({ error: ({ event }) => errorText(errorOf(event)) }),
    askQuery: assign({ error: 'Type an id, account, mobile number or nickname.' }),
    forgetPlayer: assign({ player: null }),
    expire: ({ context }) => context.session.send({ type: 'SESSION.EXPIRED' }),
  },
}).createMachine({
  id: 'playerLookup',
  context: ({ input }) => ({ ...input, query: '', hits: null, userId: null, player: null, error: null }),
  initial: 'searching',
  states: {
    searching: {
      description: 'The search field and, after a search, the players found.',
      tags: ['search'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'QUERY.CHANGE': { actions: { type: 'setQuery', params: ({ event }) => event.value } },
            SEARCH: [{ guard: 'queryTyped', target: 'finding' }, { actions: 'askQuery' }],
            OPEN: { target: '#playerLookup.reading', actions: 'choose' },
          },
        },
        finding: {
          description: 'The search call.',
          tags: ['busy'],
          invoke: {
            id: 'search',
            src: 'search',
            input: ({ context }) => ({ token: context.token, query: context.query.trim() }),
            onDone: { target: 'idle', actions: 'setHits' },
            onError: failedThen('idle'),
          },
        },
      },
    },
    reading: {
      description: "Reads one player's records.",
      tags: ['busy'],
      invoke: {
        id: 'read',
        src: 'read',
        input: ({ context }) => ({ token: context.token, userId: context.userId ?? 0 }),
        onDone: { target: 'player', actions: 'setPlayer' },
        onError: failedThen('searching'),
      },
    },
    player: {
      description: "One player's records; Back returns to the players found.",
      tags: ['player'],
      on: { BACK: { target: 'searching', actions: 'forgetPlayer' } },
    },
    ended: {
      description: 'The session ended (401); the session machine shows the log-in.',
      type: 'final',
    },
  },
});

export type PlayerLookupMachine = typeof playerLookupMachine;
