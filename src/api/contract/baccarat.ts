import { fairMessage } from './fairGame';

/**
 * Baccarat (Punto Banco) against the house (docs/games.md "The in-house card room: Baccarat"): bets on Player (pays 1:1), Banker (0.95:1,
 * a 5 % commission) and Tie (8:1; Player and Banker bets are returned on a tie), the standard third-card rules.
 * Shared by the server (node:crypto) and the verify page (Web Crypto).
 *
 * Provably fair: each round deals from a fresh 8-deck shoe (416 cards, deck order: card `p % 52` at position p),
 * shuffled by the fair bytes: the k-th card dealt is taken from the 416 − k cards still in the shoe (a Fisher–Yates
 * shuffle of its first six places) at index `word % (416 − k)`, the words being the big-endian 32-bit words of
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`) in order; a word at or above the largest multiple of 416 − k
 * not above 2^32 is skipped (no card favoured), and should a digest run out the next one is
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:1`)… Six cards are shuffled out; the deal takes 4 to 6 of them.
 */

/** A card 0–51: suit `card / 13` (SUITS), rank `card % 13` (RANKS). */
export type Card = number;

export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type Suit = (typeof SUITS)[number];
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export const DECKS = 8;
export const SHOE_CARDS = DECKS * 52;
/** The most cards a coup takes: two per hand and a third to each. */
export const MAX_CARDS = 6;

export const SPOTS = ['player', 'banker', 'tie'] as const;
export type Spot = (typeof SPOTS)[number];

/** Stakes per spot in centavos: whole pesos from ₱1 to ₱100 (whole pesos keep the Banker's 0.95 in centavos). */
export const BACCARAT_MIN_STAKE = 100;
export const BACCARAT_MAX_STAKE = 10_000;
/** The chips the page offers, in centavos. */
export const BACCARAT_CHIPS = [500, 1_000, 2_000, 5_000, 10_000] as const;

/** What one unit on each spot returns (stake included) when its side wins, in hundredths. */
export const SPOT_PAYS: Readonly<Record<Spot, number>> = { player: 200, banker: 195, tie: 900 };

/**
 * The chance of each result of a coup from a full 8-deck shoe, exact (enumerated over the card values drawn
 * without replacement, tests/server/baccaratRules.test.ts), and the return to player of each bet that follows.
 */
export const OUTCOME_CHANCE: Readonly<Record<Spot, number>> = {
  player: 0.4462466093,
  banker: 0.4585974226,
  tie: 0.095155968,
};
export const BACCARAT_RTP: Readonly<Record<Spot, number>> = {
  // Player: 2 × P(player) + P(tie); Banker: 1.95 × P(banker) + P(tie); Tie: 9 × P(tie).
  player: 2 * OUTCOME_CHANCE.player + OUTCOME_CHANCE.tie,
  banker: 1.95 * OUTCOME_CHANCE.banker + OUTCOME_CHANCE.tie,
  tie: 9 * OUTCOME_CHANCE.tie,
};

export interface BaccaratBet {
  spot: Spot;
  /** Centavos. */
  amount: number;
}

export interface Coup {
  player: Card[];
  banker: Card[];
  /** The cards in the order dealt: Player, Banker, Player, Banker, then any third cards (Player's first). */
  dealt: Card[];
}

/** A card's point value: ace 1, two to nine their pips, ten and faces 0. */
export const pointOf = (card: Card): number => {
  const rank = card % 13;
  return rank < 9 ? rank + 1 : 0;
};

/** A hand's total: its points modulo 10. */
export function totalOf(hand: readonly Card[]): number {
  let sum = 0;
  for (const card of hand) sum += pointOf(card);
  return sum % 10;
}

/** Whether the Banker draws, by its total and the Player's third card (null when the Player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return playerThird !== 8;
  if (bankerTotal === 4) return playerThird >= 2 && playerThird <= 7;
  if (bankerTotal === 5) return playerThird >= 4 && playerThird <= 7;
  if (bankerTotal === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/**
 * The coup from cards in shoe order: Player, Banker, Player, Banker; a natural (8 or 9 on two cards) on either side
 * stops the deal; else the Player draws on 0–5, then the Banker by the tableau. Takes as many cards as it needs.
 */
export function coupOf(shoe: readonly Card[]): Coup {
  const card = (at: number): Card => {
    const dealt = shoe[at];
    if (dealt === undefined) throw new Error('the shoe ran out of cards');
    return dealt;
  };
  const player = [card(0), card(2)];
  const banker = [card(1), card(3)];
  let next = 4;
  const p = totalOf(player);
  const b = totalOf(banker);
  if (p < 8 && b < 8) {
    let playerThird: number | null = null;
    if (p <= 5) {
      const third = card(next++);
      player.push(third);
      playerThird = pointOf(third);
    }
    if (bankerDraws(b, playerThird)) banker.push(card(next++));
  }
  return { player, banker, dealt: shoe.slice(0, next) };
}

/** Who won the coup. */
export function outcomeOf(coup: Pick<Coup, 'player' | 'banker'>): Spot {
  const p = totalOf(coup.player);
  const b = totalOf(coup.banker);
  return p === b ? 'tie' : p > b ? 'player' : 'banker';
}

/** What one bet pays back in centavos: its side's pay when it wins, the stake on a tie (Player, Banker), else 0. */
export function betReturn(bet: BaccaratBet, outcome: Spot): number {
  if (bet.spot === outcome) return (bet.amount * SPOT_PAYS[bet.spot]) / 100;
  return outcome === 'tie' ? bet.amount : 0;
}

/** What a round pays back in centavos (stakes of winning and pushed bets included). */
export const baccaratWin = (bets: readonly BaccaratBet[], outcome: Spot): number =>
  bets.reduce((sum, bet) => sum + betReturn(bet, outcome), 0);

/** The stake of a round: the sum of its bets. */
export const baccaratStake = (bets: readonly BaccaratBet[]): number => bets.reduce((sum, bet) => sum + bet.amount, 0);

/**
 * Shuffles cards out of the shoe from a digest's 32-bit words, appending to `into` until MAX_CARDS; `swapped` holds
 * the Fisher–Yates swaps as pairs (shoe position, card now there). False when the digest ran out first.
 */
export function cardsOfDigest(digest: Uint8Array, into: Card[], swapped: number[]): boolean {
  const at = (position: number): number => {
    for (let i = swapped.length - 2; i >= 0; i -= 2) if (swapped[i] === position) return swapped[i + 1] ?? position;
    return position;
  };
  for (let i = 0; i + 4 <= digest.length; i += 4) {
    if (into.length === MAX_CARDS) return true;
    const left = SHOE_CARDS - into.length;
    const word = (digest[i]! * 0x1000000 + ((digest[i + 1]! << 16) | (digest[i + 2]! << 8) | digest[i + 3]!)) >>> 0;
    if (word >= Math.floor(0x100000000 / left) * left) continue;
    // Swap the drawn place with the first place still in the shoe (position into.length).
    const drawn = into.length + (word % left);
    const card = at(drawn);
    swapped.push(drawn, at(into.length));
    into.push(card % 52);
  }
  return into.length === MAX_CARDS;
}

/** The six cards shuffled to the top of a round's shoe, with any HMAC-SHA256 (server: node:crypto; browser: Web Crypto). */
export async function baccaratShoe(
  hmac: (key: string, message: string) => Promise<Uint8Array>,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Promise<Card[]> {
  const cards: Card[] = [];
  const swapped: number[] = [];
  for (
    let round = 0;
    !cardsOfDigest(await hmac(serverSeed, fairMessage(clientSeed, nonce, round)), cards, swapped);
    round++
  );
  return cards;
}

/** A round's coup from its seeds and nonce: what the server deals and the verify page recomputes. */
export const baccaratCoup = async (
  hmac: (key: string, message: string) => Promise<Uint8Array>,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Promise<Coup> => coupOf(await baccaratShoe(hmac, serverSeed, clientSeed, nonce));
