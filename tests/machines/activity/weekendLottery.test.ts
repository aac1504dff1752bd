import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { activityPhase, canClaim, countdownOf } from '../../../machines/activity/activity.selectors';
import { type WeekendLotteryLoaded, weekendLotteryMachine } from '../../../machines/activity/weekendLottery.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { lotteryLoaded } from './weekendLottery.coverage';

/** The weekend lottery page's machine (machines/activity/weekendLottery.machine.ts): shows, retries, closes. */

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => Promise.resolve());

function start(answers: Array<WeekendLotteryLoaded | Error>) {
  const calls: number[] = [];
  const machine = weekendLotteryMachine.provide({
    actors: {
      load: fromPromise<WeekendLotteryLoaded>(async () => {
        calls.push(calls.length + 1);
        const next = answers.shift();
        if (!next || next instanceof Error) throw next ?? new Error('no answer');
        return next;
      }),
    },
  });
  const clock = new SimulatedClock();
  const exits: string[] = [];
  const actor = createActor(machine, { clock, input: {} });
  actor.on('exit', (event) => exits.push(event.type));
  actor.start();
  return { actor, clock, calls, exits };
}

describe('weekend lottery', () => {
  test('shows the weekend, the tickets and the last winners; nothing to claim, no countdown to close it', async () => {
    const { actor, clock } = start([lotteryLoaded]);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(activityPhase(snapshot)).toBe('content');
    expect(snapshot.context.data).toEqual(lotteryLoaded.weekendLottery);
    expect(canClaim(snapshot, 0)).toBe(false);
    expect(countdownOf(snapshot)).toBeNull();
    // The draw time passing does not close the page (the server draws on the next read).
    clock.increment(7 * 86_400_000);
    expect(activityPhase(actor.getSnapshot())).toBe('content');
  });

  test("a guest's answer (no tickets) shows like a player's", async () => {
    const guest = { weekendLottery: { ...lotteryLoaded.weekendLottery, tickets: null, last: null } };
    const { actor } = start([guest]);
    await settle();
    expect(actor.getSnapshot().context.data?.tickets).toBeNull();
    expect(activityPhase(actor.getSnapshot())).toBe('content');
  });

  test('a failed load offers Retry, which loads again', async () => {
    const { actor, calls } = start([new NetworkError('/app/v1/weekendLottery', new Error('offline')), lotteryLoaded]);
    await settle();
    expect(activityPhase(actor.getSnapshot())).toBe('failed');
    actor.send({ type: 'RETRY' });
    await settle();
    expect(calls).toEqual([1, 2]);
    expect(activityPhase(actor.getSnapshot())).toBe('content');
  });

  test('an activity errcode on load (1002 ended) says so and closes on OK', async () => {
    const { actor, exits } = start([new ErrcodeError('/app/v1/weekendLottery', 1002, 200)]);
    await settle();
    expect(activityPhase(actor.getSnapshot())).toBe('closing');
    expect(actor.getSnapshot().context.notice?.id).toBe('activity.act39.err1002');
    actor.send({ type: 'ACKNOWLEDGE' });
    expect(activityPhase(actor.getSnapshot())).toBe('closed');
    expect(exits).toEqual(['exit']);
  });
});
