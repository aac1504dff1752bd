import { describe, expect, test } from 'vitest';
import { CLAIM_DEBOUNCE_MS } from '../../../machines/activity/activity.machine';
import {
  activityPhase,
  activityToast,
  canClaim,
  countdownOf,
  failedClaim,
} from '../../../machines/activity/activity.selectors';
import { type LadderRechargeLoaded, ladderRechargeMachine } from '../../../machines/activity/ladderRecharge.machine';
import type { CollectionClaimed, CollectionState } from '../../../machines/activity/rechargeCollection';
import { ErrcodeError } from '../../../src/api/client/errors';
import { LADDER_TIERS } from '../../../src/api/contract/promotions';
import { fakeDate, runActivity, settle } from './activityRun';
import { ladderMonth, paidTier } from './depositRewards.fixtures';

/** Ladder recharge (machines/activity/ladderRecharge.machine.ts) on the simulated clock. */

const start = (load: LadderRechargeLoaded | Error, claim?: CollectionClaimed | Error) =>
  runActivity<object, LadderRechargeLoaded, CollectionState, CollectionClaimed>(ladderRechargeMachine, {
    load: [load],
    claim: claim === undefined ? [] : [claim],
  });

const [tier1, tier2] = LADDER_TIERS.map((tier) => tier.id);

describe('ladder recharge', () => {
  fakeDate();

  test('claims a reached tier once; the coins refresh; the month end is data, not a countdown', async () => {
    const run = start(
      { rechargeBonusCollection6: ladderMonth([1]) },
      paidTier(ladderMonth([2]), LADDER_TIERS[0]!.coin),
    );
    await settle();
    expect(countdownOf(run.actor.getSnapshot())).toBeNull();
    expect(canClaim(run.actor.getSnapshot(), tier2!)).toBe(false);
    run.actor.send({ type: 'CLAIM', id: tier1! });
    run.advance(CLAIM_DEBOUNCE_MS);
    expect(run.calls).toEqual([tier1]);
    await settle();
    expect(run.actor.getSnapshot().context.data?.tiers[0]?.itemStatus).toBe(2);
    expect(activityToast(run.actor.getSnapshot())?.id).toBe('promotions.ladderRecharge.paid');
    expect(run.heard).toEqual([{ type: 'BALANCE.REFRESH' }]);
    // A day later the page is still open, nothing closed it.
    run.advance(86_400_000);
    expect(activityPhase(run.actor.getSnapshot())).toBe('content');
  });

  test('a refused claim says why; an activity errcode on load closes the section', async () => {
    const refused = start(
      { rechargeBonusCollection6: ladderMonth([1]) },
      new ErrcodeError('/app/v1/receiverRechargeBonusCollection6', 1005, 200),
    );
    await settle();
    refused.actor.send({ type: 'CLAIM', id: tier1! });
    refused.advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(failedClaim(refused.actor.getSnapshot())?.notice.id).toBe('activity.act39.err1005');

    const closed = start(new ErrcodeError('/app/v1/rechargeBonusCollection6', 1002, 200));
    await settle();
    closed.actor.send({ type: 'ACKNOWLEDGE' });
    expect(activityPhase(closed.actor.getSnapshot())).toBe('closed');
  });
});
