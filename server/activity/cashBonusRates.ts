import { checkPromo, DEFAULT_PROMOS } from '../../src/api/contract/promoSettings';
import { type CashBonusRates, FUND_RATES } from '../../src/api/contract/promotions';
import type { Db, Tx } from '../db/connect';
import { cashBonusRates } from '../db/schema';
import { type DaySchedule, settingsByDay } from './settingsByDay';

/**
 * The cash bonus's figures by Manila day (docs/ops.md "Promotions"; server/activity/settingsByDay.ts). The fund is
 * the sum of every deposit's share, so a deposit accrues at the figures of the Manila day it was paid and a bet
 * releases at those of the day it was placed: a change saved in /ops counts from the next Manila day, and what a
 * player accrued before it keeps its price.
 */
const figures = settingsByDay({
  table: cashBonusRates,
  columns: ['rates'],
  check: ({ rates }): CashBonusRates | null => {
    const stored = typeof rates === 'object' && rates !== null ? rates : {};
    const checked = checkPromo('cashBonus', { ...DEFAULT_PROMOS.cashBonus, ...stored });
    if (!checked.ok) return null;
    const { accrualBps, releaseBps, minClaim } = checked.value;
    return { accrualBps, releaseBps, minClaim };
  },
  product: FUND_RATES,
  store: ({ accrualBps, releaseBps, minClaim }: CashBonusRates) => ({ rates: { accrualBps, releaseBps, minClaim } }),
});

/** The figures' history: each set with the Manila day it counts from, oldest first. */
export type CashBonusRateHistory = DaySchedule<CashBonusRates>;

/** Reads the whole history (one row per day a change counts from: a short table) in the caller's transaction. */
export const cashBonusRateHistory = (db: Db | Tx): Promise<CashBonusRateHistory> => figures.schedule(db);

/** The figures in force at an instant, and the instants between which they hold (a Manila midnight, or unbounded). */
export interface CashBonusRatesNow {
  rates: CashBonusRates;
  from: number;
  until: number;
}

/** The figures in force at `now` (the players' screens show them: webConfig.cashBonusRates) and how long they hold. */
export async function cashBonusRatesAt(db: Db | Tx, now: number): Promise<CashBonusRatesNow> {
  const { settings, from, until } = await figures.at(db, now);
  return { rates: settings, from, until };
}

/** Sets the figures from the next Manila day on (a second change the same day replaces the first: neither counted yet). */
export const scheduleCashBonusRates = (tx: Tx, rates: CashBonusRates, now: number): Promise<void> =>
  figures.save(tx, rates, now);
