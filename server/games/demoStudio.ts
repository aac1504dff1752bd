import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/connect';
import { gameSessions } from '../db/schema';
import { nextNonce, recordSpin, SeedChangedError, spinMultiplierOf } from '../game/fair';
import { pesos } from '../game/pesos';
import { DEMO_STAKE } from '../game/rules';
import { DEMO_STUDIO_ID } from './catalogue';
import type { WalletClient } from './walletClient';

/**
 * The in-house demo studio's slot. It plays like a third-party studio: it holds its own sessions and provably
 * fair seeds, and moves money only by signed wallet calls (debit the stake, credit the win, roll back a spin it
 * could not finish), so the wallet it exercises is the one real providers use.
 */

export interface SpinOutcome {
  ok: true;
  spin: number;
  stake: number;
  multiplier: number;
  win: number;
  coin: number;
  /** The provably fair inputs: the committed seed pair and this spin's nonce (docs/trust.md). */
  seedId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}
export interface SpinRefusal {
  ok: false;
  reason: 'session' | 'funds' | 'seed';
  message: string;
  coin: number | null;
}

const CLOSED: SpinRefusal = {
  ok: false,
  reason: 'session',
  message: 'This game session has ended. Go back to the lobby and open the game again.',
  coin: null,
};

/**
 * One spin, as one round of the wallet: `<session>:<n>`. The stake is debited first; the result comes from the
 * player's committed seed pair and its next nonce; the win (0 included) is credited and ends the round.
 */
export async function studioSpin(db: Db, wallet: WalletClient, playKey: string, now: number) {
  const [session] = await db
    .update(gameSessions)
    .set({ spins: sql`${gameSessions.spins} + 1` })
    .where(
      and(
        eq(gameSessions.playKeyHash, hashToken(playKey)),
        eq(gameSessions.providerId, DEMO_STUDIO_ID),
        isNull(gameSessions.closedAt),
      ),
    )
    .returning();
  if (!session) return CLOSED;
  const n = session.spins;
  const roundId = `${session.id}:${n}`;
  const round = { playerId: String(session.userId), gameId: session.gameId, roundId, currency: 'PHP' };
  const stake = await wallet.call('debit', {
    ...round,
    sessionToken: playKey,
    transactionId: `${roundId}:bet`,
    amount: DEMO_STAKE,
  });
  if (stake.status === 'ERROR') {
    if (stake.code === 'INSUFFICIENT_FUNDS') {
      return {
        ok: false,
        reason: 'funds',
        message: `Not enough balance for a ${pesos(DEMO_STAKE)} spin. Deposit to keep playing.`,
        coin: stake.balance ?? null,
      } satisfies SpinRefusal;
    }
    if (stake.code === 'SESSION_EXPIRED' || stake.code === 'INVALID_TOKEN') return CLOSED;
    throw new Error(`demo studio debit refused: ${stake.code}`);
  }

  let result: { hundredths: number; win: number; seed: Awaited<ReturnType<typeof nextNonce>> };
  try {
    result = await db.transaction(async (tx) => {
      // Provably fair: the player's committed seed pair and its next nonce decide, nothing else.
      const seed = await nextNonce(tx, session.userId, now);
      const hundredths = await spinMultiplierOf(seed.serverSeed, seed.clientSeed, seed.nonce);
      const win = Math.round((DEMO_STAKE * hundredths) / 100);
      await recordSpin(tx, seed, { multiplier: hundredths, win, roundId }, now);
      return { hundredths, win, seed };
    });
  } catch (err) {
    if (!(err instanceof SeedChangedError)) throw err;
    // The spin has no result: its stake goes back before the player hears about it.
    const back = await wallet.call('rollback', {
      playerId: round.playerId,
      gameId: round.gameId,
      roundId,
      transactionId: `${roundId}:cancel`,
      refTransactionId: `${roundId}:bet`,
    });
    if (back.status === 'ERROR') throw new Error(`demo studio rollback refused: ${back.code}`);
    return {
      ok: false,
      reason: 'seed',
      message: 'Your seed pair was changed while this spin ran. Nothing was charged: spin again.',
      coin: null,
    } satisfies SpinRefusal;
  }

  const paid = await wallet.call('credit', {
    ...round,
    transactionId: `${roundId}:win`,
    amount: result.win,
    roundEnded: true,
  });
  if (paid.status === 'ERROR') throw new Error(`demo studio credit refused: ${paid.code}`);
  const { seed } = result;
  return {
    ok: true,
    spin: n,
    stake: DEMO_STAKE,
    multiplier: result.hundredths / 100,
    win: result.win,
    coin: paid.balance,
    seedId: seed.id,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: seed.nonce,
  } satisfies SpinOutcome;
}
