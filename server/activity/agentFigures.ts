import { AGENT_ACCRUAL_DAYS, type AgentFigures } from '../../src/api/contract/agent';
import { checkPromo, DEFAULT_PROMOS } from '../../src/api/contract/promoSettings';
import type { Db, Tx } from '../db/connect';
import { agentAccrualDays } from '../db/schema';
import { readPromo } from './promoSettings';
import { type DaySchedule, settingsByDay } from './settingsByDay';

/**
 * The Agent programme's figures other than its tiers (docs/ops.md "Promotions"). The least exchange and the cost of
 * a scratch card and a lottery ticket are prices: they count at once, read from the promotion's settings inside the
 * spend's own transaction, so a spend charges (and an exchange is held to) the figures in force at that moment, and
 * a card or ticket bought keeps the cost it was bought at (its agent_awards row).
 *
 * The look-back days decide what accrues, so they are kept by Manila day like the tiers: a change saved in /ops
 * counts from the next Manila day, and a completed day's commission accrues at a read within the days of its own
 * day. A lower figure thus never shortens the time left on a day already earned (today included), and a higher one
 * never brings back a day that already lapsed. A stored figure that fails the rules reads as the product's.
 */

/** The spend figures in force now, read in the caller's transaction. */
export async function agentSpendFigures(
  db: Db | Tx,
): Promise<Pick<AgentFigures, 'exchangeMin' | 'scratchCost' | 'lotteryCost'>> {
  const { exchangeMin, scratchCost, lotteryCost } = await readPromo(db, 'agent');
  return { exchangeMin, scratchCost, lotteryCost };
}

/** The look-back by the Manila day it counts from (table agent_accrual_days; server/activity/settingsByDay.ts). */
const accrualDays = settingsByDay({
  table: agentAccrualDays,
  columns: ['days'],
  check: ({ days }) => {
    const checked = checkPromo('agent', { ...DEFAULT_PROMOS.agent, accrualDays: days });
    return checked.ok ? checked.value.accrualDays : null;
  },
  product: AGENT_ACCRUAL_DAYS,
  store: (days: number) => ({ days }),
});

/** The look-back's history: each figure with the Manila day it counts from. */
export interface AccrualDaysHistory extends DaySchedule<number> {
  /** The longest look-back any day has (how far back a read need look at all). */
  longest: number;
}

/** Reads the whole history (one row per day a change counts from: a short table). */
export async function accrualDaysHistory(db: Db | Tx): Promise<AccrualDaysHistory> {
  const schedule = await accrualDays.schedule(db);
  return { ...schedule, longest: Math.max(...schedule.sets) };
}

/** Sets the look-back from the next Manila day on (a second change the same day replaces the first). */
export const scheduleAccrualDays = (tx: Tx, days: number, now: number): Promise<void> =>
  accrualDays.save(tx, days, now);

/** The figures in force at an instant (webConfig.agentFigures, for the rule page), and the instants they hold between. */
export interface AgentFiguresNow {
  figures: AgentFigures;
  from: number;
  until: number;
}

/**
 * The figures at `now` and how long they hold: the spend figures until a save (which moves the config revision),
 * the look-back from the Manila day its figure counts from to the day a change saved since counts from.
 */
export async function agentFiguresAt(db: Db | Tx, now: number): Promise<AgentFiguresNow> {
  const [spend, days] = await Promise.all([agentSpendFigures(db), accrualDays.at(db, now)]);
  return { figures: { ...spend, accrualDays: days.settings }, from: days.from, until: days.until };
}
