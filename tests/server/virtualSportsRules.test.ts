import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sportsBetBody } from '../../server/games/virtualSports';
import { createRng } from '../../server/seed/random';
import {
  FIXTURES,
  fixtureBook,
  goalsOfWord,
  goalThresholds,
  MARGIN,
  MAX_GOALS,
  MINUTE_BYTE_LIMIT,
  outcomeOf,
  PICKS,
  pickRtp,
  SPORTS_RTP,
  SPORTS_RTP_RANGE,
  scoreOfDigest,
  sportsWin,
  virtualMatch,
} from '../../src/api/contract/virtualSports';

/** Virtual football's rules and return to player (docs/games.md "Virtual football"): pure functions, no database. */

const nodeHmac = async (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

describe('virtual football rules', () => {
  it('odds are 1 / (chance × 1.06) rounded down to 2 decimals, so every pick returns at most 94.34 %', () => {
    for (let f = 0; f < FIXTURES.length; f++) {
      const book = fixtureBook(f);
      expect(book.chances.home + book.chances.draw + book.chances.away).toBeCloseTo(1, 12);
      for (const pick of PICKS) {
        const fair = 100 / (book.chances[pick] * (1 + MARGIN));
        expect(book.odds[pick]).toBe(Math.floor(fair));
        expect(pickRtp(f, pick)).toBeLessThanOrEqual(1 / (1 + MARGIN));
        expect(pickRtp(f, pick)).toBeGreaterThan(0.93);
      }
    }
    // The stronger side is the shorter price: Manila (1720) at home to Laguna (1470).
    expect(fixtureBook(0).odds.home).toBeLessThan(fixtureBook(0).odds.away);
    expect(SPORTS_RTP).toBeCloseTo(0.9418, 4);
    expect(SPORTS_RTP_RANGE.min).toBeGreaterThan(0.935);
    expect(SPORTS_RTP_RANGE.max).toBeLessThanOrEqual(1 / 1.06);
  });

  it('a winning pick pays its stake times its shown odds; a losing one nothing', () => {
    const odds = fixtureBook(1).odds;
    expect(outcomeOf(2, 1)).toBe('home');
    expect(outcomeOf(1, 1)).toBe('draw');
    expect(outcomeOf(0, 3)).toBe('away');
    expect(sportsWin(1_000, 'home', 1, 2, 1)).toBe(Math.floor((1_000 * odds.home) / 100));
    expect(sportsWin(1_000, 'draw', 1, 0, 0)).toBe(10 * odds.draw);
    expect(sportsWin(1_000, 'away', 1, 2, 1)).toBe(0);
  });

  it('goals come from a word by the Poisson thresholds on 2^32; the tail folds into the most goals a side scores', () => {
    const t = goalThresholds(1.5);
    expect(t).toHaveLength(MAX_GOALS + 1);
    expect(t.at(-1)).toBe(2 ** 32);
    expect(t[0]).toBe(Math.floor(Math.exp(-1.5) * 2 ** 32));
    for (let k = 1; k < t.length; k++) expect(t[k]!).toBeGreaterThanOrEqual(t[k - 1]!);
    expect(goalsOfWord(0, t)).toBe(0);
    expect(goalsOfWord(t[0]!, t)).toBe(1);
    expect(goalsOfWord(2 ** 32 - 1, t)).toBe(MAX_GOALS);
    const digest = new Uint8Array(32);
    const view = new DataView(digest.buffer);
    view.setUint32(0, t[1]!); // two home goals
    view.setUint32(4, 0); // no away goal
    const book = fixtureBook(3);
    expect(scoreOfDigest(digest, 3)).toEqual({
      home: goalsOfWord(t[1]!, book.home),
      away: 0,
    });
  });

  it('a match is the same from the same seeds and nonce; its goals have minutes 1-90 from the bytes after the words', async () => {
    const seed = 'b'.repeat(64);
    const first = await virtualMatch(nodeHmac, seed, 'juan', 4, 2);
    expect(await virtualMatch(nodeHmac, seed, 'juan', 4, 2)).toEqual(first);
    const digest = createHmac('sha256', seed).update('juan:4').digest();
    expect({ home: first.home, away: first.away }).toEqual(scoreOfDigest(new Uint8Array(digest), 2));
    expect(first.goals).toHaveLength(first.home + first.away);
    expect(first.goals.filter((g) => g.side === 'home')).toHaveLength(first.home);
    const minutes = [...digest.subarray(8)].filter((byte) => byte < MINUTE_BYTE_LIMIT).map((byte) => (byte % 90) + 1);
    expect(first.goals.map((g) => g.minute)).toEqual(minutes.slice(0, first.home + first.away).sort((a, b) => a - b));
    for (let i = 1; i < first.goals.length; i++) {
      expect(first.goals[i]!.minute).toBeGreaterThanOrEqual(first.goals[i - 1]!.minute);
    }
  });

  it('a digest short of usable minute bytes continues with the next HMAC message of the same nonce', async () => {
    const messages: string[] = [];
    const hmac = async (_key: string, message: string) => {
      messages.push(message);
      // First words pick a 9–9 draw (the highest words); the rest of the bytes are all skipped.
      return messages.length === 1 ? new Uint8Array(32).fill(255) : new Uint8Array(32).fill(7);
    };
    const match = await virtualMatch(hmac, 'server', 'client', 9, 0);
    expect([match.home, match.away]).toEqual([MAX_GOALS, MAX_GOALS]);
    expect(match.goals.every((g) => g.minute === 8)).toBe(true);
    expect(messages).toEqual(['client:9', 'client:9:1']);
  });

  it('a bet names a fixture of the schedule, home, draw or away, and whole pesos from ₱1 to ₱500', () => {
    const key = 'a'.repeat(48);
    const ok = { key, fixture: 0, pick: 'draw', stake: 100 };
    expect(sportsBetBody.safeParse(ok).success).toBe(true);
    expect(sportsBetBody.safeParse({ ...ok, stake: 50_000 }).success).toBe(true);
    expect(sportsBetBody.safeParse({ ...ok, stake: 50_100 }).success).toBe(false);
    expect(sportsBetBody.safeParse({ ...ok, stake: 150 }).success).toBe(false);
    expect(sportsBetBody.safeParse({ ...ok, fixture: FIXTURES.length }).success).toBe(false);
    expect(sportsBetBody.safeParse({ ...ok, pick: 'over' }).success).toBe(false);
    expect(sportsBetBody.safeParse({ ...ok, extra: 1 }).success).toBe(false);
  });
});

describe('virtual football return to player, simulated', () => {
  /**
   * 1,000,000 matches through the real score mapping and pay table, the words drawn from a seeded generator (as
   * uniform as HMAC-SHA256's), the schedule's fixtures in turn, one unit on each of the three picks of every match.
   * A match returns the shown odds of its outcome; over the schedule its variance is about 3.2 units², so 3,000,000
   * units staked give the measured return a standard error of about 0.0006. The tolerance, 0.003, is 5 standard
   * errors: a fair engine misses it about once in 3,000,000 seeds, while odds with no margin (99.9 %) or a margin
   * of 5 % (95.1 %) are outside it. Each fixture's outcome frequencies are checked against its chances too (within
   * 0.007, 5 standard errors over 125,000 matches).
   */
  it('1,000,000 matches return the stated 94.18 % within 0.003, and outcomes come at their chances', () => {
    const MATCHES = 1_000_000;
    const rng = createRng('virtual-sports-rtp');
    const books = FIXTURES.map((_f, i) => fixtureBook(i));
    const counts = FIXTURES.map(() => ({ home: 0, draw: 0, away: 0 }));
    let staked = 0;
    let returned = 0;
    for (let m = 0; m < MATCHES; m++) {
      const f = m % FIXTURES.length;
      const book = books[f]!;
      const home = goalsOfWord(Math.floor(rng.next() * 4294967296), book.home);
      const away = goalsOfWord(Math.floor(rng.next() * 4294967296), book.away);
      const outcome = outcomeOf(home, away);
      counts[f]![outcome] += 1;
      staked += 300;
      for (const pick of PICKS) returned += sportsWin(100, pick, f, home, away);
    }
    expect(Math.abs(returned / staked - SPORTS_RTP)).toBeLessThan(0.003);
    const perFixture = MATCHES / FIXTURES.length;
    counts.forEach((count, f) => {
      for (const pick of PICKS)
        expect(Math.abs(count[pick] / perFixture - books[f]!.chances[pick])).toBeLessThan(0.007);
    });
  });
});
