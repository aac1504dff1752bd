import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baccaratBets } from '../../server/games/baccarat';
import { createRng } from '../../server/seed/random';
import {
  BACCARAT_RTP,
  type BaccaratBet,
  baccaratShoe,
  baccaratStake,
  baccaratWin,
  bankerDraws,
  type Card,
  cardsOfDigest,
  coupOf,
  MAX_CARDS,
  OUTCOME_CHANCE,
  outcomeOf,
  pointOf,
  SHOE_CARDS,
  SPOTS,
  type Spot,
  totalOf,
} from '../../src/api/contract/baccarat';

/** Baccarat's rules and return to player (docs/games.md "The in-house card room: Baccarat"): pure functions, no database. */

/** A card of the given point value (0 as a ten) in spades. */
const v = (points: number): Card => (points === 0 ? 9 : points - 1);
const shoe = (...points: number[]) => points.map(v);

describe('Baccarat rules', () => {
  it('cards count ace 1, two to nine their pips, tens and faces 0; a hand counts modulo 10', () => {
    expect([0, 1, 8, 9, 10, 11, 12, 13, 25, 51].map(pointOf)).toEqual([1, 2, 9, 0, 0, 0, 0, 1, 0, 0]);
    expect(totalOf([8, 7])).toBe(7); // 9 + 8
    expect(totalOf([12, 11, 0])).toBe(1);
  });

  it('a natural on either side stops the deal', () => {
    // Player 8 (3 + 5) against Banker 3: neither draws.
    expect(coupOf(shoe(3, 1, 5, 2, 9, 9))).toMatchObject({ player: shoe(3, 5), banker: shoe(1, 2) });
    // Banker 9 against Player 2: the Player does not draw.
    expect(coupOf(shoe(1, 4, 1, 5, 9, 9)).dealt).toHaveLength(4);
  });

  it('the Player draws on 0–5 and stands on 6–7; a Banker facing a standing Player draws on 0–5', () => {
    // Player 6 stands, Banker 5 draws the fifth card.
    expect(coupOf(shoe(3, 2, 3, 3, 4, 9))).toMatchObject({ player: shoe(3, 3), banker: shoe(2, 3, 4) });
    // Player 7 stands, Banker 6 stands.
    expect(coupOf(shoe(3, 3, 4, 3, 9, 9)).dealt).toHaveLength(4);
    // Player 5 draws the fifth card; Banker 7 stands whatever it is.
    expect(coupOf(shoe(2, 3, 3, 4, 6, 9))).toMatchObject({ player: shoe(2, 3, 6), banker: shoe(3, 4) });
  });

  it("the Banker's tableau after the Player's third card", () => {
    const draws = (total: number) =>
      Array.from({ length: 10 }, (_, third) => (bankerDraws(total, third) ? third : null)).filter((x) => x !== null);
    expect(draws(2)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(draws(3)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 9]);
    expect(draws(4)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(draws(5)).toEqual([4, 5, 6, 7]);
    expect(draws(6)).toEqual([6, 7]);
    expect(draws(7)).toEqual([]);
    // Player 0 draws a 6; Banker 6 then draws too, the sixth card.
    expect(coupOf(shoe(0, 3, 0, 3, 6, 1))).toMatchObject({ player: shoe(0, 0, 6), banker: shoe(3, 3, 1) });
  });

  it('Player pays 1:1, Banker 0.95:1, Tie 8:1; on a tie Player and Banker bets come back', () => {
    const bets: BaccaratBet[] = [
      { spot: 'player', amount: 1_000 },
      { spot: 'banker', amount: 2_000 },
      { spot: 'tie', amount: 500 },
    ];
    expect(baccaratStake(bets)).toBe(3_500);
    expect(baccaratWin(bets, 'player')).toBe(2_000);
    expect(baccaratWin(bets, 'banker')).toBe(3_900);
    expect(baccaratWin(bets, 'tie')).toBe(1_000 + 2_000 + 4_500);
    expect(baccaratWin([{ spot: 'banker', amount: 100 }], 'banker')).toBe(195);
    expect(outcomeOf({ player: shoe(4, 5), banker: shoe(9) })).toBe('tie');
  });

  it('the stated chances are exact for a full 8-deck shoe, enumerated over the values drawn without replacement', () => {
    // Values 0 (tens and faces: 16 a deck) and 1–9 (4 a deck), 8 decks; a deal stops when the coup is complete.
    const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
    const chance: Record<Spot, number> = { player: 0, banker: 0, tie: 0 };
    const deal = (drawn: number[], p: number) => {
      if (drawn.length >= 4) {
        const coup = coupOf([...drawn.map(v), -1, -1].slice(0, MAX_CARDS));
        if (!coup.dealt.includes(-1)) {
          chance[outcomeOf(coup)] += p;
          return;
        }
      }
      const left = SHOE_CARDS - drawn.length;
      for (let value = 0; value < 10; value++) {
        const n = counts[value]!;
        if (n === 0) continue;
        counts[value] = n - 1;
        deal([...drawn, value], (p * n) / left);
        counts[value] = n;
      }
    };
    deal([], 1);
    for (const spot of SPOTS) expect(chance[spot]).toBeCloseTo(OUTCOME_CHANCE[spot], 9);
    expect(BACCARAT_RTP.banker).toBeCloseTo(0.98942, 5);
    expect(BACCARAT_RTP.player).toBeCloseTo(0.98765, 5);
    expect(BACCARAT_RTP.tie).toBeCloseTo(0.8564, 4);
  });

  it('cards leave the shoe by 32-bit words below the limit of the cards left; a word at or above it is skipped', () => {
    const digest = new Uint8Array(32);
    const words = new DataView(digest.buffer);
    const write = (values: number[]) => {
      for (const [i, w] of values.entries()) words.setUint32(i * 4, w);
    };
    // 0xffffffff is above every limit and is skipped; 416 is position 0 again (416 % 416).
    write([0xffffffff, 0, 416, 1, 52, 0xffffffff, 2, 3]);
    const into: Card[] = [];
    expect(cardsOfDigest(digest, into, [])).toBe(true);
    // Position 0 (card 0) taken; then 1 + 416 % 415 = position 2 (card 2); then 2 + 1 = 3; then 3 + 52 % 413 = 55
    // (card 3); then 4 + 2 = 6; then 5 + 3 = 8.
    expect(into).toEqual([0, 2, 3, 55 % 52, 6, 8]);
    // A swap: the second draw at offset 0 takes the card the first draw left in its place.
    const again: Card[] = [];
    write([5, 0, 0, 0, 0, 0, 0, 0]);
    cardsOfDigest(digest, again, []);
    expect(again).toEqual([5, 1, 2, 3, 4, 0]);
  });

  it('the same seeds and nonce always shuffle the same cards; a used-up digest continues with the next message', async () => {
    const nodeHmac = async (key: string, message: string) =>
      new Uint8Array(createHmac('sha256', key).update(message).digest());
    const first = await baccaratShoe(nodeHmac, 'a'.repeat(64), 'juan', 1);
    expect(first).toHaveLength(MAX_CARDS);
    expect(await baccaratShoe(nodeHmac, 'a'.repeat(64), 'juan', 1)).toEqual(first);
    const messages: string[] = [];
    const skipped = async (_key: string, message: string) => {
      messages.push(message);
      const digest = new Uint8Array(32).fill(messages.length === 1 ? 0xff : 0);
      return digest;
    };
    expect(await baccaratShoe(skipped, 's', 'client', 7)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(messages).toEqual(['client:7', 'client:7:1']);
  });

  it('a round takes 1 to 3 distinct spots, whole pesos from ₱1 to ₱100 each', () => {
    expect(baccaratBets.safeParse([{ spot: 'banker', amount: 100 }]).success).toBe(true);
    expect(baccaratBets.safeParse(SPOTS.map((spot) => ({ spot, amount: 10_000 }))).success).toBe(true);
    expect(baccaratBets.safeParse([]).success).toBe(false);
    expect(baccaratBets.safeParse([{ spot: 'tie', amount: 99 }]).success).toBe(false);
    expect(baccaratBets.safeParse([{ spot: 'tie', amount: 10_100 }]).success).toBe(false);
    expect(baccaratBets.safeParse([{ spot: 'tie', amount: 150 }]).success).toBe(false);
    expect(baccaratBets.safeParse([{ spot: 'dragon', amount: 100 }]).success).toBe(false);
    expect(
      baccaratBets.safeParse([
        { spot: 'player', amount: 100 },
        { spot: 'player', amount: 100 },
      ]).success,
    ).toBe(false);
  });
});

describe('Baccarat return to player, simulated', () => {
  /**
   * 1,000,000 coups through the real shuffle, deal and pay table, the digests drawn from a seeded generator (as
   * uniform as HMAC-SHA256's), one unit on each spot every coup. Per unit staked the Player bet's return has a
   * standard deviation of 0.95, the Banker's 0.93, the Tie's 2.64: standard errors of 0.00095, 0.00093 and 0.0026
   * over a million coups. The tolerances (0.0045, 0.0045, 0.012) are about 4.6 standard errors: a fair engine misses
   * one less than once in 100,000 seeds, while Banker paid without commission (+4.6 %) or Tie at 9:1 (+9.5 %) is far
   * outside them. The chance of a tie is checked to 0.0015 (5 standard errors), and each of the 52 cards to 0.0005 of
   * 1/52 over some 4.9 million dealt (a bias of one card in 416, say from a plain `word % 416`, is not seen at this
   * size, but a missed swap of the shuffle is).
   */
  it('1,000,000 coups return each bet its stated RTP, and every card is dealt as often', () => {
    const ROUNDS = 1_000_000;
    const rng = createRng('baccarat-rtp');
    const digest = new Uint8Array(32);
    const words = new DataView(digest.buffer);
    const returned: Record<Spot, number> = { player: 0, banker: 0, tie: 0 };
    const outcomes: Record<Spot, number> = { player: 0, banker: 0, tie: 0 };
    const seen = new Array<number>(52).fill(0);
    const cards: Card[] = [];
    const swapped: number[] = [];
    let coups = 0;
    let dealt = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (let w = 0; w < 8; w++) words.setUint32(w * 4, Math.floor(rng.next() * 4294967296));
      cards.length = 0;
      swapped.length = 0;
      if (!cardsOfDigest(digest, cards, swapped)) continue;
      const coup = coupOf(cards);
      for (const card of coup.dealt) seen[card]! += 1;
      dealt += coup.dealt.length;
      const outcome = outcomeOf(coup);
      outcomes[outcome] += 1;
      for (const spot of SPOTS) returned[spot] += baccaratWin([{ spot, amount: 100 }], outcome) / 100;
      coups += 1;
    }
    expect(coups).toBeGreaterThan(999_000);
    expect(Math.abs(returned.player / coups - BACCARAT_RTP.player)).toBeLessThan(0.0045);
    expect(Math.abs(returned.banker / coups - BACCARAT_RTP.banker)).toBeLessThan(0.0045);
    expect(Math.abs(returned.tie / coups - BACCARAT_RTP.tie)).toBeLessThan(0.012);
    expect(Math.abs(outcomes.tie / coups - OUTCOME_CHANCE.tie)).toBeLessThan(0.0015);
    for (const count of seen) expect(Math.abs(count / dealt - 1 / 52)).toBeLessThan(0.0005);
  });
});
