import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { loginFailures } from '../db/schema';
import { LOCKOUT } from './errcodes';

/** Wrong passwords of an account within the lock-out window ending at `now`. */
async function recentFailures(db: Db, account: string, now: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.account, account), gt(loginFailures.at, new Date(now - LOCKOUT.windowMs))));
  return row?.n ?? 0;
}

/**
 * Locked: 5 failures within 15 min. The lock therefore ends 15 min after the failure that completed the five
 * (refused attempts are not failures and do not extend it).
 */
export async function isLockedOut(db: Db, account: string, now: number): Promise<boolean> {
  return (await recentFailures(db, account, now)) >= LOCKOUT.failures;
}

/** Records a wrong password; answers how many failures the window now holds (this one included). */
export async function recordFailure(db: Db, account: string, now: number): Promise<number> {
  await db.insert(loginFailures).values({ account, at: new Date(now) });
  return recentFailures(db, account, now);
}

export async function clearFailures(db: Db, account: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.account, account));
}

/** Failures 3–5 answer after 250 ms × (n − 2): 250, 500, 750 ms. */
export function failureDelayMs(failures: number): number {
  return failures >= LOCKOUT.slowFrom && failures <= LOCKOUT.failures ? LOCKOUT.slowStepMs * (failures - 2) : 0;
}

export function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
