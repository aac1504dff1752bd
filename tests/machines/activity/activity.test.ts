import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  type ActivitySession,
  CLAIM_DEBOUNCE_MS,
  COUNTDOWN_TICK_MS,
  createActivityMachine,
} from '../../../machines/activity/activity.machine';
import {
  activityBusy,
  activityPhase,
  activityToast,
  canBuy,
  canClaim,
  claimingItem,
  countdownOf,
  failedClaim,
} from '../../../machines/activity/activity.selectors';
import { ErrcodeError, HttpStatusError, NetworkError, TimeoutError } from '../../../src/api/client/errors';

/**
 * The activity skeleton (machines/activity/activity.machine.ts) through a toy activity built on it: a pack to buy,
 * two items to claim once bought, and an end. Timings on the simulated clock (Date follows it).
 */

interface Toy {
  status: 0 | 1;
  claimed: number[];
}
interface Loaded {
  toy: Toy | null;
  expireTime: number;
}

const path = '/app/v1/toy';
const refused = (code: number) => new ErrcodeError(path, code, 200);

function toyActivity(answers: { load: Array<Loaded | Error>; claim?: Array<Toy | Error> }) {
  const loads: number[] = [];
  const claims: number[] = [];
  const machine = createActivityMachine<{ price: number }, Loaded, Toy, Toy>({
    id: 'toy',
    load: async () => {
      loads.push(Date.now());
      const next = answers.load.shift();
      if (!next || next instanceof Error) throw next ?? new Error('no answer');
      return next;
    },
    read: (loaded) => ({ data: loaded.toy, expireTime: loaded.expireTime }),
    claim: {
      call: async (id) => {
        claims.push(id);
        const next = answers.claim?.shift();
        if (!next || next instanceof Error) throw next ?? new Error('no answer');
        return next;
      },
      allowed: (context, id) => context.data?.status === 1 && [1, 2].includes(id) && !context.data.claimed.includes(id),
      apply: (_, claimed) => claimed,
      message: 'activity.firstCharge.claimed',
    },
    purchase: (context) =>
      context.data?.status === 0 ? { actType: 99, amount: context.params.price, propId: 7 } : undefined,
    afterPurchase: () => [{ type: 'BALANCE.REFRESH' }],
    closeRefreshesActivities: true,
    optional: true,
  });
  return { machine, loads, claims };
}

function start(machine: ReturnType<typeof toyActivity>['machine']) {
  const clock = new SimulatedClock();
  const heard: Array<{ type: string }> = [];
  const session: ActivitySession = { send: (event) => heard.push(event) };
  const exits: string[] = [];
  const actor = createActor(machine, { clock, input: { price: 10_000, session } });
  actor.on('exit', () => exits.push('exit'));
  actor.start();
  const advance = (ms: number) => {
    vi.setSystemTime(Date.now() + ms);
    clock.increment(ms);
  };
  return { actor, heard, exits, advance };
}

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => Promise.resolve());

describe('createActivityMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  test('loads, buys through the session, reloads after the deposit and refreshes the coins once', async () => {
    const { machine, loads } = toyActivity({
      load: [
        { toy: { status: 0, claimed: [] }, expireTime: -1 },
        { toy: { status: 1, claimed: [] }, expireTime: -1 },
      ],
    });
    const { actor, heard } = start(machine);
    expect(activityPhase(actor.getSnapshot())).toBe('loading');
    expect(activityBusy(actor.getSnapshot())).toBe(true);
    await settle();
    expect(activityPhase(actor.getSnapshot())).toBe('content');
    expect(canClaim(actor.getSnapshot(), 1)).toBe(false);
    expect(canBuy(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'BUY' });
    expect(heard).toEqual([
      { type: 'DEPOSIT.OPEN', options: { actType: 99, amount: 10_000, propId: 7, reportFinishedDirectly: true } },
    ]);
    actor.send({ type: 'DEPOSIT.FINISHED' });
    await settle();
    expect(loads).toHaveLength(2);
    expect(actor.getSnapshot().context.data).toEqual({ status: 1, claimed: [] });
    expect(heard.at(-1)).toEqual({ type: 'BALANCE.REFRESH' });
    expect(canBuy(actor.getSnapshot())).toBe(false);
  });

  test('a claim waits 200 ms (a second press restarts the wait), then one call runs; the coins refresh', async () => {
    const { machine, claims } = toyActivity({
      load: [{ toy: { status: 1, claimed: [] }, expireTime: -1 }],
      claim: [{ status: 1, claimed: [2] }],
    });
    const { actor, heard, advance } = start(machine);
    await settle();
    actor.send({ type: 'CLAIM', id: 1 });
    expect(claimingItem(actor.getSnapshot(), 1)).toBe(true);
    advance(CLAIM_DEBOUNCE_MS - 1);
    actor.send({ type: 'CLAIM', id: 2 });
    advance(CLAIM_DEBOUNCE_MS - 1);
    expect(claims).toEqual([]);
    advance(1);
    expect(claims).toEqual([2]);
    // One claim in flight: nothing else can be claimed meanwhile.
    expect(canClaim(actor.getSnapshot(), 1)).toBe(false);
    expect(activityBusy(actor.getSnapshot())).toBe(true);
    await settle();
    expect(actor.getSnapshot().context.data?.claimed).toEqual([2]);
    expect(activityToast(actor.getSnapshot())?.id).toBe('activity.firstCharge.claimed');
    expect(heard).toEqual([{ type: 'BALANCE.REFRESH' }]);
    expect(canClaim(actor.getSnapshot(), 2)).toBe(false);
    expect(canClaim(actor.getSnapshot(), 1)).toBe(true);
  });

  test('a refused claim says why and stays; the activity stays open', async () => {
    const { machine } = toyActivity({
      load: [{ toy: { status: 1, claimed: [] }, expireTime: -1 }],
      claim: [refused(1004)],
    });
    const { actor, advance } = start(machine);
    await settle();
    actor.send({ type: 'CLAIM', id: 1 });
    advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(activityPhase(actor.getSnapshot())).toBe('content');
    expect(failedClaim(actor.getSnapshot())?.notice.id).toBe('activity.act39.err1004');
    expect(actor.getSnapshot().context.claiming).toBeNull();
  });

  test('a claim that fails on every try says why on every try, each time anew, and offers the same claim again', async () => {
    const aborted = new NetworkError(path, new TypeError('Failed to fetch'));
    const { machine, claims } = toyActivity({
      load: [{ toy: { status: 1, claimed: [] }, expireTime: -1 }],
      claim: [
        aborted,
        new TimeoutError(path, 60_000),
        new HttpStatusError(path, 502),
        refused(1005),
        { status: 1, claimed: [1] },
      ],
    });
    const { actor, advance } = start(machine);
    await settle();
    const said: { id: string; values?: unknown; seq: number }[] = [];
    actor.send({ type: 'CLAIM', id: 1 });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      // While a try runs, the last one's failure is gone: nothing says "failed" about a try still under way.
      expect(failedClaim(actor.getSnapshot())).toBeNull();
      advance(CLAIM_DEBOUNCE_MS);
      await settle();
      const failure = failedClaim(actor.getSnapshot());
      expect(failure, `try ${attempt}`).not.toBeNull();
      said.push({ id: failure?.notice.id ?? '', values: failure?.notice.values, seq: failure?.notice.seq ?? 0 });
      // Retry is the same claim, and the activity still takes it.
      expect(failure?.retry).toEqual({ type: 'CLAIM', id: 1 });
      expect(canClaim(actor.getSnapshot(), 1)).toBe(true);
      actor.send(failure?.retry ?? { type: 'CLAIM', id: 0 });
    }
    expect(said.map(({ id, values }) => ({ id, values }))).toEqual([
      { id: 'error.network', values: undefined },
      { id: 'error.timeout', values: undefined },
      { id: 'error.http', values: { status: 502 } },
      { id: 'activity.act39.err1005', values: { code: 1005 } },
    ]);
    // Four failures, four notices: none is the one before left standing.
    expect(new Set(said.map(({ seq }) => seq)).size).toBe(4);
    advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(claims).toEqual([1, 1, 1, 1, 1]);
    expect(failedClaim(actor.getSnapshot())).toBeNull();
    expect(activityToast(actor.getSnapshot())?.id).toBe('activity.firstCharge.claimed');
  });

  test('errcodes 1001-1010 on load close the activity (and refresh the activity ids); OK exits', async () => {
    const { machine } = toyActivity({ load: [refused(1002)] });
    const { actor, heard, exits } = start(machine);
    await settle();
    expect(activityPhase(actor.getSnapshot())).toBe('closing');
    expect(actor.getSnapshot().context.notice?.id).toBe('activity.act39.err1002');
    expect(activityToast(actor.getSnapshot())).toBeNull();
    expect(heard).toEqual([{ type: 'ACTIVITIES.REFRESH' }]);
    actor.send({ type: 'ACKNOWLEDGE' });
    expect(exits).toEqual(['exit']);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().hasTag('closed')).toBe(true);
  });

  test('no offer closes as unavailable; another failure offers Retry', async () => {
    const none = start(toyActivity({ load: [{ toy: null, expireTime: -1 }] }).machine);
    await settle();
    expect(activityPhase(none.actor.getSnapshot())).toBe('closing');
    expect(none.actor.getSnapshot().context.notice?.id).toBe('activity.act39.err1010');

    const { machine, loads } = toyActivity({
      load: [
        new NetworkError(path, new Error('offline')),
        refused(4242),
        { toy: { status: 0, claimed: [] }, expireTime: -1 },
      ],
    });
    const { actor } = start(machine);
    await settle();
    expect(activityPhase(actor.getSnapshot())).toBe('failed');
    actor.send({ type: 'RETRY' });
    await settle();
    expect(activityPhase(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().context.notice).toMatchObject({ id: 'common.errorError', values: { code: 4242 } });
    actor.send({ type: 'RETRY' });
    await settle();
    expect(activityPhase(actor.getSnapshot())).toBe('content');
    expect(loads).toHaveLength(3);
  });

  test('the countdown ticks each second on the clock and closes the activity at expireTime', async () => {
    const { machine } = toyActivity({ load: [{ toy: { status: 0, claimed: [] }, expireTime: 1_000_000 + 3_000 }] });
    const { actor, advance } = start(machine);
    await settle();
    expect(countdownOf(actor.getSnapshot())).toBe(3);
    advance(COUNTDOWN_TICK_MS);
    expect(countdownOf(actor.getSnapshot())).toBe(2);
    advance(COUNTDOWN_TICK_MS);
    expect(countdownOf(actor.getSnapshot())).toBe(1);
    expect(activityPhase(actor.getSnapshot())).toBe('content');
    advance(COUNTDOWN_TICK_MS);
    expect(activityPhase(actor.getSnapshot())).toBe('closing');
    expect(actor.getSnapshot().context.notice?.id).toBe('activity.ended');
  });

  test('no countdown when the activity does not end', async () => {
    const { machine } = toyActivity({ load: [{ toy: { status: 0, claimed: [] }, expireTime: -1 }] });
    const { actor, advance } = start(machine);
    await settle();
    expect(countdownOf(actor.getSnapshot())).toBeNull();
    advance(10 * COUNTDOWN_TICK_MS);
    expect(activityPhase(actor.getSnapshot())).toBe('content');
  });
});
