import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CLAIM_DEBOUNCE_MS } from '../../../machines/activity/activity.machine';
import { activityPhase, activityToast, canClaim, failedClaim } from '../../../machines/activity/activity.selectors';
import {
  type FollowClaimed,
  type FollowLoaded,
  type FollowState,
  followMachine,
  visitItem,
} from '../../../machines/activity/follow.machine';
import { ErrcodeError } from '../../../src/api/client/errors';
import { runActivity, settle } from './activityRun';
import { followOf } from './follow.coverage';

/** Follow rewards (machines/activity/follow.machine.ts) on the simulated clock, its calls answered in turn. */

const start = (load: FollowLoaded | Error, claim: (FollowClaimed | Error)[] = []) =>
  runActivity<object, FollowLoaded, FollowState, FollowClaimed>(followMachine, { load: [load], claim });

describe('follow rewards', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  test('opening an account records the visit, then Receive pays it once; each says so', async () => {
    const { actor, calls, advance } = start(followOf(0), [
      { ...followOf(1), visited: true },
      { ...followOf(2), propList: [{ propId: 2001, count: 300 }] },
    ]);
    await settle();
    // Not opened yet: no Receive; the link's visit is allowed.
    expect(canClaim(actor.getSnapshot(), 1)).toBe(false);
    expect(canClaim(actor.getSnapshot(), visitItem(1))).toBe(true);
    actor.send({ type: 'CLAIM', id: visitItem(1) });
    advance(CLAIM_DEBOUNCE_MS);
    expect(calls).toEqual([visitItem(1)]);
    await settle();
    expect(actor.getSnapshot().context.data?.tasks[0]?.itemStatus).toBe(1);
    expect(activityToast(actor.getSnapshot())?.id).toBe('promotions.follow.visited');
    // Opened: a second visit records nothing; Receive pays.
    expect(canClaim(actor.getSnapshot(), visitItem(1))).toBe(false);
    actor.send({ type: 'CLAIM', id: 1 });
    advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(calls).toEqual([visitItem(1), 1]);
    expect(actor.getSnapshot().context.data?.tasks[0]?.itemStatus).toBe(2);
    expect(activityToast(actor.getSnapshot())?.id).toBe('promotions.follow.paid');
    expect(canClaim(actor.getSnapshot(), 1)).toBe(false);
  });

  test('a refused receive says why and keeps the page; an activity errcode on load closes it', async () => {
    const refused = start(followOf(1), [new ErrcodeError('/app/v1/appProxyUser4TaskUserReceive', 1004, 200)]);
    await settle();
    refused.actor.send({ type: 'CLAIM', id: 1 });
    refused.advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(failedClaim(refused.actor.getSnapshot())?.notice.id).toBe('activity.act39.err1004');
    expect(activityPhase(refused.actor.getSnapshot())).toBe('content');

    const closed = start(new ErrcodeError('/app/v1/appProxyUser4TaskUser', 1010, 200));
    await settle();
    expect(activityPhase(closed.actor.getSnapshot())).toBe('closing');
  });
});
