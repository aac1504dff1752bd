import { type RegisterRequest, type RegisterResult, registerMachine } from '../../machines/auth/register.machine';
import { ErrcodeError } from '../../src/api/client/errors';
import { defineMachineSpec } from './coverage/measureCoverage';
import { loginResult, webConfig } from './fixtures';
import { clearStores } from './login.coverage';

/** Username registration in normal mode; phone registration with a one-time code in green mode. */
export const usernameConfig = webConfig({ mode: 'normal', registerType: 2, otpStatus: 0 });
export const greenPhoneConfig = webConfig({ mode: 'green', registerType: 1, otpStatus: 1 });

const spec = (config: typeof usernameConfig, account: string) =>
  defineMachineSpec({
    name: 'register',
    machine: registerMachine,
    input: { webConfig: config, host: 'lucky.example' },
    events: [
      { type: 'ACCOUNT.CHANGE', value: account },
      { type: 'PASSWORD.CHANGE', value: 'Secret12' },
      { type: 'CONFIRMATION.CHANGE', value: 'Secret12' },
      { type: 'CODE.CHANGE', value: '123456' },
      { type: 'TERMS.TAB', tab: 'privacy' },
      { type: 'TERMS.TAB', tab: 'terms' },
      { type: 'xstate.done.actor.register', output: loginResult(), actorId: 'register' },
      {
        type: 'xstate.error.actor.register',
        error: new ErrcodeError('/app/v1/accountRegist', 1018, 200),
        actorId: 'register',
      },
    ],
    mocks: (mocks) => ({ register: mocks.promise<RegisterResult, RegisterRequest>() }),
    // Which fields are filled (not their text), so the graph stays small.
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.account !== '',
        snapshot.context.password !== '',
        snapshot.context.confirmation !== '',
        snapshot.context.code !== '',
        snapshot.context.agreement,
      ]),
    prepare: clearStores,
  });

export const registerSpecs = [spec(usernameConfig, 'player01'), spec(greenPhoneConfig, '9171234567')];
