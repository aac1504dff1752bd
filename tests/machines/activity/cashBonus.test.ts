import { describe, expect, test } from 'vitest';
import { CLAIM_DEBOUNCE_MS } from '../../../machines/activity/activity.machine';
import { activityPhase, activityToast, canClaim, failedClaim } from '../../../machines/activity/activity.selectors';
import {
  CASH_BONUS_ITEM,
  type CashBonusClaimed,
  type CashBonusLoaded,
  type CashBonusState,
  cashBonusMachine,
} from '../../../machines/activity/cashBonus.machine';
import { ErrcodeError } from '../../../src/api/client/errors';
import { fakeDate, runActivity, settle } from './activityRun';
import { cashFund } from './depositRewards.fixtures';

/** Cash bonus (machines/activity/cashBonus.machine.ts) on the simulated clock. */

const start = (load: CashBonusLoaded | Error, claim?: CashBonusClaimed | Error) =>
  runActivity<object, CashBonusLoaded, CashBonusState, CashBonusClaimed>(cashBonusMachine, {
    load: [load],
    claim: claim === undefined ? [] : [claim],
  });

describe('cash bonus', () => {
  fakeDate();

  test('claims the released fund; the coins and the red dots (activity data) refresh', async () => {
    const paid = {
      cashBonus: { ...cashFund(0, 0).cashBonus, claimed: 1_550 },
      propList: [{ propId: 2001, count: 1_550 }],
    };
    const run = start(cashFund(1), paid);
    await settle();
    expect(canClaim(run.actor.getSnapshot(), CASH_BONUS_ITEM)).toBe(true);
    run.actor.send({ type: 'CLAIM', id: CASH_BONUS_ITEM });
    run.advance(CLAIM_DEBOUNCE_MS);
    expect(run.calls).toEqual([CASH_BONUS_ITEM]);
    await settle();
    const after = run.actor.getSnapshot();
    expect(after.context.data).toMatchObject({ claimed: 1_550, claimable: 0, itemStatus: 0 });
    expect(activityToast(after)?.id).toBe('promotions.cashBonus.paid');
    expect(run.heard).toEqual([{ type: 'BALANCE.REFRESH' }, { type: 'ACTIVITIES.REFRESH' }]);
    expect(canClaim(after, CASH_BONUS_ITEM)).toBe(false);
  });

  test('below ₱1 released: CLAIM does nothing; a refused claim says why', async () => {
    const waiting = start(cashFund(0, 50));
    await settle();
    waiting.actor.send({ type: 'CLAIM', id: CASH_BONUS_ITEM });
    waiting.advance(CLAIM_DEBOUNCE_MS);
    expect(waiting.calls).toEqual([]);

    const refused = start(cashFund(1), new ErrcodeError('/app/v1/cashBonusReceive', 1004, 200));
    await settle();
    refused.actor.send({ type: 'CLAIM', id: CASH_BONUS_ITEM });
    refused.advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(failedClaim(refused.actor.getSnapshot())?.notice.id).toBe('activity.act39.err1004');
    expect(refused.heard).toEqual([]);
  });

  test('an activity errcode on load closes the page', async () => {
    const closed = start(new ErrcodeError('/app/v1/cashBonus', 1010, 200));
    await settle();
    expect(activityPhase(closed.actor.getSnapshot())).toBe('closing');
    closed.actor.send({ type: 'ACKNOWLEDGE' });
    expect(closed.exits).toEqual(['exit']);
  });
});
