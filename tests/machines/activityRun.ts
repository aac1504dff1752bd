import { afterEach, beforeEach, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ActivityMachine, ToSession } from '../../machines/shared/activity.machine';

/**
 * Runs an activity machine (machines/shared/activity.machine.ts) on the simulated clock with its calls answered
 * here: the load's answer (or failure), the claim's, the claim ids asked, what the session heard and the exits.
 * Date is faked by `fakeDate()` in the describe block; `advance` moves both clocks. The types are
 * given at the call (the machine's type does not let them be inferred).
 */
export function runActivity<TLoaded, TData, TClaimed>(
  machine: ActivityMachine<object, TLoaded, TData, TClaimed>,
  load: TLoaded | Error,
  claim: TClaimed | Error = new Error('not called'),
) {
  const calls: number[] = [];
  const provided = machine.provide({
    actors: {
      load: fromPromise<TLoaded>(async () => {
        if (load instanceof Error) throw load;
        return load;
      }),
      claim: fromPromise<TClaimed, { id: number }>(async ({ input }) => {
        calls.push(input.id);
        if (claim instanceof Error) throw claim;
        return claim;
      }),
    },
  });
  const clock = new SimulatedClock();
  const heard: ToSession[] = [];
  const exits: string[] = [];
  const actor = createActor(provided, { clock, input: { session: { send: (event) => heard.push(event) } } });
  actor.on('exit', () => exits.push('exit'));
  actor.start();
  const advance = (ms: number) => {
    vi.setSystemTime(Date.now() + ms);
    clock.increment(ms);
  };
  return { actor, heard, calls, exits, advance };
}

/** Lets the answered promises settle. */
export const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => Promise.resolve());

/** Fakes Date (only Date: the answered promises still settle) from 1,000,000 ms for each test of the block. */
export function fakeDate() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());
}
