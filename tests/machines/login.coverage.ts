import { type LoginRequest, type LoginResult, loginMachine } from '../../machines/auth/login.machine';
import { ErrcodeError } from '../../src/api/client/errors';
import { local, session } from '../../src/platform/storage';
import { defineMachineSpec } from './coverage/measureCoverage';
import { loginResult, webConfig } from './fixtures';

export function clearStores(): void {
  local.clear();
  session.clear();
}

const events = [
  { type: 'ACCOUNT.CHANGE', value: 'demo' },
  { type: 'PASSWORD.CHANGE', value: 'Demo1234' },
  { type: 'TERMS.TAB', tab: 'privacy' },
  { type: 'TERMS.TAB', tab: 'terms' },
  { type: 'xstate.done.actor.login', output: loginResult(), actorId: 'login' },
  {
    type: 'xstate.error.actor.login',
    error: new ErrcodeError('/app/v1/accountLogin', 101, 200),
    actorId: 'login',
  },
] as const;

const spec = (mode: 'normal' | 'green') =>
  defineMachineSpec({
    name: 'login',
    machine: loginMachine,
    input: { webConfig: webConfig({ mode }) },
    events,
    mocks: (mocks) => ({ login: mocks.promise<LoginResult, LoginRequest>() }),
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.account !== '',
        snapshot.context.password !== '',
        snapshot.context.agreement,
        snapshot.context.showPassword,
        snapshot.context.notice?.id ?? null,
      ]),
    prepare: clearStores,
  });

/** Normal mode (agreement checked by default) and green mode (the terms panel decides). */
export const loginSpecs = [spec('normal'), spec('green')];
