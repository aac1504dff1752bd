import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, SimulatedClock } from 'xstate';
import { LINE_STATE, lineLoginMachine, SUBMIT_DEBOUNCE_MS } from '../../../machines/auth/lineLogin.machine';
import {
  fieldProblem,
  lineBirthDateMax,
  lineDetails,
  lineEditable,
  linePhase,
} from '../../../machines/auth/lineLogin.selectors';
import { callApi } from '../../../src/api/client/call';
import { ErrcodeError } from '../../../src/api/client/errors';
import { loginResult } from '../fixtures';
import { clearStores } from './login.coverage';

vi.mock('../../../src/api/client/call', () => ({ callApi: vi.fn() }));

beforeEach(() => {
  clearStores();
  vi.mocked(callApi).mockReset();
});

// The page's clock at 2026-03-01 16:30 UTC, already 2 March 2026 in Manila: 2005-03-02 is 21 today, 03-03 is not.
const MANILA_2_MARCH = Date.UTC(2026, 2, 1, 16, 30);
const TICKET = 'a'.repeat(64);
const DAY = 86_400_000;
const settle = () => new Promise((resolve) => setImmediate(resolve));

type Answer = { ok: unknown } | { error: unknown };
/** The server's answers, call by call, in order. */
function answers(...list: Answer[]) {
  for (const answer of list) {
    vi.mocked(callApi).mockImplementationOnce(async () => {
      if ('error' in answer) throw answer.error;
      return answer.ok as never;
    });
  }
}
const detailsNeeded = { error: new ErrcodeError('/app/v1/lineLogin', 1056, 200, 'details', undefined, TICKET) };

function start() {
  const clock = new SimulatedClock();
  const sent: EventObject[] = [];
  const session = { send: (event: EventObject) => void sent.push(event) };
  const actor = createActor(lineLoginMachine, {
    clock,
    input: { code: 'abc', state: LINE_STATE, session, now: () => MANILA_2_MARCH + clock.now() },
  }).start();
  /** SUBMIT, then the debounce on the simulated clock, then the call's answer. */
  const submit = async () => {
    actor.send({ type: 'SUBMIT' });
    expect(linePhase(actor.getSnapshot())).toBe('submitting');
    clock.increment(SUBMIT_DEBOUNCE_MS);
    await settle();
  };
  return { actor, clock, sent, submit };
}

describe('lineLogin: the sign-up step', () => {
  it('a LINE player with a birth date is logged in at once, as before', async () => {
    answers({ ok: loginResult() });
    const { actor, sent } = start();
    await settle();
    expect(linePhase(actor.getSnapshot())).toBe('succeeded');
    expect(sent).toEqual([{ type: 'LOGGED_IN', result: loginResult() }]);
  });

  it('1056 → details; the rules first, then 1053 on the date input; a valid date and the declaration log in', async () => {
    answers(detailsNeeded);
    const { actor, sent, submit } = start();
    await settle();
    const snapshot = () => actor.getSnapshot();
    expect(linePhase(snapshot())).toBe('details');
    expect(lineDetails(snapshot())).toBe(true);
    expect(snapshot().context.notice).toBeNull();
    expect(lineBirthDateMax(snapshot())).toBe('2005-03-02');

    // Nothing typed: the rule names the date input, without a call.
    await submit();
    expect(fieldProblem(snapshot())).toMatchObject({ id: 'auth.birthDate.missing', field: 'birthDate' });
    expect(callApi).toHaveBeenCalledTimes(1);

    actor.send({ type: 'FIELD.CHANGE', field: 'birthDate', value: '2005-03-02' });
    expect(fieldProblem(snapshot())).toBeNull();
    await submit();
    expect(fieldProblem(snapshot())).toMatchObject({ id: 'auth.notExcluded.required', field: 'notExcluded' });
    actor.send({ type: 'DECLARATION.TOGGLE' });
    expect(fieldProblem(snapshot())).toBeNull();

    // The server counts a day later (the page's clock was behind): 1053, tied to the date; the ticket stays.
    answers({ error: new ErrcodeError('/app/v1/lineSignUp', 1053, 200) });
    await submit();
    expect(linePhase(snapshot())).toBe('details');
    expect(lineEditable(snapshot())).toBe(true);
    expect(fieldProblem(snapshot())).toMatchObject({ id: 'auth.birthDate.underAge', field: 'birthDate' });
    expect(sent).toEqual([]);

    actor.send({ type: 'FIELD.CHANGE', field: 'birthDate', value: '1990-06-15' });
    answers({ ok: loginResult() });
    await submit();
    expect(vi.mocked(callApi).mock.calls.at(-1)?.slice(0, 2)).toEqual([
      'lineSignUp',
      expect.objectContaining({ ticket: TICKET, birthDate: '1990-06-15', notExcluded: true }),
    ]);
    expect(linePhase(snapshot())).toBe('succeeded');
    expect(sent).toEqual([{ type: 'LOGGED_IN', result: loginResult() }]);
  });

  it('a date under 21 on the Manila date is refused before any call; a day later in Manila it passes', async () => {
    answers(detailsNeeded);
    const { actor, clock, submit } = start();
    await settle();
    actor.send({ type: 'FIELD.CHANGE', field: 'birthDate', value: '2005-03-03' });
    actor.send({ type: 'DECLARATION.TOGGLE' });
    await submit();
    expect(fieldProblem(actor.getSnapshot())).toMatchObject({ id: 'auth.birthDate.underAge', field: 'birthDate' });
    expect(callApi).toHaveBeenCalledTimes(1);

    clock.increment(DAY);
    expect(lineBirthDateMax(actor.getSnapshot())).toBe('2005-03-03');
    answers({ ok: loginResult() });
    await submit();
    expect(callApi).toHaveBeenCalledTimes(2);
    expect(linePhase(actor.getSnapshot())).toBe('succeeded');
  });

  it('SUBMIT during the debounce waits again; a spent ticket (1057) ends on the way back to log in', async () => {
    answers(detailsNeeded);
    const { actor, clock, sent } = start();
    await settle();
    actor.send({ type: 'FIELD.CHANGE', field: 'birthDate', value: '1990-06-15' });
    actor.send({ type: 'DECLARATION.TOGGLE' });
    answers({ error: new ErrcodeError('/app/v1/lineSignUp', 1057, 200) });
    actor.send({ type: 'SUBMIT' });
    clock.increment(SUBMIT_DEBOUNCE_MS - 100);
    actor.send({ type: 'SUBMIT' });
    clock.increment(SUBMIT_DEBOUNCE_MS - 100);
    await settle();
    expect(callApi).toHaveBeenCalledTimes(1);
    clock.increment(100);
    await settle();
    expect(callApi).toHaveBeenCalledTimes(2);
    expect(linePhase(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().context.notice?.id).toBe('auth.line.ticketExpired');
    expect(sent).toEqual([]);
  });

  it('the declaration link opens the terms panel; closing it keeps the form', async () => {
    answers(detailsNeeded);
    const { actor } = start();
    await settle();
    actor.send({ type: 'FIELD.CHANGE', field: 'birthDate', value: '1990-06-15' });
    actor.send({ type: 'TERMS.OPEN', tab: 'terms' });
    expect(actor.getSnapshot().hasTag('terms')).toBe(true);
    expect(lineEditable(actor.getSnapshot())).toBe(false);
    actor.getSnapshot().children.terms?.send({ type: 'TERMS.CLOSE' });
    expect(linePhase(actor.getSnapshot())).toBe('details');
    expect(actor.getSnapshot().context.fields.birthDate).toBe('1990-06-15');
  });

  it('any other lineLogin failure ends on the way back to log in', async () => {
    answers({ error: new ErrcodeError('/app/v1/lineLogin', 1043, 200) });
    const { actor } = start();
    await settle();
    expect(linePhase(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().context.notice?.id).toBe('login.loginFailed1043');
  });
});
