import { BREAKS, type BreakId, RG_ERRCODE } from '../../src/api/contract/responsibleGaming';
import { AUTH_ERRCODE } from '../auth/errcodes';
import { clearFailures, isLockedOut, recordFailure } from '../auth/lockout';
import { decryptPassword } from '../auth/secret';
import { verifyPassword } from '../crypto/password';
import type { Db } from '../db/connect';
import { playerBreaks } from '../db/schema';
import { AppError, ERRCODE } from '../errors';
import { closeSessions } from '../game/demoSessions';
import { linkedAccounts, STRONG_SIGNALS } from '../responsibleGaming/person';
import type { ActiveBreak } from './breakStatus';
import { revokeUserSessions } from './sessions';
import { loadUser } from './userInfo';

const DAY_MS = 24 * 60 * 60 * 1000;

const wrongPassword = () => new AppError(RG_ERRCODE.wrongPassword, 'The password is wrong.');

/**
 * The login password that confirms a break: decrypted with the login's RSA key (server/auth/secret.ts) and checked
 * against the stored hash like a login. Any decryption failure answers like a wrong password (5105). Guesses count
 * under the same key as modifyPassword's (`password:<id>`): 5 wrong within 15 min lock both for 15 min (1020).
 */
async function confirmPassword(db: Db, userId: number, encrypted: string, now: number): Promise<void> {
  let plain: string;
  try {
    plain = await decryptPassword(db, encrypted);
  } catch (err) {
    if (err instanceof AppError && err.errcode === AUTH_ERRCODE.undecryptable) throw wrongPassword();
    throw err;
  }
  const key = `password:${userId}`;
  if (await isLockedOut(db, key, now)) {
    throw new AppError(AUTH_ERRCODE.lockedOut, 'Too many wrong passwords. Please try again in 15 minutes.');
  }
  const user = await loadUser(db, userId);
  if (!(await verifyPassword(plain, user.passwordHash))) {
    await recordFailure(db, key, now);
    throw wrongPassword();
  }
  await clearFailures(db, key);
}

/**
 * rgTakeBreak: after the password, the break is written (until = now + its days × 24 h), every token of the
 * player is revoked and their open demo games close. Nothing ends a break early: no call shortens or deletes
 * one, and log-ins and token calls are refused until it ends (server/player/breakStatus.ts).
 */
export async function takeBreak(
  db: Db,
  userId: number,
  breakId: string,
  encryptedPassword: string,
  now: number,
): Promise<{ break: ActiveBreak }> {
  // The contract's schema already allows only BREAK_IDS; this keeps a direct caller to them too.
  if (!Object.hasOwn(BREAKS, breakId)) throw new AppError(ERRCODE.invalidBody, `invalid body: breakId`, 400);
  const spec = BREAKS[breakId as BreakId];
  await confirmPassword(db, userId, encryptedPassword, now);
  const until = now + spec.days * DAY_MS;
  await db
    .insert(playerBreaks)
    .values({ userId, kind: spec.kind, breakId, startedAt: new Date(now), until: new Date(until) });
  // Written first: should what follows fail, the break already refuses the tokens (server/http/api.ts).
  await revokeUserSessions(db, userId, now);
  await closeSessions(db, userId, now);
  // The person's other accounts (identity, phone, bank) end their sessions too: their next log-in meets the break.
  for (const other of await linkedAccounts(db, userId)) {
    if (!other.reasons.some((k) => STRONG_SIGNALS.includes(k))) continue;
    await revokeUserSessions(db, other.userId, now);
    await closeSessions(db, other.userId, now);
  }
  return { break: { kind: spec.kind, until } };
}
