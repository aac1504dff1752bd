import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from './db/connect';
import { ledger, users } from './db/schema';

/** One balance movement in hundredths. (kind, ref) identifies it: posting it again changes nothing. */
export interface LedgerEntry {
  userId: number;
  /** Positive credits, negative debits; integer hundredths. */
  amount: number;
  /** What moved the money: 'seed', 'recharge', 'claim:firstCharge', … */
  kind: string;
  /** The business id of the movement within its kind (order id, claim id…). */
  ref: string;
}

export interface Posted {
  /** false when (kind, ref) was already posted: nothing changed this time. */
  applied: boolean;
  entryId: number;
  balanceAfter: number;
}

/** The debit would take the balance below zero (or the player does not exist); the transaction must roll back. */
export class InsufficientFundsError extends Error {
  constructor(readonly entry: LedgerEntry) {
    super(`insufficient funds for ${entry.kind}:${entry.ref}`);
    this.name = 'InsufficientFundsError';
  }
}

/**
 * The only code that writes a balance (users.coin). Runs inside the caller's transaction, so the movement
 * and whatever caused it commit or roll back together. Idempotent by the unique index on (kind, ref):
 * concurrent posts of the same movement wait on that index and all but the first see a conflict.
 */
export async function post(tx: Tx, entry: LedgerEntry): Promise<Posted> {
  const { userId, amount, kind, ref } = entry;
  if (!Number.isSafeInteger(amount)) throw new Error(`ledger amount must be an integer of hundredths; got ${amount}`);
  if (!kind || !ref) throw new Error('ledger kind and ref are required');

  const [inserted] = await tx
    .insert(ledger)
    .values({ userId, amount, kind, ref, balanceAfter: 0 })
    .onConflictDoNothing({ target: [ledger.kind, ledger.ref] })
    .returning({ id: ledger.id });

  if (!inserted) {
    const [existing] = await tx
      .select()
      .from(ledger)
      .where(and(eq(ledger.kind, kind), eq(ledger.ref, ref)));
    if (!existing) throw new Error(`ledger conflict on ${kind}:${ref} without a row`);
    if (existing.userId !== userId || existing.amount !== amount) {
      throw new Error(
        `ledger ${kind}:${ref} was posted with other figures (user ${existing.userId}, ${existing.amount})`,
      );
    }
    return { applied: false, entryId: existing.id, balanceAfter: existing.balanceAfter };
  }

  const [balance] = await tx
    .update(users)
    .set({ coin: sql`${users.coin} + ${amount}` })
    .where(and(eq(users.id, userId), sql`${users.coin} + ${amount} >= 0`))
    .returning({ coin: users.coin });
  if (!balance) throw new InsufficientFundsError(entry);

  await tx.update(ledger).set({ balanceAfter: balance.coin }).where(eq(ledger.id, inserted.id));
  return { applied: true, entryId: inserted.id, balanceAfter: balance.coin };
}
