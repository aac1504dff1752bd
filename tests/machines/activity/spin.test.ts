import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CLAIM_DEBOUNCE_MS } from '../../../machines/activity/activity.machine';
import { activityPhase, activityToast, canClaim, failedClaim } from '../../../machines/activity/activity.selectors';
import {
  EXCHANGE_ITEM,
  SPIN_ITEM,
  type SpinClaimed,
  type SpinLoaded,
  type SpinState,
  spinMachine,
  wheelTurn,
} from '../../../machines/activity/spin.machine';
import { ErrcodeError } from '../../../src/api/client/errors';
import { runActivity, settle } from './activityRun';
import { exchangedOf, spunOf, wheelOf } from './spin.coverage';

/** Invite-and-spin (machines/activity/spin.machine.ts) on the simulated clock, its calls answered here. */

const start = (load: SpinLoaded | Error, spin?: SpinClaimed | Error) =>
  runActivity<object, SpinLoaded, SpinState, SpinClaimed>(spinMachine, { load: [load], claim: spin ? [spin] : [] });

describe('invite-and-spin', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  test('a spin is one call after the debounce; the drawn spin is the wheel’s result and joins the wheel cash', async () => {
    const { actor, heard, calls, advance } = start({ actInviteUser: wheelOf(1) }, spunOf(0));
    await settle();
    expect(actor.getSnapshot().context.data?.lastSpin).toBeNull();
    expect(canClaim(actor.getSnapshot(), SPIN_ITEM)).toBe(true);
    actor.send({ type: 'CLAIM', id: SPIN_ITEM });
    advance(CLAIM_DEBOUNCE_MS / 2);
    // A second press restarts the wait: still one spin.
    actor.send({ type: 'CLAIM', id: SPIN_ITEM });
    advance(CLAIM_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    advance(1);
    expect(calls).toEqual([SPIN_ITEM]);
    await settle();
    const data = actor.getSnapshot().context.data;
    expect(data?.lastSpin).toMatchObject({ spinNo: 2, segment: 4, prize: 500 });
    expect(data?.spinCount).toBe(0);
    expect(activityToast(actor.getSnapshot())?.id).toBe('promotions.spin.gathered');
    expect(heard).toEqual([{ type: 'BALANCE.REFRESH' }]);
    // No spin left: Spin does nothing.
    expect(canClaim(actor.getSnapshot(), SPIN_ITEM)).toBe(false);
  });

  test('the wheel turns forward to the middle of the drawn segment, under the pointer at the top', () => {
    expect(wheelTurn(8, null)).toBe(0);
    // Segment 4 of 8 (45° each) has its middle at 202.5°: turned back under the pointer after 5 turns per spin.
    expect(wheelTurn(8, { id: 1, spinNo: 1, segment: 4, prize: 500, createTime: 0, exchanged: false })).toBe(
      1800 + 157.5,
    );
    expect(wheelTurn(8, { id: 2, spinNo: 2, segment: 0, prize: 100, createTime: 0, exchanged: false }) % 360).toBe(
      337.5,
    );
  });

  test('no spin left: CLAIM does nothing; a refused spin says why; an activity errcode on load closes', async () => {
    const none = start({ actInviteUser: wheelOf(0) });
    await settle();
    none.actor.send({ type: 'CLAIM', id: SPIN_ITEM });
    none.advance(CLAIM_DEBOUNCE_MS);
    expect(none.calls).toEqual([]);

    const refused = start({ actInviteUser: wheelOf(1) }, new ErrcodeError('/app/v1/actInviteUserSpin', 1008, 200));
    await settle();
    refused.actor.send({ type: 'CLAIM', id: SPIN_ITEM });
    refused.advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(failedClaim(refused.actor.getSnapshot())?.notice.id).toBe('activity.act39.err1008');
    expect(activityPhase(refused.actor.getSnapshot())).toBe('content');

    const closed = start(new ErrcodeError('/app/v1/actInviteUserStatus', 1010, 200));
    await settle();
    expect(activityPhase(closed.actor.getSnapshot())).toBe('closing');
    closed.actor.send({ type: 'ACKNOWLEDGE' });
    expect(closed.exits).toEqual(['exit']);
  });

  test('the exchange pays the wheel cash into coin: one call, the wheel stays, the coins refresh', async () => {
    const { actor, heard, calls, advance } = start({ actInviteUser: wheelOf(0, 600) }, exchangedOf(0));
    await settle();
    expect(canClaim(actor.getSnapshot(), EXCHANGE_ITEM)).toBe(true);
    expect(canClaim(actor.getSnapshot(), SPIN_ITEM)).toBe(false);
    actor.send({ type: 'CLAIM', id: EXCHANGE_ITEM });
    advance(CLAIM_DEBOUNCE_MS);
    expect(calls).toEqual([EXCHANGE_ITEM]);
    await settle();
    const data = actor.getSnapshot().context.data;
    expect(data).toMatchObject({ cash: 0, totalWon: 600, lastSpin: null });
    expect(activityToast(actor.getSnapshot())?.id).toBe('promotions.spin.exchanged');
    expect(heard).toEqual([{ type: 'BALANCE.REFRESH' }]);
    // Nothing left to exchange: Exchange does nothing.
    expect(canClaim(actor.getSnapshot(), EXCHANGE_ITEM)).toBe(false);
  });

  test('no wheel cash: the exchange is not sent; a refused exchange (1005) says why and stays', async () => {
    const none = start({ actInviteUser: wheelOf(0, 0) });
    await settle();
    none.actor.send({ type: 'CLAIM', id: EXCHANGE_ITEM });
    none.advance(CLAIM_DEBOUNCE_MS);
    expect(none.calls).toEqual([]);

    const refused = start(
      { actInviteUser: wheelOf(0, 600) },
      new ErrcodeError('/app/v1/actInviteUserExchange', 1005, 200),
    );
    await settle();
    refused.actor.send({ type: 'CLAIM', id: EXCHANGE_ITEM });
    refused.advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(failedClaim(refused.actor.getSnapshot())?.notice.id).toBe('activity.act39.err1005');
    expect(activityPhase(refused.actor.getSnapshot())).toBe('content');
  });
});
