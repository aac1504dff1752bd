import { withdrawalQueueMachine } from '../../machines/ops/withdrawalQueue.machine';
import type { ApproveOutcome, WithdrawalItem } from '../../src/api/client/ops/opsTypes';
import { defineMachineSpec } from './coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

export const waiting: WithdrawalItem = {
  orderId: 'W1',
  userId: 7,
  account: 'juan',
  amount: 50_000,
  bankName: 'BDO',
  accountName: 'Juan Dela Cruz',
  createdAt: 1_800_000_000_000,
  needsSecondApprover: false,
  approvedBy: [],
};

/** Finance's queue: load, approve, reject with a reason, refusals, and a session that ended (401). */
export const withdrawalQueueSpec = defineMachineSpec({
  name: 'withdrawalQueue',
  machine: withdrawalQueueMachine,
  input: queueInput,
  events: [
    settled('load', { list: [waiting] }),
    refused('load', 500),
    refused('load', 401),
    settled('approve', { outcome: 'approved' satisfies ApproveOutcome }),
    refused('approve', 409),
    refused('approve', 401),
    settled('reject', {}),
    refused('reject', 409),
    refused('reject', 401),
    { type: 'APPROVE', orderId: 'W1' },
    { type: 'REJECT', orderId: 'W1' },
    { type: 'REASON.CHANGE', orderId: 'W1', value: 'Name mismatch' },
    { type: 'REFRESH' },
    { type: 'RETRY' },
  ],
  mocks: (m) => ({ load: m.promise(), approve: m.promise(), reject: m.promise() }),
  serializeState: (s) => JSON.stringify([s.value, s.context.reasons.W1 !== undefined]),
});
