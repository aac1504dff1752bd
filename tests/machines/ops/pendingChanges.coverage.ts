import { pendingChangesMachine } from '../../../machines/ops/pendingChanges.machine';
import type { PendingChange, TotpSetup } from '../../../src/api/client/ops/opsTypes';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

export const newAccount: PendingChange = {
  id: 4,
  kind: 'staff.create',
  target: 'staff:ana',
  summary: { username: 'ana', role: 'finance', personId: 'E-1001' },
  proposedBy: 'admin',
  proposedAt: 0,
  status: 'pending',
  decidedBy: null,
  decidedAt: null,
};
export const anaSecret: TotpSetup = { id: 9, username: 'ana', totpSecret: 'ABC', totpUri: 'otpauth://totp/x' };

/** Pending changes: load, approve (a new account's secret shown), reject, refusals and a session that ended. */
export const pendingChangesSpec = defineMachineSpec({
  name: 'pendingChanges',
  machine: pendingChangesMachine,
  input: queueInput,
  events: [
    settled('load', { pending: [newAccount], decided: [] }),
    refused('load', 500),
    refused('load', 401),
    settled('approve', { change: { ...newAccount, status: 'approved' }, setup: anaSecret }),
    refused('approve', 409),
    refused('approve', 401),
    settled('reject', { change: { ...newAccount, status: 'rejected' } }),
    refused('reject', 409),
    refused('reject', 401),
    { type: 'APPROVE', changeId: 4 },
    { type: 'REJECT', changeId: 4 },
    { type: 'REFRESH' },
    { type: 'RETRY' },
  ],
  mocks: (m) => ({ load: m.promise(), approve: m.promise(), reject: m.promise() }),
  serializeState: (s) => JSON.stringify([s.value, s.context.setup !== null]),
});
