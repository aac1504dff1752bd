import { beforeEach, describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { REGISTER_ERRORS } from '../../../machines/auth/authErrors';
import { termsMachine } from '../../../machines/auth/terms.machine';
import { changeField } from '../../../machines/shared/form';
import { submissionOf } from '../../../machines/shared/submission.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { session } from '../../../src/platform/storage/storage';
import { MockActors } from '../coverage/mockActors';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Request {
  name: string;
}

/** A submission child whose call the test settles, with a rule: the name must not be empty. */
function start(debounce: number, name = 'player01') {
  const mocks = new MockActors();
  const clock = new SimulatedClock();
  const machine = submissionOf(async (_: Request) => 'never').provide({ actors: { call: mocks.promise() } });
  const actor = createActor(machine, {
    clock,
    input: {
      request: { name },
      debounce,
      errors: REGISTER_ERRORS,
      check: (request: Request) => (request.name ? null : { id: 'login.loginOtpTip' }),
    },
  }).start();
  return { actor, mocks, clock };
}

describe('submission child', () => {
  test('waits for the debounce; another SUBMIT starts the wait again; then calls once with the request', () => {
    const { actor, mocks, clock } = start(300);
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    clock.increment(299);
    actor.send({ type: 'SUBMIT' });
    clock.increment(299);
    expect(mocks.starts).toHaveLength(0);
    clock.increment(1);
    expect(mocks.starts).toEqual([{ id: 'call', input: { request: { name: 'player01' } } }]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  test('debounce 0 calls at once', () => {
    const { actor, mocks } = start(0);
    expect(actor.getSnapshot().value).toBe('calling');
    expect(mocks.starts).toHaveLength(1);
  });

  test('a broken rule ends it with the rule’s message and no call', () => {
    const { actor, mocks, clock } = start(300, '');
    clock.increment(300);
    expect(mocks.starts).toHaveLength(0);
    expect(actor.getSnapshot()).toMatchObject({ status: 'done', value: 'rejected' });
    expect(actor.getSnapshot().output).toMatchObject({ ok: false, errcode: null, notice: { id: 'login.loginOtpTip' } });
  });

  test('success outputs the answer', async () => {
    const { actor, mocks } = start(0);
    mocks.resolve('call', { token: 't' });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ ok: true, result: { token: 't' } });
  });

  test.each([
    [1045, 'login.loginFailed1045'],
    [1019, 'login.loginFailed1019'],
    [7777, 'login.loginFailed'],
  ])('errcode %i ends failed with %s and the errcode', async (errcode, id) => {
    const { actor, mocks } = start(0);
    mocks.reject('call', new ErrcodeError('/app/v1/accountRegist', errcode, 200));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().output).toMatchObject({ ok: false, errcode, notice: { id, tone: 'error' } });
  });

  test('a transport failure has no errcode and the common message', async () => {
    const { actor, mocks } = start(0);
    mocks.reject('call', new NetworkError('/app/v1/accountRegist', new Error('offline')));
    await flush();
    expect(actor.getSnapshot().output).toMatchObject({ ok: false, errcode: null, notice: { id: 'error.network' } });
  });
});

describe('FIELD.CHANGE', () => {
  test('changes one field and cuts it to its limit', () => {
    const context = { fields: { account: 'a', password: 'p' } };
    expect(changeField(context, { field: 'password', value: '123456789' }, { account: 50, password: 8 })).toEqual({
      fields: { account: 'a', password: '12345678' },
    });
  });
});

describe('terms panel child', () => {
  beforeEach(() => session.clear());

  test('opens at the asked tab, switches tabs, and I Agree ends agreed (green: the consent is kept)', () => {
    const actor = createActor(termsMachine, { input: { green: true, tab: 'privacy' } }).start();
    expect(actor.getSnapshot().context.tab).toBe('privacy');
    actor.send({ type: 'TERMS.TAB', tab: 'terms' });
    expect(actor.getSnapshot().context.tab).toBe('terms');
    actor.send({ type: 'TERMS.AGREE' });
    expect(actor.getSnapshot()).toMatchObject({ status: 'done', output: { agreed: true } });
    expect(session.get('greenAgreement')).toBe(true);
  });

  test('closing ends not agreed and forgets a stored consent; normal mode stores nothing', () => {
    session.set('greenAgreement', true);
    const closed = createActor(termsMachine, { input: { green: true } }).start();
    closed.send({ type: 'TERMS.CLOSE' });
    expect(closed.getSnapshot().output).toEqual({ agreed: false });
    expect(session.get('greenAgreement')).toBeUndefined();
    const normal = createActor(termsMachine, { input: { green: false } }).start();
    normal.send({ type: 'TERMS.AGREE' });
    expect(session.get('greenAgreement')).toBeUndefined();
  });
});
