import type { AgentClaimed, AgentEvent, AgentLoaded } from '../../../machines/activity/agent.machine';
import { agentMachine } from '../../../machines/activity/agent.machine';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { agentLoaded, bought } from './agent.fixtures';
import { activityEvents, serializeState } from './depositRewards.fixtures';

const events: AgentEvent[] = activityEvents<AgentLoaded, AgentClaimed>(
  '/app/v1/agentData',
  [agentLoaded(2_000)],
  bought(1, 1_500, 300),
  [1],
);

export const agentSpec = defineMachineSpec({
  name: 'agent',
  machine: agentMachine,
  input: { session: { send: () => undefined } },
  events,
  mocks: (mocks) => ({
    load: mocks.promise<AgentLoaded>(),
    claim: mocks.promise<AgentClaimed, { id: number }>(),
  }),
  serializeState,
});
