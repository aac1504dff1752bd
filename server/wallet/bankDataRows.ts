import { and, asc, eq, gt, isNull, ne, notLike, or, sql } from 'drizzle-orm';
import { type BankKeyring, bankSignalPrefix, cardHash, openCard, sealCard } from '../crypto/bankData';
import type { Db, Tx } from '../db/connect';
import { personSignals, userBanks, withdrawals } from '../db/schema';
import { bankValue } from '../responsibleGaming/person';

/** Rows handled per statement batch, so a large table is re-encrypted without one huge read. */
const BATCH = 500;

export interface SealedRows {
  banks: number;
  withdrawals: number;
  /** Bank person signals written under the current key (0 when every one already was). */
  signals: number;
}

/**
 * Puts every stored account number under the keyring's current key: rows written before encryption (no key id)
 * and rows under a previous key are decrypted, sealed again and their matching hash recomputed. Then the bank
 * person signals: when any row was sealed or any bank signal is not under the current key (the plain SHA-256 the
 * first person-signal migration wrote, or a signal under the key before a rotation), every bank signal not under
 * the current key is deleted and the signals of every stored number (bound banks and withdrawals, decrypted) are
 * written under it. Idempotent: a second run finds nothing to do, so the server runs it at every start (after the
 * migrations) and `npm run ops:rotate-bank-key` runs it after a new BANK_DATA_KEY. One transaction: the numbers,
 * their hashes and the signals change together, so an exclusion never stops matching halfway through a rotation.
 * A SQL migration cannot do it: the key is in the server's environment, never in the database.
 */
export async function sealBankRows(db: Db, keyring: BankKeyring): Promise<SealedRows> {
  return db.transaction(async (tx) => {
    const done = await sealRows(tx, keyring);
    const staleSignal = await tx
      .select({ userId: personSignals.userId })
      .from(personSignals)
      .where(and(eq(personSignals.kind, 'bank'), notLike(personSignals.value, `${bankSignalPrefix(keyring)}%`)))
      .limit(1);
    if (done.banks + done.withdrawals > 0 || staleSignal.length > 0) done.signals = await rederiveSignals(tx, keyring);
    return done;
  });
}

async function sealRows(tx: Tx, keyring: BankKeyring): Promise<SealedRows> {
  const current = keyring.current.id;
  const stale = (column: typeof userBanks.cardKeyId | typeof withdrawals.cardKeyId) =>
    or(isNull(column), ne(column, current));
  const done: SealedRows = { banks: 0, withdrawals: 0, signals: 0 };
  for (;;) {
    const rows = await tx.select().from(userBanks).where(stale(userBanks.cardKeyId)).limit(BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      const plain = openCard(row, keyring);
      const updated = await tx
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
    const rows = await tx.select().from(withdrawals).where(stale(withdrawals.cardKeyId)).limit(BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      const plain = openCard(row, keyring);
      const updated = await tx
        .update(withdrawals)
        .set(sealCard(plain, keyring))
        .where(and(eq(withdrawals.orderId, row.orderId), eq(withdrawals.cardNum, row.cardNum)))
        .returning({ orderId: withdrawals.orderId });
      done.withdrawals += updated.length;
    }
  }
  return done;
}

/**
 * Replaces the bank signals by those of the numbers stored now, under the current key. A number the account bound
 * once, replaced since and never withdrawn to, is stored nowhere any more, so its signal cannot be recomputed and
 * goes with the old key: the numbers a player bound or was paid to keep binding the person.
 */
async function rederiveSignals(tx: Tx, keyring: BankKeyring): Promise<number> {
  await tx
    .delete(personSignals)
    .where(and(eq(personSignals.kind, 'bank'), notLike(personSignals.value, `${bankSignalPrefix(keyring)}%`)));
  let written = 0;
  const record = async (rows: { userId: number; cardNum: string; cardKeyId: string | null }[]) => {
    const values = rows
      .map((row) => ({ kind: 'bank' as const, value: bankValue(openCard(row, keyring), keyring), userId: row.userId }))
      .filter((s) => s.value !== '');
    if (values.length === 0) return;
    const inserted = await tx
      .insert(personSignals)
      .values(values)
      .onConflictDoNothing()
      .returning({ userId: personSignals.userId });
    written += inserted.length;
  };
  const bankColumns = {
    userId: userBanks.userId,
    bankId: userBanks.bankId,
    cardNum: userBanks.cardNum,
  };
  let after: { userId: number; bankId: number } | null = null;
  for (;;) {
    const rows: { userId: number; bankId: number; cardNum: string; cardKeyId: string | null }[] = await tx
      .select({ ...bankColumns, cardKeyId: userBanks.cardKeyId })
      .from(userBanks)
      .where(after ? sql`(${userBanks.userId}, ${userBanks.bankId}) > (${after.userId}, ${after.bankId})` : undefined)
      .orderBy(asc(userBanks.userId), asc(userBanks.bankId))
      .limit(BATCH);
    if (rows.length === 0) break;
    await record(rows);
    const last = rows[rows.length - 1]!;
    after = { userId: last.userId, bankId: last.bankId };
  }
  let afterOrder: string | null = null;
  for (;;) {
    const rows = await tx
      .select({
        orderId: withdrawals.orderId,
        userId: withdrawals.userId,
        cardNum: withdrawals.cardNum,
        cardKeyId: withdrawals.cardKeyId,
      })
      .from(withdrawals)
      .where(afterOrder === null ? undefined : gt(withdrawals.orderId, afterOrder))
      .orderBy(asc(withdrawals.orderId))
      .limit(BATCH);
    if (rows.length === 0) break;
    await record(rows);
    afterOrder = rows[rows.length - 1]!.orderId;
  }
  return written;
}
