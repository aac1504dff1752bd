import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type AnyStateMachine, createActor, fromPromise, SimulatedClock } from 'xstate';
import { COUNTDOWN_TICK_MS, type ToSession } from '../../../machines/activity/activity.machine';
import { activityPhase, canBuy } from '../../../machines/activity/activity.selectors';
import {
  FIRST_CHARGE_ACT_TYPE,
  type FirstChargeState,
  firstChargeMachine,
} from '../../../machines/activity/firstCharge.machine';
import { inviteMachine } from '../../../machines/activity/invite.machine';
import { type LoginPayUser, SIGN_UP_ACT_TYPE, signPayMachine } from '../../../machines/activity/signPay.machine';
import { ErrcodeError } from '../../../src/api/client/errors';
import { bought, onSale, pack } from './firstCharge.coverage';
import { inviteState, prizes } from './invite.coverage';

/**
 * First-charge, invite and the sign-up bonus on the activity skeleton: what each adds (simulated clock; Date
 * follows it). The skeleton's own rules: tests/machines/activity/activity.test.ts.
 */

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function run<T extends AnyStateMachine>(machine: T, input: object) {
  const clock = new SimulatedClock();
  const heard: ToSession[] = [];
  const exits: string[] = [];
  const options = { clock, input: { ...input, session: { send: (e: ToSession) => heard.push(e) } } };
  const actor = createActor(machine as AnyStateMachine, options);
  actor.on('exit', () => exits.push('exit'));
  actor.start();
  const advance = (ms: number) => {
    vi.setSystemTime(Date.now() + ms);
    clock.increment(ms);
  };
  return { actor, heard, exits, advance };
}

const answers = <T>(...outputs: T[]) => fromPromise(async () => outputs.shift() as T);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(2_000_000_000_000);
});
afterEach(() => vi.useRealTimers());

describe('first-charge', () => {
  test('BUY opens the deposit for the pack (actType 39, its price); in the modal the paid reload refreshes the coins', async () => {
    const machine = firstChargeMachine.provide({ actors: { load: answers(onSale(), bought) } });
    const { actor, heard } = run(machine, { mode: 'modal', packs: [pack] });
    await flush();
    actor.send({ type: 'BUY' });
    expect(heard).toEqual([
      {
        type: 'DEPOSIT.OPEN',
        options: { actType: FIRST_CHARGE_ACT_TYPE, amount: 10_000, propId: 1, reportFinishedDirectly: true },
      },
    ]);
    actor.send({ type: 'DEPOSIT.FINISHED' });
    await flush();
    expect(heard.at(-1)).toEqual({ type: 'BALANCE.REFRESH' });
    expect(canBuy(actor.getSnapshot())).toBe(false);
  });

  test('on the page the paid reload does not refresh the coins (the deposit did)', async () => {
    const machine = firstChargeMachine.provide({ actors: { load: answers(onSale(), bought) } });
    const { actor, heard } = run(machine, { mode: 'page', packs: [pack] });
    await flush();
    actor.send({ type: 'BUY' });
    actor.send({ type: 'DEPOSIT.FINISHED' });
    await flush();
    expect(heard.map((e) => e.type)).toEqual(['DEPOSIT.OPEN']);
  });

  test('the end at status 0: the modal exits at once, the page says the event ended first', async () => {
    const end = Date.now() + 2 * COUNTDOWN_TICK_MS;
    const modal = run(firstChargeMachine.provide({ actors: { load: answers(onSale(end)) } }), {
      mode: 'modal',
      packs: [pack],
    });
    const page = run(firstChargeMachine.provide({ actors: { load: answers(onSale(end)) } }), {
      mode: 'page',
      packs: [pack],
    });
    await flush();
    for (const one of [modal, page]) {
      one.advance(COUNTDOWN_TICK_MS);
      one.advance(COUNTDOWN_TICK_MS);
    }
    expect(modal.exits).toEqual(['exit']);
    expect(activityPhase(page.actor.getSnapshot())).toBe('closing');
    expect(page.actor.getSnapshot().context.notice?.id).toBe('activity.ended');
    expect(page.exits).toEqual([]);
  });

  test('a bought pack does not end with the countdown', async () => {
    const end = Date.now() + COUNTDOWN_TICK_MS;
    const { actor, advance } = run(
      firstChargeMachine.provide({
        actors: { load: answers({ ...bought, expireTime: end }) },
      }),
      { mode: 'modal', packs: [pack] },
    );
    await flush();
    advance(3 * COUNTDOWN_TICK_MS);
    expect(activityPhase(actor.getSnapshot())).toBe('content');
  });

  test('an activity errcode on load closes it and refreshes the activity ids (spec §8)', async () => {
    const machine = firstChargeMachine.provide({
      actors: {
        load: fromPromise<FirstChargeState>(async () => {
          throw new ErrcodeError('/app/v1/rechargeBonusCollection9', 1002, 200);
        }),
      },
    });
    const { actor, heard } = run(machine, { mode: 'page', packs: [pack] });
    await flush();
    expect(activityPhase(actor.getSnapshot())).toBe('closing');
    expect(heard).toEqual([{ type: 'ACTIVITIES.REFRESH' }]);
  });
});

describe('invite friends', () => {
  test('every prize received: the end of the countdown closes with an alert', async () => {
    const end = Date.now() + COUNTDOWN_TICK_MS;
    const machine = inviteMachine.provide({ actors: { load: answers(inviteState(2, 12, end, 2)) } });
    const { actor, advance } = run(machine, { prizes });
    await flush();
    advance(COUNTDOWN_TICK_MS);
    expect(activityPhase(actor.getSnapshot())).toBe('closing');
  });
});

describe('sign-up bonus', () => {
  const cards = [
    { id: 1, name: 'Card ₱100', price: 10_000 },
    { id: 2, name: 'Card ₱300', price: 30_000 },
  ];
  const none: LoginPayUser = { ownList: [], buyPropIds: [], needRecharge: 10_000 };
  const owned: LoginPayUser = {
    ownList: [{ id: 5, propId: 1, loginPayDataJson: { days: [2_000, 2_000] } }],
    buyPropIds: [1],
    needRecharge: 0,
  };

  test('BUY of a card opens the deposit (actType 15, its price); the paid reload refreshes the activity ids', async () => {
    const machine = signPayMachine.provide({ actors: { load: answers(none, owned) } });
    const { actor, heard } = run(machine, { cards });
    await flush();
    expect(canBuy(actor.getSnapshot(), 3)).toBe(false);
    actor.send({ type: 'BUY', id: 2 });
    expect(heard).toEqual([
      {
        type: 'DEPOSIT.OPEN',
        options: { actType: SIGN_UP_ACT_TYPE, amount: 30_000, propId: 2, reportFinishedDirectly: true },
      },
    ]);
    actor.send({ type: 'DEPOSIT.FINISHED' });
    await flush();
    expect(heard.at(-1)).toEqual({ type: 'ACTIVITIES.REFRESH' });
    expect(canBuy(actor.getSnapshot(), 1)).toBe(false);
    expect(canBuy(actor.getSnapshot(), 2)).toBe(true);
  });

  test('the sign-up bonus never ends on its own (no countdown)', async () => {
    const machine = signPayMachine.provide({ actors: { load: answers(owned) } });
    const { actor, advance } = run(machine, { cards });
    await flush();
    advance(100 * COUNTDOWN_TICK_MS);
    expect(activityPhase(actor.getSnapshot())).toBe('content');
  });
});
