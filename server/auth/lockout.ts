import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { loginFailures, sessions } from '../db/schema';
import { LOCKOUT } from './errcodes';

/*
 * Wrong guesses are rows of login_failures under a key:
 *  - `account:<name>`: counts guesses at one account name from anywhere (unknown names too);
 *  - `client:<visitor id>` and `ip:<address>`: count guesses from one client at any account;
 *  - `wallet:<user id>`: wrong wallet passwords of one player.
 * A key with 5 failures in 15 min is locked until 15 min after the fifth. An account's lock stops only unknown
 * devices: a device the owner has logged in from before (a session with its visitor id) is judged by its own
 * client key alone, so an attacker guessing from elsewhere cannot lock the owner out.
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

/** The per-client keys of a login attempt: the visitor id (fingerprint header) and the peer address. */
export function clientKeys(fingerprint: string, address: string): { client: string; ip: string } {
  return { client: fingerprint ? `client:${fingerprint}` : '', ip: address ? `ip:${address}` : '' };
}

/** A client is locked after 5 failures under its visitor id, or 30 from its address (many visitors, one NAT). */
export async function clientLocked(db: Db, keys: { client: string; ip: string }, now: number): Promise<boolean> {
  const [byClient, byIp] = await Promise.all([
    keys.client ? recentFailures(db, keys.client, now) : 0,
    keys.ip ? recentFailures(db, keys.ip, now) : 0,
  ]);
  return byClient >= LOCKOUT.failures || byIp >= LOCKOUT.perAddress;
}

/** A device the player has logged in from before: a session (live or not) of the player with this visitor id. */
export async function knownDevice(db: Db, userId: number, fingerprint: string): Promise<boolean> {
  if (!fingerprint) return false;
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.fingerprint, fingerprint)))
    .limit(1);
  return row !== undefined;
}
