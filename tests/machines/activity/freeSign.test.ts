import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { CLAIM_DEBOUNCE_MS, type ToSession } from '../../../machines/activity/activity.machine';
import {
  activityPhase,
  activityToast,
  canClaim,
  claimingItem,
  countdownOf,
  failedClaim,
} from '../../../machines/activity/activity.selectors';
import {
  type FreeSignClaimed,
  type FreeSignLoaded,
  freeSignMachine,
  todaysDay,
} from '../../../machines/activity/freeSign.machine';
import { ErrcodeError } from '../../../src/api/client/errors';
import { FREE_SIGN_DAY_COIN, freeSignAward } from '../../../src/api/contract/promotions';

/** The daily sign-in (machines/activity/freeSign.machine.ts) on the simulated clock, its calls answered here. */

/** A week with `claimed` days claimed; today's day claimable unless `today` is claimed. */
function week(claimed: number, todayClaimed = false): FreeSignLoaded {
  return {
    loginBonus3User: {
      loginDays: claimed,
      expireTime: -1,
      days: FREE_SIGN_DAY_COIN.map((_, i) => ({
        day: i + 1,
        award: freeSignAward(i + 1),
        itemStatus: i < claimed ? 2 : i === claimed && !todayClaimed ? 1 : 0,
      })),
    },
  };
}
const paid = (day: number): FreeSignClaimed => ({
  ...week(day, true),
  propList: [{ propId: 2001, count: FREE_SIGN_DAY_COIN[day - 1]! }],
});
const refused = (code: number) => new ErrcodeError('/app/v1/loginBonus3User', code, 200);

function start(answers: { load: Array<FreeSignLoaded | Error>; claim?: Array<FreeSignClaimed | Error> }) {
  const claims: number[] = [];
  const machine = freeSignMachine.provide({
    actors: {
      load: fromPromise<FreeSignLoaded>(async () => {
        const next = answers.load.shift();
        if (!next || next instanceof Error) throw next ?? new Error('no answer');
        return next;
      }),
      claim: fromPromise<FreeSignClaimed, { id: number }>(async ({ input }) => {
        claims.push(input.id);
        const next = answers.claim?.shift();
        if (!next || next instanceof Error) throw next ?? new Error('no answer');
        return next;
      }),
    },
  });
  const clock = new SimulatedClock();
  const heard: ToSession[] = [];
  const exits: string[] = [];
  const actor = createActor(machine, { clock, input: { session: { send: (event) => heard.push(event) } } });
  actor.on('exit', () => exits.push('exit'));
  actor.start();
  const advance = (ms: number) => {
    vi.setSystemTime(Date.now() + ms);
    clock.increment(ms);
  };
  return { actor, heard, exits, claims, advance };
}

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => Promise.resolve());

describe('daily sign-in (freeSign)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  test("claims today's day once after the 200 ms debounce; the coins refresh; no other day can be claimed", async () => {
    const { actor, heard, claims, advance } = start({ load: [week(2)], claim: [paid(3)] });
    expect(activityPhase(actor.getSnapshot())).toBe('loading');
    await settle();
    const snapshot = actor.getSnapshot();
    expect(activityPhase(snapshot)).toBe('content');
    expect(todaysDay(snapshot.context.data)).toBe(3);
    expect(countdownOf(snapshot)).toBeNull();
    expect(canClaim(snapshot, 3)).toBe(true);
    expect(canClaim(snapshot, 2)).toBe(false);
    expect(canClaim(snapshot, 4)).toBe(false);
    actor.send({ type: 'CLAIM', id: 4 });
    expect(claimingItem(actor.getSnapshot(), 4)).toBe(false);
    actor.send({ type: 'CLAIM', id: 3 });
    actor.send({ type: 'CLAIM', id: 3 });
    expect(claimingItem(actor.getSnapshot(), 3)).toBe(true);
    advance(CLAIM_DEBOUNCE_MS - 1);
    expect(claims).toEqual([]);
    advance(1);
    expect(claims).toEqual([3]);
    await settle();
    const after = actor.getSnapshot();
    expect(after.context.data?.loginDays).toBe(3);
    expect(todaysDay(after.context.data)).toBeNull();
    expect(canClaim(after, 3)).toBe(false);
    expect(activityToast(after)?.id).toBe('promotions.freeSign.paid');
    // The activity data is read again, so the hasFreeBonus red dot follows the server.
    expect(heard).toEqual([{ type: 'BALANCE.REFRESH' }, { type: 'ACTIVITIES.REFRESH' }]);
  });

  test('a refused claim (claimed on another device: 1004) says why and keeps the week', async () => {
    const { actor, advance } = start({ load: [week(0)], claim: [refused(1004)] });
    await settle();
    actor.send({ type: 'CLAIM', id: 1 });
    advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(activityPhase(actor.getSnapshot())).toBe('content');
    expect(failedClaim(actor.getSnapshot())?.notice.id).toBe('activity.act39.err1004');
    expect(actor.getSnapshot().context.data?.loginDays).toBe(0);
  });

  test('an activity errcode on load (1002) closes the page; OK leaves it', async () => {
    const { actor, exits } = start({ load: [refused(1002)] });
    await settle();
    expect(activityPhase(actor.getSnapshot())).toBe('closing');
    expect(actor.getSnapshot().context.notice?.id).toBe('activity.act39.err1002');
    actor.send({ type: 'ACKNOWLEDGE' });
    expect(exits).toEqual(['exit']);
  });

  test("today's day claimed: nothing to claim; the week shows as it is", async () => {
    const { actor } = start({ load: [week(7, true)] });
    await settle();
    expect(todaysDay(actor.getSnapshot().context.data)).toBeNull();
    expect(actor.getSnapshot().context.data?.days.every((day) => day.itemStatus === 2)).toBe(true);
    for (let day = 1; day <= 7; day++) expect(canClaim(actor.getSnapshot(), day)).toBe(false);
  });
});
