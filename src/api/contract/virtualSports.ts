import { fairMessage } from './fairGame';

/**
 * Virtual football (docs/games.md "Virtual football"): a match between two rated teams, the player bets 1X2 (home,
 * draw, away) before kick-off at odds drawn from the teams' ratings with a stated house margin, the match plays out
 * over MATCH_MS of page time and the bet is settled when it ends. Shared by the server (node:crypto) and the
 * verify page (Web Crypto).
 *
 * Provably fair: the score comes from HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`): its first 32-bit word
 * picks the home goals, its second the away goals, each by the inverse of its Poisson distribution laid on the
 * 2^32 words (integer thresholds, so the odds are computed from exactly the chances the words give). The goals'
 * minutes come from the digest's later bytes, each byte below MINUTE_BYTE_LIMIT giving `byte % 90 + 1`
 * (rejection: no minute favoured); a digest run out continues with `${clientSeed}:${nonce}:1`…
 */

export interface Team {
  /** Stable id (what a fixture names). */
  id: string;
  name: string;
  /** Three letters on the scoreboard. */
  short: string;
  /** Shirt colours: the crest is drawn from them. */
  primary: string;
  secondary: string;
  /** Strength on an Elo-like scale: 100 points more is about 28 % more goals for and fewer against. */
  rating: number;
}

export const TEAMS: readonly Team[] = [
  { id: 'manila', name: 'Manila Carabaos', short: 'MNL', primary: '#1f3c88', secondary: '#f5c518', rating: 1720 },
  { id: 'cebu', name: 'Cebu Sharks', short: 'CEB', primary: '#0b7a75', secondary: '#ffffff', rating: 1680 },
  { id: 'davao', name: 'Davao Eagles', short: 'DVO', primary: '#7a1f1f', secondary: '#f2e6d0', rating: 1640 },
  { id: 'iloilo', name: 'Iloilo Herons', short: 'ILO', primary: '#ffffff', secondary: '#2b5fad', rating: 1590 },
  { id: 'baguio', name: 'Baguio Pines', short: 'BAG', primary: '#1d5e2e', secondary: '#d9e8c5', rating: 1560 },
  { id: 'bacolod', name: 'Bacolod Sugar', short: 'BCD', primary: '#e86a1c', secondary: '#1a1a1a', rating: 1530 },
  { id: 'zamboanga', name: 'Zamboanga Vintas', short: 'ZAM', primary: '#c2185b', secondary: '#ffd54f', rating: 1500 },
  { id: 'laguna', name: 'Laguna Lakers', short: 'LAG', primary: '#5b2c83', secondary: '#9fd3f0', rating: 1470 },
];

/** The schedule the page plays through, one match after another: [home, away] indexes of TEAMS. */
export const FIXTURES: readonly (readonly [number, number])[] = [
  [0, 7],
  [3, 4],
  [6, 1],
  [2, 5],
  [4, 0],
  [7, 3],
  [1, 2],
  [5, 6],
];

export const PICKS = ['home', 'draw', 'away'] as const;
export type Pick = (typeof PICKS)[number];

/** The house margin laid on the fair odds: odds = 1 / (chance × (1 + MARGIN)), rounded down to 2 decimals. */
export const MARGIN = 0.06;
/** Goals a side can score at most: the Poisson tail beyond is folded into this many (the chance is ~1e-5 or less). */
export const MAX_GOALS = 9;
/** The match's length in page time (90 minutes shown): the bet is settled when the server's clock passes it. */
export const MATCH_MS = 45_000;
export const MATCH_MINUTES = 90;
/** The largest multiple of 90 not above 256: bytes at or above it are skipped. */
export const MINUTE_BYTE_LIMIT = 180;

/** Stakes in centavos: whole pesos from ₱1 to ₱500. */
export const SPORTS_MIN_STAKE = 100;
export const SPORTS_MAX_STAKE = 50_000;
export const SPORTS_CHIPS = [1_000, 2_000, 5_000, 10_000, 50_000] as const;

/** Mean goals of an even match at home and away (home advantage included). */
const HOME_GOALS = 1.45;
const AWAY_GOALS = 1.15;
/** Rating points over which expected goals grow by a factor e. */
const RATING_SCALE = 400;
const WORD = 2 ** 32;

/** Expected goals of both sides of a fixture. */
export function expectedGoals(fixture: number): { home: number; away: number } {
  const [h, a] = FIXTURES[fixture] ?? [0, 1];
  const diff = (TEAMS[h]?.rating ?? 0) - (TEAMS[a]?.rating ?? 0);
  return { home: HOME_GOALS * Math.exp(diff / RATING_SCALE), away: AWAY_GOALS * Math.exp(-diff / RATING_SCALE) };
}

/**
 * Cumulative thresholds on the 2^32 words: a word below thresholds[k] (and not below thresholds[k-1]) is k goals.
 * The last is 2^32: every word scores something, the tail folded into MAX_GOALS.
 */
export function goalThresholds(mean: number): number[] {
  const thresholds: number[] = [];
  let chance = Math.exp(-mean);
  let cumulative = 0;
  for (let k = 0; k < MAX_GOALS; k++) {
    cumulative += chance;
    thresholds.push(Math.min(WORD, Math.floor(cumulative * WORD)));
    chance = (chance * mean) / (k + 1);
  }
  thresholds.push(WORD);
  return thresholds;
}

export const goalsOfWord = (word: number, thresholds: readonly number[]): number => {
  let k = 0;
  while (word >= (thresholds[k] ?? WORD)) k++;
  return k;
};

interface FixtureBook {
  home: number[];
  away: number[];
  /** Chances of home win, draw, away win, exact over the 2^32 × 2^32 word pairs. */
  chances: Record<Pick, number>;
  /** Odds shown to the player, in hundredths. */
  odds: Record<Pick, number>;
}

const books = new Map<number, FixtureBook>();

/** A fixture's goal thresholds, outcome chances and odds (computed once). */
export function fixtureBook(fixture: number): FixtureBook {
  const known = books.get(fixture);
  if (known) return known;
  const means = expectedGoals(fixture);
  const home = goalThresholds(means.home);
  const away = goalThresholds(means.away);
  const chanceOf = (t: number[], k: number) => ((t[k] ?? WORD) - (k === 0 ? 0 : (t[k - 1] ?? 0))) / WORD;
  const chances = { home: 0, draw: 0, away: 0 };
  for (let h = 0; h <= MAX_GOALS; h++) {
    for (let a = 0; a <= MAX_GOALS; a++) {
      const p = chanceOf(home, h) * chanceOf(away, a);
      if (h > a) chances.home += p;
      else if (h === a) chances.draw += p;
      else chances.away += p;
    }
  }
  const oddsOf = (p: number) => Math.floor(100 / (p * (1 + MARGIN)));
  const book = {
    home,
    away,
    chances,
    odds: { home: oddsOf(chances.home), draw: oddsOf(chances.draw), away: oddsOf(chances.away) },
  };
  books.set(fixture, book);
  return book;
}

/** Return to player of one pick at its shown odds. */
export const pickRtp = (fixture: number, pick: Pick): number => {
  const book = fixtureBook(fixture);
  return (book.chances[pick] * book.odds[pick]) / 100;
};

/**
 * The stated return to player: the mean over every fixture's three picks at the shown odds (a pick's own return
 * is between SPORTS_RTP_RANGE's ends; the fair odds' return 1 / 1.06 = 94.34 % less what rounding down takes).
 */
export const SPORTS_RTP =
  FIXTURES.reduce((sum, _f, i) => sum + PICKS.reduce((s, pick) => s + pickRtp(i, pick), 0), 0) / (FIXTURES.length * 3);
export const SPORTS_RTP_RANGE = (() => {
  const all = FIXTURES.flatMap((_f, i) => PICKS.map((pick) => pickRtp(i, pick)));
  return { min: Math.min(...all), max: Math.max(...all) };
})();

export const outcomeOf = (home: number, away: number): Pick => (home > away ? 'home' : home === away ? 'draw' : 'away');

/** What a settled bet pays in centavos: the stake times the shown odds when its pick came true, else 0. */
export const sportsWin = (stake: number, pick: Pick, fixture: number, home: number, away: number): number =>
  outcomeOf(home, away) === pick ? Math.floor((stake * fixtureBook(fixture).odds[pick]) / 100) : 0;

/** The score from a digest's first two words. */
export function scoreOfDigest(digest: Uint8Array, fixture: number): { home: number; away: number } {
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  const book = fixtureBook(fixture);
  return { home: goalsOfWord(view.getUint32(0), book.home), away: goalsOfWord(view.getUint32(4), book.away) };
}

export interface Goal {
  minute: number;
  side: 'home' | 'away';
}

export interface VirtualMatch {
  fixture: number;
  home: number;
  away: number;
  /** Every goal in the order of play (home first within a minute). */
  goals: Goal[];
}

/** Takes minutes from bytes until `count` are drawn; answers whether it has them all. */
function minutesOf(bytes: Uint8Array, into: number[], count: number): boolean {
  for (const byte of bytes) {
    if (into.length === count) return true;
    if (byte < MINUTE_BYTE_LIMIT) into.push((byte % MATCH_MINUTES) + 1);
  }
  return into.length === count;
}

/** A round's match, with any HMAC-SHA256 (server: node:crypto; browser: Web Crypto). */
export async function virtualMatch(
  hmac: (key: string, message: string) => Promise<Uint8Array>,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  fixture: number,
): Promise<VirtualMatch> {
  const first = await hmac(serverSeed, fairMessage(clientSeed, nonce));
  const { home, away } = scoreOfDigest(first, fixture);
  const minutes: number[] = [];
  let more = minutesOf(first.subarray(8), minutes, home + away);
  for (let round = 1; !more; round++) {
    more = minutesOf(await hmac(serverSeed, fairMessage(clientSeed, nonce, round)), minutes, home + away);
  }
  const goals: Goal[] = minutes.map((minute, i) => ({ minute, side: i < home ? 'home' : 'away' }));
  goals.sort((x, y) => x.minute - y.minute || (x.side === y.side ? 0 : x.side === 'home' ? -1 : 1));
  return { fixture, home, away, goals };
}

/** A match's score as the verify page shows it: "MNL 2 – 1 LAG" (teams by their three letters). */
export function scoreLine(fixture: number, home: number, away: number): string {
  const [h, a] = FIXTURES[fixture] ?? [0, 1];
  return `${TEAMS[h]?.short ?? '?'} ${home} – ${away} ${TEAMS[a]?.short ?? '?'}`;
}
