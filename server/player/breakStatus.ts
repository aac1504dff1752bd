import { and, desc, eq, gt } from 'drizzle-orm';
import { type BreakKind, RG_ERRCODE } from '../../src/api/contract/responsibleGaming';
import type { Db, Tx } from '../db/connect';
import { playerBreaks } from '../db/schema';
import { AppError } from '../errors';

/** A break that applies: its kind and when it ends (ms). */
export interface ActiveBreak {
  kind: BreakKind;
  until: number;
}

/**
 * The player's break that applies at `now` (the one ending last when several do), or null. One probe of the
 * (user_id, until) index. server/player/sessions.ts asks the same inside its token lookup.
 */
export async function activeBreak(db: Db | Tx, userId: number, now: number): Promise<ActiveBreak | null> {
  const [row] = await db
    .select({ kind: playerBreaks.kind, until: playerBreaks.until })
    .from(playerBreaks)
    .where(and(eq(playerBreaks.userId, userId), gt(playerBreaks.until, new Date(now))))
    .orderBy(desc(playerBreaks.until))
    .limit(1);
  return row ? { kind: row.kind, until: row.until.getTime() } : null;
}

/** The refusal of a log-in or a call during a break: 5103 time-out / 5104 self-exclusion, retryIn in seconds. */
export function breakRefusal(brk: ActiveBreak, now: number): AppError {
  const retryIn = Math.max(1, Math.ceil((brk.until - now) / 1000));
  return brk.kind === 'exclusion'
    ? new AppError(
        RG_ERRCODE.selfExcluded,
        'You excluded yourself from playing. Your account opens again when the self-exclusion ends.',
        200,
        retryIn,
      )
    : new AppError(
        RG_ERRCODE.inTimeOut,
        'You are taking a break. Your account opens again when the time-out ends.',
        200,
        retryIn,
      );
}

/** Throws 5103 / 5104 while the player is on a break. */
export async function refuseDuringBreak(db: Db | Tx, userId: number, now: number): Promise<void> {
  const brk = await activeBreak(db, userId, now);
  if (brk) throw breakRefusal(brk, now);
}

/**
 * Whether the player may be sent promotional messages (offers, activity news) now: not while on a break.
 * Transactional messages (welcome, deposits, withdrawals, KYC, rewards already earned) do not ask.
 */
export async function mayReceivePromotions(db: Db | Tx, userId: number, now: number): Promise<boolean> {
  return (await activeBreak(db, userId, now)) === null;
}
