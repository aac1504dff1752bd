import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { gameLaunchMachine, type LaunchFacts, type StartedGame } from '../../../machines/lobby/gameLaunch.machine';
import { gameHostMachine } from '../../../machines/session/game.machine';
import { gameFailed, gamePlaying, launchOf } from '../../../machines/session/game.selectors';
import type { Balance } from '../../../machines/shared/protocol';
import { idleRealityCheck } from '../lobby/realityCheck.coverage';
import { refreshed } from './balance.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The host with a launch whose calls are recorded; exitGame settles only when the test says so. */
function start(options: { startFails?: boolean } = {}) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const told: string[] = [];
  let finishExit: () => void = () => undefined;
  let failStart = options.startFails ?? false;
  const launch = gameLaunchMachine.provide({
    actors: {
      startGame: fromPromise<StartedGame, { gameId: number } & LaunchFacts>(async ({ input }) => {
        calls.push(`startGame ${input.gameId}${input.language ? ` ${input.language} ${input.device}` : ''}`);
        if (failStart) {
          failStart = false;
          throw new Error('offline');
        }
        return { gameUrl: `/sandbox/game/${input.gameId}`, gameId: input.gameId };
      }),
      exitGame: fromPromise<unknown>(() => {
        calls.push('exitGame');
        return new Promise((resolve) => {
          finishExit = () => resolve({});
        });
      }),
      refreshData: fromPromise<Balance>(async () => {
        calls.push('refreshData');
        return refreshed;
      }),
      // The reality check runs in tests/machines/lobby/realityCheck.test.ts.
      realityCheck: idleRealityCheck,
    },
  });
  const session = { send: (event: { type: string }) => told.push(event.type) };
  const host = createActor(gameHostMachine.provide({ actors: { launch } }), { clock, input: { session } }).start();
  return { host, clock, calls, told, finishExit: () => finishExit() };
}

describe('the session-owned game (replaces the /start module singleton)', () => {
  test('START opens the game and tells the session; LEAVE exits it after one tick, then refreshes the balance', async () => {
    const { host, clock, calls, told, finishExit } = start();
    host.send({ type: 'START', gameId: 7 });
    await flush();
    expect(gamePlaying(launchOf(host.getSnapshot())?.getSnapshot())).toBe(true);
    expect(told).toEqual(['GAME.OPENED']);
    host.send({ type: 'LEAVE' });
    expect(calls).toEqual(['startGame 7']);
    clock.increment(0);
    expect(calls).toEqual(['startGame 7', 'exitGame']);
    finishExit();
    await flush();
    expect(calls).toEqual(['startGame 7', 'exitGame', 'refreshData']);
    expect(told).toEqual(['GAME.OPENED', 'GAME.CLOSED', 'BALANCE.UPDATED']);
    expect(host.getSnapshot().hasTag('open')).toBe(false);
  });

  test('a page that unmounts and mounts again at once (StrictMode) keeps the same game: one startGame, no exit', async () => {
    const { host, clock, calls } = start();
    host.send({ type: 'START', gameId: 7 });
    const first = launchOf(host.getSnapshot());
    host.send({ type: 'LEAVE' });
    host.send({ type: 'START', gameId: 7 });
    clock.increment(1_000);
    await flush();
    expect(launchOf(host.getSnapshot())).toBe(first);
    expect(calls).toEqual(['startGame 7']);
    expect(gamePlaying(first?.getSnapshot())).toBe(true);
  });

  test('another game asked for while one is exiting starts only after that exit is done', async () => {
    const { host, clock, calls, finishExit } = start();
    host.send({ type: 'START', gameId: 7 });
    await flush();
    host.send({ type: 'LEAVE' });
    clock.increment(0);
    host.send({ type: 'START', gameId: 8 });
    await flush();
    expect(calls).toEqual(['startGame 7', 'exitGame']);
    finishExit();
    await flush();
    await flush();
    expect(calls).toEqual(['startGame 7', 'exitGame', 'refreshData', 'startGame 8']);
    expect(host.getSnapshot().context.gameId).toBe(8);
    expect(gamePlaying(launchOf(host.getSnapshot())?.getSnapshot())).toBe(true);
  });

  test('a failed startGame offers Retry through the host; a START for another game while one plays exits that one first', async () => {
    const { host, clock, calls } = start({ startFails: true });
    host.send({ type: 'START', gameId: 7 });
    await flush();
    expect(gameFailed(launchOf(host.getSnapshot())?.getSnapshot())).toBe(true);
    host.send({ type: 'RETRY' });
    await flush();
    expect(gamePlaying(launchOf(host.getSnapshot())?.getSnapshot())).toBe(true);
    expect(calls).toEqual(['startGame 7', 'startGame 7']);
    host.send({ type: 'START', gameId: 9 });
    clock.increment(0);
    expect(calls).toEqual(['startGame 7', 'startGame 7', 'exitGame']);
    expect(host.getSnapshot().context.next).toBe(9);
  });

  test("the game opens in the page's language and layout: START names them, the launch's startGame sends them", async () => {
    const { host, calls } = start();
    host.send({ type: 'START', gameId: 7, language: 'fil-PH', device: 'desktop' });
    await flush();
    expect(calls).toEqual(['startGame 7 fil-PH desktop']);
  });
});
