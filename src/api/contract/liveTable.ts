import { fairMessage, rollOfDigest } from './fairGame';

/**
 * The live Perya Wheel (docs/games.md "Live Perya Wheel"): one wheel per table (a game of the Live type) that every
 * player at the table watches together. Rounds run on a fixed clock schedule, so every server instance agrees on the
 * current round without asking another: round n opens at n × LIVE_PERIOD_MS (ms since the Unix epoch), bets close
 * LIVE_BETTING_MS later, the wheel is drawn LIVE_DRAW_MS after the opening, and the next round opens at the period's end.
 *
 * Provably fair for a shared round: the server seed of a round is committed (its SHA-256 published) when the round
 * opens and revealed at the draw. The segment is the slot's roll (src/api/contract/fairGame.ts) with the client seed
 * `table-<gameId>` and the round number as the nonce: roll = the first 32-bit word of
 * HMAC-SHA256(serverSeed, `table-<gameId>:<round>`) below FAIR_LIMIT, mod 1000; segment = roll mod 25 (1000 is a
 * multiple of 25, so no segment is favoured). Shared by the server (node:crypto) and the pages (Web Crypto).
 */

export const LIVE_PERIOD_MS = 30_000;

/** Refusals of fairTableRound: no such round on that table, or the round is not drawn yet (its seed still secret). */
export const LIVE_TABLE_ERRCODE = { roundUnknown: 1111, roundNotDrawn: 1112 } as const;
/** Bets are taken during the first 20 s of a round. */
export const LIVE_BETTING_MS = 20_000;
/** The wheel is drawn 4 s after bets close (the "no more bets" pause), leaving 6 s to show the result. */
export const LIVE_DRAW_MS = 24_000;

/** The wheel's colours, from the most frequent to the rarest. */
export const WHEEL_COLORS = ['red', 'blue', 'green', 'gold'] as const;
export type WheelColor = (typeof WHEEL_COLORS)[number];

/**
 * The 25 segments clockwise from the pointer's rest: 12 red, 8 blue, 4 green, 1 gold, spread so no two of a kind
 * touch where it can be avoided.
 */
export const WHEEL_SEGMENTS: readonly WheelColor[] = [
  'gold',
  'red',
  'blue',
  'red',
  'green',
  'red',
  'blue',
  'red',
  'blue',
  'red',
  'green',
  'red',
  'blue',
  'red',
  'blue',
  'red',
  'green',
  'red',
  'blue',
  'red',
  'blue',
  'red',
  'green',
  'red',
  'blue',
];

/** What a winning bet pays back, stake included, per peso staked: every bet returns 96 % on average. */
export const WHEEL_PAYS: Readonly<Record<WheelColor, number>> = { red: 2, blue: 3, green: 6, gold: 24 };

/** Return to player of every bet: (12 × 2) / 25 = (8 × 3) / 25 = (4 × 6) / 25 = (1 × 24) / 25 = 0.96. */
export const LIVE_RTP = 0.96;

/** Stakes per colour in centavos: whole pesos from ₱1 to ₱100. */
export const LIVE_MIN_STAKE = 100;
export const LIVE_MAX_STAKE = 10_000;
/** The chips the page offers, in centavos. */
export const LIVE_CHIPS = [500, 1_000, 2_000, 5_000, 10_000] as const;

export interface WheelBet {
  color: WheelColor;
  /** Centavos. */
  amount: number;
}

/** The round under way at `now` and its moments (ms). */
export function liveRoundAt(now: number) {
  const round = Math.floor(now / LIVE_PERIOD_MS);
  return roundTimes(round);
}

export function roundTimes(round: number) {
  const opensAt = round * LIVE_PERIOD_MS;
  return {
    round,
    opensAt,
    closesAt: opensAt + LIVE_BETTING_MS,
    drawsAt: opensAt + LIVE_DRAW_MS,
    endsAt: opensAt + LIVE_PERIOD_MS,
  };
}

/** The client seed a table's rounds use in place of a player's: the table is the game. */
export const tableSeed = (gameId: number) => `table-${gameId}`;

/** The segment (0–24) a round lands on, with any HMAC-SHA256 (server: node:crypto; browser: Web Crypto). */
export async function wheelSegment(
  hmac: (key: string, message: string) => Promise<Uint8Array>,
  serverSeed: string,
  gameId: number,
  round: number,
): Promise<number> {
  for (let retry = 0; ; retry++) {
    const roll = rollOfDigest(await hmac(serverSeed, fairMessage(tableSeed(gameId), round, retry)));
    if (roll !== null) return roll % WHEEL_SEGMENTS.length;
  }
}

/** What bets pay back in centavos when the wheel shows `segment` (stakes of winning bets included). */
export function wheelWin(bets: readonly WheelBet[], segment: number): number {
  const shown = WHEEL_SEGMENTS[segment];
  return bets.reduce((sum, bet) => (bet.color === shown ? sum + bet.amount * WHEEL_PAYS[bet.color] : sum), 0);
}

export const wheelStake = (bets: readonly WheelBet[]): number => bets.reduce((sum, bet) => sum + bet.amount, 0);
