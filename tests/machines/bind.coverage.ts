import { type BindRequest, type BindResult, bindMachine } from '../../machines/auth/bind.machine';
import { ErrcodeError } from '../../src/api/client/errors';
import { defineMachineSpec } from './coverage/measureCoverage';
import { userInfo, webConfig } from './fixtures';
import { clearStores } from './login.coverage';

export const boundUser = userInfo({ mobile: '9171234567' });

/** The bind-mobile form: which fields are filled, so the graph stays small. */
export const bindSpec = defineMachineSpec({
  name: 'bind',
  machine: bindMachine,
  input: { webConfig: webConfig(), returnTo: { page: 'home' } },
  events: [
    { type: 'MOBILE.CHANGE', value: '9171234567' },
    { type: 'CODE.CHANGE', value: '123456' },
    { type: 'xstate.done.actor.bindAccount', output: { user: boundUser }, actorId: 'bindAccount' },
    {
      type: 'xstate.error.actor.bindAccount',
      error: new ErrcodeError('/app/v1/bindAccount', 1019, 200),
      actorId: 'bindAccount',
    },
  ],
  mocks: (mocks) => ({ bindAccount: mocks.promise<BindResult, BindRequest>() }),
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.mobile !== '', snapshot.context.code !== '']),
  prepare: clearStores,
});
