import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { loginFailures } from '../db/schema';
import { LOCKOUT } from './errcodes';

/*
 * Wrong guesses are rows of login_failures under a key:
 *  - `login:<name>@<address>`: guesses at one account name from one client address (5 lock it, from there only);
 *  - `ip:<address>`: guesses from one client address at any account (30 lock the address);
 *  - `account:<name>`: guesses at one account name from anywhere (unknown names too), counted for the flagged
 *    players list and never a lock: anyone anywhere could otherwise lock the owner out;
 *  - `wallet:<user id>`: wrong wallet passwords of one player (signed in: only the player can aim it).
 * A locking key with 5 failures in 15 min is locked until 15 min after the fifth.
 */

/** The key of an account name; every key has a kind prefix so a chosen name cannot pose as another key. */
export function accountKey(account: string): string {
  return `account:${account}`;
}

/** Failures of a key within the lock-out window ending at `now`. */
export async function recentFailures(db: Db, key: string, now: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.account, key), gt(loginFailures.at, new Date(now - LOCKOUT.windowMs))));
  return row?.n ?? 0;
}

/** Locked: 5 failures within 15 min (refused attempts are not failures and do not extend it). */
export async function isLockedOut(db: Db, key: string, now: number): Promise<boolean> {
  return (await recentFailures(db, key, now)) >= LOCKOUT.failures;
}

/** Records a wrong guess under each key; answers the highest count the windows now hold (this one included). */
export async function recordFailure(db: Db, keys: string | readonly string[], now: number): Promise<number> {
  const list = (typeof keys === 'string' ? [keys] : keys).filter((k) => k !== '');
  await db.insert(loginFailures).values(list.map((account) => ({ account, at: new Date(now) })));
  const counts = await Promise.all(list.map((k) => recentFailures(db, k, now)));
  return Math.max(0, ...counts);
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.account, key));
}

/** Growing delays: failures 3, 4, 5… answer after 250 ms × (n − 2), at most 2 s. */
export function failureDelayMs(failures: number): number {
  return failures >= LOCKOUT.slowFrom ? Math.min(LOCKOUT.slowStepMs * (failures - 2), LOCKOUT.maxDelayMs) : 0;
}

export function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/**
 * The keys of a player's log-in attempt, all from what the server itself sees (the client's address under the
 * TRUST_PROXY rules, docs/security.md): `login:<account>@<address>` locks one account from one address (5), and
 * `ip:<address>` locks one address at any account (30). Nothing the client sends (a visitor id, a device header)
 * is a key: a value the client chooses could be the owner's, and would let an attacker aim the lock at the owner.
 */
export function loginKeys(account: string, address: string): { here: string; ip: string } {
  return { here: `login:${account}@${address}`, ip: address ? `ip:${address}` : '' };
}

/** Locked from this address: 5 failures at this account from here, or 30 from here at any account. */
export async function loginLocked(db: Db, keys: { here: string; ip: string }, now: number): Promise<boolean> {
  const [here, ip] = await Promise.all([
    recentFailures(db, keys.here, now),
    keys.ip ? recentFailures(db, keys.ip, now) : 0,
  ]);
  return here >= LOCKOUT.failures || ip >= LOCKOUT.perAddress;
}
