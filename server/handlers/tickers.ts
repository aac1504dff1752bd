import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { DataOf } from '../../src/api/contract/map';
import type { Db } from '../db/connect';
import { bigWins, users } from '../db/schema';
import { BIG_WIN_WINDOW_MS } from '../game/rules';
import { createRng, type Rng } from '../seed/random';

/** Tickers change every five minutes and are identical for every request inside that window. */
export const TICKER_WINDOW_MS = 5 * 60_000;

/** Globe and Smart mobile prefixes after the leading 09. */
const PREFIXES = [
  '05',
  '06',
  '15',
  '16',
  '17',
  '18',
  '19',
  '26',
  '27',
  '35',
  '45',
  '55',
  '56',
  '66',
  '77',
  '95',
  '96',
  '97',
  '98',
  '99',
];

/** `0917****567`: the middle four digits are never sent. */
export function maskedPhone(rng: Rng): string {
  return `09${rng.pick(PREFIXES)}****${rng.digits(3)}`;
}

/** A player's phone as the ticker shows it: `9171234567` → `0917****567`; no mobile → a stable made-up one. */
export function maskPlayerPhone(userId: number, mobile: string): string {
  if (/^9\d{9}$/.test(mobile)) return `0${mobile.slice(0, 3)}****${mobile.slice(-3)}`;
  return maskedPhone(createRng(`player-phone:${userId}`));
}

type BigWin = DataOf<'lobbyTips'>['jackpotList'][number];

/** Most entries in the big-win ticker (real wins only). */
export const JACKPOT_LIST_SIZE = 20;

/** Real big wins of the demo game within BIG_WIN_WINDOW_MS, newest first. */
export async function recentBigWins(db: Db, now: number): Promise<BigWin[]> {
  const rows = await db
    .select({
      userId: bigWins.userId,
      mobile: users.mobile,
      gameId: bigWins.gameId,
      amount: bigWins.amount,
      wonAt: bigWins.wonAt,
    })
    .from(bigWins)
    .innerJoin(users, eq(users.id, bigWins.userId))
    .where(and(gt(bigWins.wonAt, new Date(now - BIG_WIN_WINDOW_MS)), lte(bigWins.wonAt, new Date(now))))
    .orderBy(desc(bigWins.wonAt), desc(bigWins.id))
    .limit(JACKPOT_LIST_SIZE);
  return rows.map((r) => ({
    phone: maskPlayerPhone(r.userId, r.mobile),
    gameId: r.gameId,
    amount: r.amount,
    timestamp: r.wonAt.getTime(),
  }));
}

function windowStart(now: number): number {
  return now - (now % TICKER_WINDOW_MS);
}

/** Descending timestamps before the window start, 15 s to 3 min apart. */
function timestamps(rng: Rng, start: number, n: number): number[] {
  const out: number[] = [];
  let t = start;
  for (let i = 0; i < n; i++) {
    t -= rng.int(15, 180) * 1000;
    out.push(t);
  }
  return out;
}

type NewYearEntry = DataOf<'lobbyTips'>['newYearList'][number];

/** Real new-year openings (server/activity/newYear.ts), newest first, as the ticker shows them (phones masked). */
export const newYearEntries = (
  rows: readonly { userId: number; mobile: string; amount: number; at: Date }[],
): NewYearEntry[] =>
  rows.map((row) => ({
    phone: maskPlayerPhone(row.userId, row.mobile),
    amount: row.amount,
    timestamp: row.at.getTime(),
  }));

/**
 * The big-win ticker (jackpotList) holds real wins of the demo game only, newest first: no win, no ticker (the app
 * hides it). newYearList holds real new-year openings only (docs/promotions.md "New Year").
 */
export function lobbyTips(real: readonly BigWin[] = [], newYear: readonly NewYearEntry[] = []): DataOf<'lobbyTips'> {
  const jackpotList = [...real].sort((a, b) => b.timestamp - a.timestamp).slice(0, JACKPOT_LIST_SIZE);
  return { jackpotList, newYearList: [...newYear] };
}

const BONUS_TITLES = [
  'First Deposit Bonus',
  'Daily Sign-in',
  'Invite Friends',
  'VIP Rebate',
  'Weekend Lottery',
  'Cash Bonus',
];

/** Sample data (the app does not show it): names no real player. */
export function bonusTickers(now: number): DataOf<'getBonusTickers'> {
  const start = windowStart(now);
  const rng = createRng(`bonusTickers:${start}`);
  return {
    list: timestamps(rng, start, 20).map((timestamp) => ({
      phone: maskedPhone(rng),
      title: rng.pick(BONUS_TITLES),
      amount: rng.int(1, 500) * 100,
      timestamp,
    })),
  };
}
