import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { gameLaunchMachine, type StartedGame } from '../../../machines/lobby/gameLaunch.machine';
import {
  type RgSessionSummary,
  type RgSettings,
  realityCheckMachine,
} from '../../../machines/lobby/realityCheck.machine';
import {
  minutesPlayed,
  realityCheckOf,
  realityCheckShown,
  sessionNet,
  sessionResultFailed,
  sessionResultLoading,
} from '../../../machines/lobby/realityCheck.selectors';
import { gameHostMachine } from '../../../machines/session/game.machine';
import { gamePlaying, launchOf } from '../../../machines/session/game.selectors';
import type { Balance } from '../../../machines/shared/protocol';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '../../../src/api/contract/responsibleGaming';
import { refreshed } from '../session/balance.coverage';
import { summaryDown } from './realityCheck.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const MINUTE = 60_000;

interface Options {
  /** The player's interval, or a failed rgSettings. */
  minutes?: RealityCheckMinutes | 'fails';
  /** rgSessionSummary fails at every check. */
  summaryFails?: boolean;
}

/** The reality check with its two calls answered at once (or failing), counted in `calls`. */
function checkLogic(options: Options, calls: string[]) {
  return realityCheckMachine.provide({
    actors: {
      rgSettings: fromPromise<RgSettings>(async () => {
        calls.push('rgSettings');
        if (options.minutes === 'fails') throw new NetworkError('/app/v1/rg/settings', new Error('offline'));
        return { limits: [], realityCheckMinutes: options.minutes ?? 60 };
      }),
      rgSessionSummary: fromPromise<RgSessionSummary>(async () => {
        calls.push('rgSessionSummary');
        if (options.summaryFails) throw new ErrcodeError('/app/v1/rg/sessionSummary', 9500, 500);
        return summaryDown;
      }),
    },
  });
}

/** The reality check alone, on a simulated clock, its settings loaded. */
async function start(options: Options = {}) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const actor = createActor(checkLogic(options, calls), { clock }).start();
  await flush();
  /** Moves the clock on by whole minutes, one at a time (each minute the dialog waits is its own timer). */
  const wait = async (minutes: number) => {
    for (let i = 0; i < minutes; i += 1) {
      clock.increment(MINUTE);
      await flush();
    }
  };
  const shown = () => realityCheckShown(actor.getSnapshot());
  return { actor, clock, calls, wait, shown };
}

describe('the reality check', () => {
  test('after 60 minutes of play by default the dialog shows the time played and the session’s net result', async () => {
    const { actor, clock, calls, shown } = await start();
    clock.increment(60 * MINUTE - 1);
    expect(shown()).toBe(false);
    clock.increment(1);
    expect(shown()).toBe(true);
    expect(sessionResultLoading(actor.getSnapshot())).toBe(true);
    await flush();
    expect(sessionResultLoading(actor.getSnapshot())).toBe(false);
    expect(minutesPlayed(actor.getSnapshot())).toBe(60);
    expect(sessionNet(actor.getSnapshot())).toBe(-50_00);
    expect(calls).toEqual(['rgSettings', 'rgSessionSummary']);
  });

  test.each(REALITY_CHECK_MINUTES)('the interval follows the player’s setting: %i minutes', async (minutes) => {
    const { clock, shown } = await start({ minutes });
    clock.increment(minutes * MINUTE - 1);
    expect(shown()).toBe(false);
    clock.increment(1);
    expect(shown()).toBe(true);
  });

  test('Continue closes it and the next check comes a whole interval later; the time counts the wait in the dialog', async () => {
    const { actor, clock, calls, wait, shown } = await start({ minutes: 15 });
    clock.increment(15 * MINUTE);
    await flush();
    await wait(5);
    expect(shown()).toBe(true);
    expect(minutesPlayed(actor.getSnapshot())).toBe(20);
    actor.send({ type: 'CONTINUE' });
    expect(shown()).toBe(false);
    expect(sessionNet(actor.getSnapshot())).toBeNull();
    clock.increment(15 * MINUTE - 1);
    expect(shown()).toBe(false);
    clock.increment(1);
    await flush();
    expect(shown()).toBe(true);
    expect(minutesPlayed(actor.getSnapshot())).toBe(35);
    expect(calls).toEqual(['rgSettings', 'rgSessionSummary', 'rgSessionSummary']);
  });

  test('Escape has no event: only Continue or Stop close it', async () => {
    const { actor, clock, shown } = await start({ minutes: 15 });
    clock.increment(15 * MINUTE);
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'CONTINUE' })).toBe(true);
    expect(snapshot.can({ type: 'STOP' })).toBe(true);
    // Any other event leaves the dialog up.
    actor.send({ type: 'CLOSE' } as never);
    expect(shown()).toBe(true);
  });

  test('Stop ends the checks for good', async () => {
    const { actor, clock, shown } = await start({ minutes: 15 });
    clock.increment(15 * MINUTE);
    actor.send({ type: 'STOP' });
    expect(shown()).toBe(false);
    expect(actor.getSnapshot().status).toBe('done');
    clock.increment(120 * MINUTE);
    expect(shown()).toBe(false);
  });

  test('rgSettings failing: every 60 minutes', async () => {
    const { actor, clock, shown } = await start({ minutes: 'fails' });
    expect(actor.getSnapshot().context.minutes).toBe(60);
    clock.increment(45 * MINUTE);
    expect(shown()).toBe(false);
    clock.increment(15 * MINUTE);
    expect(shown()).toBe(true);
  });

  test('rgSessionSummary failing: the time alone, and the result marked as not loaded', async () => {
    const { actor, clock, shown } = await start({ minutes: 30, summaryFails: true });
    clock.increment(30 * MINUTE);
    await flush();
    expect(shown()).toBe(true);
    expect(sessionResultFailed(actor.getSnapshot())).toBe(true);
    expect(sessionNet(actor.getSnapshot())).toBeNull();
    expect(minutesPlayed(actor.getSnapshot())).toBe(30);
  });
});

describe('the reality check in the running game (session `game` child → launch → realityCheck)', () => {
  function host(options: Options = {}) {
    const clock = new SimulatedClock();
    const calls: string[] = [];
    const launch = gameLaunchMachine.provide({
      actors: {
        startGame: fromPromise<StartedGame, { gameId: number }>(async ({ input }) => {
          calls.push(`startGame ${input.gameId}`);
          return { gameUrl: `/sandbox/game/${input.gameId}`, gameId: input.gameId };
        }),
        exitGame: fromPromise<unknown>(async () => {
          calls.push('exitGame');
          return {};
        }),
        refreshData: fromPromise<Balance>(async () => {
          calls.push('refreshData');
          return refreshed;
        }),
        realityCheck: checkLogic(options, calls),
      },
    });
    const actor = createActor(gameHostMachine.provide({ actors: { launch } }), { clock, input: {} }).start();
    const check = () => realityCheckOf(launchOf(actor.getSnapshot())?.getSnapshot());
    return { actor, clock, calls, check };
  }

  test('it starts when the game plays and pauses it after the interval', async () => {
    const { actor, clock, calls, check } = host({ minutes: 15 });
    actor.send({ type: 'START', gameId: 7 });
    await flush();
    expect(gamePlaying(launchOf(actor.getSnapshot())?.getSnapshot())).toBe(true);
    expect(calls).toEqual(['startGame 7', 'rgSettings']);
    clock.increment(15 * MINUTE);
    expect(realityCheckShown(check()?.getSnapshot())).toBe(true);
  });

  test('Stop playing: the check ends and the page’s going (LEAVE, as after its Leave button) exits the game', async () => {
    const { actor, clock, calls, check } = host({ minutes: 15 });
    actor.send({ type: 'START', gameId: 7 });
    await flush();
    clock.increment(15 * MINUTE);
    await flush();
    check()?.send({ type: 'STOP' });
    expect(realityCheckShown(check()?.getSnapshot())).toBe(false);
    actor.send({ type: 'LEAVE' });
    clock.increment(0);
    await flush();
    await flush();
    expect(calls).toEqual(['startGame 7', 'rgSettings', 'rgSessionSummary', 'exitGame', 'refreshData']);
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    expect(check()).toBeUndefined();
  });

  test('a game left before its interval never shows the check', async () => {
    const { actor, clock, calls, check } = host({ minutes: 15 });
    actor.send({ type: 'START', gameId: 7 });
    await flush();
    clock.increment(10 * MINUTE);
    actor.send({ type: 'LEAVE' });
    clock.increment(0);
    await flush();
    expect(check()).toBeUndefined();
    clock.increment(60 * MINUTE);
    await flush();
    expect(calls).not.toContain('rgSessionSummary');
  });
});
