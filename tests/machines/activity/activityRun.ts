import { afterEach, beforeEach, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ActivityMachine, ToSession } from '../../../machines/activity/activity.machine';

/** An answer of a mocked call: the value, or the error it fails with. */
export type Answer<T> = T | Error;

/**
 * Runs an activity machine (machines/activity/activity.machine.ts) on the simulated clock for a behaviour test: its
 * load and claim answer from the queues in turn; `calls` lists the claimed ids, `heard` what it told the session,
 * `exits` its `exit` emits; `advance` moves the clock and Date.now together (install fake Date timers first).
 */
export function runActivity<TParams, TLoaded, TData, TClaimed>(
  machine: ActivityMachine<TParams, TLoaded, TData, TClaimed>,
  answers: { load: Answer<TLoaded>[]; claim?: Answer<TClaimed>[] },
  params = {} as TParams,
) {
  const calls: number[] = [];
  const next = <T>(queue: Answer<T>[] | undefined): T => {
    const answer = queue?.shift() ?? new Error('no answer');
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const provided = machine.provide({
    actors: {
      load: fromPromise<TLoaded>(async () => next(answers.load)),
      claim: fromPromise<TClaimed, { id: number }>(async ({ input }) => {
        calls.push(input.id);
        return next(answers.claim);
      }),
    },
  });
  const clock = new SimulatedClock();
  const heard: ToSession[] = [];
  const exits: string[] = [];
  const actor = createActor(provided, {
    clock,
    input: { ...params, session: { send: (event: ToSession) => heard.push(event) } },
  });
  actor.on('exit', () => exits.push('exit'));
  actor.start();
  const advance = (ms: number) => {
    vi.setSystemTime(Date.now() + ms);
    clock.increment(ms);
  };
  return { actor, calls, heard, exits, advance };
}

/** Lets the mocked calls' promises settle. */
export const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => Promise.resolve());

/** Fakes Date (only Date: the answered promises still settle) from 1,000,000 ms for each test of the block. */
export function fakeDate() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());
}
