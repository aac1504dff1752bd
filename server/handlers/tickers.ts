import type { DataOf } from '../../src/api/contract/map';
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

function windowStart(now: number): number {
  return now - (now % TICKER_WINDOW_MS);
}

/** Amount in hundredths, mostly small with a long tail: ₱500 … ₱150,000. */
function winAmount(rng: Rng): number {
  const pesos = Math.round(500 * Math.exp(rng.next() * Math.log(300)));
  return pesos * 100;
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

export function lobbyTips(playableIds: readonly number[], version: string, now: number): DataOf<'lobbyTips'> {
  const start = windowStart(now);
  const rng = createRng(`lobbyTips:${version}:${start}`);
  const jackpotTimes = timestamps(rng, start, 20);
  const jackpotList = playableIds.length
    ? jackpotTimes.map((timestamp) => ({
        phone: maskedPhone(rng),
        gameId: rng.pick(playableIds),
        amount: winAmount(rng),
        timestamp,
      }))
    : [];
  const newYearList = timestamps(rng, start, 10).map((timestamp) => ({
    phone: maskedPhone(rng),
    amount: rng.int(1, 88) * 1_000,
    timestamp,
  }));
  return { jackpotList, newYearList };
}

const BONUS_TITLES = [
  'First Deposit Bonus',
  'Daily Sign-in',
  'Invite Friends',
  'VIP Rebate',
  'Weekend Lottery',
  'Cash Bonus',
];

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
