import { type ForgetRequest, forgetMachine } from '../../machines/auth/forget.machine';
import { ErrcodeError } from '../../src/api/client/errors';
import { defineMachineSpec } from './coverage/measureCoverage';
import { webConfig } from './fixtures';
import { clearStores } from './login.coverage';

/** The reset-password form: fields filled or not (not their text), so the graph stays small. */
export const forgetSpec = defineMachineSpec({
  name: 'forget',
  machine: forgetMachine,
  input: { webConfig: webConfig() },
  events: [
    { type: 'MOBILE.CHANGE', value: '9171234567' },
    { type: 'CODE.CHANGE', value: '123456' },
    { type: 'PASSWORD.CHANGE', value: 'Secret12' },
    { type: 'CONFIRMATION.CHANGE', value: 'Secret12' },
    { type: 'xstate.done.actor.forgetPassword', output: {}, actorId: 'forgetPassword' },
    {
      type: 'xstate.error.actor.forgetPassword',
      error: new ErrcodeError('/app/v1/forgetPassword', 1043, 200),
      actorId: 'forgetPassword',
    },
  ],
  mocks: (mocks) => ({ forgetPassword: mocks.promise<unknown, ForgetRequest>() }),
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.mobile !== '',
      snapshot.context.code !== '',
      snapshot.context.password !== '',
      snapshot.context.confirmation !== '',
      snapshot.context.showPassword,
    ]),
  prepare: clearStores,
});
