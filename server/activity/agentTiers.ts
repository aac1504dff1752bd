import type { AgentCountTier, AgentTier } from '../../src/api/contract/agent';
import { checkPromo, DEFAULT_PROMOS } from '../../src/api/contract/promoSettings';
import type { Db, Tx } from '../db/connect';
import { agentTierSets } from '../db/schema';
import { type SettingsByDay, settingsByDay } from './settingsByDay';

/**
 * The agent programmes' tiers by Manila day (docs/ops.md "Promotions"; server/activity/settingsByDay.ts): 'agent',
 * the commission tiers, and 'agentCount', the count tiers, each a set of its own in one table. A change saved in
 * /ops counts from the next Manila day: a day's commission is computed at the tiers of that day (a day begun or
 * ended keeps its tiers), and a count claim pays the tiers of the day it is made (a tier claimed keeps what it paid).
 */
export type AgentProgramme = 'agent' | 'agentCount';

interface TiersOf {
  agent: AgentTier[];
  agentCount: AgentCountTier[];
}

const tiersOf = <P extends AgentProgramme>(programme: P): SettingsByDay<TiersOf[P], readonly unknown[]> =>
  settingsByDay({
    table: agentTierSets,
    columns: ['tiers'],
    scope: { field: 'programme', value: programme },
    check: (stored) => {
      const checked = checkPromo(programme, { ...DEFAULT_PROMOS[programme], tiers: stored.tiers });
      return checked.ok ? (checked.value.tiers as TiersOf[P]) : null;
    },
    product: DEFAULT_PROMOS[programme].tiers as TiersOf[P],
    store: (tiers: readonly unknown[]) => ({ tiers }),
  });

const PROGRAMMES: { [P in AgentProgramme]: SettingsByDay<TiersOf[P], readonly unknown[]> } = {
  agent: tiersOf('agent'),
  agentCount: tiersOf('agentCount'),
};

/** The tiers of `programme` in force on Manila day number `day`. */
export const agentTiersOn = <P extends AgentProgramme>(db: Db | Tx, programme: P, day: number): Promise<TiersOf[P]> =>
  PROGRAMMES[programme].on(db, day);

/** Both programmes' tiers in force at an instant, and the instants between which they hold. */
export interface AgentTiersNow {
  agent: AgentTier[];
  agentCount: AgentCountTier[];
  from: number;
  until: number;
}

/**
 * The tiers in force at `now` (the rule page shows them: webConfig.agentTiers, webConfig.agentCountTiers) and how
 * long they hold: from the latest Manila day either counts from to the day a change saved since counts from.
 */
export async function agentTiersAt(db: Db | Tx, now: number): Promise<AgentTiersNow> {
  const [agent, agentCount] = await Promise.all([PROGRAMMES.agent.at(db, now), PROGRAMMES.agentCount.at(db, now)]);
  return {
    agent: agent.settings,
    agentCount: agentCount.settings,
    from: Math.max(agent.from, agentCount.from),
    until: Math.min(agent.until, agentCount.until),
  };
}

/** Sets a programme's tiers from the next Manila day on (a second change the same day replaces the first). */
export const scheduleAgentTiers = (
  tx: Tx,
  programme: AgentProgramme,
  tiers: readonly unknown[],
  now: number,
): Promise<void> => PROGRAMMES[programme].save(tx, tiers, now);
