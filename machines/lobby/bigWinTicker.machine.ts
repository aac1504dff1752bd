import { assertEvent, assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';

/**
 * The big-win ticker of the Home tab (spec §2, §9): lobbyTips' jackpotList, one entry at a time, the next one
 * every 2.5 s. Nothing to show (empty list or a failed call) hides the ticker; the home page works without it.
 */

export type LobbyTips = DataOf<'lobbyTips'>;
export type BigWin = LobbyTips['jackpotList'][number];

/** Big-win ticker period (spec §9). */
export const BIG_WIN_TICK_MS = 2_500;

export interface BigWinTickerContext {
  entries: BigWin[];
  index: number;
}

export type BigWinTickerEvent = DoneActorEvent<LobbyTips, 'lobbyTips'> | ErrorActorEvent<unknown, 'lobbyTips'>;

export const bigWinTickerMachine = setup({
  types: {
    context: {} as BigWinTickerContext,
    events: {} as BigWinTickerEvent,
    children: {} as { lobbyTips: 'lobbyTips' },
  },
  actors: {
    lobbyTips: fromPromise<LobbyTips>(({ signal }) => callApi('lobbyTips', {}, { signal })),
  },
  guards: {
    hasEntries: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.lobbyTips');
      // Defensive: the client validates answers, but a stubbed or partial answer must hide the ticker, not throw.
      return Array.isArray(event.output?.jackpotList) && event.output.jackpotList.length > 0;
    },
  },
  actions: {
    assignEntries: assign({
      entries: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.lobbyTips');
        return event.output.jackpotList;
      },
      index: 0,
    }),
    showNext: assign({ index: ({ context }) => (context.index + 1) % context.entries.length }),
  },
  delays: { tick: BIG_WIN_TICK_MS },
}).createMachine({
  id: 'bigWinTicker',
  context: { entries: [], index: 0 },
  initial: 'loading',
  states: {
    loading: {
      description: 'Asks lobbyTips for the recent big wins.',
      invoke: {
        id: 'lobbyTips',
        src: 'lobbyTips',
        onDone: [{ guard: 'hasEntries', target: 'showing', actions: 'assignEntries' }, { target: 'hidden' }],
        onError: 'hidden',
      },
    },
    showing: {
      description: 'Shows one big win; every 2.5 s the next one (round robin).',
      after: { tick: { target: 'showing', reenter: true, actions: 'showNext' } },
    },
    hidden: { description: 'No big wins to show (empty list or the call failed): the ticker is not rendered.' },
  },
});
