import { checkPromo, DEFAULT_PROMOS } from '../../src/api/contract/promoSettings';
import type { Db, Tx } from '../db/connect';
import { vipRebateRates } from '../db/schema';
import { settingsByDay } from './settingsByDay';

/**
 * The VIP rebate's rates by Manila day (docs/ops.md "Promotions"; server/activity/settingsByDay.ts). The rebate is
 * earned by a day's bets, so a day's bets earn the rates in force that day: a change saved in /ops counts from the
 * next Manila day, and the rebate of a day already begun or ended keeps the rates it was earned at.
 */
const rates = settingsByDay({
  table: vipRebateRates,
  columns: ['rates'],
  check: (stored) => {
    const checked = checkPromo('vipRebate', { ...DEFAULT_PROMOS.vipRebate, rates: stored.rates });
    return checked.ok ? checked.value.rates : null;
  },
  product: DEFAULT_PROMOS.vipRebate.rates,
  store: (set: number[]) => ({ rates: set }),
});

/** The rates in force on Manila day number `day`. */
export const vipRebateRatesOn = (db: Db | Tx, day: number): Promise<number[]> => rates.on(db, day);

/** The rates in force at an instant, and the instants between which they hold (a Manila midnight, or unbounded). */
export interface VipRebateRatesNow {
  rates: number[];
  from: number;
  until: number;
}

/** The rates in force at `now` (the players' screens show them: webConfig.vipRebateRates) and how long they hold. */
export async function vipRebateRatesAt(db: Db | Tx, now: number): Promise<VipRebateRatesNow> {
  const { settings, from, until } = await rates.at(db, now);
  return { rates: settings, from, until };
}

/** Sets the rates from the next Manila day on (a second change the same day replaces the first: neither counted yet). */
export const scheduleVipRebateRates = (tx: Tx, set: number[], now: number): Promise<void> => rates.save(tx, set, now);
