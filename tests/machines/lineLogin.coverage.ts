import { LINE_STATE, LineCallbackRefused, lineLoginMachine } from '../../machines/auth/lineLogin.machine';
import type { LoginResult } from '../../machines/auth/login.machine';
import { ErrcodeError } from '../../src/api/client/errors';
import { defineMachineSpec } from './coverage/measureCoverage';
import { loginResult } from './fixtures';
import { clearStores } from './login.coverage';

/** A callback the server answers, refuses (1043), or the client refuses (no code: the player cancelled). */
export const lineLoginSpec = defineMachineSpec({
  name: 'lineLogin',
  machine: lineLoginMachine,
  input: { code: 'abc', state: LINE_STATE },
  events: [
    { type: 'xstate.done.actor.lineLogin', output: loginResult(), actorId: 'lineLogin' },
    {
      type: 'xstate.error.actor.lineLogin',
      error: new ErrcodeError('/app/v1/lineLogin', 1043, 200),
      actorId: 'lineLogin',
    },
    { type: 'xstate.error.actor.lineLogin', error: new LineCallbackRefused(), actorId: 'lineLogin' },
  ],
  mocks: (mocks) => ({ lineLogin: mocks.promise<LoginResult, { code: string; state: string }>() }),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.notice?.id ?? null]),
  prepare: clearStores,
});
