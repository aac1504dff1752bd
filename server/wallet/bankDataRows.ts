import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { type BankKeyring, cardHash, openCard, sealCard } from '../crypto/bankData';
import type { Db } from '../db/connect';
import { userBanks, withdrawals } from '../db/schema';

/** Rows handled per statement batch, so a large table is re-encrypted without one huge read. */
const BATCH = 500;

export interface SealedRows {
  banks: number;
  withdrawals: number;
}

/**
 * Puts every stored account number under the keyring's current key: rows written before encryption (no key id)
 * and rows under a previous key are decrypted, sealed again and their matching hash recomputed. Idempotent: a
 * second run finds nothing to do, so the server runs it at every start (after the migrations) and
 * `npm run ops:rotate-bank-key` runs it after a new BANK_DATA_KEY. A SQL migration cannot do it: the key is in
 * the server's environment, never in the database. Each row is updated only if it still holds what was read.
 */
export async function sealBankRows(db: Db, keyring: BankKeyring): Promise<SealedRows> {
  const current = keyring.current.id;
  const stale = (column: typeof userBanks.cardKeyId | typeof withdrawals.cardKeyId) =>
    or(isNull(column), ne(column, current));
  const done: SealedRows = { banks: 0, withdrawals: 0 };
  for (;;) {
    const rows = await db.select().from(userBanks).where(stale(userBanks.cardKeyId)).limit(BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      const plain = openCard(row, keyring);
      const updated = await db
        .update(userBanks)
        .set({ ...sealCard(plain, keyring), cardHash: cardHash(row.bankId, plain, keyring) })
        .where(
          and(eq(userBanks.userId, row.userId), eq(userBanks.bankId, row.bankId), eq(userBanks.cardNum, row.cardNum)),
        )
        .returning({ userId: userBanks.userId });
      done.banks += updated.length;
    }
  }
  for (;;) {
    const rows = await db.select().from(withdrawals).where(stale(withdrawals.cardKeyId)).limit(BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      const plain = openCard(row, keyring);
      const updated = await db
        .update(withdrawals)
        .set(sealCard(plain, keyring))
        .where(and(eq(withdrawals.orderId, row.orderId), eq(withdrawals.cardNum, row.cardNum)))
        .returning({ orderId: withdrawals.orderId });
      done.withdrawals += updated.length;
    }
  }
  return done;
}
