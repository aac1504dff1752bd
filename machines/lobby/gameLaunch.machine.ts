import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import { errorMessage } from '../../src/api/client/errorMessage';
import { ErrcodeError } from '../../src/api/client/errors';
import type { DataOf } from '../../src/api/contract/map';
import type { MessageId } from '../../src/platform/intl/messages';
import { byError, byOutput, invokeThen, type Settled } from '../shared/actorEvents';
import type { TypesOf } from '../shared/machineTypes';
import type { Balance } from '../shared/protocol';
import { realityCheckMachine } from './realityCheck.machine';

/**
 * One game launch (spec §2 /start, §4 heartbeat, §7 startGame / exitGame): startGame, then the game full screen;
 * leaving (the page's close button or the browser's back button, both leave /start) calls exitGame, tells the
 * session GAME.CLOSED and refreshes the balance with refreshData. A game in maintenance or unavailable ends on a
 * clear message, never a broken frame. The session's `game` child (machines/session/game.machine.ts) owns the actor (not the page), so it
 * outlives the /start page and leaving by the back button still exits the game. Guests never
 * get here: /start is a private route, and the route guard sends them to /login. While the game plays, its child
 * `realityCheck` (machines/lobby/realityCheck.machine.ts) pauses it under a dialog every interval the player chose.
 */

export type StartedGame = DataOf<'startGame'>;

/** Where the launch reports (the session actor). */
export interface GameReceiver {
  send(
    event:
      | { type: 'GAME.OPENED'; gameId: number }
      | { type: 'GAME.CLOSED' }
      | { type: 'BALANCE.UPDATED'; balance: Balance },
  ): void;
}

/** What the lobby tells a game's provider at launch: the language it shows and its layout. */
export interface LaunchFacts {
  language?: 'en-PH' | 'fil-PH';
  device?: 'mobile' | 'desktop';
}

export interface GameLaunchInput extends LaunchFacts {
  gameId: number;
  session?: GameReceiver;
}

export interface GameLaunchContext {
  gameId: number;
  facts: LaunchFacts;
  /** The demo game's address (same origin on the reference server). */
  gameUrl: string | null;
  /** Why the game did not open: a message id and its values. */
  problem: { id: MessageId; values?: Record<string, string | number> } | null;
  session: GameReceiver | null;
}

export type GameLaunchEvent =
  /** The player left /start (close button or browser back). */
  | { type: 'EXIT' }
  | { type: 'RETRY' }
  | Settled<StartedGame, 'startGame'>
  | Settled<unknown, 'exitGame'>
  | Settled<Balance, 'refreshData'>;

/** startGame errcodes of the reference server (docs/api.md): 1101 not available, 1102 under maintenance. */
export const GAME_UNAVAILABLE = 1101;
export const GAME_MAINTENANCE = 1102;

const errcodeOf = (error: unknown) => (error instanceof ErrcodeError ? error.errcode : undefined);

export const gameLaunchMachine = setup({
  types: {} as TypesOf<
    GameLaunchContext,
    GameLaunchEvent,
    GameLaunchInput,
    'startGame' | 'exitGame' | 'refreshData' | 'realityCheck'
  >,
  actors: {
    realityCheck: realityCheckMachine,
    startGame: fromPromise<StartedGame, { gameId: number } & LaunchFacts>(({ input, signal }) =>
      callApi('startGame', input, { signal }),
    ),
    // No abort signal: the exit must reach the server even when the session moves on (a logout, a new game).
    exitGame: fromPromise<unknown>(() => callApi('exitGame', {})),
    refreshData: fromPromise<Balance>(({ signal }) => callApi('refreshData', {}, { signal })),
  },
  guards: {
    inMaintenance: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.startGame');
      return errcodeOf(event.error) === GAME_MAINTENANCE;
    },
    unavailable: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.startGame');
      return errcodeOf(event.error) === GAME_UNAVAILABLE;
    },
  },
  actions: {
    assignGame: assign({ gameUrl: (_, game: StartedGame) => game.gameUrl }),
    problemMaintenance: assign({ problem: { id: 'game.maintenance' } }),
    problemUnavailable: assign({ problem: { id: 'game.unavailable' } }),
    problemFailed: assign({
      problem: (_, params: { error: unknown }) => {
        const text = errorMessage(params.error);
        return text.values ? { id: text.id, values: text.values } : { id: text.id };
      },
    }),
    clearProblem: assign({ problem: null }),
    reportOpened: ({ context }) => context.session?.send({ type: 'GAME.OPENED', gameId: context.gameId }),
    reportClosed: ({ context }) => context.session?.send({ type: 'GAME.CLOSED' }),
    reportBalance: ({ context }, balance: Balance) => context.session?.send({ type: 'BALANCE.UPDATED', balance }),
    keepBalance: () => {
      // The refresh after play failed: the header keeps the last balance and its own refresh stays available.
    },
  },
}).createMachine({
  id: 'gameLaunch',
  context: ({ input }) => ({
    gameId: input.gameId,
    facts: {
      ...(input.language ? { language: input.language } : {}),
      ...(input.device ? { device: input.device } : {}),
    },
    gameUrl: null,
    problem: null,
    session: input.session ?? null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'startGame is under way (the page shows a loading state, no frame yet).',
      invoke: {
        id: 'startGame',
        src: 'startGame',
        input: ({ context }) => ({ gameId: context.gameId, ...context.facts }),
        onDone: { target: 'playing', actions: [{ type: 'assignGame', params: byOutput }, 'reportOpened'] },
        onError: [
          { guard: 'inMaintenance', target: 'refused', actions: 'problemMaintenance' },
          { guard: 'unavailable', target: 'refused', actions: 'problemUnavailable' },
          { target: 'failed', actions: { type: 'problemFailed', params: byError } },
        ],
      },
      // Left before the server answered: the server may have opened the game, so exit it anyway.
      on: { EXIT: 'exiting' },
    },
    playing: {
      description:
        'The game is shown full screen in a frame; the heartbeat carries its id; the reality check counts its time.',
      invoke: { id: 'realityCheck', src: 'realityCheck' },
      on: { EXIT: 'exiting' },
    },
    refused: {
      description: 'Maintenance or not available: a clear message and a way back.',
      on: { EXIT: 'done' },
    },
    failed: {
      description: 'startGame failed (connection, server): the message and Retry.',
      on: { RETRY: { target: 'starting', actions: 'clearProblem' }, EXIT: 'done' },
    },
    exiting: {
      description: 'exitGame is under way; its outcome does not change what follows.',
      invoke: invokeThen('exitGame', 'refreshing', { done: 'reportClosed', failed: 'reportClosed' }),
    },
    refreshing: {
      description: 'refreshData after play, so the header shows the balance the game left.',
      invoke: invokeThen('refreshData', 'done', {
        done: { type: 'reportBalance', params: byOutput },
        failed: 'keepBalance',
      }),
    },
    done: { type: 'final' },
  },
});

export type GameLaunchMachine = typeof gameLaunchMachine;
