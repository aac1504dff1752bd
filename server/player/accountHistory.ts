import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect';
import { ledger, recharges, withdrawals } from '../db/schema';
import { GAME_KINDS } from './sessionSummary';

/** Manila is UTC+8 all year (no daylight saving time). */
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
export const HISTORY_MONTHS = 12;

export interface HistoryMonth {
  /** YYYY-MM, Manila calendar. */
  month: string;
  deposits: number;
  withdrawals: number;
  net: number;
}

/** The Manila calendar month `back` months before the one holding `now`: its YYYY-MM and its start (ms). */
export function manilaMonth(now: number, back: number): { month: string; start: number } {
  const local = new Date(now + MANILA_OFFSET_MS);
  const first = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, 1);
  const d = new Date(first);
  const month = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  return { month, start: first - MANILA_OFFSET_MS };
}

/** The Manila YYYY-MM of a timestamptz column, in SQL (UTC wall time + 8 h: no time-zone database needed). */
const monthOf = (column: PgColumn) =>
  sql<string>`to_char((${column} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM')`;

/**
 * rgHistory: the last 12 Manila calendar months, the current one included, newest first, every month listed.
 * - deposits: paid deposits (status 1) by the month the order was made;
 * - withdrawals: approved withdrawals whose money left (status 1; a refused one or a failed payout is 2 and the
 *   amount came back) by the month they were asked for (the amount left the balance then);
 * - net: game wins minus bets (ledger 'game:win' + 'game:bet') by the month of the spin.
 */
export async function accountHistory(db: Db, userId: number, now: number): Promise<{ months: HistoryMonth[] }> {
  const months = Array.from({ length: HISTORY_MONTHS }, (_, back) => manilaMonth(now, back));
  const from = new Date(months[months.length - 1]!.start);
  const to = new Date(manilaMonth(now, -1).start);

  const depositMonth = monthOf(recharges.createdAt);
  const withdrawMonth = monthOf(withdrawals.createdAt);
  const gameMonth = monthOf(ledger.createdAt);
  const [deposits, withdrawn, games] = await Promise.all([
    db
      .select({ month: depositMonth, total: sql<string>`SUM(${recharges.amount})` })
      .from(recharges)
      .where(
        and(
          eq(recharges.userId, userId),
          eq(recharges.status, 1),
          gte(recharges.createdAt, from),
          lt(recharges.createdAt, to),
        ),
      )
      .groupBy(depositMonth),
    db
      .select({ month: withdrawMonth, total: sql<string>`SUM(${withdrawals.amount})` })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.userId, userId),
          eq(withdrawals.status, 1),
          gte(withdrawals.createdAt, from),
          lt(withdrawals.createdAt, to),
        ),
      )
      .groupBy(withdrawMonth),
    db
      .select({ month: gameMonth, total: sql<string>`SUM(${ledger.amount})` })
      .from(ledger)
      .where(
        and(
          eq(ledger.userId, userId),
          inArray(ledger.kind, [GAME_KINDS.bet, GAME_KINDS.win]),
          gte(ledger.createdAt, from),
          lt(ledger.createdAt, to),
        ),
      )
      .groupBy(gameMonth),
  ]);
  const byMonth = (rows: { month: string; total: string }[]) => new Map(rows.map((r) => [r.month, Number(r.total)]));
  const d = byMonth(deposits);
  const w = byMonth(withdrawn);
  const g = byMonth(games);
  return {
    months: months.map(({ month }) => ({
      month,
      deposits: d.get(month) ?? 0,
      withdrawals: w.get(month) ?? 0,
      net: g.get(month) ?? 0,
    })),
  };
}
