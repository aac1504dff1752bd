import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { fairSpins, games, providerRounds, type RoundStatus } from '../db/schema';
import { IN_HOUSE_IDS } from './catalogue';

/** One round of a player's history: the same rows for the player's records and for support in /ops. */
export interface RoundRow {
  roundId: string;
  providerId: string;
  gameId: number;
  /** The game's name, or '' when the game has left the catalogue. */
  gameName: string;
  status: RoundStatus;
  /** Stakes kept (rolled-back stakes taken off) and wins paid, in centavos. */
  bet: number;
  win: number;
  openedAt: number;
  closedAt: number | null;
  /** The provably fair spin that decided it (the in-house studios' rounds): the seed pair and nonce to verify. */
  proof: { seedId: number; nonce: number } | null;
}

export interface RoundPage {
  list: RoundRow[];
  total: number;
  page: number;
}

/**
 * A page of one player's rounds, newest first (every provider; optionally one status). The player's id is the
 * only key: nobody reads another player's rounds through it, the caller decides whose rounds are asked for.
 */
export async function roundPage(
  db: Db,
  userId: number,
  paging: { page: number; pageSize: number; status?: RoundStatus | undefined },
): Promise<RoundPage> {
  const where = paging.status
    ? and(eq(providerRounds.userId, userId), eq(providerRounds.status, paging.status))
    : eq(providerRounds.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        roundId: providerRounds.roundId,
        providerId: providerRounds.providerId,
        gameId: providerRounds.gameId,
        gameName: games.name,
        status: providerRounds.status,
        bet: providerRounds.bet,
        win: providerRounds.win,
        openedAt: providerRounds.openedAt,
        closedAt: providerRounds.closedAt,
        seedId: fairSpins.seedId,
        nonce: fairSpins.nonce,
      })
      .from(providerRounds)
      .leftJoin(games, eq(games.id, providerRounds.gameId))
      .leftJoin(
        fairSpins,
        and(inArray(providerRounds.providerId, [...IN_HOUSE_IDS]), eq(fairSpins.roundId, providerRounds.roundId)),
      )
      .where(where)
      .orderBy(desc(providerRounds.openedAt), desc(providerRounds.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: count() }).from(providerRounds).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      roundId: r.roundId,
      providerId: r.providerId,
      gameId: r.gameId,
      gameName: r.gameName ?? '',
      status: r.status,
      bet: r.bet,
      win: r.win,
      openedAt: r.openedAt.getTime(),
      closedAt: r.closedAt?.getTime() ?? null,
      proof: r.seedId !== null && r.nonce !== null ? { seedId: r.seedId, nonce: r.nonce } : null,
    })),
    total: total?.n ?? 0,
    page: paging.page,
  };
}
