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
import type { Db } from '../db/connect';
import { colorDiceOf, recordSpin, returnHundredths } from '../game/fair';
import { pesos } from '../game/pesos';
import { COLOR_GAME_ID } from './catalogue';
import { playFairRound } from './fairRound';
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

/** What the player is told when a round does not happen. */
const refused = (reason: ColorRefusal['reason'], stake: number): string =>
  reason === 'funds'
    ? `Not enough balance for a ${pesos(stake)} round. Lower your bets or deposit to keep playing.`
    : reason === 'seed'
      ? 'Your seed pair was changed while this round ran. Nothing was charged: play again.'
      : 'This game session has ended. Go back to the lobby and open the game again.';

/**
 * One round, as one round of the wallet (server/games/fairRound.ts): the stake of every colour bet debited, the
 * dice from the player's committed seed pair and its next nonce, the win credited.
 */
export async function colorGameRound(
  db: Db,
  wallet: WalletClient,
  playKey: string,
  bets: readonly ColorBet[],
  now: number,
): Promise<ColorRound | ColorRefusal> {
  const stake = colorGameStake(bets);
  const played = await playFairRound(db, wallet, {
    providerId: COLOR_GAME_ID,
    playKey,
    stake,
    now,
    async decide(tx, seed, roundId) {
      const dice = await colorDiceOf(seed.serverSeed, seed.clientSeed, seed.nonce);
      const win = colorGameWin(bets, dice);
      await recordSpin(tx, seed, { multiplier: returnHundredths(win, stake), win, roundId, dice }, now);
      return { dice, win };
    },
  });
  if (!played.ok) return { ...played, message: refused(played.reason, stake) };
  const { seed, result } = played;
  return {
    ok: true,
    round: played.n,
    stake,
    win: result.win,
    dice: result.dice,
    coin: played.coin,
    seedId: seed.id,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: seed.nonce,
  };
}
