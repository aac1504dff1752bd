import { describe, expect, test } from 'vitest';
import { CLAIM_DEBOUNCE_MS } from '../../../machines/activity/activity.machine';
import { activityPhase, activityToast, canClaim, failedClaim } from '../../../machines/activity/activity.selectors';
import {
  type Agent5Claimed,
  type Agent5Loaded,
  type Agent5State,
  agent5LogVersion,
  agent5Machine,
  RECEIVE_ITEM,
} from '../../../machines/activity/agent5.machine';
import { ErrcodeError } from '../../../src/api/client/errors';
import { fakeDate, runActivity, settle } from './activityRun';
import { paidOf, programmeOf } from './agent5.coverage';

/** Agent5 (machines/activity/agent5.machine.ts) on the simulated clock, its calls answered here. */

const start = (load: Agent5Loaded | Error, claims: (Agent5Claimed | Error)[] = []) =>
  runActivity<object, Agent5Loaded, Agent5State, Agent5Claimed>(agent5Machine, { load: [load], claim: claims });

describe('Agent5', () => {
  fakeDate();

  test('Receive is one call after the debounce; the commission is paid, the coins refresh, the log is read again', async () => {
    const loaded = programmeOf(210);
    const { actor, heard, calls, advance } = start({ appAgent5User: loaded }, [paidOf(programmeOf(0), true, 210)]);
    await settle();
    expect(canClaim(actor.getSnapshot(), RECEIVE_ITEM)).toBe(true);
    actor.send({ type: 'CLAIM', id: RECEIVE_ITEM });
    advance(CLAIM_DEBOUNCE_MS / 2);
    // A second press restarts the wait: still one call.
    actor.send({ type: 'CLAIM', id: RECEIVE_ITEM });
    advance(CLAIM_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    advance(1);
    expect(calls).toEqual([RECEIVE_ITEM]);
    await settle();
    const data = actor.getSnapshot().context.data;
    expect(data).toMatchObject({ receivable: 0, received: 210, itemStatus: 0 });
    expect(activityToast(actor.getSnapshot())?.id).toBe('promotions.agent5.received');
    expect(heard).toEqual([{ type: 'BALANCE.REFRESH' }]);
    expect(data && agent5LogVersion(data)).not.toBe(agent5LogVersion(loaded));
    // Nothing left: Receive does nothing.
    expect(canClaim(actor.getSnapshot(), RECEIVE_ITEM)).toBe(false);
  });

  test("an invitee's reward is claimed by their uid, once it is claimable; a refusal only says why", async () => {
    const { actor, calls, advance } = start({ appAgent5User: programmeOf(0) }, [
      new ErrcodeError('/app/v1/appAgent5UserInviteValidReceive', 1004, 200),
    ]);
    await settle();
    // Below the minimum: Receive is not allowed; an unknown invitee neither.
    expect(canClaim(actor.getSnapshot(), RECEIVE_ITEM)).toBe(false);
    expect(canClaim(actor.getSnapshot(), 8)).toBe(false);
    actor.send({ type: 'CLAIM', id: 7 });
    advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(calls).toEqual([7]);
    expect(failedClaim(actor.getSnapshot())?.notice.id).toBe('activity.act39.err1004');
    expect(activityPhase(actor.getSnapshot())).toBe('content');

    const paid = start({ appAgent5User: programmeOf(0) }, [paidOf(programmeOf(0, 2), false, 1_000)]);
    await settle();
    paid.actor.send({ type: 'CLAIM', id: 7 });
    paid.advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(activityToast(paid.actor.getSnapshot())?.id).toBe('promotions.agent5.inviteePaid');
    expect(canClaim(paid.actor.getSnapshot(), 7)).toBe(false);
  });

  test('an invitee who has not deposited cannot be claimed; an activity errcode on load closes the page', async () => {
    const waiting = start({ appAgent5User: programmeOf(0, 0) });
    await settle();
    expect(canClaim(waiting.actor.getSnapshot(), 7)).toBe(false);

    const closed = start(new ErrcodeError('/app/v1/appAgent5User', 1010, 200));
    await settle();
    expect(activityPhase(closed.actor.getSnapshot())).toBe('closing');
    closed.actor.send({ type: 'ACKNOWLEDGE' });
    expect(closed.exits).toEqual(['exit']);
  });
});
