import { withdrawalQueueMachine } from '../../../machines/ops/withdrawalQueue.machine';
import type { ApproveOutcome, WithdrawalItem } from '../../../src/api/client/ops/opsTypes';
import { defineMachineSpec } from '../coverage/measureCoverage';
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
  send: null,
};

/** Approved, but the payout provider could not be reached twice: finance may Retry send. */
export const unsent: WithdrawalItem = {
  ...waiting,
  orderId: 'W2',
  send: { status: 'retry', attempts: 2, nextAt: 1_800_000_360_000, error: 'HTTP 503' },
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
    settled('resend', { sent: true, error: null }),
    refused('resend', 409),
    refused('resend', 401),
    { type: 'RETRY_SEND', orderId: 'W2' },
    { type: 'APPROVE', orderId: 'W1' },
    { type: 'REJECT', orderId: 'W1' },
    { type: 'REASON.CHANGE', orderId: 'W1', value: 'Name mismatch' },
    { type: 'REFRESH' },
    { type: 'RETRY' },
  ],
  mocks: (m) => ({ load: m.promise(), approve: m.promise(), reject: m.promise(), resend: m.promise() }),
  serializeState: (s) => JSON.stringify([s.value, s.context.reasons.W1 !== undefined]),
});
