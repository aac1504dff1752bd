import { and, count, eq } from 'drizzle-orm';
import { AGENT_COUNT_ACTIVITY } from '../../src/api/contract/promotions';
import type { Db, Tx } from '../db/connect';
import { activityClaims, users } from '../db/schema';
import { AppError } from '../errors';
import { agentTiersOn } from './agentTiers';
import { ACTIVITY_ERRCODE } from './config';
import { manilaDay } from './freeSign';
import { validInviteeOf } from './invitees';
import { recordClaim } from './offers';
import { payAward } from './payout';

/**
 * Agent count (AgentCount 105; agentCountData, agentCountReceive; docs/promotions.md): coin by the number of valid
 * invitees (./invitees.ts), one tier per count in the tiers the operator set (./agentTiers.ts; a change counts from
 * the next Manila day), each claimable once when reached. A tier is known by the count it needs: one claimed stays
 * claimed and keeps what it paid whatever its coin becomes, and a tier removed is not offered nor claimable (its
 * past claim stands). Paid once: the activity claim (player, 105, tier) and the ledger entry `agentCount:{tier}` in
 * one transaction, at the coin of the tiers in force when the claim is made.
 */

async function stateOf(db: Db | Tx, userId: number, now: number) {
  const [[valid], claims, tiers] = await Promise.all([
    db.select({ n: count() }).from(users).where(validInviteeOf(userId)),
    db
      .select({ awardId: activityClaims.awardId })
      .from(activityClaims)
      .where(and(eq(activityClaims.userId, userId), eq(activityClaims.activityType, AGENT_COUNT_ACTIVITY))),
    agentTiersOn(db, 'agentCount', manilaDay(now)),
  ]);
  const validInviteCount = valid?.n ?? 0;
  const claimed = new Set(claims.map((row) => row.awardId));
  return {
    validInviteCount,
    tiers: tiers.map((tier) => ({
      id: tier.need,
      need: tier.need,
      coin: tier.coin,
      itemStatus: claimed.has(tier.need) ? 2 : validInviteCount >= tier.need ? 1 : 0,
    })),
  };
}

/** agentCountData. */
export async function loadAgentCount(db: Db, userId: number, now: number) {
  return { agentCount: await stateOf(db, userId, now) };
}

/** hasAgent for an AgentCount player: a reached tier not claimed yet. */
export async function hasAgentCountTier(db: Db, userId: number, now: number): Promise<boolean> {
  return (await stateOf(db, userId, now)).tiers.some((tier) => tier.itemStatus === 1);
}

/** agentCountReceive {id}: the tier needing `id` valid invitees, once, when reached. */
export async function receiveAgentCount(db: Db, userId: number, id: number, now: number) {
  return db.transaction(async (tx) => {
    const state = await stateOf(tx, userId, now);
    const tier = state.tiers.find((entry) => entry.need === id);
    if (!tier) throw new AppError(ACTIVITY_ERRCODE.notAvailable, 'No such agent-count tier.');
    if (state.validInviteCount < tier.need) {
      throw new AppError(ACTIVITY_ERRCODE.notEnoughInvites, `This tier needs ${tier.need} valid invitees.`);
    }
    if (!(await recordClaim(tx, { userId, activityType: AGENT_COUNT_ACTIVITY, awardId: tier.need, propId: 2001 }))) {
      throw new AppError(ACTIVITY_ERRCODE.alreadyClaimed, 'This tier is claimed already.');
    }
    const propList = await payAward(tx, userId, [{ id: 2001, count: tier.coin }], `agentCount:${tier.need}`, now);
    const claimed = state.tiers.map((entry) => (entry.id === tier.need ? { ...entry, itemStatus: 2 } : entry));
    return { agentCount: { ...state, tiers: claimed }, propList };
  });
}
