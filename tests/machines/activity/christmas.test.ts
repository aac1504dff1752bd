import { describe, expect, test } from 'vitest';
import { CLAIM_DEBOUNCE_MS, COUNTDOWN_TICK_MS } from '../../../machines/activity/activity.machine';
import { activityPhase, activityToast, canClaim, failedClaim } from '../../../machines/activity/activity.selectors';
import {
  BOX_ITEM,
  type ChristmasClaimed,
  type ChristmasLoaded,
  type ChristmasState,
  christmasMachine,
  EXTRA_ITEM,
  SIGN_ITEM,
} from '../../../machines/activity/christmas.machine';
import { ErrcodeError } from '../../../src/api/client/errors';
import { fakeDate, runActivity, settle } from './activityRun';
import { christmasAt } from './seasonal.fixtures';

/** Christmas (machines/activity/christmas.machine.ts) on the simulated clock, its calls answered here. */

const T0 = 1_000_000;
const runChristmas = (
  answers: Parameters<typeof runActivity<object, ChristmasLoaded, ChristmasState, ChristmasClaimed>>[1],
) => runActivity<object, ChristmasLoaded, ChristmasState, ChristmasClaimed>(christmasMachine, answers);
const claimed = (state: ChristmasClaimed['christmasUser'], item: number, count: number): ChristmasClaimed => ({
  christmasUser: state,
  propList: [{ propId: 2001, count }],
  item,
});

describe('Christmas advent calendar', () => {
  fakeDate();

  test('before the season nothing is claimable; at its start the state is read again and today can be signed', async () => {
    const start = T0 + 2 * COUNTDOWN_TICK_MS;
    const run = runChristmas({
      load: [christmasAt('upcoming', start), christmasAt('running', start + 86_400_000, { day: 1 })],
    });
    await settle();
    expect(canClaim(run.actor.getSnapshot(), SIGN_ITEM)).toBe(false);
    run.advance(2 * COUNTDOWN_TICK_MS);
    await settle();
    expect(run.actor.getSnapshot().context.data?.phase).toBe('running');
    expect(canClaim(run.actor.getSnapshot(), SIGN_ITEM)).toBe(true);
  });

  test("signs in, then opens today's box once; each says so and refreshes the coins", async () => {
    const midnight = T0 + 3_600_000;
    const signedState = christmasAt('running', midnight, { signed: true }).christmasUser;
    const openedState = christmasAt('running', midnight, { signed: true, opened: [10] }).christmasUser;
    const run = runChristmas({
      load: [christmasAt('running', midnight)],
      claim: [claimed(signedState, SIGN_ITEM, 100), claimed(openedState, BOX_ITEM, 300)],
    });
    await settle();
    expect(canClaim(run.actor.getSnapshot(), BOX_ITEM)).toBe(false);
    run.actor.send({ type: 'CLAIM', id: SIGN_ITEM });
    run.advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(activityToast(run.actor.getSnapshot())?.id).toBe('promotions.christmas.signed');
    expect(canClaim(run.actor.getSnapshot(), SIGN_ITEM)).toBe(false);
    expect(canClaim(run.actor.getSnapshot(), BOX_ITEM)).toBe(true);
    run.actor.send({ type: 'CLAIM', id: BOX_ITEM });
    run.actor.send({ type: 'CLAIM', id: BOX_ITEM });
    run.advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(run.calls).toEqual([SIGN_ITEM, BOX_ITEM]);
    expect(activityToast(run.actor.getSnapshot())?.id).toBe('promotions.christmas.opened');
    expect(canClaim(run.actor.getSnapshot(), BOX_ITEM)).toBe(false);
    expect(run.heard).toEqual([{ type: 'BALANCE.REFRESH' }, { type: 'BALANCE.REFRESH' }]);
  });

  test('a reached milestone and the extra box are claimable; a refused claim says why and keeps the page', async () => {
    const opened = [4, 5, 6, 7, 8, 9, 10];
    const run = runChristmas({
      load: [christmasAt('running', T0 + 3_600_000, { signed: true, opened, extra: 1 })],
      claim: [new ErrcodeError('/app/v1/christmasReceive', 1004, 200)],
    });
    await settle();
    expect(canClaim(run.actor.getSnapshot(), 7)).toBe(true);
    expect(canClaim(run.actor.getSnapshot(), 14)).toBe(false);
    expect(canClaim(run.actor.getSnapshot(), EXTRA_ITEM)).toBe(true);
    run.actor.send({ type: 'CLAIM', id: 7 });
    run.advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(failedClaim(run.actor.getSnapshot())?.notice.id).toBe('activity.act39.err1004');
    expect(activityPhase(run.actor.getSnapshot())).toBe('content');
  });

  test('the day change reads the calendar again (a new box to open)', async () => {
    const midnight = T0 + 5 * COUNTDOWN_TICK_MS;
    const run = runChristmas({
      load: [
        christmasAt('running', midnight, { signed: true, opened: [10] }),
        christmasAt('running', midnight + 86_400_000, { day: 11 }),
      ],
    });
    await settle();
    expect(canClaim(run.actor.getSnapshot(), SIGN_ITEM)).toBe(false);
    run.advance(5 * COUNTDOWN_TICK_MS);
    await settle();
    expect(run.actor.getSnapshot().context.data?.day).toBe(11);
    expect(canClaim(run.actor.getSnapshot(), SIGN_ITEM)).toBe(true);
  });

  test('after the season the page shows that it ended and claims nothing (no countdown)', async () => {
    const run = runChristmas({ load: [christmasAt('ended', T0)] });
    await settle();
    expect(activityPhase(run.actor.getSnapshot())).toBe('content');
    expect(run.actor.getSnapshot().context.expireTime).toBe(-1);
    for (const item of [SIGN_ITEM, BOX_ITEM, EXTRA_ITEM, 7])
      expect(canClaim(run.actor.getSnapshot(), item)).toBe(false);
  });
});
