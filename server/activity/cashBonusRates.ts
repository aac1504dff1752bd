import { asc } from 'drizzle-orm';
import { checkPromo, DEFAULT_PROMOS } from '../../src/api/contract/promoSettings';
import { type CashBonusRates, FUND_RATES } from '../../src/api/contract/promotions';
import type { Db, Tx } from '../db/connect';
import { cashBonusRates } from '../db/schema';
import { manilaDay, manilaDayStart } from './freeSign';

/**
 * The cash bonus's figures by Manila day (docs/ops.md "Promotions"). The fund is the sum of every deposit's share,
 * so a deposit accrues at the figures of the Manila day it was paid and a bet releases at those of the day it was
 * placed: a change saved in /ops counts from the next Manila day, and what a player accrued before it keeps its
 * price. A stored set that fails the rules is read as the product's figures, so nothing pays from a figure nobody
 * checked.
 */

/** The figures of a stored set, checked by today's rules; the product's when it fails them. */
const checkedRates = (rates: unknown): CashBonusRates => {
  const stored = typeof rates === 'object' && rates !== null ? rates : {};
  const checked = checkPromo('cashBonus', { ...DEFAULT_PROMOS.cashBonus, ...stored });
  if (!checked.ok) return FUND_RATES;
  const { accrualBps, releaseBps, minClaim } = checked.value;
  return { accrualBps, releaseBps, minClaim };
};

/** The figures' history: each set with the Manila day it counts from, oldest first. */
export interface CashBonusRateHistory {
  /** The figures in force on Manila day `day`: the set with the greatest start not after it; none, the product's. */
  on(day: number): CashBonusRates;
  /** The first Manila day after `day` on which other figures start, or null. */
  nextChangeAfter(day: number): number | null;
  /** The Manila day the figures of `day` started (null: the product's, from the start). */
  startOf(day: number): number | null;
}

/** Reads the whole history (one row per day a change counts from: a short table) in the caller's transaction. */
export async function cashBonusRateHistory(db: Db | Tx): Promise<CashBonusRateHistory> {
  const rows = (
    await db
      .select({ fromDay: cashBonusRates.fromDay, rates: cashBonusRates.rates })
      .from(cashBonusRates)
      .orderBy(asc(cashBonusRates.fromDay))
  ).map((row) => ({ fromDay: row.fromDay, rates: checkedRates(row.rates) }));
  const current = (day: number) => rows.findLast((row) => row.fromDay <= day);
  return {
    on: (day) => current(day)?.rates ?? FUND_RATES,
    nextChangeAfter: (day) => rows.find((row) => row.fromDay > day)?.fromDay ?? null,
    startOf: (day) => current(day)?.fromDay ?? null,
  };
}

/** The figures in force at an instant, and the instants between which they hold (a Manila midnight, or unbounded). */
export interface CashBonusRatesNow {
  rates: CashBonusRates;
  from: number;
  until: number;
}

/** The figures in force at `now` (the players' screens show them: webConfig.cashBonusRates) and how long they hold. */
export async function cashBonusRatesAt(db: Db | Tx, now: number): Promise<CashBonusRatesNow> {
  const history = await cashBonusRateHistory(db);
  const day = manilaDay(now);
  const from = history.startOf(day);
  const next = history.nextChangeAfter(day);
  return {
    rates: history.on(day),
    from: from === null ? Number.NEGATIVE_INFINITY : manilaDayStart(from),
    until: next === null ? Number.POSITIVE_INFINITY : manilaDayStart(next),
  };
}

/** Sets the figures from the next Manila day on (a second change the same day replaces the first: neither counted yet). */
export async function scheduleCashBonusRates(tx: Tx, rates: CashBonusRates, now: number): Promise<void> {
  const fromDay = manilaDay(now) + 1;
  const stored = { accrualBps: rates.accrualBps, releaseBps: rates.releaseBps, minClaim: rates.minClaim };
  await tx
    .insert(cashBonusRates)
    .values({ fromDay, rates: stored, setAt: new Date(now) })
    .onConflictDoUpdate({ target: cashBonusRates.fromDay, set: { rates: stored, setAt: new Date(now) } });
}
