import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { type ActivityEvent, createActivityMachine } from './activity.machine';

/**
 * The Agent programme (Agent 26; /activity/agent, /lobby/agent; docs/promotions.md) on the activity skeleton: the
 * downline and commission (agentData), the commission games (agent4Data), the downline's first page
 * (agent4InviteRows) and the cards and tickets bought (agent4Award), read together. CLAIM {id} spends commission:
 * EXCHANGE into coin from the minimum, SCRATCH a card, LOTTERY a ticket (drawn on the server), each open at the
 * figures agentData answered (the operator's; the server charges those in force when the spend is made). After a
 * spend the coins and the activity data (the hasAgent dot) refresh.
 */

export type AgentState = DataOf<'agentData'>['agent'];
export type Agent4State = DataOf<'agent4Data'>['agent4'];
export type AgentAward = DataOf<'agent4Award'>['list'][number];
export type AgentRows = DataOf<'agent4InviteRows'>;

export interface AgentLoaded {
  agent: AgentState;
  agent4: Agent4State;
  rows: AgentRows;
  awards: AgentAward[];
}
export type AgentView = AgentLoaded & {
  /** The card or ticket just bought (the page announces its prize). */
  last: AgentAward | null;
};
export type AgentClaimed = DataOf<'agent3Exchange'> | DataOf<'agent4Scratch'>;
export type AgentEvent = ActivityEvent<AgentLoaded, AgentClaimed>;

/** The spends CLAIM {id} makes. */
export const AGENT_SPEND = { exchange: 0, scratch: 1, lottery: 2 } as const;
/** The downline rows the page shows (the first page). */
export const AGENT_ROWS = 20;
const AWARDS_SHOWN = 20;

/** Whether spend `id` is open with the commission left, at the figures of agentData's answer. */
export function canSpend(view: AgentView, id: number): boolean {
  const { pendingReward: left, exchangeMin, scratchCost, lotteryCost } = view.agent;
  if (id === AGENT_SPEND.exchange) return left >= exchangeMin;
  if (id === AGENT_SPEND.scratch) return left >= scratchCost;
  if (id === AGENT_SPEND.lottery) return left >= lotteryCost;
  return false;
}

/** The view after a spend: the commission left in both parts, the card or ticket first in the list. */
export function applySpend(view: AgentView, claimed: AgentClaimed): AgentView {
  if ('agent' in claimed) {
    return { ...view, agent: claimed.agent, agent4: { ...view.agent4, pendingReward: claimed.agent.pendingReward } };
  }
  const left = claimed.agent4.pendingReward;
  const last = claimed.agent4.last ?? null;
  return {
    ...view,
    agent: { ...view.agent, pendingReward: left, itemStatus: left >= view.agent.exchangeMin ? 1 : 0 },
    agent4: claimed.agent4,
    awards: last ? [last, ...view.awards].slice(0, AWARDS_SHOWN) : view.awards,
    last,
  };
}

const SPEND_CALL = { 0: 'agent3Exchange', 1: 'agent4Scratch', 2: 'agent4Lottery' } as const;

export const agentMachine = createActivityMachine<object, AgentLoaded, AgentView, AgentClaimed>({
  id: 'agent',
  countdown: false,
  load: async (signal) => {
    const [data, games, rows, awards] = await Promise.all([
      callApi('agentData', {}, { signal }),
      callApi('agent4Data', {}, { signal }),
      callApi('agent4InviteRows', { page: 1, pageSize: AGENT_ROWS }, { signal }),
      callApi('agent4Award', {}, { signal }),
    ]);
    return { agent: data.agent, agent4: games.agent4, rows, awards: awards.list };
  },
  read: (loaded) => ({ data: { ...loaded, last: null } }),
  claim: {
    call: (id, signal) => callApi(SPEND_CALL[id as 0 | 1 | 2], {}, { signal }),
    allowed: (context, id) => context.data !== null && canSpend(context.data, id),
    apply: applySpend,
    message: (claimed) =>
      'agent' in claimed
        ? 'promotions.agent.exchanged'
        : claimed.agent4.last?.kind === 2
          ? 'promotions.agent.drawn'
          : 'promotions.agent.scratched',
    alsoTell: [{ type: 'ACTIVITIES.REFRESH' }],
  },
});

export type AgentMachine = typeof agentMachine;
