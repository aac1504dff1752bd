import { withdrawalQueueMachine } from '../../machines/ops/withdrawalQueue.machine';
import { OpsCallError } from '../../src/api/client/ops/opsApi';
import type { ApproveOutcome, WithdrawalItem } from '../../src/api/client/ops/opsTypes';
import { defineMachineSpec } from './coverage/measureCoverage';

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

type Call = 'load' | 'approve' | 'reject';
const settled = <K extends Call>(id: K, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as {
    type: `xstate.done.actor.${K}`;
    output: never;
    actorId: K;
  };
const refused = <K extends Call>(id: K, status: number) =>
  ({ type: `xstate.error.actor.${id}`, error: new OpsCallError(status, `refused ${status}`), actorId: id }) as {
    type: `xstate.error.actor.${K}`;
    error: unknown;
    actorId: K;
  };

/** Finance's queue: load, approve, reject with a reason, refusals, and a session that ended (401). */
export const withdrawalQueueSpec = defineMachineSpec({
  name: 'withdrawalQueue',
  machine: withdrawalQueueMachine,
  input: { token: 't', session: { send: () => {} } },
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
