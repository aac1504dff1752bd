import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { RoundProof } from '../../src/api/contract/endpoints/wallet';
import type { Db } from '../db/connect';
import { fairSpins, games, liveTableBets, liveTableRounds, providerRounds, type RoundStatus } from '../db/schema';
import { IN_HOUSE_IDS, LIVE_TABLE_ID } from './catalogue';

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
  /**
   * What decided it, to verify on /fair: the in-house studios' spin (seed pair and nonce), or the live table's drawn
   * round (table and round number; none before the draw, while its seed is secret).
   */
  proof: RoundProof | null;
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
        tableRound: liveTableRounds.round,
      })
      .from(providerRounds)
      .leftJoin(games, eq(games.id, providerRounds.gameId))
      .leftJoin(
        fairSpins,
        and(inArray(providerRounds.providerId, [...IN_HOUSE_IDS]), eq(fairSpins.roundId, providerRounds.roundId)),
      )
      .leftJoin(
        liveTableBets,
        and(eq(providerRounds.providerId, LIVE_TABLE_ID), eq(liveTableBets.walletRoundId, providerRounds.roundId)),
      )
      .leftJoin(
        liveTableRounds,
        and(
          eq(liveTableRounds.gameId, liveTableBets.gameId),
          eq(liveTableRounds.round, liveTableBets.round),
          isNotNull(liveTableRounds.segment),
        ),
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
      proof: proofOf(r),
    })),
    total: total?.n ?? 0,
    page: paging.page,
  };
}

/** A round's proof: the spin's seed pair and nonce, else the drawn table round its bets were on, else none. */
function proofOf(r: { seedId: number | null; nonce: number | null; gameId: number; tableRound: number | null }) {
  if (r.seedId !== null && r.nonce !== null) return { kind: 'seed', seedId: r.seedId, nonce: r.nonce } as const;
  if (r.tableRound !== null) return { kind: 'table', gameId: r.gameId, round: r.tableRound } as const;
  return null;
}
