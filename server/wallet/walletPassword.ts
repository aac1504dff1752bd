import { and, eq, isNull } from 'drizzle-orm';
import { decryptPassword } from '../auth/secret';
import { hashPassword, verifyPassword } from '../crypto/password';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { WALLET_ERRCODE } from './errcodes';

/** The wallet (safe-box) password: exactly six digits, sent RSA-encrypted like the login password. */
const SIX_DIGITS = /^[0-9]{6}$/;

async function readNew(db: Db, encrypted: string): Promise<string> {
  const plain = await decryptPassword(db, encrypted);
  if (!SIX_DIGITS.test(plain))
    throw new AppError(WALLET_ERRCODE.walletPasswordFormat, 'The wallet password is 6 digits.');
  return plain;
}

async function storedHash(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ hash: users.safeboxPasswordHash }).from(users).where(eq(users.id, userId));
  return row?.hash ?? null;
}

/** Throws 3008 when none is set, 1050 when unreadable, 3009 when wrong (or missing). */
export async function checkWalletPassword(db: Db, userId: number, encrypted: string | undefined): Promise<void> {
  const hash = await storedHash(db, userId);
  if (!hash) throw new AppError(WALLET_ERRCODE.noWalletPassword, 'Set a wallet password first.');
  if (!encrypted) throw new AppError(WALLET_ERRCODE.wrongWalletPassword, 'Enter your wallet password.');
  const plain = await decryptPassword(db, encrypted);
  if (!(await verifyPassword(plain, hash))) {
    throw new AppError(WALLET_ERRCODE.wrongWalletPassword, 'The wallet password is wrong.');
  }
}

export async function initWalletPassword(db: Db, userId: number, encrypted: string): Promise<void> {
  const hash = await hashPassword(await readNew(db, encrypted));
  // Conditional: two racing first-time sets cannot overwrite each other.
  const [set] = await db
    .update(users)
    .set({ safeboxPasswordHash: hash })
    .where(and(eq(users.id, userId), isNull(users.safeboxPasswordHash)))
    .returning({ id: users.id });
  if (!set)
    throw new AppError(WALLET_ERRCODE.walletPasswordExists, 'A wallet password is already set. Change it instead.');
}

export async function changeWalletPassword(db: Db, userId: number, oldEncrypted: string, encrypted: string) {
  await checkWalletPassword(db, userId, oldEncrypted);
  const hash = await hashPassword(await readNew(db, encrypted));
  await db.update(users).set({ safeboxPasswordHash: hash }).where(eq(users.id, userId));
}
