import { and, eq } from 'drizzle-orm';
import { nicknameProblem, PROFILE_ERRCODE } from '../../src/api/contract/profileErrcodes';
import { type AccountConfig, checkPasswordLength } from '../auth/accountRules';
import { AUTH_ERRCODE } from '../auth/errcodes';
import { accountKey, clearFailures, isLockedOut, recordFailure } from '../auth/lockout';
import { decryptPassword } from '../auth/secret';
import { hashToken } from '../auth/tokens';
import { hashPassword, verifyPassword } from '../crypto/password';
import type { Db } from '../db/connect';
import { userOthers, users } from '../db/schema';
import { AppError } from '../errors';
import { revokeUserSessions } from './sessions';
import { loadUser } from './userInfo';

/** A nickname as stored: trimmed, 2–20 characters, nothing that could become markup. */
export function checkNickname(raw: string): string {
  const problem = nicknameProblem(raw);
  if (problem === 'length')
    throw new AppError(PROFILE_ERRCODE.nicknameInvalid, 'The nickname must have 2 to 20 characters.');
  if (problem === 'characters')
    throw new AppError(
      PROFILE_ERRCODE.nicknameInvalid,
      'The nickname may not contain < > & " \' ` or control characters.',
    );
  return raw.trim();
}

/** agentFill: sets the superior once, only when none is set, never oneself or an unknown id. */
export async function setSuperior(db: Db, userId: number, pid: number): Promise<{ pid: number }> {
  if (pid === userId) throw new AppError(PROFILE_ERRCODE.superiorSelf, 'You cannot be your own superior.');
  const [superior] = await db.select({ id: users.id }).from(users).where(eq(users.id, pid));
  if (!superior) throw new AppError(PROFILE_ERRCODE.superiorUnknown, 'No player has this ID.');
  const [set] = await db
    .update(users)
    .set({ pid })
    .where(and(eq(users.id, userId), eq(users.pid, 0)))
    .returning({ pid: users.pid });
  if (!set) throw new AppError(PROFILE_ERRCODE.superiorAlreadySet, 'Your superior is already set.');
  return set;
}

/**
 * modifyPassword: the old password (RSA) must match; the new one follows the login length rule. Every other
 * session of the player ends; the one that asked stays.
 */
export async function changeLoginPassword(
  db: Db,
  userId: number,
  token: string | null,
  oldEncrypted: string,
  encrypted: string,
  config: AccountConfig,
  now: number,
): Promise<void> {
  const [oldPlain, newPlain] = await Promise.all([decryptPassword(db, oldEncrypted), decryptPassword(db, encrypted)]);
  const user = await loadUser(db, userId);
  // Guessing the old password is locked out like login (5 wrong within 15 min lock it for 15 min).
  const key = `password:${userId}`;
  if (await isLockedOut(db, key, now))
    throw new AppError(AUTH_ERRCODE.lockedOut, 'Too many wrong passwords. Please try again in 15 minutes.');
  if (!(await verifyPassword(oldPlain, user.passwordHash))) {
    await recordFailure(db, key, now);
    throw new AppError(PROFILE_ERRCODE.wrongOldPassword, 'The current password is wrong.');
  }
  await clearFailures(db, key);
  checkPasswordLength(config, newPlain);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPlain) })
    .where(eq(users.id, userId));
  await revokeUserSessions(db, userId, now, token ? hashToken(token) : undefined);
  await clearFailures(db, accountKey(user.account));
}

/** appUserOther: the saved details (null until filled in) and the date of birth given at sign-up. */
export async function userOther(db: Db, userId: number) {
  const [row] = await db.select().from(userOthers).where(eq(userOthers.userId, userId));
  const birthDate = await registeredBirthDate(db, userId);
  if (!row) return { appUserOther: null, birthDate };
  const { userId: _, ...rest } = row;
  return { appUserOther: { ...rest, birthDate: birthDate ?? '' }, birthDate };
}

async function registeredBirthDate(db: Db, userId: number): Promise<string | null> {
  const [player] = await db.select({ birthDate: users.birthDate }).from(users).where(eq(users.id, userId));
  return player?.birthDate ?? null;
}

/**
 * updateAppUserOther: a real name that is not blank (5051); the date of birth is the one given at sign-up, which
 * the 21+ rule and KYC (3018) go by, so a different one is refused (5053), never stored; the stored row keeps the
 * sign-up date. An empty e-mail or address is none.
 */
export async function saveUserOther(
  db: Db,
  userId: number,
  input: { realName: string; email?: string; birthDate?: string; address?: string },
) {
  const realName = input.realName.trim();
  if (realName === '') throw new AppError(PROFILE_ERRCODE.detailsRealName, 'Enter your real name.');
  const birthDate = await registeredBirthDate(db, userId);
  if (input.birthDate !== undefined && input.birthDate !== birthDate) {
    throw new AppError(
      PROFILE_ERRCODE.detailsBirthDate,
      'The date of birth is the one you gave when you signed up and cannot be changed here. If it is wrong, contact support.',
    );
  }
  const values = {
    realName,
    email: input.email?.trim() ?? '',
    birthDate: birthDate ?? '',
    address: input.address?.trim() ?? '',
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(userOthers)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: userOthers.userId, set: values });
    await tx.update(users).set({ hasUserOther: 1 }).where(eq(users.id, userId));
  });
  return { appUserOther: values };
}
