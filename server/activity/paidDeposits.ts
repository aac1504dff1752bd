import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { recharges } from '../db/schema';

/**
 * The player's paid deposits as the deposit promotions read them (docs/promotions.md "Deposit rewards"): rows of
 * recharge_orders with status 1, dated by when they were paid (finished_at) on the Manila calendar. Read only:
 * the payment's credit path stays the wallet's.
 */

const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;

const paid = (userId: number) => and(eq(recharges.userId, userId), eq(recharges.status, 1));

/** Paid deposit totals (hundredths) by Manila day number (days since the epoch, as `manilaDay`). */
export async function paidByManilaDay(db: Db | Tx, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ at: recharges.finishedAt, amount: recharges.amount })
    .from(recharges)
    .where(paid(userId));
  const byDay = new Map<number, number>();
  for (const row of rows) {
    if (!row.at) continue;
    const day = Math.floor((row.at.getTime() + MANILA_OFFSET_MS) / DAY_MS);
    byDay.set(day, (byDay.get(day) ?? 0) + row.amount);
  }
  return byDay;
}

/** Paid deposits (hundredths) from `from` (inclusive) to `to` (exclusive); all of them without bounds. */
export async function paidTotal(db: Db | Tx, userId: number, from?: Date, to?: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${recharges.amount}), 0)` })
    .from(recharges)
    .where(
      and(
        paid(userId),
        from ? gte(recharges.finishedAt, from) : undefined,
        to ? lt(recharges.finishedAt, to) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}
