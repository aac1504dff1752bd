import { and, eq } from 'drizzle-orm';
import type { SocialId } from '../../src/api/contract/social';
import type { Db, Tx } from '../db/connect';
import { followVisits } from '../db/schema';

/**
 * The one record of a player opening one of the operator's social accounts (docs/promotions.md): the follow rewards'
 * Share and the follow task's taskVisit both write it, the follow rewards and task 109 both read it.
 */

/** Records that the player opened `account`'s page (the first visit's time is kept). */
export async function recordFollowVisit(db: Db | Tx, userId: number, account: SocialId, now: number) {
  await db
    .insert(followVisits)
    .values({ userId, account, visitedAt: new Date(now) })
    .onConflictDoNothing();
}

/** Whether the player opened `account`'s page (follow task 109 reads it). */
export async function hasVisited(db: Db | Tx, userId: number, account: SocialId): Promise<boolean> {
  const rows = await db
    .select({ account: followVisits.account })
    .from(followVisits)
    .where(and(eq(followVisits.userId, userId), eq(followVisits.account, account)));
  return rows.length > 0;
}
