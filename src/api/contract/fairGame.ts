import { weightedIndex } from './weights';

/**
 * The provably fair demo slot's arithmetic, shared by the server (node:crypto) and the verify page (Web Crypto):
 * roll = the first 32-bit word of HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`) below FAIR_LIMIT, mod FAIR_RANGE
 * (rejection sampling: no modulo bias); the roll picks a pay-table line by cumulative weight. docs/trust.md.
 */

/** Pay-table weights out of FAIR_RANGE; multipliers in hundredths (return to player 96 %; no 1× line). */
export const FAIR_PAYTABLE: ReadonlyArray<{ multiplier: number; weight: number }> = [
  { multiplier: 0, weight: 601 },
  { multiplier: 50, weight: 200 },
  { multiplier: 200, weight: 130 },
  { multiplier: 500, weight: 50 },
  { multiplier: 1_000, weight: 15 },
  { multiplier: 5_000, weight: 4 },
];

export const FAIR_RANGE = 1_000;
/** The largest multiple of FAIR_RANGE not above 2^32: words at or above it are skipped. */
export const FAIR_LIMIT = Math.floor(2 ** 32 / FAIR_RANGE) * FAIR_RANGE;

/** The HMAC message of a spin; round > 0 only when all eight words of the previous round were skipped. */
export function fairMessage(clientSeed: string, nonce: number, round = 0): string {
  return round === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${round}`;
}

/** The roll in [0, FAIR_RANGE) from a 32-byte digest, or null when every word is at or above FAIR_LIMIT. */
export function rollOfDigest(digest: Uint8Array): number | null {
  for (let i = 0; i + 4 <= digest.length; i += 4) {
    const word = ((digest[i]! << 24) >>> 0) + (digest[i + 1]! << 16) + (digest[i + 2]! << 8) + digest[i + 3]!;
    if (word < FAIR_LIMIT) return word % FAIR_RANGE;
  }
  return null;
}

/** The pay-table multiplier (hundredths) of a roll. */
export function multiplierOfRoll(roll: number): number {
  return FAIR_PAYTABLE[weightedIndex(FAIR_PAYTABLE, roll)]?.multiplier ?? 0;
}

/** Computes a spin's multiplier with any HMAC-SHA256 (server: node:crypto; browser: Web Crypto). */
export async function fairMultiplier(
  hmac: (key: string, message: string) => Promise<Uint8Array>,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Promise<number> {
  for (let round = 0; ; round++) {
    const roll = rollOfDigest(await hmac(serverSeed, fairMessage(clientSeed, nonce, round)));
    if (roll !== null) return multiplierOfRoll(roll);
  }
}

/** A client seed the player may choose: 1 to 64 letters, digits, `-` or `_`. */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
