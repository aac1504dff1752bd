import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import type { Settled } from '../shared/actorEvents';
import type { TypesOf } from '../shared/machineTypes';
import { type PauseEvent, pausable } from './pausable';

/**
 * The big-win ticker of the Home tab (spec §2, §9): lobbyTips' jackpotList, one entry at a time, the next one
 * every 2.5 s. Nothing to show (empty list or a failed call) hides the ticker; the home page works without it.
 * The player can hold it on one entry and start it again (PAUSE / PLAY: WCAG 2.2.2); with
 * prefers-reduced-motion it starts held.
 */

export type LobbyTips = DataOf<'lobbyTips'>;
export type BigWin = LobbyTips['jackpotList'][number];

/** Big-win ticker period (spec §9). */
export const BIG_WIN_TICK_MS = 2_500;

export interface BigWinTickerContext {
  entries: BigWin[];
  index: number;
  /** Held on one entry: the player paused it, or asked the system for reduced motion. */
  held: boolean;
}

export interface BigWinTickerInput {
  /** prefers-reduced-motion: start held. */
  reducedMotion?: boolean;
}

export type BigWinTickerEvent = Settled<LobbyTips, 'lobbyTips'> | PauseEvent;

export const bigWinTickerMachine = setup({
  types: {} as TypesOf<BigWinTickerContext, BigWinTickerEvent, BigWinTickerInput, 'lobbyTips'>,
  actors: {
    lobbyTips: fromPromise<LobbyTips>(({ signal }) => callApi('lobbyTips', {}, { signal })),
  },
  guards: {
    hasEntries: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.lobbyTips');
      // Defensive: the client validates answers, but a stubbed or partial answer must hide the ticker, not throw.
      return Array.isArray(event.output?.jackpotList) && event.output.jackpotList.length > 0;
    },
    held: ({ context }) => context.held,
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
    hold: assign({ held: true }),
    release: assign({ held: false }),
  },
  delays: { tick: BIG_WIN_TICK_MS },
}).createMachine({
  id: 'bigWinTicker',
  context: ({ input }) => ({ entries: [], index: 0, held: input.reducedMotion === true }),
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
      description: 'Shows one big win; every 2.5 s the next one (round robin) while playing.',
      ...pausable(
        { after: { tick: { target: 'playing', reenter: true, actions: 'showNext' } } },
        { description: 'One entry, still, until PLAY.' },
      ),
    },
    hidden: { description: 'No big wins to show (empty list or the call failed): the ticker is not rendered.' },
  },
});
