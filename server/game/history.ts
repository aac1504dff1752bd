import { and, desc, eq, max, notInArray } from 'drizzle-orm';
import type { Tx } from '../db/connect';
import { gameHistory } from '../db/schema';
import { HISTORY_LIMIT } from './rules';

/**
 * Moves the game to the front of the player's history (one row per game) and drops what falls past the cap.
 * playedAt is kept strictly increasing per player (1 ms after the latest when the clock has not moved), so
 * "most recent first" holds even for two starts within the same millisecond.
 */
export async function recordPlayed(tx: Tx, userId: number, gameId: number, now: number): Promise<void> {
  const [latest] = await tx
    .select({ at: max(gameHistory.playedAt) })
    .from(gameHistory)
    .where(eq(gameHistory.userId, userId));
  const last = latest?.at ? latest.at.getTime() : Number.NEGATIVE_INFINITY;
  const playedAt = new Date(Math.max(now, last + 1));
  await tx
    .insert(gameHistory)
    .values({ userId, gameId, playedAt })
    .onConflictDoUpdate({ target: [gameHistory.userId, gameHistory.gameId], set: { playedAt } });
  const keep = tx
    .select({ gameId: gameHistory.gameId })
    .from(gameHistory)
    .where(eq(gameHistory.userId, userId))
    .orderBy(desc(gameHistory.playedAt))
    .limit(HISTORY_LIMIT);
  await tx.delete(gameHistory).where(and(eq(gameHistory.userId, userId), notInArray(gameHistory.gameId, keep)));
}
