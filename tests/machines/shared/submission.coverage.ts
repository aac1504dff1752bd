import { LOGIN_ERRORS } from '../../../machines/auth/authErrors';
import { loginSubmission } from '../../../machines/auth/login.machine';
import { termsMachine } from '../../../machines/auth/terms.machine';
import { ErrcodeError } from '../../../src/api/client/errors';
import { clearStores } from '../auth/login.coverage';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { loginResult } from '../fixtures';

const request = { account: 'demo', password: 'Demo1234', publicKey: 'key', countryCode: '63' };

/**
 * The shared submission child (here the login's, whose call is mocked): debounced with rules that refuse,
 * and at once with rules that pass (the guards read the input, so two starts cover both sides).
 */
const submissionSpec = (debounce: number, refuses: boolean) =>
  defineMachineSpec({
    name: 'submission',
    machine: loginSubmission,
    input: {
      request,
      debounce,
      errors: LOGIN_ERRORS,
      check: () => (refuses ? { id: 'login.loginPasswordTip', values: { min: 6, max: 20 } } : null),
    },
    events: [
      { type: 'xstate.done.actor.call', output: loginResult(), actorId: 'call' },
      { type: 'xstate.error.actor.call', error: new ErrcodeError('/app/v1/accountLogin', 101, 200), actorId: 'call' },
    ],
    mocks: (mocks) => ({ call: mocks.promise() }),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.status]),
  });

export const submissionSpecs = [submissionSpec(300, true), submissionSpec(300, false), submissionSpec(0, false)];

/** The terms panel child, opening at either tab, in green mode (the stored consent) and normal mode. */
const termsSpec = (green: boolean, tab: 'terms' | 'privacy') =>
  defineMachineSpec({
    name: 'terms',
    machine: termsMachine,
    input: { green, tab },
    events: [
      { type: 'TERMS.TAB', tab: 'privacy' },
      { type: 'TERMS.TAB', tab: 'terms' },
    ],
    mocks: () => ({}),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.status, snapshot.context.tab]),
    prepare: clearStores,
  });

export const termsSpecs = [termsSpec(true, 'terms'), termsSpec(false, 'privacy')];
