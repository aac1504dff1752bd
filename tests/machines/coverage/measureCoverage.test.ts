import { describe, expect, test } from 'vitest';
import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { defineMachineSpec, formatCoverageTable, formatMisses, measureCoverage } from './measureCoverage';

/** The runner itself: it must report misses, and must cover what the machines use (invoke, after, always, nesting). */

const valueOnly = (snapshot: { value: unknown }) => JSON.stringify(snapshot.value);

describe('measureCoverage', () => {
  test('reports a state no path can reach, and fails below 100 %', async () => {
    const machine = setup({ types: { events: {} as { type: 'GO' } } }).createMachine({
      id: 'orphaned',
      initial: 'a',
      states: {
        a: { on: { GO: 'b' } },
        b: {},
        orphan: { on: { GO: 'a' } },
      },
    });
    const result = await measureCoverage(
      defineMachineSpec({ name: 'orphaned', machine, events: [], mocks: () => ({}), serializeState: valueOnly }),
    );
    expect(result.complete).toBe(false);
    expect(result.states).toEqual({ covered: 2, total: 3, missed: ['orphan'] });
    expect(result.transitions).toMatchObject({ covered: 1, total: 2, missed: ['orphan · GO → a'] });
    expect(formatCoverageTable([result])).toContain('| orphaned | 2/3 (66.6 %) | 1/2 (50 %)');
    expect(formatMisses([result])).toContain('state not reached: orphan');
  });

  test('reports a transition whose guard no event variant satisfies', async () => {
    const machine = setup({
      types: { events: {} as { type: 'PICK'; amount: number } },
      guards: { isLarge: ({ event }) => event.amount > 100 },
    }).createMachine({
      id: 'picker',
      initial: 'idle',
      states: {
        idle: { on: { PICK: [{ guard: 'isLarge', target: 'large' }, { target: 'small' }] } },
        large: {},
        small: {},
      },
    });
    const spec = (amounts: number[]) =>
      defineMachineSpec({
        name: 'picker',
        machine,
        events: amounts.map((amount) => ({ type: 'PICK' as const, amount })),
        mocks: () => ({}),
        serializeState: valueOnly,
      });

    const partial = await measureCoverage(spec([5]));
    expect(partial.complete).toBe(false);
    expect(partial.transitions.missed).toEqual(['idle · PICK [isLarge] → large']);
    expect(partial.states.missed).toEqual(['large']);

    const full = await measureCoverage(spec([5, 500]));
    expect(full.complete).toBe(true);
  });

  test('replays invoke outcomes, timers, eventless and targetless transitions in nested states', async () => {
    const machine = setup({
      types: {
        context: {} as { attempts: number },
        events: {} as
          | { type: 'PING' }
          | { type: 'RESET' }
          | DoneActorEvent<string, 'fetchThing'>
          | ErrorActorEvent<unknown, 'fetchThing'>,
      },
      actors: { fetchThing: fromPromise<string>(async () => 'real') },
      actions: { countAttempt: assign(({ context }) => ({ attempts: context.attempts + 1 })) },
      guards: { tooManyAttempts: ({ context }) => context.attempts >= 2 },
      delays: { pause: 1_000 },
    }).createMachine({
      id: 'nested',
      context: { attempts: 0 },
      initial: 'working',
      on: { RESET: '.working' },
      states: {
        working: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'fetchThing',
                src: 'fetchThing',
                onDone: '#nested.done',
                onError: { target: 'waiting', actions: 'countAttempt' },
              },
            },
            waiting: {
              always: { guard: 'tooManyAttempts', target: '#nested.gaveUp' },
              after: { pause: 'loading' },
              on: { PING: { actions: 'countAttempt' } },
            },
          },
        },
        done: {},
        gaveUp: {},
      },
    });
    const result = await measureCoverage(
      defineMachineSpec({
        name: 'nested',
        machine,
        events: [
          { type: 'xstate.done.actor.fetchThing', output: 'thing', actorId: 'fetchThing' },
          { type: 'xstate.error.actor.fetchThing', error: new Error('down'), actorId: 'fetchThing' },
        ],
        mocks: (mocks) => ({ fetchThing: mocks.promise<string>() }),
        // Attempts past the guard's threshold behave alike; capping them keeps the traversal finite.
        serializeState: (snapshot) => JSON.stringify([snapshot.value, Math.min(snapshot.context.attempts, 2)]),
      }),
    );
    expect(formatMisses([result])).toBe('');
    expect(result.states.total).toBe(5);
    // RESET, done, error, after, PING, always
    expect(result.transitions.total).toBe(6);
  });

  test('fails loudly when the machine does not do what the traversal predicted', async () => {
    const machine = setup({
      types: { events: {} as DoneActorEvent<number, 'work'> },
      actors: { work: fromPromise<number>(async () => 1) },
    }).createMachine({
      id: 'liar',
      initial: 'a',
      states: { a: { invoke: { id: 'work', src: 'work', onDone: 'b' } }, b: {} },
    });
    // The mock ignores the runner and never starts a controllable child, so the path cannot be replayed.
    const spec = defineMachineSpec({
      name: 'liar',
      machine,
      events: [{ type: 'xstate.done.actor.work', output: 1, actorId: 'work' }],
      mocks: () => ({ work: fromPromise<number>(() => new Promise<number>(() => {})) }),
      serializeState: valueOnly,
    });
    await expect(measureCoverage(spec)).rejects.toThrow(
      /replay of \[xstate.done.actor.work .*\] failed: no running mock actor "work"/,
    );
  });

  test('replays a minimal cover: fewer paths than generated, every transition still taken', async () => {
    // A counter whose context makes many vertices (every count is one) but only three transitions.
    const machine = setup({
      types: { context: {} as { count: number }, events: {} as { type: 'UP' } | { type: 'STOP' } },
      actions: { up: assign(({ context }) => ({ count: context.count + 1 })) },
    }).createMachine({
      id: 'counter',
      context: { count: 0 },
      initial: 'counting',
      states: { counting: { on: { UP: { actions: 'up' }, STOP: 'stopped' } }, stopped: { on: { UP: 'counting' } } },
    });
    const spec = defineMachineSpec({
      name: 'counter',
      machine,
      events: [],
      mocks: () => ({}),
      serializeState: (snapshot) => JSON.stringify([snapshot.value, Math.min(snapshot.context.count, 4)]),
    });
    const cover = await measureCoverage(spec);
    const all = await measureCoverage(spec, { exhaustive: true });
    expect(cover.complete).toBe(true);
    expect(all.complete).toBe(true);
    expect(cover.generated).toBe(all.paths);
    expect(cover.paths).toBeLessThan(cover.generated);
    expect(cover.paths).toBe(1);
  });
});
