import { type Actor, createActor } from 'xstate';
import { type GameReceiver, gameLaunchMachine } from '../../../machines/lobby/gameLaunch.machine';

/**
 * Owns the running game launch (machines/lobby/gameLaunch.machine.ts) outside React's lifetimes: leaving /start by the
 * browser's back button unmounts the page, yet the launch must still call exitGame, tell the session and refresh
 * the balance. The page takes the actor (`gameFor`), starts it when it appears (`enterGame`) and lets go when it
 * goes (`leaveGame`). Letting go sends EXIT one microtask later unless the page comes straight back (React's
 * StrictMode mounts twice in development), so a remount keeps the same game.
 */

type GameActor = Actor<typeof gameLaunchMachine>;

let running: { actor: GameActor; gameId: number; leaving: boolean } | null = null;

/** The launch for this game: the running one when it is still this game's and not left, else a new one. */
export function gameFor(gameId: number, session: GameReceiver): GameActor {
  if (running && running.gameId === gameId && !running.leaving && running.actor.getSnapshot().status === 'active') {
    return running.actor;
  }
  const actor = createActor(gameLaunchMachine, { input: { gameId, session } });
  running = { actor, gameId, leaving: false };
  return actor;
}

/** The page appeared: start the launch (once) and cancel a pending leave. */
export function enterGame(actor: GameActor): void {
  if (running?.actor === actor) running.leaving = false;
  actor.start();
}

/** The page went away: exit the game unless the page comes straight back. */
export function leaveGame(actor: GameActor): void {
  if (running?.actor !== actor) {
    actor.send({ type: 'EXIT' });
    return;
  }
  running.leaving = true;
  queueMicrotask(() => {
    if (running?.actor !== actor || !running.leaving) return;
    running = null;
    actor.send({ type: 'EXIT' });
  });
}
