import { opsConfigMachine } from '../../../machines/ops/opsConfig.machine';
import type { OpsConfig, PendingChange } from '../../../src/api/client/ops/opsTypes';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

export const envConfig: OpsConfig = {
  secondApprovalAbove: 1_000_000,
  defaultSecondApprovalAbove: 1_000_000,
  stored: false,
};

export const proposal: PendingChange = {
  id: 7,
  kind: 'config.secondApprovalAbove',
  target: 'config:secondApprovalAbove',
  summary: { before: 1_000_000, after: 500_050 },
  proposedBy: 'admin',
  proposedAt: 0,
  status: 'pending',
  decidedBy: null,
  decidedAt: null,
};

/** Admin's configuration: load, a valid or invalid amount, save, refusals, and a session that ended (401). */
export const opsConfigSpec = defineMachineSpec({
  name: 'opsConfig',
  machine: opsConfigMachine,
  input: queueInput,
  events: [
    settled('load', { config: envConfig }),
    refused('load', 500),
    refused('load', 401),
    settled('save', { change: proposal }),
    refused('save', 400),
    refused('save', 401),
    { type: 'AMOUNT.CHANGE', value: 'ten' },
    { type: 'SAVE' },
    { type: 'RETRY' },
  ],
  mocks: (m) => ({ load: m.promise(), save: m.promise() }),
  serializeState: (s) => JSON.stringify([s.value, s.context.amount]),
});
