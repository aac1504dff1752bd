import { and, eq, isNull } from 'drizzle-orm';
import { AUTH_ERRCODE, LOCKOUT } from '../auth/errcodes';
import { clearFailures, failureDelayMs, isLockedOut, recordFailure, sleep } from '../auth/lockout';
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

/** The lock-out key of a player's wallet password (server/auth/lockout.ts). */
export const walletKey = (userId: number) => `wallet:${userId}`;

/**
 * Throws 3008 when none is set, 1050 when unreadable, 1020 when locked, 3009 when wrong (or missing).
 * The login lock-out's rules — 5 wrong passwords within 15 min lock the wallet password for 15 min
 * (the right one is refused too), failures 3–5 answer slowed, a right password clears the count.
 */
export async function checkWalletPassword(
  db: Db,
  userId: number,
  encrypted: string | undefined,
  now: number = Date.now(),
): Promise<void> {
  const hash = await storedHash(db, userId);
  if (!hash) throw new AppError(WALLET_ERRCODE.noWalletPassword, 'Set a wallet password first.');
  if (!encrypted) throw new AppError(WALLET_ERRCODE.wrongWalletPassword, 'Enter your wallet password.');
  const plain = await decryptPassword(db, encrypted);
  const key = walletKey(userId);
  if (await isLockedOut(db, key, now)) throw walletLocked();
  if (!(await verifyPassword(plain, hash))) {
    const failures = await recordFailure(db, key, now);
    if (failures > LOCKOUT.failures) throw walletLocked();
    await sleep(failureDelayMs(failures));
    throw new AppError(WALLET_ERRCODE.wrongWalletPassword, 'The wallet password is wrong.');
  }
  if (await isLockedOut(db, key, now)) throw walletLocked();
  await clearFailures(db, key);
}

const walletLocked = () =>
  new AppError(AUTH_ERRCODE.lockedOut, 'Too many wrong wallet passwords. Please try again in 15 minutes.');

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

export async function changeWalletPassword(
  db: Db,
  userId: number,
  oldEncrypted: string,
  encrypted: string,
  now: number = Date.now(),
) {
  await checkWalletPassword(db, userId, oldEncrypted, now);
  const hash = await hashPassword(await readNew(db, encrypted));
  await db.update(users).set({ safeboxPasswordHash: hash }).where(eq(users.id, userId));
}
