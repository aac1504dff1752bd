import type {
  AgentCountClaimed,
  AgentCountEvent,
  AgentCountLoaded,
} from '../../../machines/activity/agentCount.machine';
import { agentCountMachine } from '../../../machines/activity/agentCount.machine';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { agentCount } from './agent.fixtures';
import { activityEvents, serializeState } from './depositRewards.fixtures';

const events: AgentCountEvent[] = activityEvents<AgentCountLoaded, AgentCountClaimed>(
  '/app/v1/agentCountData',
  [agentCount(1), agentCount(0)],
  { ...agentCount(1, [1]), propList: [{ propId: 2001, count: 500 }] },
  [1, 3],
);

export const agentCountSpec = defineMachineSpec({
  name: 'agentCount',
  machine: agentCountMachine,
  input: { session: { send: () => undefined } },
  events,
  mocks: (mocks) => ({
    load: mocks.promise<AgentCountLoaded>(),
    claim: mocks.promise<AgentCountClaimed, { id: number }>(),
  }),
  serializeState,
});
