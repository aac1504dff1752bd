import { eq } from 'drizzle-orm';
import { AGENT_COUNT_CHANNEL } from '../../src/api/contract/agent';
import type { Db, Tx } from '../db/connect';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { ACTIVITY_ERRCODE } from './config';

export type AgentProgramme = 'Agent' | 'AgentCount';

/**
 * THE agent activity choice (spec §4 "AgentCount wins over Agent, else none"; docs/promotions.md): the one place that
 * decides which agent programme a player's activity map holds, and so which calls serve them. AgentCount is
 * configured for its cohort (channel AGENT_COUNT_CHANNEL: seeded, and joined by a member's invitees) and wins
 * there; Agent runs for every other player. "None" is a player who does not exist.
 */
export async function agentProgrammeOf(db: Db | Tx, userId: number): Promise<AgentProgramme | null> {
  const [user] = await db.select({ channel: users.channel }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  return user.channel === AGENT_COUNT_CHANNEL ? 'AgentCount' : 'Agent';
}

/** Refuses (1003, not eligible) a call of the programme the player's map does not hold. */
export async function requireProgramme(db: Db | Tx, userId: number, programme: AgentProgramme): Promise<void> {
  if ((await agentProgrammeOf(db, userId)) !== programme) {
    throw new AppError(ACTIVITY_ERRCODE.notEligible, `The ${programme} programme is not the one offered to you.`);
  }
}
