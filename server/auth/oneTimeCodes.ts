import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { smsCodes } from '../db/schema';
import { AppError } from '../errors';
import type { SmsProvider } from '../providers';
import { AUTH_ERRCODE, CODE_RULES } from './errcodes';

/**
 * Draws a code and hands it to the SMS provider: in demo mode the sandbox writes `[sms] <mobile> <code>` to the
 * log (and GET /__test__/sms with test controls reads it); production never logs it. At most one code per mobile per 60 s, whatever its type (errcode 1021).
 */
export async function sendCode(db: Db, sms: SmsProvider, mobile: string, type: number, now: number): Promise<void> {
  const [recent] = await db
    .select({ id: smsCodes.id, createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), gt(smsCodes.createdAt, new Date(now - CODE_RULES.resendMs))))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (recent) {
    // The refusal says how long to wait, so every device counts the same seconds down.
    const retryIn = Math.max(1, Math.ceil((recent.createdAt.getTime() + CODE_RULES.resendMs - now) / 1000));
    throw new AppError(
      AUTH_ERRCODE.codeTooSoon,
      `A code was sent less than a minute ago. Please wait ${retryIn} s.`,
      200,
      retryIn,
    );
  }
  const code = String(randomInt(0, 10 ** CODE_RULES.digits)).padStart(CODE_RULES.digits, '0');
  sms.send(mobile, code);
  await db.insert(smsCodes).values({
    mobile,
    type,
    code,
    createdAt: new Date(now),
    expiresAt: new Date(now + CODE_RULES.ttlMs),
  });
}

/**
 * Spends the latest code sent to (mobile, type): 1045 when none was ever sent; 1043 when it is wrong, expired,
 * used, or burnt by too many guesses. Every guess, right or wrong, first takes one attempt with a single
 * conditional update (`attempts < cap`), so parallel guesses are counted one by one by the database: once the cap
 * is taken the code is dead, and the right code guessed after it is refused. A second conditional update spends
 * a right code once, so two concurrent right guesses change the password once.
 */
export async function useCode(db: Db, mobile: string, type: number, code: string, now: number): Promise<void> {
  const [row] = await db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.type, type)))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (!row) throw new AppError(AUTH_ERRCODE.noCodeRequested, 'Please request a verification code first.');
  const invalid = new AppError(AUTH_ERRCODE.badCode, 'The verification code is wrong or has expired.');
  const [attempt] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, row.id),
        lt(smsCodes.attempts, CODE_RULES.maxAttempts),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, new Date(now)),
      ),
    )
    .returning({ code: smsCodes.code });
  if (!attempt || !sameCode(attempt.code, code)) throw invalid;
  const spent = await db
    .update(smsCodes)
    .set({ usedAt: new Date(now) })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  if (spent.length === 0) throw invalid;
}

/** Compares in constant time, so the time an answer takes says nothing about how many digits were right. */
function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
