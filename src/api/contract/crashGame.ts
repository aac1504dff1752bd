import { fairMessage } from './fairGame';

/**
 * The arcade crash game (docs/games.md "Crash"): a multiplier climbs from 1.00× along a published curve and the
 * round crashes at a point fixed when the stake is taken; the player cashes out before it (by hand, or at a target
 * set before the round) to win stake × multiplier. Shared by the server (node:crypto) and the verify page (Web
 * Crypto).
 *
 * Provably fair: the first 52 bits of HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`) are a number h in
 * [0, 2^52); the crash point in hundredths is floor(97 · 2^52 / (2^52 − h)), at most CRASH_MAX; below 1.00× the
 * round is an instant crash, kept as 0 (shown as 1.00×, nobody can win). So P(crash point ≥ m) = 0.97 / m for every
 * m from 1.00×: the house edge is 3 % whatever the player's target, and 3 % of rounds crash at once.
 */

/** Multipliers are whole hundredths: 100 = 1.00×. */
export const CRASH_RTP = 0.97;
/** The highest crash point, 1,000.00×: a round ends at it (about 115 s) and a win is bounded. */
export const CRASH_MAX = 100_000;
/** An automatic target is at least 1.01× (1.00× would only give the stake back) and at most the highest point. */
export const CRASH_MIN_TARGET = 101;
/** Stakes in centavos: whole pesos from ₱1 to ₱100, the arcade's table limits. */
export const CRASH_MIN_STAKE = 100;
export const CRASH_MAX_STAKE = 10_000;
/** The stakes the page offers, in centavos. */
export const CRASH_CHIPS = [500, 1_000, 2_000, 5_000, 10_000] as const;
/**
 * The published curve: the multiplier after t ms of a round is floor(100 · e^(CRASH_GROWTH · t)) hundredths
 * (2× after 11.6 s, 10× after 38.4 s, 100× after 76.8 s).
 */
export const CRASH_GROWTH = 0.00006;

const TWO_52 = 2 ** 52;
/** The crash point of a round that crashes at once. */
export const INSTANT_CRASH = 0;

/**
 * The crash point (hundredths) of a digest's first 52 bits. Every figure here is exact in a double (h < 2^52,
 * 97 · 2^52), and the division is IEEE's correctly rounded one: the server and every browser get the same point.
 */
export function crashPointOfDigest(digest: Uint8Array): number {
  let h = 0;
  for (let i = 0; i < 6; i++) h = h * 256 + (digest[i] ?? 0);
  h = h * 16 + ((digest[6] ?? 0) >> 4);
  const point = Math.floor((97 * TWO_52) / (TWO_52 - h));
  return point < 100 ? INSTANT_CRASH : Math.min(CRASH_MAX, point);
}

/** A round's crash point with any HMAC-SHA256 (server: node:crypto; browser: Web Crypto). */
export async function crashPoint(
  hmac: (key: string, message: string) => Promise<Uint8Array>,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Promise<number> {
  return crashPointOfDigest(await hmac(serverSeed, fairMessage(clientSeed, nonce)));
}

/** The multiplier (hundredths) shown `ms` after the round started. */
export const multiplierAt = (ms: number): number =>
  ms <= 0 ? 100 : Math.floor(100 * Math.exp(CRASH_GROWTH * ms) + 1e-9);

/** The first whole millisecond at which the curve reaches `multiplier` (hundredths). */
export function timeToReach(multiplier: number): number {
  if (multiplier <= 100) return 0;
  let ms = Math.max(0, Math.ceil(Math.log(multiplier / 100) / CRASH_GROWTH) - 2);
  while (multiplierAt(ms) < multiplier) ms++;
  return ms;
}

/**
 * When, after the start, a round crashes: the first millisecond the curve passes its crash point (at once for an
 * instant crash). A cash-out arriving before it is paid at the curve's multiplier, which is then ≤ the crash point.
 */
export const crashTime = (point: number): number => (point === INSTANT_CRASH ? 0 : timeToReach(point + 1));

/** Whether an automatic target wins: the curve reaches it while the round still runs. */
export const targetWins = (target: number | null, point: number): target is number =>
  target !== null && target <= point;

/** What a cash-out at `multiplier` pays back for `stake` (centavos, floored to the centavo). */
export const cashOutWin = (stake: number, multiplier: number): number => Math.floor((stake * multiplier) / 100);

/** A multiplier as the page and the verify page show it: 2.35× (an instant crash as 1.00×). */
export const formatMultiplier = (hundredths: number): string => `${(Math.max(100, hundredths) / 100).toFixed(2)}×`;
