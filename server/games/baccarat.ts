import { z } from 'zod';
import {
  BACCARAT_MAX_STAKE,
  BACCARAT_MIN_STAKE,
  type BaccaratBet,
  baccaratStake,
  baccaratWin,
  type Card,
  outcomeOf,
  SPOTS,
  type Spot,
} from '../../src/api/contract/baccarat';
import type { Db } from '../db/connect';
import { baccaratCoupOf, recordSpin } from '../game/fair';
import { CARDS_STUDIO_ID } from './catalogue';
import { playFairRound, refusalOf, returnHundredths, type StudioRefusal, studioPlayKey, tableBets } from './fairRound';
import type { WalletClient } from './walletClient';

/**
 * The in-house card room's Baccarat (docs/games.md "The in-house card room: Baccarat"). Like a third-party studio it keeps its own
 * sessions and provably fair seeds and moves money only by signed wallet calls: each coup is one wallet round
 * `<session>:<n>`, its bets one debit (`…:bet`), its return (0 included) one credit (`…:win`) that ends it.
 */

/** A coup's bets: each spot at most once, whole pesos within the table limits. */
export const baccaratBets = tableBets('spot', SPOTS, {
  min: BACCARAT_MIN_STAKE,
  max: BACCARAT_MAX_STAKE,
  most: SPOTS.length,
});

export const baccaratPlayBody = z.strictObject({ key: studioPlayKey, bets: baccaratBets });

export interface BaccaratRound {
  ok: true;
  round: number;
  stake: number;
  win: number;
  player: Card[];
  banker: Card[];
  outcome: Spot;
  coin: number;
  /** The provably fair inputs: the committed seed pair and this round's nonce (docs/trust.md). */
  seedId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/**
 * One coup, as one round of the wallet (server/games/fairRound.ts): the stake of every bet debited, the cards from
 * the player's committed seed pair and its next nonce, the return credited.
 */
export async function baccaratRound(
  db: Db,
  wallet: WalletClient,
  playKey: string,
  bets: readonly BaccaratBet[],
  now: number,
): Promise<BaccaratRound | StudioRefusal> {
  const stake = baccaratStake(bets);
  const played = await playFairRound(db, wallet, {
    providerId: CARDS_STUDIO_ID,
    playKey,
    stake,
    now,
    async decide(tx, seed, roundId) {
      const coup = await baccaratCoupOf(seed.serverSeed, seed.clientSeed, seed.nonce);
      const outcome = outcomeOf(coup);
      const win = baccaratWin(bets, outcome);
      await recordSpin(tx, seed, { multiplier: returnHundredths(win, stake), win, roundId, cards: coup.dealt }, now);
      return { coup, outcome, win };
    },
  });
  if (!played.ok) return refusalOf(played, stake);
  const { seed, result } = played;
  return {
    ok: true,
    round: played.n,
    stake,
    win: result.win,
    player: result.coup.player,
    banker: result.coup.banker,
    outcome: result.outcome,
    coin: played.coin,
    seedId: seed.id,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: seed.nonce,
  };
}
