import { fairMessage } from './fairGame';

/**
 * The Color Game (docs/games.md "Color Game"), the perya's dice game: three dice whose six faces are six colours;
 * the player bets on colours, each bet pays 1:1 per die showing its colour (the stake back plus 1× per matching
 * die) and is lost when no die shows it. Shared by the server (node:crypto) and the verify page (Web Crypto).
 *
 * Provably fair: die values come from the bytes of HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`) in order,
 * each byte below COLOR_BYTE_LIMIT giving `byte % 6` (rejection sampling: no colour favoured); a byte at or above
 * it is skipped, and should a digest run out the next one is HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:1`)…
 */

/** The board, in the order of the table and of the die values 0–5. */
export const COLORS = ['yellow', 'white', 'pink', 'blue', 'red', 'green'] as const;
export type Color = (typeof COLORS)[number];
export type ColorDice = readonly [number, number, number];

export const COLOR_DICE = 3;
/** The largest multiple of 6 not above 256: bytes at or above it are skipped. */
export const COLOR_BYTE_LIMIT = 252;

/** Stakes per colour in centavos: whole pesos from ₱1 to ₱100 (a table limit, like the perya's). */
export const COLOR_MIN_STAKE = 100;
export const COLOR_MAX_STAKE = 10_000;
/**
 * At most three colours a round: covering more than half the board only passes stakes from one colour to another
 * (every colour bet loses the same 7.9 % on average), so the table stops at half.
 */
export const COLOR_MAX_COLORS = 3;
/** The chips the page offers, in centavos. */
export const COLOR_CHIPS = [500, 1_000, 2_000, 5_000, 10_000] as const;

/**
 * Return to player of every colour bet, exactly 199/216 (92.13 %): with fair dice a colour shows on one die with
 * probability 75/216 (pays 2×), on two 15/216 (3×), on three 1/216 (4×), on none 125/216.
 */
export const COLOR_RTP = 199 / 216;

export interface ColorBet {
  color: Color;
  /** Centavos. */
  amount: number;
}

/** Die values (0–5) taken from a digest's bytes, appended to `into` until three; false when the digest ran out. */
export function diceOfDigest(digest: Uint8Array, into: number[]): boolean {
  for (const byte of digest) {
    if (into.length === COLOR_DICE) return true;
    if (byte < COLOR_BYTE_LIMIT) into.push(byte % COLORS.length);
  }
  return into.length === COLOR_DICE;
}

/** The three dice of a round, with any HMAC-SHA256 (server: node:crypto; browser: Web Crypto). */
export async function colorGameDice(
  hmac: (key: string, message: string) => Promise<Uint8Array>,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Promise<ColorDice> {
  const dice: number[] = [];
  for (let round = 0; !diceOfDigest(await hmac(serverSeed, fairMessage(clientSeed, nonce, round)), dice); round++);
  return [dice[0] ?? 0, dice[1] ?? 0, dice[2] ?? 0];
}

/** How many dice show the colour. */
export const matchesOf = (dice: ColorDice, color: Color): number => {
  const face = COLORS.indexOf(color);
  return dice.filter((d) => d === face).length;
};

/** What a round pays back in centavos (stakes of winning colours included; 0 when every colour lost). */
export function colorGameWin(bets: readonly ColorBet[], dice: ColorDice): number {
  let win = 0;
  for (const bet of bets) {
    const matches = matchesOf(dice, bet.color);
    if (matches > 0) win += bet.amount * (1 + matches);
  }
  return win;
}

/** The stake of a round: the sum of its colour bets. */
export const colorGameStake = (bets: readonly ColorBet[]): number => bets.reduce((sum, bet) => sum + bet.amount, 0);
