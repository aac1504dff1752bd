import { describe, expect, test } from 'vitest';
import { CLAIM_DEBOUNCE_MS } from '../../../machines/activity/activity.machine';
import { activityPhase, activityToast, canClaim, failedClaim } from '../../../machines/activity/activity.selectors';
import {
  REBATE_ITEM,
  type VipRebateClaimed,
  type VipRebateLoaded,
  type VipRebateState,
  vipRebateMachine,
} from '../../../machines/activity/vipRebate.machine';
import { ErrcodeError } from '../../../src/api/client/errors';
import { VIP_REBATE_BPS } from '../../../src/api/contract/promotions';
import { fakeDate, runActivity, settle } from './activityRun';

/** VIP rebate (machines/activity/vipRebate.machine.ts) on the simulated clock, its calls answered here. */

const rebate = (itemStatus: 0 | 1 | 2, amount = 75): VipRebateLoaded => ({
  vipRebate: { vip: 3, rateBps: 50, bets: 15_000, amount, itemStatus, rates: [...VIP_REBATE_BPS] },
});

const start = (load: VipRebateLoaded | Error, claim?: VipRebateClaimed | Error) =>
  runActivity<object, VipRebateLoaded, VipRebateState, VipRebateClaimed>(vipRebateMachine, {
    load: [load],
    claim: claim === undefined ? [] : [claim],
  });

describe('VIP rebate', () => {
  fakeDate();

  test("claims yesterday's rebate once; the coins refresh; then it reads claimed", async () => {
    const { actor, heard, calls, advance } = start(rebate(1), {
      ...rebate(2),
      propList: [{ propId: 2001, count: 75 }],
    });
    await settle();
    expect(canClaim(actor.getSnapshot(), REBATE_ITEM)).toBe(true);
    actor.send({ type: 'CLAIM', id: REBATE_ITEM });
    advance(CLAIM_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    advance(1);
    expect(calls).toEqual([REBATE_ITEM]);
    await settle();
    expect(actor.getSnapshot().context.data?.itemStatus).toBe(2);
    expect(activityToast(actor.getSnapshot())?.id).toBe('promotions.vipRebate.paid');
    expect(heard).toEqual([{ type: 'BALANCE.REFRESH' }]);
    expect(canClaim(actor.getSnapshot(), REBATE_ITEM)).toBe(false);
  });

  test('nothing to claim (no bets yesterday, or claimed): CLAIM does nothing', async () => {
    for (const status of [0, 2] as const) {
      const { actor, calls, advance } = start(rebate(status, status === 0 ? 0 : 75));
      await settle();
      actor.send({ type: 'CLAIM', id: REBATE_ITEM });
      advance(CLAIM_DEBOUNCE_MS);
      expect(calls).toEqual([]);
      expect(activityPhase(actor.getSnapshot())).toBe('content');
    }
  });

  test('a refused claim says why; an activity errcode on load closes the page', async () => {
    const refused = start(rebate(1), new ErrcodeError('/app/v1/vipRebateReceive', 1004, 200));
    await settle();
    refused.actor.send({ type: 'CLAIM', id: REBATE_ITEM });
    refused.advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(failedClaim(refused.actor.getSnapshot())?.notice.id).toBe('activity.act39.err1004');

    const closed = start(new ErrcodeError('/app/v1/vipRebate', 1010, 200));
    await settle();
    expect(activityPhase(closed.actor.getSnapshot())).toBe('closing');
    closed.actor.send({ type: 'ACKNOWLEDGE' });
    expect(closed.exits).toEqual(['exit']);
  });
});
