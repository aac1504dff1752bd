import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { activityPhase } from '../../../machines/activity/activity.selectors';
import { type CouponsLoaded, couponsMachine } from '../../../machines/activity/coupons.machine';
import { NetworkError } from '../../../src/api/client/errors';

/** The coupon list (machines/activity/coupons.machine.ts): loads, retries a failed load. */

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => Promise.resolve());

describe('coupons', () => {
  test('shows the coupons once loaded; a failed load offers Retry, which loads again', async () => {
    const answers: Array<CouponsLoaded | Error> = [
      new NetworkError('/app/v1/couponList', new Error('offline')),
      { list: [{ propId: 1001, percent: 10, paramStr: { limitAmount: 10_000 } }] },
    ];
    const machine = couponsMachine.provide({
      actors: {
        load: fromPromise<CouponsLoaded>(async () => {
          const next = answers.shift();
          if (!next || next instanceof Error) throw next ?? new Error('no answer');
          return next;
        }),
      },
    });
    const actor = createActor(machine, { clock: new SimulatedClock(), input: {} });
    actor.start();
    await settle();
    expect(activityPhase(actor.getSnapshot())).toBe('failed');
    actor.send({ type: 'RETRY' });
    await settle();
    expect(activityPhase(actor.getSnapshot())).toBe('content');
    expect(actor.getSnapshot().context.data).toEqual([
      { propId: 1001, percent: 10, paramStr: { limitAmount: 10_000 } },
    ]);
  });
});
