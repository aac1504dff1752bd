import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromPromise, SimulatedClock } from 'xstate';
import { canSubmit, fieldProblem, formFields } from '../../../machines/auth/accountForm.selectors';
import { bindMachine, bindSubmission } from '../../../machines/auth/bind.machine';
import { forgetMachine, forgetSubmission } from '../../../machines/auth/forget.machine';
import {
  exchangeLineCode,
  LINE_STATE,
  LineCallbackRefused,
  lineAuthorizeUrl,
} from '../../../machines/auth/lineLogin.machine';
import { loginMachine } from '../../../machines/auth/login.machine';
import { sessionMachine } from '../../../machines/session/session.machine';
import { persistSession } from '../../../machines/session/session.persistence';
import { local } from '../../../src/platform/storage/storage';
import { loginResult, userInfo, webConfig } from '../fixtures';
import { clearStores } from './login.coverage';

vi.mock('../../../src/api/client/call', () => ({ callApi: vi.fn(async () => ({})) }));
vi.mock('../../../src/platform/crypto/rsa', () => ({
  encryptPassword: vi.fn(async (password: string) => `rsa(${password})`),
}));

beforeEach(clearStores);

const receiver = () => {
  const sent: EventObject[] = [];
  return { sent, send: (event: EventObject) => void sent.push(event) };
};

describe('forget form', () => {
  it('asks the send-code child for a type-1 code for the typed mobile', () => {
    const sendCode = receiver();
    const actor = createActor(forgetMachine, { input: { webConfig: webConfig(), sendCode } }).start();
    actor.send({ type: 'FIELD.CHANGE', field: 'mobile', value: '9171234567' });
    actor.send({ type: 'SEND_CODE' });
    expect(sendCode.sent).toEqual([
      expect.objectContaining({ type: 'SEND', mobile: '9171234567', kind: 1, countryCode: '63' }),
    ]);
  });
});

describe('forget form: the rules, then the reset', () => {
  it('refuses a missing code at its field, then resets, empties the passwords and goes to /login after 0.5 s', async () => {
    const clock = new SimulatedClock();
    const calls: unknown[] = [];
    const machine = forgetMachine.provide({
      actors: {
        submission: forgetSubmission.provide({
          actors: { call: fromPromise(async ({ input }) => void calls.push(input)) },
        }),
      },
    });
    const actor = createActor(machine, { clock, input: { webConfig: webConfig() } }).start();
    const navigations: EventObject[] = [];
    actor.on('navigate', (event) => void navigations.push(event));
    for (const [field, value] of [
      ['mobile', '9171234567'],
      ['password', 'Secret12'],
      ['confirmation', 'Secret12'],
    ] as const) {
      actor.send({ type: 'FIELD.CHANGE', field, value });
    }
    actor.send({ type: 'SUBMIT' });
    clock.increment(300);
    expect(fieldProblem(actor.getSnapshot())).toMatchObject({ field: 'code', id: 'login.loginOtpTip' });
    expect(calls).toHaveLength(0);
    actor.send({ type: 'FIELD.CHANGE', field: 'code', value: ' 123456 ' });
    actor.send({ type: 'SUBMIT' });
    clock.increment(300);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('done')).toBe(true);
    expect(actor.getSnapshot().context.notice?.id).toBe('forget.success');
    expect(formFields(actor.getSnapshot())).toMatchObject({ password: '', confirmation: '', mobile: '9171234567' });
    clock.increment(499);
    expect(navigations).toEqual([]);
    clock.increment(1);
    expect(navigations).toEqual([{ type: 'navigate', to: { page: 'login' }, replace: true }]);
  });
});

describe('login form: the button asks the machine', () => {
  it('SUBMIT is taken once both fields are filled (the screen re-implements no "filled" check)', () => {
    const actor = createActor(loginMachine, { input: { webConfig: webConfig() } }).start();
    expect(canSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'FIELD.CHANGE', field: 'account', value: 'demo' });
    expect(canSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Demo1234' });
    expect(canSubmit(actor.getSnapshot())).toBe(true);
  });
});

describe('bind form', () => {
  it('asks for a type-2 code, hands the updated player to the session, then navigates back', async () => {
    const sendCode = receiver();
    const session = receiver();
    const user = userInfo({ mobile: '9171234567' });
    const clock = new SimulatedClock();
    const machine = bindMachine.provide({
      actors: { submission: bindSubmission.provide({ actors: { call: fromPromise(async () => ({ user })) } }) },
    });
    const actor = createActor(machine, {
      clock,
      input: { webConfig: webConfig(), returnTo: { page: 'home' }, session, sendCode },
    }).start();
    const navigations: EventObject[] = [];
    actor.on('navigate', (event) => void navigations.push(event));
    actor.send({ type: 'FIELD.CHANGE', field: 'mobile', value: '9171234567' });
    actor.send({ type: 'SEND_CODE' });
    expect(sendCode.sent).toEqual([expect.objectContaining({ type: 'SEND', kind: 2 })]);
    actor.send({ type: 'FIELD.CHANGE', field: 'code', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    clock.increment(300);
    await new Promise((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(session.sent).toEqual([{ type: 'USER.UPDATED', user }]);
    clock.increment(500);
    expect(navigations).toEqual([{ type: 'navigate', to: { page: 'home' }, replace: true }]);
  });
});

describe('session USER.UPDATED', () => {
  it('replaces and stores the player while logged in', () => {
    const guest = createActor(sessionMachine).getSnapshot().context;
    const logged = createActor(sessionMachine, {
      snapshot: sessionMachine.resolveState({
        value: { loggedIn: { heartbeat: 'waiting', dialog: 'closed' } },
        context: { ...guest, user: loginResult().user, hasToken: true },
      }),
    });
    // A session restored from a snapshot runs without its children: its storage follows by the subscriber itself.
    persistSession(logged);
    logged.start();
    logged.send({ type: 'USER.UPDATED', user: userInfo({ mobile: '9170000000' }) });
    expect(logged.getSnapshot().context.user?.mobile).toBe('9170000000');
    expect(local.get('gameUser')?.mobile).toBe('9170000000');
    logged.stop();
  });
});

describe('line login', () => {
  it('builds the sandbox authorize URL with the fixed state and this origin', () => {
    const url = new URL(lineAuthorizeUrl('https://lobby.example'), 'https://lobby.example');
    expect(url.pathname).toBe('/sandbox/line/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      scope: 'profile openid email',
      state: LINE_STATE,
      redirect_uri: 'https://lobby.example/login/line',
      client_id: 'lucky-lobby',
    });
    expect(lineAuthorizeUrl('https://x')).toContain('scope=profile%20openid%20email');
  });

  it('refuses a callback without code or with another state before calling the server', async () => {
    const { callApi } = await import('../../../src/api/client/call');
    vi.mocked(callApi).mockClear();
    await expect(exchangeLineCode({ code: '', state: LINE_STATE })).rejects.toBeInstanceOf(LineCallbackRefused);
    await expect(exchangeLineCode({ code: 'abc', state: 'forged' })).rejects.toBeInstanceOf(LineCallbackRefused);
    expect(callApi).not.toHaveBeenCalled();
    await exchangeLineCode({ code: 'abc', state: LINE_STATE });
    expect(callApi).toHaveBeenCalledWith(
      'lineLogin',
      expect.objectContaining({ code: 'abc', state: LINE_STATE }),
      undefined,
    );
  });
});
