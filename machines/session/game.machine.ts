import { assertEvent, assign, type DoneActorEvent, type EventObject, sendTo, setup } from 'xstate';
import { type GameReceiver, gameLaunchMachine, type LaunchFacts } from '../lobby/gameLaunch.machine';
import type { TypesOf } from '../shared/machineTypes';

/**
 * The session's `game` child (systemId 'game'; replaces the module singleton the /start page kept): it owns the
 * running launch (machines/lobby/gameLaunch.machine.ts, child `launch`) so the game outlives the page. The page
 * sends START when it appears and LEAVE when it goes, any way it goes (its Leave button, the browser's back
 * button). LEAVE waits one tick before it sends the launch EXIT, so a page that comes straight back (React's
 * StrictMode mounts twice in development) keeps the same game. A START for another game while one is still
 * exiting waits for that exit (exitGame, GAME.CLOSED, the balance) before the new startGame.
 */

export interface GameHostInput {
  session?: GameReceiver;
}

export interface GameHostContext {
  session: GameReceiver | null;
  /** The game of the running launch. */
  gameId: number | null;
  /** A game asked for while the previous one is still exiting. */
  next: number | null;
  /** The language and layout the page showed when it asked (the provider opens the game in them). */
  facts: LaunchFacts;
}

export type GameHostEvent =
  | ({ type: 'START'; gameId: number } & LaunchFacts)
  | { type: 'LEAVE' }
  /** Retry a startGame that failed (the launch's own RETRY). */
  | { type: 'RETRY' }
  | DoneActorEvent<unknown, 'launch'>;

/** The game a START asks for. */
function startedId({ event }: { event: GameHostEvent }): number {
  assertEvent(event, 'START');
  return event.gameId;
}

/** The language and layout a START names. */
function factsOf({ event }: { event: GameHostEvent }): LaunchFacts {
  assertEvent(event, 'START');
  return {
    ...(event.language ? { language: event.language } : {}),
    ...(event.device ? { device: event.device } : {}),
  };
}

/** Another game's START while this one shows or leaves: this one exits first, the other waits. */
const ANOTHER_GAME = { target: 'left', actions: ['exitLaunch', 'assignNext'] } as const;

export const gameHostMachine = setup({
  types: {} as TypesOf<GameHostContext, GameHostEvent, GameHostInput, 'launch', EventObject, 'open'>,
  actors: { launch: gameLaunchMachine },
  guards: {
    sameGame: ({ context, event }) => startedId({ event }) === context.gameId,
    hasNext: ({ context }) => context.next !== null,
  },
  actions: {
    assignGame: assign({ gameId: startedId, facts: factsOf }),
    assignNext: assign({ next: startedId, facts: factsOf }),
    takeNext: assign({ gameId: ({ context }) => context.next, next: null }),
    clearNext: assign({ next: null }),
    clearGame: assign({ gameId: null, next: null }),
    exitLaunch: sendTo('launch', { type: 'EXIT' }),
    retryLaunch: sendTo('launch', { type: 'RETRY' }),
  },
  delays: {
    /** One tick: a page that unmounts and mounts again in the same commit (StrictMode) keeps its game. */
    comeBack: 0,
  },
}).createMachine({
  id: 'gameHost',
  context: ({ input }) => ({ session: input.session ?? null, gameId: null, next: null, facts: {} }),
  initial: 'idle',
  states: {
    idle: {
      description: 'No game: /start is not shown.',
      on: { START: { target: 'open', actions: 'assignGame' } },
    },
    open: {
      description: 'A launch runs (startGame, the frame, then exitGame and the balance); it ends by itself.',
      tags: ['open'],
      invoke: {
        id: 'launch',
        src: 'launch',
        input: ({ context }) => ({
          gameId: context.gameId ?? 0,
          ...context.facts,
          ...(context.session ? { session: context.session } : {}),
        }),
        onDone: [
          { guard: 'hasNext', target: 'open', reenter: true, actions: 'takeNext' },
          { target: 'idle', actions: 'clearGame' },
        ],
      },
      initial: 'shown',
      states: {
        shown: {
          description: 'The /start page shows this game.',
          on: {
            LEAVE: 'leaving',
            // Another game's page while this one shows (not a path the pages take): this one exits first.
            START: [{ guard: 'sameGame' }, ANOTHER_GAME],
            RETRY: { actions: 'retryLaunch' },
          },
        },
        leaving: {
          description: 'The page went away: exit after one tick unless it comes straight back.',
          after: { comeBack: { target: 'left', actions: 'exitLaunch' } },
          on: {
            START: [{ guard: 'sameGame', target: 'shown' }, ANOTHER_GAME],
          },
        },
        left: {
          description: 'EXIT sent: the launch calls exitGame and refreshes the balance; a new game waits for it.',
          on: {
            START: { actions: 'assignNext' },
            LEAVE: { actions: 'clearNext' },
          },
        },
      },
    },
  },
});

export type GameHostMachine = typeof gameHostMachine;
