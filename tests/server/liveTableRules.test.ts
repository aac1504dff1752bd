import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { liveBets } from '../../server/games/liveTable';
import { createRng } from '../../server/seed/random';
import { FAIR_LIMIT, rollOfDigest } from '../../src/api/contract/fairGame';
import {
  LIVE_BETTING_MS,
  LIVE_CHIPS,
  LIVE_DRAW_MS,
  LIVE_PERIOD_MS,
  LIVE_RTP,
  liveRoundAt,
  WHEEL_COLORS,
  WHEEL_PAYS,
  WHEEL_SEGMENTS,
  type WheelBet,
  wheelSegment,
  wheelStake,
  wheelWin,
} from '../../src/api/contract/liveTable';

/** The live Perya Wheel's rules, schedule and return to player (docs/games.md "Live Perya Wheel"): no database. */

const nodeHmac = async (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

describe('live Perya Wheel rules', () => {
  it('the wheel has 25 segments: 12 red, 8 blue, 4 green and 1 gold', () => {
    const count = (c: string) => WHEEL_SEGMENTS.filter((s) => s === c).length;
    expect(WHEEL_SEGMENTS).toHaveLength(25);
    expect(WHEEL_COLORS.map(count)).toEqual([12, 8, 4, 1]);
  });

  it('a bet pays its stake times the colour’s pay when the wheel shows it, and is lost otherwise', () => {
    const gold = WHEEL_SEGMENTS.indexOf('gold');
    const green = WHEEL_SEGMENTS.indexOf('green');
    const bets: WheelBet[] = [
      { color: 'red', amount: 1_000 },
      { color: 'gold', amount: 500 },
    ];
    expect(wheelStake(bets)).toBe(1_500);
    expect(wheelWin(bets, gold)).toBe(12_000);
    expect(wheelWin(bets, WHEEL_SEGMENTS.indexOf('red'))).toBe(2_000);
    expect(wheelWin(bets, green)).toBe(0);
  });

  it('the stated return to player is exact: every colour returns 96 % over the 25 equally likely segments', () => {
    for (const color of WHEEL_COLORS) {
      let returned = 0;
      for (let s = 0; s < 25; s++) returned += wheelWin([{ color, amount: 100 }], s);
      expect(returned / (25 * 100)).toBeCloseTo(LIVE_RTP, 12);
      expect(WHEEL_PAYS[color]).toBeGreaterThan(1);
    }
  });

  it('rounds follow the clock: round n opens at n × 30 s, bets close at 20 s, the draw at 24 s', () => {
    const at = Date.UTC(2026, 11, 1, 4, 0, 7);
    const r = liveRoundAt(at);
    expect(r.opensAt).toBeLessThanOrEqual(at);
    expect(r.endsAt).toBeGreaterThan(at);
    expect(r.opensAt % LIVE_PERIOD_MS).toBe(0);
    expect(r.closesAt - r.opensAt).toBe(LIVE_BETTING_MS);
    expect(r.drawsAt - r.opensAt).toBe(LIVE_DRAW_MS);
    expect(liveRoundAt(r.endsAt).round).toBe(r.round + 1);
    expect(liveRoundAt(r.endsAt - 1).round).toBe(r.round);
  });

  it('the segment is the slot’s roll of HMAC(seed, "table-<game>:<round>") mod 25, the same every time', async () => {
    const seed = 'b'.repeat(64);
    const segment = await wheelSegment(nodeHmac, seed, 7, 59_000_123);
    expect(await wheelSegment(nodeHmac, seed, 7, 59_000_123)).toBe(segment);
    const digest = createHmac('sha256', seed).update('table-7:59000123').digest();
    const word = digest.readUInt32BE(0);
    // Recomputed by hand, as a player would, from the first word below the limit.
    const expected = word < FAIR_LIMIT ? (word % 1000) % 25 : (rollOfDigest(new Uint8Array(digest)) ?? 0) % 25;
    expect(segment).toBe(expected);
  });

  it('a digest whose words are all past the limit continues with the next message of the round', async () => {
    const messages: string[] = [];
    const hmac = async (_key: string, message: string) => {
      messages.push(message);
      return messages.length === 1 ? new Uint8Array(32).fill(255) : Uint8Array.from([0, 0, 0, 53]);
    };
    expect(await wheelSegment(hmac, 'seed', 3, 10)).toBe(53 % 25);
    expect(messages).toEqual(['table-3:10', 'table-3:10:1']);
  });

  it('a request takes 1 to 4 distinct colours, whole pesos from ₱1 to ₱100 each', () => {
    expect(liveBets.safeParse([{ color: 'gold', amount: 100 }]).success).toBe(true);
    expect(liveBets.safeParse(WHEEL_COLORS.map((color) => ({ color, amount: 10_000 }))).success).toBe(true);
    expect(liveBets.safeParse([]).success).toBe(false);
    expect(liveBets.safeParse([{ color: 'red', amount: 99 }]).success).toBe(false);
    expect(liveBets.safeParse([{ color: 'red', amount: 10_100 }]).success).toBe(false);
    expect(liveBets.safeParse([{ color: 'red', amount: 150 }]).success).toBe(false);
    expect(liveBets.safeParse([{ color: 'pink', amount: 100 }]).success).toBe(false);
    expect(
      liveBets.safeParse([
        { color: 'red', amount: 100 },
        { color: 'red', amount: 100 },
      ]).success,
    ).toBe(false);
  });
});

describe('live Perya Wheel return to player, simulated', () => {
  /**
   * 1,000,000 rounds through the real roll and pay table, the digests drawn from a seeded generator (as uniform as
   * HMAC-SHA256's), each round one bet on a random colour with a random chip. One unit staked varies by its colour
   * (variance 1.0 on red, 1.96 on blue, 4.84 on green, 22.1 on gold: 7.5 on average); chips whose mean square is
   * 1.9 × their squared mean give the measured return a standard error of about 0.0038. The tolerance, 0.02, is over
   * 5 standard errors: a fair wheel misses it less than once in a million seeds, while a wheel returning 100 % (or
   * 92 %) is outside it. Every segment is checked too: each within 0.0012 of 1/25 over 1,000,000 draws (6 standard
   * errors); the rejection of words past the limit, which keeps a plain mod from favouring low rolls, has its own test.
   */
  it('1,000,000 rounds return 96 % within 0.02, and every segment comes up a 25th of the time', () => {
    const ROUNDS = 1_000_000;
    const rng = createRng('live-wheel-rtp');
    const digest = new Uint8Array(32);
    const words = new DataView(digest.buffer);
    const hits = new Array<number>(25).fill(0);
    let staked = 0;
    let returned = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (let w = 0; w < 8; w++) words.setUint32(w * 4, Math.floor(rng.next() * 4294967296));
      const roll = rollOfDigest(digest);
      if (roll === null) continue;
      const segment = roll % 25;
      hits[segment]! += 1;
      const bet: WheelBet = {
        color: WHEEL_COLORS[Math.floor(rng.next() * WHEEL_COLORS.length)]!,
        amount: LIVE_CHIPS[Math.floor(rng.next() * LIVE_CHIPS.length)]!,
      };
      staked += bet.amount;
      returned += wheelWin([bet], segment);
    }
    expect(Math.abs(returned / staked - LIVE_RTP)).toBeLessThan(0.02);
    for (const count of hits) expect(Math.abs(count / ROUNDS - 1 / 25)).toBeLessThan(0.0012);
  });
});
