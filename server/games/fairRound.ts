import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashToken } from '../auth/tokens';
import type { Db, Tx } from '../db/connect';
import { gameSessions } from '../db/schema';
import { nextNonce, SeedChangedError } from '../game/fair';
import type { WalletClient } from './walletClient';

type Seed = Awaited<ReturnType<typeof nextNonce>>;

/** Why a round did not happen; each studio says it in its own words. */
export type RoundRefusal =
  | { ok: false; reason: 'session'; coin: null }
  | { ok: false; reason: 'funds'; coin: number | null }
  | { ok: false; reason: 'seed'; coin: null };

export interface RoundPlayed<T> {
  ok: true;
  /** The round's number in its session. */
  n: number;
  coin: number;
  seed: Seed;
  result: T;
}

/** The wallet's names of a round: the player, the game and `<session>:<n>`. */
export interface WalletRoundIds {
  playerId: string;
  gameId: number;
  roundId: string;
  currency: string;
}

export interface RoundOpened {
  ok: true;
  /** The round's number in its session. */
  n: number;
  userId: number;
  ids: WalletRoundIds;
  /** The balance after the stake. */
  coin: number;
}

/**
 * The first half of an in-house round, as a third-party studio opens one through the seamless wallet: the open
 * session of `providerId` behind the play key counts a round `<session>:<n>` and its stake is debited (`…:bet`).
 * A round settled at once goes on with its decision (playFairRound); a live table's round is credited at its draw
 * (creditWalletRound), and the sweep rolls it back should that never come. A wallet refusal other than funds or an
 * ended session is a fault.
 */
export async function openWalletRound(
  db: Db,
  wallet: WalletClient,
  round: { providerId: string; playKey: string; stake: number },
): Promise<RoundOpened | Exclude<RoundRefusal, { reason: 'seed' }>> {
  const [session] = await db
    .update(gameSessions)
    .set({ spins: sql`${gameSessions.spins} + 1` })
    .where(
      and(
        eq(gameSessions.playKeyHash, hashToken(round.playKey)),
        eq(gameSessions.providerId, round.providerId),
        isNull(gameSessions.closedAt),
      ),
    )
    .returning();
  if (!session) return { ok: false, reason: 'session', coin: null };
  const n = session.spins;
  const roundId = `${session.id}:${n}`;
  const ids = { playerId: String(session.userId), gameId: session.gameId, roundId, currency: 'PHP' };
  const debit = await wallet.call('debit', {
    ...ids,
    sessionToken: round.playKey,
    transactionId: `${roundId}:bet`,
    amount: round.stake,
  });
  if (debit.status === 'ERROR') {
    if (debit.code === 'INSUFFICIENT_FUNDS') return { ok: false, reason: 'funds', coin: debit.balance ?? null };
    if (debit.code === 'SESSION_EXPIRED' || debit.code === 'INVALID_TOKEN') {
      return { ok: false, reason: 'session', coin: null };
    }
    throw new Error(`${round.providerId} debit refused: ${debit.code}`);
  }
  return { ok: true, n, userId: session.userId, ids, coin: debit.balance };
}

/**
 * The last half: the win, 0 included, credited (`…:win`), which ends the round; answers the balance after it, or
 * null when the round was closed meanwhile (the sweep gave a round never settled its stakes back).
 */
export async function creditWalletRound(
  wallet: WalletClient,
  providerId: string,
  ids: WalletRoundIds,
  win: number,
): Promise<number | null> {
  const paid = await wallet.call('credit', {
    ...ids,
    transactionId: `${ids.roundId}:win`,
    amount: win,
    roundEnded: true,
  });
  if (paid.status === 'ERROR' && paid.code === 'ROUND_CLOSED') return null;
  if (paid.status === 'ERROR') throw new Error(`${providerId} credit refused: ${paid.code}`);
  return paid.balance;
}

/**
 * One round of an in-house studio settled at once: opened (openWalletRound), decided by the player's committed seed
 * pair and its next nonce (`decide`, in one transaction that records the spin), credited (creditWalletRound). A
 * seed rotation racing the round rolls the stake back (`…:cancel`) before the player hears of it.
 */
export async function playFairRound<T extends { win: number }>(
  db: Db,
  wallet: WalletClient,
  round: {
    providerId: string;
    playKey: string;
    stake: number;
    now: number;
    decide(tx: Tx, seed: Seed, roundId: string): Promise<T>;
  },
): Promise<RoundPlayed<T> | RoundRefusal> {
  const opened = await openWalletRound(db, wallet, round);
  if (!opened.ok) return opened;
  const { n, ids, userId } = opened;
  const { roundId } = ids;

  let decided: { result: T; seed: Seed };
  try {
    decided = await db.transaction(async (tx) => {
      // Provably fair: the player's committed seed pair and its next nonce decide, nothing else.
      const seed = await nextNonce(tx, userId, round.now);
      return { result: await round.decide(tx, seed, roundId), seed };
    });
  } catch (err) {
    if (!(err instanceof SeedChangedError)) throw err;
    const back = await wallet.call('rollback', {
      playerId: ids.playerId,
      gameId: ids.gameId,
      roundId,
      transactionId: `${roundId}:cancel`,
      refTransactionId: `${roundId}:bet`,
    });
    if (back.status === 'ERROR') throw new Error(`${round.providerId} rollback refused: ${back.code}`);
    return { ok: false, reason: 'seed', coin: null };
  }

  const coin = await creditWalletRound(wallet, round.providerId, ids, decided.result.win);
  if (coin === null) throw new Error(`${round.providerId} credit refused: the round was closed before its win`);
  return { ok: true, n, coin, seed: decided.seed, result: decided.result };
}
