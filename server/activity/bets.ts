import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { ledger } from '../db/schema';

/** A player's bets (hundredths; ledger `game:bet` rows) from `from` (inclusive) to `to` (exclusive). */
export async function betsBetween(db: Db | Tx, userId: number, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(-${ledger.amount}), 0)` })
    .from(ledger)
    .where(
      and(
        eq(ledger.userId, userId),
        eq(ledger.kind, 'game:bet'),
        gte(ledger.createdAt, from),
        lt(ledger.createdAt, to),
      ),
    );
  return Number(row?.total ?? 0);
}
