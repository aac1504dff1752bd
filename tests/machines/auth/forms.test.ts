import { beforeEach, describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { loginMachine, loginSubmission } from '../../../machines/auth/login.machine';
import { registerMachine, registerSubmission } from '../../../machines/auth/register.machine';
import { birthDateMax, birthDateMin, declared, fieldProblem } from '../../../machines/auth/register.selectors';
import { COOLDOWN_SECONDS, type SendCodeRequest, sendCodeMachine } from '../../../machines/auth/sendCode.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { local, session } from '../../../src/platform/storage/storage';
import { MockActors } from '../coverage/mockActors';
import { loginResult, webConfig } from '../fixtures';
import { greenPhoneConfig, usernameConfig } from './register.coverage';
import { bounds } from './sendCode.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

beforeEach(() => {
  local.clear();
  session.clear();
});

describe('send code', () => {
  function start() {
    const mocks = new MockActors();
    const clock = new SimulatedClock();
    const actor = createActor(
      sendCodeMachine.provide({ actors: { smsSend: mocks.promise<unknown, SendCodeRequest>() } }),
      {
        clock,
      },
    ).start();
    return { actor, mocks, clock, sent: () => mocks.starts.filter((s) => s.id === 'smsSend') };
  }
  const send = (mobile: string) => ({ type: 'SEND' as const, mobile, kind: 0 as const, bounds, countryCode: '63' });

  test('debounces 300 ms; a second SEND restarts the wait and wins', () => {
    const { actor, clock, sent } = start();
    actor.send(send('9170000000'));
    clock.increment(299);
    actor.send(send('9171234567'));
    clock.increment(299);
    expect(sent()).toHaveLength(0);
    clock.increment(1);
    expect(sent().map((s) => s.input)).toEqual([send('9171234567')].map(({ type: _t, ...request }) => request));
    actor.stop();
  });

  test('checks the length (with its bounds) before the start character', () => {
    const { actor, clock, sent } = start();
    actor.send(send('81'));
    clock.increment(300);
    expect(actor.getSnapshot().context.notice).toMatchObject({
      id: 'login.loginPhoneTip',
      values: { min: 10, max: 10 },
    });
    actor.send(send('8171234567'));
    clock.increment(300);
    expect(actor.getSnapshot().context.notice).toMatchObject({ id: 'errInputText.mobileInputTips1' });
    expect(sent()).toHaveLength(0);
    actor.stop();
  });

  test('after a success it refuses to send again for exactly 60 s, counting down each second', async () => {
    const { actor, mocks, clock, sent } = start();
    actor.send(send('9171234567'));
    clock.increment(300);
    mocks.resolve('smsSend', {});
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ secondsLeft: COOLDOWN_SECONDS });
    expect(actor.getSnapshot().context.notice?.id).toBe('login.loginSendSucc');
    for (let second = 1; second < COOLDOWN_SECONDS; second++) {
      clock.increment(1_000);
      expect(actor.getSnapshot().context.secondsLeft).toBe(COOLDOWN_SECONDS - second);
      actor.send(send('9171234567'));
      expect(actor.getSnapshot().value).toBe('coolingDown');
    }
    clock.increment(999);
    expect(actor.getSnapshot().value).toBe('coolingDown');
    clock.increment(1);
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { secondsLeft: 0 } });
    expect(sent()).toHaveLength(1);
    actor.send(send('9171234567'));
    clock.increment(300);
    expect(sent()).toHaveLength(2);
    actor.stop();
  });

  test('1021 (a code went out less than a minute ago) says so and counts the seconds the server gave down', async () => {
    const { actor, mocks, clock, sent } = start();
    actor.send(send('9171234567'));
    clock.increment(300);
    mocks.reject('smsSend', new ErrcodeError('/app/v1/smsSend', 1021, 200, 'wait', 42));
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ value: 'coolingDown', context: { secondsLeft: 42 } });
    expect(actor.getSnapshot().context.notice).toMatchObject({ id: 'login.codeTooSoon', values: { seconds: 42 } });
    actor.send(send('9171234567'));
    for (let second = 1; second <= 41; second++) clock.increment(1_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    clock.increment(1_000);
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { secondsLeft: 0 } });
    expect(sent()).toHaveLength(1);
    actor.stop();
  });

  test('1021 without the seconds (an older server) waits the full minute', async () => {
    const { actor, mocks, clock } = start();
    actor.send(send('9171234567'));
    clock.increment(300);
    mocks.reject('smsSend', new ErrcodeError('/app/v1/smsSend', 1021, 200));
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ value: 'coolingDown', context: { secondsLeft: COOLDOWN_SECONDS } });
    expect(actor.getSnapshot().context.notice?.id).toBe('login.codeTooSoon');
    actor.stop();
  });

  test('another refusal shows its own reason and frees the button; a lost call says so', async () => {
    const { actor, mocks, clock } = start();
    actor.send(send('9171234567'));
    clock.increment(300);
    mocks.reject('smsSend', new ErrcodeError('/app/v1/smsSend', 1019, 200));
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { secondsLeft: 0 } });
    expect(actor.getSnapshot().context.notice?.id).toBe('login.loginFailed1019');
    actor.send(send('9171234567'));
    clock.increment(300);
    mocks.reject('smsSend', new NetworkError('/app/v1/smsSend', new Error('offline')));
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { notice: { id: 'error.network' } } });
    actor.stop();
  });
});

/** A stand-in for the session (and its send-code child) that records what the forms send. */
function fakeSession() {
  const received: unknown[] = [];
  const actor = { send: (event: unknown) => void received.push(event) };
  return { actor, received };
}

describe('login form', () => {
  function start(mode: 'normal' | 'green') {
    const mocks = new MockActors();
    const parent = fakeSession();
    const actor = createActor(
      loginMachine.provide({ actors: { submission: loginSubmission.provide({ actors: { call: mocks.promise() } }) } }),
      {
        input: { webConfig: webConfig({ mode, passwordLengthMax: 8 }), session: parent.actor },
      },
    ).start();
    const fill = () => {
      actor.send({ type: 'FIELD.CHANGE', field: 'account', value: 'demo' });
      actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Demo1234' });
    };
    return { actor, mocks, fill, received: parent.received };
  }

  test('prefills the saved account; caps account at 50 and password at the configured max', () => {
    local.set('gameUserInfo', { account: 'saved-player' });
    const { actor } = start('normal');
    expect(actor.getSnapshot().context.fields.account).toBe('saved-player');
    actor.send({ type: 'FIELD.CHANGE', field: 'account', value: 'x'.repeat(60) });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: '123456789' });
    expect(actor.getSnapshot().context.fields.account).toHaveLength(50);
    expect(actor.getSnapshot().context.fields.password).toBe('12345678');
  });

  test('submits only when account and password are both filled', () => {
    const { actor } = start('normal');
    actor.send({ type: 'FIELD.CHANGE', field: 'account', value: 'demo' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Demo1234' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  test('normal mode: agreement on by default; unchecked, SUBMIT shows verify.accountTips', () => {
    const { actor, fill } = start('normal');
    expect(actor.getSnapshot().context.agreement).toBe(true);
    fill();
    actor.send({ type: 'AGREEMENT.TOGGLE' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.notice?.id).toBe('verify.accountTips');
  });

  test('green mode: off by default; checking opens the panel; I Agree checks it and keeps it in session storage', () => {
    const { actor, fill } = start('green');
    expect(actor.getSnapshot().context.agreement).toBe(false);
    actor.send({ type: 'AGREEMENT.TOGGLE' });
    expect(actor.getSnapshot().value).toBe('terms');
    expect(actor.getSnapshot().children.terms?.getSnapshot().context.tab).toBe('terms');
    actor.getSnapshot().children.terms?.send({ type: 'TERMS.TAB', tab: 'privacy' });
    expect(actor.getSnapshot().children.terms?.getSnapshot().context.tab).toBe('privacy');
    actor.getSnapshot().children.terms?.send({ type: 'TERMS.AGREE' });
    expect(actor.getSnapshot().context.agreement).toBe(true);
    expect(session.get('greenAgreement')).toBe(true);
    // Unchecking forgets it; closing the panel without agreeing leaves it unchecked and forgotten.
    actor.send({ type: 'AGREEMENT.TOGGLE' });
    expect(session.get('greenAgreement')).toBeUndefined();
    fill();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('terms')).toBe(true);
    actor.getSnapshot().children.terms?.send({ type: 'TERMS.CLOSE' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { agreement: false } });
    expect(session.get('greenAgreement')).toBeUndefined();
  });

  test('success: Success notice, LOGGED_IN to the session, account (not password) remembered', async () => {
    const { actor, mocks, fill, received } = start('normal');
    fill();
    actor.send({ type: 'SUBMIT' });
    const result = loginResult();
    mocks.resolve('call', result);
    await flush();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context.notice?.id).toBe('common.success');
    expect(received).toContainEqual({ type: 'LOGGED_IN', result });
    expect(local.get('gameUserInfo')).toEqual({ account: 'demo' });
    expect(JSON.stringify(local.get('gameUserInfo'))).not.toContain('Demo1234');
  });

  test.each([
    [101, 'login.loginFailed101'],
    [102, 'login.loginFailed102'],
    [1020, 'login.loginFailed1020'],
    [1047, 'login.loginFailed1047'],
    [1050, 'login.loginFailed1050'],
    [9007, 'error.rateLimited'],
    [77, 'login.loginFailed'],
  ])('errcode %i shows %s', async (errcode, id) => {
    const { actor, mocks, fill } = start('normal');
    fill();
    actor.send({ type: 'SUBMIT' });
    mocks.reject('call', new ErrcodeError('/app/v1/accountLogin', errcode, 200));
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.notice).toMatchObject({ id, values: { code: errcode } });
  });

  test('a network failure shows the common network message', async () => {
    const { actor, mocks, fill } = start('normal');
    fill();
    actor.send({ type: 'SUBMIT' });
    mocks.reject('call', new NetworkError('/app/v1/accountLogin', new Error('offline')));
    await flush();
    expect(actor.getSnapshot().context.notice?.id).toBe('error.network');
  });
});

describe('register form', () => {
  /** 2026-03-01 16:30 UTC: already 2 March 2026 in Manila, the date the age rule reads. */
  const NOW = Date.UTC(2026, 2, 1, 16, 30);
  function start(config = usernameConfig) {
    const mocks = new MockActors();
    const clock = new SimulatedClock();
    const parent = fakeSession();
    const actor = createActor(
      registerMachine.provide({
        actors: { submission: registerSubmission.provide({ actors: { call: mocks.promise() } }) },
      }),
      {
        input: {
          webConfig: config,
          host: 'lucky.example',
          session: parent.actor,
          sendCode: parent.actor,
          now: () => NOW,
        },
        clock,
      },
    ).start();
    return { actor, mocks, clock, received: parent.received, registers: () => mocks.starts };
  }
  /** The text fields; an adult's birth date and the declaration unless `adult` is false. */
  const fill = (actor: ReturnType<typeof start>['actor'], account: string, adult = true) => {
    actor.send({ type: 'FIELD.CHANGE', field: 'account', value: account });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Secret12' });
    actor.send({ type: 'FIELD.CHANGE', field: 'confirmation', value: 'Secret12' });
    if (!adult) return;
    actor.send({ type: 'FIELD.CHANGE', field: 'birthDate', value: '1990-06-15' });
    actor.send({ type: 'DECLARATION.TOGGLE' });
  };

  test('submit is debounced 300 ms and restarted by another SUBMIT', () => {
    const { actor, clock, registers } = start();
    fill(actor, 'player01');
    actor.send({ type: 'SUBMIT' });
    clock.increment(299);
    actor.send({ type: 'SUBMIT' });
    clock.increment(299);
    expect(registers()).toHaveLength(0);
    clock.increment(1);
    expect(registers()).toHaveLength(1);
    expect(registers()[0]?.input).toMatchObject({ request: { account: 'player01', password: 'Secret12', code: '' } });
  });

  test('the date of birth and the declaration are required, in screen order, each tied to its input', () => {
    const { actor, clock, registers } = start();
    const submit = () => {
      actor.send({ type: 'SUBMIT' });
      clock.increment(300);
      return actor.getSnapshot().context.notice;
    };
    fill(actor, 'player01', false);
    expect(actor.getSnapshot().context.notExcluded).toBe(false);
    expect(submit()).toMatchObject({ id: 'auth.birthDate.missing', field: 'birthDate', tone: 'error' });
    actor.send({ type: 'FIELD.CHANGE', field: 'birthDate', value: '2001-02-30' });
    expect(submit()).toMatchObject({ id: 'auth.birthDate.invalid', field: 'birthDate' });
    // 21 tomorrow in Manila: under age; 21 today in Manila (not yet in UTC): the declaration is next.
    actor.send({ type: 'FIELD.CHANGE', field: 'birthDate', value: '2005-03-03' });
    expect(submit()).toMatchObject({ id: 'auth.birthDate.underAge', field: 'birthDate' });
    actor.send({ type: 'FIELD.CHANGE', field: 'birthDate', value: '2005-03-02' });
    expect(submit()).toMatchObject({ id: 'auth.notExcluded.required', field: 'notExcluded' });
    expect(registers()).toHaveLength(0);

    actor.send({ type: 'DECLARATION.TOGGLE' });
    actor.send({ type: 'DECLARATION.TOGGLE' });
    expect(actor.getSnapshot().context.notExcluded).toBe(false);
    actor.send({ type: 'DECLARATION.TOGGLE' });
    submit();
    expect(registers()).toHaveLength(1);
    expect(registers()[0]?.input).toMatchObject({ request: { birthDate: '2005-03-02', notExcluded: true } });
  });

  test('the field takes at most YYYY-MM-DD; the input offers 1900 to the latest date that is 21 today', () => {
    const { actor } = start();
    actor.send({ type: 'FIELD.CHANGE', field: 'birthDate', value: '1990-06-15T00:00' });
    expect(actor.getSnapshot().context.fields.birthDate).toBe('1990-06-15');
    expect(birthDateMin).toBe('1900-01-01');
    expect(birthDateMax(actor.getSnapshot())).toBe('2005-03-02');
    expect(declared(actor.getSnapshot())).toBe(false);
  });

  test.each([
    [1053, 'auth.birthDate.underAge', 'birthDate'],
    [1054, 'auth.birthDate.invalid', 'birthDate'],
    [1055, 'auth.notExcluded.required', 'notExcluded'],
    [1018, 'login.loginFailed1018', undefined],
  ])('the server’s %i reads as %s, tied to %s', async (errcode, id, field) => {
    const { actor, mocks, clock } = start();
    fill(actor, 'player01');
    actor.send({ type: 'SUBMIT' });
    clock.increment(300);
    mocks.reject('call', new ErrcodeError('/app/v1/accountRegist', errcode, 200));
    await flush();
    const { notice } = actor.getSnapshot().context;
    expect(notice).toMatchObject({ id, tone: 'error' });
    expect(notice?.field).toBe(field);
    expect(fieldProblem(actor.getSnapshot())?.field).toBe(field);
  });

  test('a rule of spec §5 that fails is shown and nothing is sent', () => {
    const { actor, clock, registers } = start();
    fill(actor, 'bad name');
    actor.send({ type: 'SUBMIT' });
    clock.increment(300);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.notice).toMatchObject({
      id: 'login.loginUsernameTip',
      values: { min: 6, max: 16 },
    });
    expect(registers()).toHaveLength(0);
  });

  test('refused until the terms are agreed (green mode starts unagreed)', () => {
    const { actor, clock } = start(greenPhoneConfig);
    fill(actor, '9171234567');
    actor.send({ type: 'SUBMIT' });
    clock.increment(300);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.params).toMatchObject({
      host: 'lucky.example',
      kind: { account: 'phone', needsCode: true },
    });
  });

  test('the send-code button sends SEND with the number and bounds to the sendCode actor', () => {
    const { actor, received } = start(greenPhoneConfig);
    actor.send({ type: 'FIELD.CHANGE', field: 'account', value: '9171234567' });
    actor.send({ type: 'SEND_CODE' });
    expect(received).toContainEqual({
      type: 'SEND',
      mobile: '9171234567',
      countryCode: '63',
      kind: 0,
      bounds: { accountLengthMin: 10, accountLengthMax: 10, mobileStartsWith: '9' },
    });
  });

  test('success sends LOGGED_IN to the session; 1045 shows its own message', async () => {
    const { actor, mocks, clock, received } = start(greenPhoneConfig);
    actor.send({ type: 'AGREEMENT.TOGGLE' });
    actor.getSnapshot().children.terms?.send({ type: 'TERMS.AGREE' });
    fill(actor, '9171234567');
    actor.send({ type: 'FIELD.CHANGE', field: 'code', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    clock.increment(300);
    mocks.reject('call', new ErrcodeError('/app/v1/accountRegist4', 1045, 200));
    await flush();
    expect(actor.getSnapshot().context.notice?.id).toBe('login.loginFailed1045');
    actor.send({ type: 'SUBMIT' });
    clock.increment(300);
    const result = loginResult();
    mocks.resolve('call', result);
    await flush();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(received).toContainEqual({ type: 'LOGGED_IN', result });
  });
});
