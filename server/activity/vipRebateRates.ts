import { asc, desc, gt, lte } from 'drizzle-orm';
import { checkPromo, DEFAULT_PROMOS } from '../../src/api/contract/promoSettings';
import type { Db, Tx } from '../db/connect';
import { vipRebateRates } from '../db/schema';
import { manilaDay, manilaDayStart } from './freeSign';

/**
 * The VIP rebate's rates by Manila day (docs/ops.md "Promotions"). The rebate is earned by a day's bets, so a day's
 * bets earn the rates in force that day: a change saved in /ops counts from the next Manila day, and the rebate of
 * a day already begun or ended keeps the rates it was earned at. A stored set that fails the rules is read as the
 * product's rates, so nothing pays from a figure nobody checked.
 */
export async function vipRebateRatesOn(db: Db | Tx, day: number): Promise<number[]> {
  const [row] = await db
    .select({ rates: vipRebateRates.rates })
    .from(vipRebateRates)
    .where(lte(vipRebateRates.fromDay, day))
    .orderBy(desc(vipRebateRates.fromDay))
    .limit(1);
  return row ? checkedRates(row.rates) : DEFAULT_PROMOS.vipRebate.rates;
}

const checkedRates = (rates: unknown): number[] => {
  const checked = checkPromo('vipRebate', { ...DEFAULT_PROMOS.vipRebate, rates });
  return checked.ok ? checked.value.rates : DEFAULT_PROMOS.vipRebate.rates;
};

/** The rates in force at an instant, and the instants between which they hold (a Manila midnight, or unbounded). */
export interface VipRebateRatesNow {
  rates: number[];
  from: number;
  until: number;
}

/**
 * The rates in force at `now` (the players' screens show them: webConfig.vipRebateRates) and how long they hold:
 * from the Manila day they count from to the day a change saved since counts from.
 */
export async function vipRebateRatesAt(db: Db | Tx, now: number): Promise<VipRebateRatesNow> {
  const day = manilaDay(now);
  const [[current], [next]] = await Promise.all([
    db
      .select({ fromDay: vipRebateRates.fromDay, rates: vipRebateRates.rates })
      .from(vipRebateRates)
      .where(lte(vipRebateRates.fromDay, day))
      .orderBy(desc(vipRebateRates.fromDay))
      .limit(1),
    db
      .select({ fromDay: vipRebateRates.fromDay })
      .from(vipRebateRates)
      .where(gt(vipRebateRates.fromDay, day))
      .orderBy(asc(vipRebateRates.fromDay))
      .limit(1),
  ]);
  return {
    rates: current ? checkedRates(current.rates) : DEFAULT_PROMOS.vipRebate.rates,
    from: current ? manilaDayStart(current.fromDay) : Number.NEGATIVE_INFINITY,
    until: next ? manilaDayStart(next.fromDay) : Number.POSITIVE_INFINITY,
  };
}

/** Sets the rates from the next Manila day on (a second change the same day replaces the first: neither counted yet). */
export async function scheduleVipRebateRates(tx: Tx, rates: number[], now: number): Promise<void> {
  const fromDay = manilaDay(now) + 1;
  await tx
    .insert(vipRebateRates)
    .values({ fromDay, rates, setAt: new Date(now) })
    .onConflictDoUpdate({ target: vipRebateRates.fromDay, set: { rates, setAt: new Date(now) } });
}
