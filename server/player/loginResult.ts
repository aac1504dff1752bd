import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { loginResult } from '../../src/api/contract/player';
import { activityData } from '../activity/activityIds';
import type { Db } from '../db/connect';
import { gameHistory, gameLikes } from '../db/schema';
import { HISTORY_LIMIT } from '../game/rules';
import { listBanks } from '../wallet/banks';
import { loadUser, toUserInfo } from './userInfo';

type LoginResult = z.output<z.ZodObject<typeof loginResult>>;

/** The player state every login, register and start-up answer carries (spec §4 guest to logged in). */
export async function buildLoginResult(db: Db, userId: number, token: string, now: number): Promise<LoginResult> {
  const [row, likes, history, banks, activities] = await Promise.all([
    loadUser(db, userId),
    db.select({ gameId: gameLikes.gameId }).from(gameLikes).where(eq(gameLikes.userId, userId)),
    db
      .select({ gameId: gameHistory.gameId })
      .from(gameHistory)
      .where(eq(gameHistory.userId, userId))
      .orderBy(desc(gameHistory.playedAt))
      .limit(HISTORY_LIMIT),
    listBanks(db, userId),
    activityData(db, userId, now),
  ]);
  return {
    token,
    user: toUserInfo(row, now),
    appUserBankList: banks,
    gameLikes: Object.fromEntries(likes.map((l) => [String(l.gameId), 1])),
    gameHistory: history.map((h) => h.gameId),
    ...activities,
  };
}
