import { opsSessionMachine } from '../../../machines/ops/opsSession.machine';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import type { LoginAnswer } from '../../../src/api/client/ops/opsTypes';
import { defineMachineSpec } from '../coverage/measureCoverage';

const signedIn: LoginAnswer = { token: 't', staff: { id: 2, username: 'finance', role: 'finance' } };

/** The back office's log-in (name and password, then the TOTP code), signed in, log-out and expiry. */
export const opsSessionSpec = defineMachineSpec({
  name: 'opsSession',
  machine: opsSessionMachine,
  events: [
    { type: 'FIELD.CHANGE', field: 'username', value: 'finance' },
    { type: 'FIELD.CHANGE', field: 'password', value: 'Cash-Desk-7730' },
    { type: 'FIELD.CHANGE', field: 'code', value: '123456' },
    { type: 'NEXT' },
    { type: 'BACK' },
    { type: 'SUBMIT' },
    { type: 'LOGOUT' },
    { type: 'SESSION.EXPIRED' },
    { type: 'xstate.done.actor.login', output: signedIn, actorId: 'login' },
    { type: 'xstate.error.actor.login', error: new OpsCallError(401, 'wrong'), actorId: 'login' },
    { type: 'xstate.done.actor.logout', output: {}, actorId: 'logout' },
    { type: 'xstate.error.actor.logout', error: new OpsCallError(0, 'offline'), actorId: 'logout' },
  ],
  mocks: (m) => ({ login: m.promise<LoginAnswer>(), logout: m.promise<unknown>() }),
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.fields.username !== '',
      s.context.fields.password !== '',
      s.context.fields.code,
    ]),
});
