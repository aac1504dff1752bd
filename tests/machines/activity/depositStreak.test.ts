import { describe, expect, test } from 'vitest';
import { CLAIM_DEBOUNCE_MS } from '../../../machines/activity/activity.machine';
import { activityPhase, activityToast, canClaim, failedClaim } from '../../../machines/activity/activity.selectors';
import { type DepositStreakLoaded, depositStreakMachine } from '../../../machines/activity/depositStreak.machine';
import type { CollectionClaimed, CollectionState } from '../../../machines/activity/rechargeCollection';
import { ErrcodeError } from '../../../src/api/client/errors';
import { DEPOSIT_STREAK_DAYS } from '../../../src/api/contract/promotions';
import { fakeDate, runActivity, settle } from './activityRun';
import { paidTier, streakWeek } from './depositRewards.fixtures';

/** Deposit streak (machines/activity/depositStreak.machine.ts) on the simulated clock, its calls answered here. */

const start = (load: DepositStreakLoaded | Error, claim?: CollectionClaimed | Error) =>
  runActivity<object, DepositStreakLoaded, CollectionState, CollectionClaimed>(depositStreakMachine, {
    load: [load],
    claim: claim === undefined ? [] : [claim],
  });

const [day1, day2] = DEPOSIT_STREAK_DAYS.map((day) => day.id);

describe('deposit streak', () => {
  fakeDate();

  test('claims a reached day once after the 200 ms debounce; the coins refresh; other days stay as they are', async () => {
    const load = { rechargeBonusCollection8: streakWeek([1, 1], true) };
    const run = start(load, paidTier(streakWeek([2, 1], true), 500));
    await settle();
    expect(canClaim(run.actor.getSnapshot(), day1!)).toBe(true);
    expect(canClaim(run.actor.getSnapshot(), DEPOSIT_STREAK_DAYS[2]!.id)).toBe(false);
    run.actor.send({ type: 'CLAIM', id: day2! });
    run.advance(100);
    // A second press restarts the wait, and the last day pressed is claimed.
    run.actor.send({ type: 'CLAIM', id: day1! });
    run.advance(CLAIM_DEBOUNCE_MS - 1);
    expect(run.calls).toEqual([]);
    run.advance(1);
    expect(run.calls).toEqual([day1]);
    await settle();
    const after = run.actor.getSnapshot();
    expect(after.context.data?.tiers.map((tier) => tier.itemStatus)).toEqual([2, 1, 0, 0, 0, 0, 0]);
    expect(activityToast(after)?.id).toBe('promotions.depositStreak.paid');
    expect(run.heard).toEqual([{ type: 'BALANCE.REFRESH' }]);
    expect(canClaim(after, day1!)).toBe(false);
    expect(canClaim(after, day2!)).toBe(true);
  });

  test('nothing reached: CLAIM does nothing; a refused claim says why and stays', async () => {
    const idle = start({
      rechargeBonusCollection8: streakWeek([]),
    });
    await settle();
    idle.actor.send({ type: 'CLAIM', id: day1! });
    idle.advance(CLAIM_DEBOUNCE_MS);
    expect(idle.calls).toEqual([]);

    const refused = start(
      { rechargeBonusCollection8: streakWeek([1]) },
      new ErrcodeError('/app/v1/receiverRechargeBonusCollection6', 1004, 200),
    );
    await settle();
    refused.actor.send({ type: 'CLAIM', id: day1! });
    refused.advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(failedClaim(refused.actor.getSnapshot())?.notice.id).toBe('activity.act39.err1004');
    expect(activityPhase(refused.actor.getSnapshot())).toBe('content');
  });

  test('an activity errcode on load closes the page; another failure offers Retry', async () => {
    const closed = start(new ErrcodeError('/app/v1/rechargeBonusCollection8', 1001, 200));
    await settle();
    expect(activityPhase(closed.actor.getSnapshot())).toBe('closing');
    closed.actor.send({ type: 'ACKNOWLEDGE' });
    expect(closed.exits).toEqual(['exit']);

    const failed = start(new ErrcodeError('/app/v1/rechargeBonusCollection8', 9500, 500));
    await settle();
    expect(activityPhase(failed.actor.getSnapshot())).toBe('failed');
    expect(activityToast(failed.actor.getSnapshot())).toBeNull();
  });
});
