import { staffAdminMachine } from '../../../machines/ops/staffAdmin.machine';
import type { PendingChange, StaffRow, TotpSetup } from '../../../src/api/client/ops/opsTypes';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

export const anaRow: StaffRow = { id: 5, username: 'ana', role: 'support', personId: 'E-1001', disabledAt: null };
export const anaProposal: PendingChange = {
  id: 3,
  kind: 'staff.create',
  target: 'staff:ana',
  summary: { username: 'ana', role: 'finance', personId: 'E-1001' },
  proposedBy: 'admin',
  proposedAt: 0,
  status: 'pending',
  decidedBy: null,
  decidedAt: null,
};
export const anaSetup: TotpSetup = { id: 5, username: 'ana', totpSecret: 'ABC', totpUri: 'otpauth://totp/x' };

/** Staff management: load, propose an account (typed or not), disable, reset TOTP, refusals and a session that ended. */
export const staffAdminSpec = defineMachineSpec({
  name: 'staffAdmin',
  machine: staffAdminMachine,
  input: queueInput,
  events: [
    settled('load', { list: [anaRow] }),
    refused('load', 500),
    refused('load', 401),
    settled('create', { change: anaProposal }),
    refused('create', 400),
    refused('create', 401),
    settled('disable', {}),
    refused('disable', 404),
    refused('disable', 401),
    settled('reset', anaSetup),
    refused('reset', 404),
    refused('reset', 401),
    { type: 'FIELD.CHANGE', field: 'username', value: 'ana' },
    { type: 'FIELD.CHANGE', field: 'password', value: 'Blue-River-Stone-82' },
    { type: 'FIELD.CHANGE', field: 'personId', value: 'E-1001' },
    { type: 'ROLE.CHANGE', role: 'finance' },
    { type: 'CREATE' },
    { type: 'DISABLE', staffId: 5 },
    { type: 'RESET', staffId: 5 },
    { type: 'REFRESH' },
    { type: 'RETRY' },
  ],
  mocks: (m) => ({ load: m.promise(), create: m.promise(), disable: m.promise(), reset: m.promise() }),
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.fields.username !== '',
      s.context.fields.password !== '',
      s.context.fields.personId !== '',
      s.context.fields.role,
    ]),
});
