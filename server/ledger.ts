import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from './db/connect';
import { type BalanceName, ledger, users } from './db/schema';
import { announce } from './live/publish';
import { countLedgerMovement } from './runtime/metrics';

export type { BalanceName };

/** One balance movement in hundredths. (kind, ref, balance) identifies it: posting it again changes nothing. */
export interface LedgerEntry {
  userId: number;
  /** Positive credits, negative debits; integer hundredths. */
  amount: number;
  /** What moved the money: 'seed', 'recharge', 'withdraw:hold', 'safebox:in', … */
  kind: string;
  /** The business id of the movement within its kind (order id, claim id…). */
  ref: string;
  /** Which balance moves; coin when omitted. */
  balance?: BalanceName;
  /**
   * When it happened (ms), for movements read back by time (game bets and wins: the reality check's session
   * summary and the monthly history): the request's clock. The database's clock when omitted.
   */
  at?: number;
}

export interface Posted {
  /** false when (kind, ref, balance) was already posted: nothing changed this time. */
  applied: boolean;
  entryId: number;
  balanceAfter: number;
}

/** The debit would take the balance below zero (or the player does not exist); the transaction must roll back. */
export class InsufficientFundsError extends Error {
  constructor(readonly entry: LedgerEntry) {
    super(`insufficient ${entry.balance ?? 'coin'} for ${entry.kind}:${entry.ref}`);
    this.name = 'InsufficientFundsError';
  }
}

const COLUMNS = { coin: users.coin, lottery: users.lottery, safebox: users.safebox } as const;

/**
 * The only code that writes a balance (users.coin, users.lottery, users.safebox). Runs inside the caller's
 * transaction, so the movement and whatever caused it commit or roll back together.
 * - Idempotent by the unique index on (kind, ref, balance): concurrent posts of the same movement wait on that
 *   index and all but the first see a conflict.
 * - Never negative: the balance changes by one conditional UPDATE (`… WHERE balance + amount >= 0`), which
 *   takes the row lock; a racing debit waits for it and re-checks the condition against the committed value
 *   (PostgreSQL's READ COMMITTED re-evaluation; PGlite runs one transaction at a time).
 */
export async function post(tx: Tx, entry: LedgerEntry): Promise<Posted> {
  const { userId, amount, kind, ref } = entry;
  const balance = entry.balance ?? 'coin';
  if (!Number.isSafeInteger(amount)) throw new Error(`ledger amount must be an integer of hundredths; got ${amount}`);
  if (!kind || !ref) throw new Error('ledger kind and ref are required');
  const column = COLUMNS[balance];
  if (!column) throw new Error(`unknown balance ${String(balance)}`);

  const [inserted] = await tx
    .insert(ledger)
    .values({
      userId,
      balance,
      amount,
      kind,
      ref,
      balanceAfter: 0,
      ...(entry.at === undefined ? {} : { createdAt: new Date(entry.at) }),
    })
    .onConflictDoNothing({ target: [ledger.kind, ledger.ref, ledger.balance] })
    .returning({ id: ledger.id });

  if (!inserted) {
    const [existing] = await tx
      .select()
      .from(ledger)
      .where(and(eq(ledger.kind, kind), eq(ledger.ref, ref), eq(ledger.balance, balance)));
    if (!existing) throw new Error(`ledger conflict on ${kind}:${ref} without a row`);
    if (existing.userId !== userId || existing.amount !== amount) {
      throw new Error(
        `ledger ${kind}:${ref} was posted with other figures (user ${existing.userId}, ${existing.amount})`,
      );
    }
    return { applied: false, entryId: existing.id, balanceAfter: existing.balanceAfter };
  }

  const [row] = await tx
    .update(users)
    .set({ [balance]: sql`${column} + ${amount}` })
    .where(and(eq(users.id, userId), sql`${column} + ${amount} >= 0`))
    .returning({ after: column });
  if (!row) throw new InsufficientFundsError({ ...entry, balance });

  await tx.update(ledger).set({ balanceAfter: row.after }).where(eq(ledger.id, inserted.id));
  countLedgerMovement(kind, balance, amount);
  // The player's open tabs read the new balance once this transaction commits (server/live/publish.ts).
  announce(tx, { kind: 'balance', accountId: userId, version: inserted.id });
  return { applied: true, entryId: inserted.id, balanceAfter: row.after };
}

/** Posts several movements of one business event (e.g. coin → safe box) in order, inside the caller's transaction. */
export async function postAll(tx: Tx, entries: readonly LedgerEntry[]): Promise<Posted[]> {
  const out: Posted[] = [];
  for (const e of entries) out.push(await post(tx, e));
  return out;
}
