import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  COLOR_MAX_COLORS,
  COLOR_MAX_STAKE,
  COLOR_MIN_STAKE,
  COLORS,
  type ColorBet,
  type ColorDice,
  colorGameStake,
  colorGameWin,
} from '../../src/api/contract/colorGame';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/connect';
import { gameSessions } from '../db/schema';
import { colorDiceOf, nextNonce, recordSpin, SeedChangedError } from '../game/fair';
import { pesos } from '../game/pesos';
import { COLOR_GAME_ID } from './catalogue';
import type { WalletClient } from './walletClient';

/**
 * The in-house Color Game studio (docs/games.md "Color Game"). Like a third-party studio it keeps its own sessions
 * and provably fair seeds and moves money only by signed wallet calls: each round is one wallet round
 * `<session>:<n>`, its colour bets one debit (`…:bet`), its win (0 included) one credit (`…:win`) that ends it.
 */

/** A round's bets: each colour at most once, whole pesos within the table limits, at most COLOR_MAX_COLORS. */
export const colorBets = z
  .array(
    z.strictObject({
      color: z.enum(COLORS),
      amount: z.number().int().min(COLOR_MIN_STAKE).max(COLOR_MAX_STAKE).multipleOf(100),
    }),
  )
  .min(1)
  .max(COLOR_MAX_COLORS)
  .refine((bets) => new Set(bets.map((b) => b.color)).size === bets.length, 'a colour appears twice');

export const colorPlayBody = z.strictObject({ key: z.string().regex(/^[0-9a-f]{48}$/), bets: colorBets });

export interface ColorRound {
  ok: true;
  round: number;
  stake: number;
  win: number;
  /** Colour indexes of the three dice (COLORS). */
  dice: ColorDice;
  coin: number;
  /** The provably fair inputs: the committed seed pair and this round's nonce (docs/trust.md). */
  seedId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}
export interface ColorRefusal {
  ok: false;
  reason: 'session' | 'funds' | 'seed';
  message: string;
  coin: number | null;
}

const CLOSED: ColorRefusal = {
  ok: false,
  reason: 'session',
  message: 'This game session has ended. Go back to the lobby and open the game again.',
  coin: null,
};

/** A round's return over its stake, in hundredths (what fair_spins keeps as the multiplier). */
const returnHundredths = (win: number, stake: number) => Math.round((win * 100) / stake);

/**
 * One round: the stake of every colour bet is debited first; the dice come from the player's committed seed pair
 * and its next nonce; the win is credited and ends the round. A seed rotation racing the round rolls the stake back.
 */
export async function colorGameRound(
  db: Db,
  wallet: WalletClient,
  playKey: string,
  bets: readonly ColorBet[],
  now: number,
): Promise<ColorRound | ColorRefusal> {
  const stakeAmount = colorGameStake(bets);
  const [session] = await db
    .update(gameSessions)
    .set({ spins: sql`${gameSessions.spins} + 1` })
    .where(
      and(
        eq(gameSessions.playKeyHash, hashToken(playKey)),
        eq(gameSessions.providerId, COLOR_GAME_ID),
        isNull(gameSessions.closedAt),
      ),
    )
    .returning();
  if (!session) return CLOSED;
  const n = session.spins;
  const roundId = `${session.id}:${n}`;
  const round = { playerId: String(session.userId), gameId: session.gameId, roundId, currency: 'PHP' };
  const debit = await wallet.call('debit', {
    ...round,
    sessionToken: playKey,
    transactionId: `${roundId}:bet`,
    amount: stakeAmount,
  });
  if (debit.status === 'ERROR') {
    if (debit.code === 'INSUFFICIENT_FUNDS') {
      return {
        ok: false,
        reason: 'funds',
        message: `Not enough balance for a ${pesos(stakeAmount)} round. Lower your bets or deposit to keep playing.`,
        coin: debit.balance ?? null,
      };
    }
    if (debit.code === 'SESSION_EXPIRED' || debit.code === 'INVALID_TOKEN') return CLOSED;
    throw new Error(`color game debit refused: ${debit.code}`);
  }

  let result: { dice: ColorDice; win: number; seed: Awaited<ReturnType<typeof nextNonce>> };
  try {
    result = await db.transaction(async (tx) => {
      // Provably fair: the player's committed seed pair and its next nonce decide the dice, nothing else.
      const seed = await nextNonce(tx, session.userId, now);
      const dice = await colorDiceOf(seed.serverSeed, seed.clientSeed, seed.nonce);
      const win = colorGameWin(bets, dice);
      await recordSpin(tx, seed, { multiplier: returnHundredths(win, stakeAmount), win, roundId, dice }, now);
      return { dice, win, seed };
    });
  } catch (err) {
    if (!(err instanceof SeedChangedError)) throw err;
    // The round has no dice: its stake goes back before the player hears about it.
    const back = await wallet.call('rollback', {
      playerId: round.playerId,
      gameId: round.gameId,
      roundId,
      transactionId: `${roundId}:cancel`,
      refTransactionId: `${roundId}:bet`,
    });
    if (back.status === 'ERROR') throw new Error(`color game rollback refused: ${back.code}`);
    return {
      ok: false,
      reason: 'seed',
      message: 'Your seed pair was changed while this round ran. Nothing was charged: play again.',
      coin: null,
    };
  }

  const paid = await wallet.call('credit', {
    ...round,
    transactionId: `${roundId}:win`,
    amount: result.win,
    roundEnded: true,
  });
  if (paid.status === 'ERROR') throw new Error(`color game credit refused: ${paid.code}`);
  const { seed } = result;
  return {
    ok: true,
    round: n,
    stake: stakeAmount,
    win: result.win,
    dice: result.dice,
    coin: paid.balance,
    seedId: seed.id,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: seed.nonce,
  };
}
