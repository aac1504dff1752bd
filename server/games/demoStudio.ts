import type { Db } from '../db/connect';
import { recordSpin, spinMultiplierOf } from '../game/fair';
import { pesos } from '../game/pesos';
import { DEMO_STAKE } from '../game/rules';
import { DEMO_STUDIO_ID } from './catalogue';
import { playFairRound } from './fairRound';
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

/** What the player is told when a spin does not happen. */
const REFUSED: Record<SpinRefusal['reason'], string> = {
  session: 'This game session has ended. Go back to the lobby and open the game again.',
  funds: `Not enough balance for a ${pesos(DEMO_STAKE)} spin. Deposit to keep playing.`,
  seed: 'Your seed pair was changed while this spin ran. Nothing was charged: spin again.',
};

/**
 * One spin, as one round of the wallet (server/games/fairRound.ts): the stake debited, the multiplier from the
 * player's committed seed pair and its next nonce, the win (0 included) credited.
 */
export async function studioSpin(
  db: Db,
  wallet: WalletClient,
  playKey: string,
  now: number,
): Promise<SpinOutcome | SpinRefusal> {
  const played = await playFairRound(db, wallet, {
    providerId: DEMO_STUDIO_ID,
    playKey,
    stake: DEMO_STAKE,
    now,
    async decide(tx, seed, roundId) {
      const hundredths = await spinMultiplierOf(seed.serverSeed, seed.clientSeed, seed.nonce);
      const win = Math.round((DEMO_STAKE * hundredths) / 100);
      await recordSpin(tx, seed, { multiplier: hundredths, win, roundId }, now);
      return { hundredths, win };
    },
  });
  if (!played.ok) return { ...played, message: REFUSED[played.reason] };
  const { seed, result } = played;
  return {
    ok: true,
    spin: played.n,
    stake: DEMO_STAKE,
    multiplier: result.hundredths / 100,
    win: result.win,
    coin: played.coin,
    seedId: seed.id,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: seed.nonce,
  };
}
