import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { colorBets } from '../../server/games/colorGame';
import { createRng } from '../../server/seed/random';
import {
  COLOR_BYTE_LIMIT,
  COLOR_CHIPS,
  COLOR_RTP,
  COLORS,
  type ColorBet,
  type ColorDice,
  colorGameDice,
  colorGameStake,
  colorGameWin,
  diceOfDigest,
} from '../../src/api/contract/colorGame';

/** The Color Game's rules and return to player (docs/games.md "Color Game"): pure functions, no database. */

const dice = (a: string, b: string, c: string): ColorDice => [
  COLORS.indexOf(a as never),
  COLORS.indexOf(b as never),
  COLORS.indexOf(c as never),
];

describe('Color Game rules', () => {
  it('a colour bet pays its stake back plus 1× per die showing it, and is lost when none does', () => {
    const red: ColorBet[] = [{ color: 'red', amount: 1_000 }];
    expect(colorGameWin(red, dice('blue', 'green', 'white'))).toBe(0);
    expect(colorGameWin(red, dice('red', 'green', 'white'))).toBe(2_000);
    expect(colorGameWin(red, dice('red', 'red', 'white'))).toBe(3_000);
    expect(colorGameWin(red, dice('red', 'red', 'red'))).toBe(4_000);
  });

  it('several colours are settled one by one: the losing ones are lost, the winning ones paid', () => {
    const bets: ColorBet[] = [
      { color: 'yellow', amount: 500 },
      { color: 'pink', amount: 2_000 },
      { color: 'green', amount: 10_000 },
    ];
    expect(colorGameStake(bets)).toBe(12_500);
    // Yellow on two dice (3 × ₱5), pink on one (2 × ₱20), green on none.
    expect(colorGameWin(bets, dice('yellow', 'pink', 'yellow'))).toBe(1_500 + 4_000);
  });

  it('the stated return to player is exact: 199/216 of every colour bet over the 216 equally likely throws', () => {
    for (const color of COLORS) {
      let returned = 0;
      for (let a = 0; a < 6; a++)
        for (let b = 0; b < 6; b++)
          for (let c = 0; c < 6; c++) returned += colorGameWin([{ color, amount: 216 }], [a, b, c]);
      expect(returned / (216 * 216)).toBe(199 / 216);
    }
    expect(COLOR_RTP).toBeCloseTo(0.921296, 6);
  });

  it('dice come from the digest bytes in order; a byte at or above 252 is skipped, so no colour is favoured', () => {
    const into: number[] = [];
    expect(diceOfDigest(Uint8Array.from([252, 255, 5, 6, 251, 0]), into)).toBe(true);
    expect(into).toEqual([5, 0, 251 % 6]);
    const none: number[] = [];
    expect(diceOfDigest(new Uint8Array(32).fill(COLOR_BYTE_LIMIT), none)).toBe(false);
    expect(none).toEqual([]);
  });

  it('a digest with too few usable bytes continues with the next HMAC message of the same nonce', async () => {
    const messages: string[] = [];
    const hmac = async (_key: string, message: string) => {
      messages.push(message);
      return messages.length === 1 ? Uint8Array.from([253, 1, 254, 2]) : Uint8Array.from([3, 9]);
    };
    expect(await colorGameDice(hmac, 'server', 'client', 7)).toEqual([1, 2, 3]);
    expect(messages).toEqual(['client:7', 'client:7:1']);
  });

  it('the same seeds and nonce always give the same dice (what the verify page recomputes)', async () => {
    const nodeHmac = async (key: string, message: string) =>
      new Uint8Array(createHmac('sha256', key).update(message).digest());
    const first = await colorGameDice(nodeHmac, 'a'.repeat(64), 'juan', 1);
    expect(await colorGameDice(nodeHmac, 'a'.repeat(64), 'juan', 1)).toEqual(first);
    const digest = createHmac('sha256', 'a'.repeat(64)).update('juan:1').digest();
    const usable = [...digest].filter((byte) => byte < COLOR_BYTE_LIMIT).slice(0, 3);
    expect(first).toEqual(usable.map((byte) => byte % 6));
  });

  it('a round takes 1 to 3 distinct colours, whole pesos from ₱1 to ₱100 each', () => {
    expect(colorBets.safeParse([{ color: 'red', amount: 100 }]).success).toBe(true);
    expect(colorBets.safeParse([{ color: 'red', amount: 10_000 }]).success).toBe(true);
    expect(colorBets.safeParse([]).success).toBe(false);
    expect(colorBets.safeParse([{ color: 'red', amount: 99 }]).success).toBe(false);
    expect(colorBets.safeParse([{ color: 'red', amount: 10_100 }]).success).toBe(false);
    expect(colorBets.safeParse([{ color: 'red', amount: 150 }]).success).toBe(false);
    expect(colorBets.safeParse([{ color: 'purple', amount: 100 }]).success).toBe(false);
    expect(
      colorBets.safeParse([
        { color: 'red', amount: 100 },
        { color: 'red', amount: 100 },
      ]).success,
    ).toBe(false);
    const four = ['red', 'blue', 'green', 'white'].map((color) => ({ color, amount: 100 }));
    expect(colorBets.safeParse(four).success).toBe(false);
    expect(colorBets.safeParse(four.slice(0, 3)).success).toBe(true);
  });
});

describe('Color Game return to player, simulated', () => {
  /**
   * 1,000,000 rounds through the real dice mapping and pay table, the digests drawn from a seeded generator (as
   * uniform as HMAC-SHA256's): each round bets 1 to 3 random colours with random chips. One unit staked on a colour
   * returns 0, 2, 3 or 4 units with a standard deviation of 1.113; about 2,000,000 bets whose chips vary (mean
   * square over squared mean 1.9) give the measured return a standard error of about 0.0011 (bets of one round
   * are negatively correlated, which only lowers it). The tolerance, 0.005, is over 4.5 standard errors: a fair
   * engine misses it less than once in 100,000 seeds, while paying a double 2:1 (99.1 %) or the stake back on a
   * loss is far outside it. The faces are checked too: each within 0.001 of 1/6 over 3,000,000 dice (4.6 standard
   * errors), which the modulo bias of a plain `byte % 6` (43/256 for four faces) would break.
   */
  it('1,000,000 rounds return 92.13 % within 0.005, and every colour shows on a sixth of the dice', () => {
    const ROUNDS = 1_000_000;
    const rng = createRng('color-game-rtp');
    const digest = new Uint8Array(32);
    const words = new DataView(digest.buffer);
    const faces = [0, 0, 0, 0, 0, 0];
    let staked = 0;
    let returned = 0;
    const rolled: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (let w = 0; w < 8; w++) words.setUint32(w * 4, Math.floor(rng.next() * 4294967296));
      rolled.length = 0;
      if (!diceOfDigest(digest, rolled)) continue;
      const thrown = rolled as unknown as ColorDice;
      for (const face of thrown) faces[face]! += 1;
      const count = 1 + Math.floor(rng.next() * 3);
      const bets: ColorBet[] = [];
      let first = Math.floor(rng.next() * 6);
      for (let i = 0; i < count; i++) {
        bets.push({ color: COLORS[first]!, amount: COLOR_CHIPS[Math.floor(rng.next() * COLOR_CHIPS.length)]! });
        first = (first + 1 + Math.floor(rng.next() * 2)) % 6;
      }
      staked += colorGameStake(bets);
      returned += colorGameWin(bets, thrown);
    }
    expect(Math.abs(returned / staked - COLOR_RTP)).toBeLessThan(0.005);
    const thrownDice = faces.reduce((a, b) => a + b, 0);
    expect(thrownDice).toBeGreaterThan(2_999_000);
    for (const count of faces) expect(Math.abs(count / thrownDice - 1 / 6)).toBeLessThan(0.001);
  });
});
