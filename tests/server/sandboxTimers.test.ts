import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandboxTimers } from '../../server/sandbox/timers';

/** The sandboxes' delays (server/sandbox/timers.ts): real timers normally, the test clock with test controls. */
describe('sandbox timers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('without test controls: fires once the server clock reaches the start time plus the delay', async () => {
    vi.useFakeTimers();
    const now = 1_000_000;
    const runs: string[] = [];
    const timers = createSandboxTimers({ manual: false, clock: () => now, onError: () => {} });
    // Started 5 s ago with a 20 s delay: 15 s left.
    timers.schedule(async () => void runs.push('decided'), 20_000, now - 5_000);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual(['decided']);
    // Nothing waits for the test clock in this mode.
    expect(await timers.runDue(undefined, now + 60_000)).toBe(0);
  });

  it('with test controls: only moving the clock runs what is due, for the scope that moved it, once', async () => {
    const runs: string[] = [];
    const failures: unknown[] = [];
    const timers = createSandboxTimers({ manual: true, clock: () => 0, onError: (err) => failures.push(err) });
    timers.schedule(async () => void runs.push('global'), 10_000, 0);
    timers.schedule(
      async () => {
        throw new Error('delivery refused');
      },
      10_000,
      0,
    );
    expect(await timers.runDue('another-test', 60_000)).toBe(0);
    expect(await timers.runDue(undefined, 9_999)).toBe(0);
    expect(await timers.runDue(undefined, 10_000)).toBe(2);
    expect(runs).toEqual(['global']);
    expect(failures).toHaveLength(1);
    expect(await timers.runDue(undefined, 20_000)).toBe(0);
    timers.schedule(async () => void runs.push('forgotten'), 1, 0);
    timers.clear();
    expect(await timers.runDue(undefined, 20_000)).toBe(0);
  });
});
