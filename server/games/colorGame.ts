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
import { colorDiceOf, recordSpin } from '../game/fair';
import { COLOR_GAME_ID } from './catalogue';
import { playFairRound, refusalOf, returnHundredths, type StudioRefusal, studioPlayKey, tableBets } from './fairRound';
import type { WalletClient } from './walletClient';

/**
 * The in-house Color Game studio (docs/games.md "Color Game"). Like a third-party studio it keeps its own sessions
 * and provably fair seeds and moves money only by signed wallet calls: each round is one wallet round
 * `<session>:<n>`, its colour bets one debit (`…:bet`), its win (0 included) one credit (`…:win`) that ends it.
 */

/** A round's bets: each colour at most once, whole pesos within the table limits, at most COLOR_MAX_COLORS. */
export const colorBets = tableBets('color', COLORS, {
  min: COLOR_MIN_STAKE,
  max: COLOR_MAX_STAKE,
  most: COLOR_MAX_COLORS,
});

export const colorPlayBody = z.strictObject({ key: studioPlayKey, bets: colorBets });

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
): Promise<ColorRound | StudioRefusal> {
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
  if (!played.ok) return refusalOf(played, stake);
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
