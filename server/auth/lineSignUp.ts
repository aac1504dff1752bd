import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { lineSignUps } from '../db/schema';
import { AppError } from '../errors';
import { AUTH_ERRCODE } from './errcodes';

/** How long a LINE sign-up ticket lasts: time to type a date and tick a box, not to come back tomorrow. */
export const LINE_SIGN_UP_TTL_MS = 15 * 60_000;

/** Who a ticket signs in: the LINE user (lineSignUp finds their account by it, or makes it). */
export interface LineSignUp {
  lineUserId: string;
  displayName: string;
}

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * lineLogin's answer for a LINE player who owes a birth date: no token, but errcode 1056 with a fresh
 * ticket in the envelope. Only the ticket's hash is stored, so the table cannot be replayed from a copy.
 */
export async function detailsNeeded(db: Db, who: LineSignUp, now: number): Promise<AppError> {
  const ticket = randomBytes(32).toString('hex');
  await db.insert(lineSignUps).values({
    ticketHash: hashOf(ticket),
    ...who,
    createdAt: new Date(now),
    expiresAt: new Date(now + LINE_SIGN_UP_TTL_MS),
  });
  return new AppError(
    AUTH_ERRCODE.lineDetailsNeeded,
    'Before your first LINE sign-in, give your date of birth and declare that you are not an excluded person.',
    200,
    undefined,
    ticket,
  );
}

/** lineSignUp's redemption: who the ticket signs in, spending it. Unknown, used or expired → 1057. */
export async function spendTicket(db: Db, ticket: string, now: number): Promise<LineSignUp> {
  const [row] = await db
    .update(lineSignUps)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(lineSignUps.ticketHash, hashOf(ticket)),
        isNull(lineSignUps.usedAt),
        gt(lineSignUps.expiresAt, new Date(now)),
      ),
    )
    .returning({ lineUserId: lineSignUps.lineUserId, displayName: lineSignUps.displayName });
  if (!row) {
    throw new AppError(
      AUTH_ERRCODE.lineTicketInvalid,
      'This LINE sign-in has expired. Please sign in with LINE again.',
    );
  }
  return row;
}
