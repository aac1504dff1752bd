import { beforeEach, describe, expect, test } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { activityPhase } from '../../../machines/activity/activity.selectors';
import { activityHostOf } from '../../../machines/activity/activityHost.machine';
import { currentRun } from '../../../machines/activity/activityHost.selectors';
import { firstChargeMachine } from '../../../machines/activity/firstCharge.machine';
import {
  type AfterLoginInfo,
  type AppConfig,
  type HeartbeatInput,
  LOGIN_REDIRECT_MS,
  type LoadAnonymousConfigInput,
  type LoadLoginInfoInput,
} from '../../../machines/session/session.machine';
import { local, session } from '../../../src/platform/storage/storage';
import { forgetCachedToken } from '../../../src/platform/storage/token';
import { MockActors } from '../coverage/mockActors';
import { loginResult } from '../fixtures';
import { provideSession } from '../session/provideSession';
import { currentAnswer, seedStoredCatalogue } from '../session/session.coverage';
import { catalogueFakes } from '../storedCatalogue';
import { bought, onSale, pack } from './firstCharge.coverage';

/** The session owns first-charge, invite and the sign-up bonus: one run per visit, deposits routed by actType. */

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A first-charge host whose runs load the given answers in turn. */
function hostWith(answers: Array<typeof bought>) {
  const loads: number[] = [];
  const run = firstChargeMachine.provide({
    actors: {
      load: fromPromise(async () => {
        loads.push(loads.length);
        const next = answers.shift();
        if (!next) throw new Error('no answer');
        return next;
      }),
    },
  });
  return { host: activityHostOf('firstCharge', run), loads };
}

beforeEach(() => {
  local.clear();
  session.clear();
  forgetCachedToken();
});

describe('activity host', () => {
  test('a visit opens a fresh run with its params and the session; the next visit replaces it; CLOSE stops it', async () => {
    const heard: string[] = [];
    const { host, loads } = hostWith([onSale(), bought]);
    const actor = createActor(host, { input: { session: { send: (event) => heard.push(event.type) } } }).start();
    expect(currentRun(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'OPEN', params: { mode: 'page', packs: [pack] }, visitor: 'page' });
    const first = currentRun(actor.getSnapshot());
    await flush();
    expect(first?.getSnapshot().context.params).toEqual({ mode: 'page', packs: [pack] });
    expect(activityPhase(first!.getSnapshot())).toBe('content');
    first?.send({ type: 'BUY' });
    expect(heard).toEqual(['DEPOSIT.OPEN']);

    actor.send({ type: 'OPEN', params: { mode: 'modal', packs: [pack] }, visitor: 'modal' });
    const second = currentRun(actor.getSnapshot());
    expect(second).not.toBe(first);
    expect(first?.getSnapshot().status).toBe('stopped');
    await flush();
    expect(second?.getSnapshot().context.data?.itemStatus).toBe(1);
    expect(loads).toHaveLength(2);

    actor.send({ type: 'CLOSE' });
    expect(currentRun(actor.getSnapshot())).toBeNull();
    expect(second?.getSnapshot().status).toBe('stopped');
  });

  test('a visit that ends closes its run, unless a newer visit has begun', async () => {
    const { host } = hostWith([onSale(), onSale(), onSale()]);
    const actor = createActor(host, { input: { session: { send: () => undefined } } }).start();
    const visit = (visitor: string, mode: string) => {
      actor.send({ type: 'OPEN', params: { mode, packs: [pack] }, visitor });
      return { leave: () => actor.send({ type: 'CLOSE', visitor }) };
    };

    const page = visit('page:1', 'page');
    const run = currentRun(actor.getSnapshot());
    await flush();
    page.leave();
    expect(currentRun(actor.getSnapshot())).toBeNull();
    expect(run?.getSnapshot().status).toBe('stopped');

    // The page of the same activity opening while the modal is still up: the modal leaving must not stop it.
    const modal = visit('modal:1', 'modal');
    const next = visit('page:2', 'page');
    const current = currentRun(actor.getSnapshot());
    modal.leave();
    expect(currentRun(actor.getSnapshot())).toBe(current);
    expect(current?.getSnapshot().status).toBe('active');
    next.leave();
    expect(currentRun(actor.getSnapshot())).toBeNull();
  });
});

describe('the session owns the activities', () => {
  test('while logged in it has firstCharge, invite and signPay children; a finished deposit reaches its seller', async () => {
    seedStoredCatalogue();
    const mocks = new MockActors();
    const clock = new SimulatedClock();
    const heard: Array<{ child: string; type: string }> = [];
    const recorder = (child: string) =>
      fromCallback(({ receive }) => receive((event) => heard.push({ child, type: event.type })));
    const machine = provideSession({
      ...catalogueFakes,
      loadAnonymousConfig: mocks.promise<AppConfig, LoadAnonymousConfigInput>(),
      loadLoginInfo: mocks.promise<AfterLoginInfo, LoadLoginInfoInput>(),
      heartbeat: mocks.promise<unknown, HeartbeatInput>(),
      logout: mocks.promise<unknown>(),
      reportDevice: mocks.promise<void>(),
      watchUnauthorized: mocks.callback(),
      firstCharge: recorder('firstCharge') as never,
      invite: recorder('invite') as never,
      signPay: recorder('signPay') as never,
    });
    const actor = createActor(machine, { clock }).start();
    expect(actor.getSnapshot().children.firstCharge).toBeUndefined();
    mocks.resolve('loadAnonymousConfig', currentAnswer);
    await flush();
    actor.send({ type: 'LOGGED_IN', result: loginResult() });
    clock.increment(LOGIN_REDIRECT_MS);
    const { children } = actor.getSnapshot();
    expect([children.firstCharge, children.invite, children.signPay].every(Boolean)).toBe(true);

    const finished = { orderId: 'o1', done: true, propId: 1 };
    actor.send({ type: 'DEPOSIT.FINISHED', ...finished, actType: 39 });
    actor.send({ type: 'DEPOSIT.FINISHED', ...finished, actType: 15 });
    actor.send({ type: 'DEPOSIT.FINISHED', ...finished, actType: 0 });
    expect(heard).toEqual([
      { child: 'firstCharge', type: 'DEPOSIT.FINISHED' },
      { child: 'signPay', type: 'DEPOSIT.FINISHED' },
    ]);
  });
});
