import { asc } from 'drizzle-orm';
import { AGENT_ACCRUAL_DAYS, type AgentFigures } from '../../src/api/contract/agent';
import { checkPromo, DEFAULT_PROMOS } from '../../src/api/contract/promoSettings';
import type { Db, Tx } from '../db/connect';
import { agentAccrualDays } from '../db/schema';
import { manilaDay, manilaDayStart } from './freeSign';
import { readPromo } from './promoSettings';

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

/** A stored look-back, checked by today's rules; the product's when it fails them. */
const checkedDays = (days: unknown): number => {
  const checked = checkPromo('agent', { ...DEFAULT_PROMOS.agent, accrualDays: days });
  return checked.ok ? checked.value.accrualDays : AGENT_ACCRUAL_DAYS;
};

/** The look-back's history: each figure with the Manila day it counts from. */
export interface AccrualDaysHistory {
  /** The look-back of Manila day `day`: the figure with the greatest start not after it; none, the product's. */
  on(day: number): number;
  /** The longest look-back any day has (how far back a read need look at all). */
  longest: number;
  /** The first Manila day after `day` on which another figure starts, or null. */
  nextChangeAfter(day: number): number | null;
  /** The Manila day the figure of `day` started (null: the product's, from the start). */
  startOf(day: number): number | null;
}

/** Reads the whole history (one row per day a change counts from: a short table). */
export async function accrualDaysHistory(db: Db | Tx): Promise<AccrualDaysHistory> {
  const rows = (
    await db
      .select({ fromDay: agentAccrualDays.fromDay, days: agentAccrualDays.days })
      .from(agentAccrualDays)
      .orderBy(asc(agentAccrualDays.fromDay))
  ).map((row) => ({ fromDay: row.fromDay, days: checkedDays(row.days) }));
  const current = (day: number) => rows.findLast((row) => row.fromDay <= day);
  return {
    on: (day) => current(day)?.days ?? AGENT_ACCRUAL_DAYS,
    longest: Math.max(AGENT_ACCRUAL_DAYS, ...rows.map((row) => row.days)),
    nextChangeAfter: (day) => rows.find((row) => row.fromDay > day)?.fromDay ?? null,
    startOf: (day) => current(day)?.fromDay ?? null,
  };
}

/** Sets the look-back from the next Manila day on (a second change the same day replaces the first). */
export async function scheduleAccrualDays(tx: Tx, days: number, now: number): Promise<void> {
  const fromDay = manilaDay(now) + 1;
  await tx
    .insert(agentAccrualDays)
    .values({ fromDay, days, setAt: new Date(now) })
    .onConflictDoUpdate({ target: agentAccrualDays.fromDay, set: { days, setAt: new Date(now) } });
}

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
  const day = manilaDay(now);
  const [spend, history] = await Promise.all([agentSpendFigures(db), accrualDaysHistory(db)]);
  const from = history.startOf(day);
  const next = history.nextChangeAfter(day);
  return {
    figures: { ...spend, accrualDays: history.on(day) },
    from: from === null ? Number.NEGATIVE_INFINITY : manilaDayStart(from),
    until: next === null ? Number.POSITIVE_INFINITY : manilaDayStart(next),
  };
}
