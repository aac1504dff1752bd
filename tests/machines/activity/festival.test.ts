import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { CLAIM_DEBOUNCE_MS, COUNTDOWN_TICK_MS, type ToSession } from '../../../machines/activity/activity.machine';
import { activityPhase, activityToast, canClaim, failedClaim } from '../../../machines/activity/activity.selectors';
import {
  type FestivalLoaded,
  type FestivalOpened,
  festivalMachine,
  PACKET_ITEM,
} from '../../../machines/activity/festival.machine';
import { ErrcodeError } from '../../../src/api/client/errors';

/** The payday festival (machines/activity/festival.machine.ts) on the simulated clock, its calls answered here. */

const T0 = 1_000_000;
const WINDOW = 15 * 60_000;
/** The day's windows and packet range as the server answers them (the rules the page shows). */
const DAY = { days: [15, 31], windows: [{ start: 720, end: 735 }], packet: { min: 100, max: 2_000 } };

const waiting = (start: number): FestivalLoaded => ({
  festival: { open: false, start, end: start + WINDOW, deposited: true, itemStatus: 0, packets: [], ...DAY },
});
const open = (start: number, deposited = true): FestivalLoaded => ({
  festival: { open: true, start, end: start + WINDOW, deposited, itemStatus: 1, packets: [], ...DAY },
});
const opened = (start: number, amount: number): FestivalOpened => ({
  festival: { ...open(start).festival, itemStatus: 2, packets: [{ start, amount }] },
  propList: [{ propId: 2001, count: amount }],
});

function start(loads: FestivalLoaded[], claim: FestivalOpened | Error = new Error('not called')) {
  const calls: number[] = [];
  let loaded = 0;
  const machine = festivalMachine.provide({
    actors: {
      load: fromPromise<FestivalLoaded>(async () => {
        const answer = loads[Math.min(loaded, loads.length - 1)]!;
        loaded += 1;
        return answer;
      }),
      claim: fromPromise<FestivalOpened, { id: number }>(async ({ input }) => {
        calls.push(input.id);
        if (claim instanceof Error) throw claim;
        return claim;
      }),
    },
  });
  const clock = new SimulatedClock();
  const heard: ToSession[] = [];
  const actor = createActor(machine, { clock, input: { session: { send: (event) => heard.push(event) } } });
  actor.start();
  const advance = (ms: number) => {
    vi.setSystemTime(Date.now() + ms);
    clock.increment(ms);
  };
  return { actor, heard, calls, advance, loads: () => loaded };
}

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => Promise.resolve());

describe('festival red packets', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  test('waits for the window, reads the state again when it opens, opens the packet once and refreshes the coins', async () => {
    const windowStart = T0 + 3 * COUNTDOWN_TICK_MS;
    const run = start([waiting(windowStart), open(windowStart)], opened(windowStart, 700));
    await settle();
    expect(canClaim(run.actor.getSnapshot(), PACKET_ITEM)).toBe(false);
    run.advance(2 * COUNTDOWN_TICK_MS);
    expect(run.loads()).toBe(1);
    run.advance(COUNTDOWN_TICK_MS);
    // The window opened: the state is read again, and now the packet waits.
    expect(run.loads()).toBe(2);
    await settle();
    expect(canClaim(run.actor.getSnapshot(), PACKET_ITEM)).toBe(true);
    run.actor.send({ type: 'CLAIM', id: PACKET_ITEM });
    run.actor.send({ type: 'CLAIM', id: PACKET_ITEM });
    run.advance(CLAIM_DEBOUNCE_MS);
    expect(run.calls).toEqual([PACKET_ITEM]);
    await settle();
    expect(run.actor.getSnapshot().context.data?.packets).toEqual([{ start: windowStart, amount: 700 }]);
    expect(activityToast(run.actor.getSnapshot())?.id).toBe('promotions.festival.opened');
    expect(run.heard).toEqual([{ type: 'BALANCE.REFRESH' }]);
    expect(canClaim(run.actor.getSnapshot(), PACKET_ITEM)).toBe(false);
  });

  test('a player who has not deposited cannot open; the window closing reads the next one', async () => {
    const run = start([open(T0, false), waiting(T0 + 86_400_000)]);
    await settle();
    run.actor.send({ type: 'CLAIM', id: PACKET_ITEM });
    run.advance(CLAIM_DEBOUNCE_MS);
    expect(run.calls).toEqual([]);
    run.advance(WINDOW);
    expect(run.loads()).toBe(2);
    await settle();
    expect(run.actor.getSnapshot().context.data).toMatchObject({ open: false, start: T0 + 86_400_000 });
    expect(activityPhase(run.actor.getSnapshot())).toBe('content');
  });

  test('a refused open says why and keeps the page', async () => {
    const run = start([open(T0)], new ErrcodeError('/app/v1/festivalRedPacket', 1004, 200));
    await settle();
    run.actor.send({ type: 'CLAIM', id: PACKET_ITEM });
    run.advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(failedClaim(run.actor.getSnapshot())?.notice.id).toBe('activity.act39.err1004');
    expect(activityPhase(run.actor.getSnapshot())).toBe('content');
  });
});
