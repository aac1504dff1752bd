import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { type ActivityEvent, createActivityMachine } from './activity.machine';

/**
 * Agent count (AgentCount; /activity/agentCount; docs/promotions.md) on the activity skeleton: the player's valid
 * invitees and the reward tiers (agentCountData). CLAIM {id} claims the tier needing `id` valid invitees while it
 * is reached and unclaimed (itemStatus 1); the coins and the hasAgent dot refresh after it pays.
 */

export type AgentCountLoaded = DataOf<'agentCountData'>;
export type AgentCountClaimed = DataOf<'agentCountReceive'>;
export type AgentCountState = AgentCountLoaded['agentCount'];
export type AgentCountEvent = ActivityEvent<AgentCountLoaded, AgentCountClaimed>;

export const agentCountMachine = createActivityMachine<object, AgentCountLoaded, AgentCountState, AgentCountClaimed>({
  id: 'agentCount',
  countdown: false,
  load: (signal) => callApi('agentCountData', {}, { signal }),
  read: (loaded) => ({ data: loaded.agentCount }),
  claim: {
    call: (id, signal) => callApi('agentCountReceive', { id }, { signal }),
    allowed: (context, id) => context.data?.tiers.some((tier) => tier.id === id && tier.itemStatus === 1) ?? false,
    apply: (_, claimed) => claimed.agentCount,
    message: 'promotions.agentCount.paid',
    alsoTell: [{ type: 'ACTIVITIES.REFRESH' }],
  },
});

export type AgentCountMachine = typeof agentCountMachine;
