import { describe, expect, test } from 'vitest';
import { CLAIM_DEBOUNCE_MS, COUNTDOWN_TICK_MS } from '../../../machines/activity/activity.machine';
import { activityPhase, activityToast, canClaim, failedClaim } from '../../../machines/activity/activity.selectors';
import {
  BOX_ITEM,
  EXTRA_ITEM,
  LOTTERY_ITEM,
  type NewYearClaimed,
  type NewYearLoaded,
  type NewYearState,
  newYearMachine,
  SHARE_ITEM,
} from '../../../machines/activity/newYear.machine';
import { ErrcodeError } from '../../../src/api/client/errors';
import { fakeDate, runActivity, settle } from './activityRun';
import { newYearAt } from './seasonal.fixtures';

/** New Year (machines/activity/newYear.machine.ts) on the simulated clock, its calls answered here. */

const T0 = 1_000_000;
const runNewYear = (answers: Parameters<typeof runActivity<object, NewYearLoaded, NewYearState, NewYearClaimed>>[1]) =>
  runActivity<object, NewYearLoaded, NewYearState, NewYearClaimed>(newYearMachine, answers);
const MIDNIGHT = T0 + 3_600_000;

describe('New Year items', () => {
  fakeDate();

  test('collects a done task, then opens a box with the set it gave; the toasts say which', async () => {
    const collected: NewYearClaimed = {
      ...newYearAt('running', MIDNIGHT, { items: [1, 1, 0, 0], tasks: [2, 0, 0, 0] }),
      propList: [
        { propId: 40001, count: 1 },
        { propId: 40002, count: 1 },
      ],
      item: 1,
    };
    const opened: NewYearClaimed = {
      ...newYearAt('running', MIDNIGHT, { tasks: [2, 0, 0, 0] }),
      propList: [{ propId: 2001, count: 1_200 }],
      item: BOX_ITEM,
    };
    const recent = [{ phone: '0917****567', amount: 1_200, timestamp: T0 - 60_000 }];
    const run = runNewYear({ load: [newYearAt('running', MIDNIGHT, { recent })], claim: [collected, opened] });
    await settle();
    // The lobby's newYearList ticker comes with the state, and a claim keeps it.
    expect(run.actor.getSnapshot().context.data?.recent).toEqual(recent);
    expect(canClaim(run.actor.getSnapshot(), 2)).toBe(false);
    expect(canClaim(run.actor.getSnapshot(), BOX_ITEM)).toBe(false);
    run.actor.send({ type: 'CLAIM', id: 1 });
    run.advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(activityToast(run.actor.getSnapshot())?.id).toBe('promotions.newYear.collected');
    expect(canClaim(run.actor.getSnapshot(), 1)).toBe(false);
    expect(canClaim(run.actor.getSnapshot(), BOX_ITEM)).toBe(true);
    expect(canClaim(run.actor.getSnapshot(), LOTTERY_ITEM)).toBe(false);
    run.actor.send({ type: 'CLAIM', id: BOX_ITEM });
    run.advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(run.calls).toEqual([1, BOX_ITEM]);
    expect(activityToast(run.actor.getSnapshot())?.id).toBe('promotions.newYear.opened');
    expect(canClaim(run.actor.getSnapshot(), BOX_ITEM)).toBe(false);
    expect(run.actor.getSnapshot().context.data?.recent).toEqual(recent);
  });

  test('the lottery needs its set, the extra a deposit; a share is allowed while the season runs', async () => {
    const run = runNewYear({
      load: [newYearAt('running', MIDNIGHT, { items: [0, 0, 1, 1], extra: 1 })],
      claim: [new ErrcodeError('/app/v1/newYearOpen', 1005, 200)],
    });
    await settle();
    expect(canClaim(run.actor.getSnapshot(), LOTTERY_ITEM)).toBe(true);
    expect(canClaim(run.actor.getSnapshot(), EXTRA_ITEM)).toBe(true);
    expect(canClaim(run.actor.getSnapshot(), SHARE_ITEM)).toBe(true);
    run.actor.send({ type: 'CLAIM', id: LOTTERY_ITEM });
    run.advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(failedClaim(run.actor.getSnapshot())?.notice.id).toBe('activity.act39.err1005');
    expect(activityPhase(run.actor.getSnapshot())).toBe('content');
  });

  test("the day change reads today's tasks again; outside the season nothing is claimable", async () => {
    const change = T0 + 3 * COUNTDOWN_TICK_MS;
    const run = runNewYear({
      load: [newYearAt('running', change, { tasks: [2, 2, 2, 2] }), newYearAt('ended', change)],
    });
    await settle();
    expect(canClaim(run.actor.getSnapshot(), 1)).toBe(false);
    run.advance(3 * COUNTDOWN_TICK_MS);
    await settle();
    expect(run.actor.getSnapshot().context.data?.phase).toBe('ended');
    for (const item of [1, BOX_ITEM, LOTTERY_ITEM, EXTRA_ITEM, SHARE_ITEM]) {
      expect(canClaim(run.actor.getSnapshot(), item)).toBe(false);
    }
  });
});
