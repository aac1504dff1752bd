import { auditLogMachine } from '../../../machines/ops/auditLog.machine';
import type { AuditRow } from '../../../src/api/client/ops/opsTypes';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

export const approvalRow: AuditRow = {
  id: 1,
  staffId: 2,
  staffName: 'finance',
  action: 'withdrawal.approve',
  target: 'withdrawal:W1',
  before: { status: 'requested' },
  after: { status: 'approved' },
  at: 1_800_000_000_000,
  requestId: '0f8c2d1e-5b7a-4c3e-9d2f-6a1b8e7c4d30',
};

/** The audit log: load, a target filter applied, refresh, a failure with Retry, and a session that ended. */
export const auditLogSpec = defineMachineSpec({
  name: 'auditLog',
  machine: auditLogMachine,
  input: queueInput,
  events: [
    settled('load', { list: [approvalRow] }),
    refused('load', 500),
    refused('load', 401),
    { type: 'FILTER.CHANGE', value: 'withdrawal:W1' },
    { type: 'APPLY' },
    { type: 'REFRESH' },
    { type: 'RETRY' },
  ],
  mocks: (m) => ({ load: m.promise() }),
  serializeState: (s) => JSON.stringify([s.value, s.context.filter !== '', s.context.applied !== '']),
});
