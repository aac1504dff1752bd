import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { AgentCountTier, AgentTier } from '../../src/api/contract/agent';
import { checkPromo, DEFAULT_PROMOS } from '../../src/api/contract/promoSettings';
import type { Db, Tx } from '../db/connect';
import { agentTierSets } from '../db/schema';
import { manilaDay, manilaDayStart } from './freeSign';

/**
 * The agent programmes' tiers by Manila day (docs/ops.md "Promotions"): 'agent', the commission tiers, and
 * 'agentCount', the count tiers. A change saved in /ops counts from the next Manila day: a day's commission is
 * computed at the tiers of that day (a day begun or ended keeps its tiers), and a count claim pays the tiers of the
 * day it is made (a tier claimed keeps what it paid). A stored set that fails the rules is read as the product's
 * tiers, so nothing pays from a figure nobody checked.
 */
export type AgentProgramme = 'agent' | 'agentCount';

interface TiersOf {
  agent: AgentTier[];
  agentCount: AgentCountTier[];
}

const productTiers = <P extends AgentProgramme>(programme: P): TiersOf[P] =>
  DEFAULT_PROMOS[programme].tiers as TiersOf[P];

const checkedTiers = <P extends AgentProgramme>(programme: P, tiers: unknown): TiersOf[P] => {
  const checked = checkPromo(programme, { ...DEFAULT_PROMOS[programme], tiers });
  return checked.ok ? (checked.value.tiers as TiersOf[P]) : productTiers(programme);
};

/** The tiers of `programme` in force on Manila day number `day`. */
export async function agentTiersOn<P extends AgentProgramme>(
  db: Db | Tx,
  programme: P,
  day: number,
): Promise<TiersOf[P]> {
  const [row] = await db
    .select({ tiers: agentTierSets.tiers })
    .from(agentTierSets)
    .where(and(eq(agentTierSets.programme, programme), lte(agentTierSets.fromDay, day)))
    .orderBy(desc(agentTierSets.fromDay))
    .limit(1);
  return row ? checkedTiers(programme, row.tiers) : productTiers(programme);
}

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
  const day = manilaDay(now);
  const current = (programme: AgentProgramme) =>
    db
      .select({ fromDay: agentTierSets.fromDay, tiers: agentTierSets.tiers })
      .from(agentTierSets)
      .where(and(eq(agentTierSets.programme, programme), lte(agentTierSets.fromDay, day)))
      .orderBy(desc(agentTierSets.fromDay))
      .limit(1);
  const [[agent], [agentCount], [next]] = await Promise.all([
    current('agent'),
    current('agentCount'),
    db
      .select({ fromDay: agentTierSets.fromDay })
      .from(agentTierSets)
      .where(gt(agentTierSets.fromDay, day))
      .orderBy(asc(agentTierSets.fromDay))
      .limit(1),
  ]);
  const since = Math.max(agent?.fromDay ?? Number.NEGATIVE_INFINITY, agentCount?.fromDay ?? Number.NEGATIVE_INFINITY);
  return {
    agent: agent ? checkedTiers('agent', agent.tiers) : productTiers('agent'),
    agentCount: agentCount ? checkedTiers('agentCount', agentCount.tiers) : productTiers('agentCount'),
    from: Number.isFinite(since) ? manilaDayStart(since) : Number.NEGATIVE_INFINITY,
    until: next ? manilaDayStart(next.fromDay) : Number.POSITIVE_INFINITY,
  };
}

/** Sets a programme's tiers from the next Manila day on (a second change the same day replaces the first). */
export async function scheduleAgentTiers(
  tx: Tx,
  programme: AgentProgramme,
  tiers: readonly unknown[],
  now: number,
): Promise<void> {
  const fromDay = manilaDay(now) + 1;
  await tx
    .insert(agentTierSets)
    .values({ programme, fromDay, tiers, setAt: new Date(now) })
    .onConflictDoUpdate({
      target: [agentTierSets.programme, agentTierSets.fromDay],
      set: { tiers, setAt: new Date(now) },
    });
}
