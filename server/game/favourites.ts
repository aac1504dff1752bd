import { and, count, eq } from 'drizzle-orm';
import type { Game } from '../../src/api/contract/entities';
import type { Db } from '../db/connect';
import { gameLikes, users } from '../db/schema';
import { AppError } from '../errors';
import { isListed } from './availability';
import { FAVOURITES_LIMIT, GAME_ERRCODE } from './rules';

const refused = () => new AppError(GAME_ERRCODE.favouriteRefused, 'This game cannot be added to your favourites.');

/**
 * like 1 stores the favourite (idempotent); like 0 removes it (idempotent, allowed for any id so a player can
 * drop a game that was hidden since). Refuses with 1004 an unknown or hidden game, or a new favourite beyond
 * FAVOURITES_LIMIT.
 */
export async function setFavourite(
  db: Db,
  userId: number,
  gameId: number,
  like: 0 | 1,
  game: Game | undefined,
): Promise<void> {
  if (like === 0) {
    await db.delete(gameLikes).where(and(eq(gameLikes.userId, userId), eq(gameLikes.gameId, gameId)));
    return;
  }
  if (!isListed(game)) throw refused();
  await db.transaction(async (tx) => {
    // The player's row lock serialises their likes: two concurrent ones cannot both take the last free place.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx
      .select({ gameId: gameLikes.gameId })
      .from(gameLikes)
      .where(and(eq(gameLikes.userId, userId), eq(gameLikes.gameId, gameId)));
    if (existing) return;
    const [row] = await tx.select({ n: count() }).from(gameLikes).where(eq(gameLikes.userId, userId));
    if ((row?.n ?? 0) >= FAVOURITES_LIMIT) throw refused();
    await tx.insert(gameLikes).values({ userId, gameId }).onConflictDoNothing();
  });
}
