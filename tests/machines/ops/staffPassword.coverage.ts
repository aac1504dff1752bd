import { staffPasswordMachine } from '../../../machines/ops/staffPassword.machine';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

/** A staff member's password change: incomplete or complete form, changed, refused, and a session that ended. */
export const staffPasswordSpec = defineMachineSpec({
  name: 'staffPassword',
  machine: staffPasswordMachine,
  input: queueInput,
  events: [
    settled('change', { sessionsEnded: 1 }),
    refused('change', 400),
    refused('change', 401),
    { type: 'FIELD.CHANGE', field: 'current', value: 'Cash-Desk-7730' },
    { type: 'FIELD.CHANGE', field: 'next', value: 'Green-Harbor-Lamp-47' },
    { type: 'FIELD.CHANGE', field: 'confirm', value: 'Green-Harbor-Lamp-47' },
    { type: 'FIELD.CHANGE', field: 'code', value: '123456' },
    { type: 'SUBMIT' },
  ],
  mocks: (m) => ({ change: m.promise() }),
  serializeState: (s) => JSON.stringify([s.value, Object.values(s.context.fields).map((v) => v !== '')]),
});
