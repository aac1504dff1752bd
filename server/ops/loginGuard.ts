import { and, asc, count, desc, eq, gt, isNull, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { loginFailures, staffLoginRefusals, staffLoginWindows } from '../db/schema';
import { writeAudit } from './audit';

/*
 * Guessing at the back office's log-in, without a lock anyone can aim at a staff member:
 *  - `staff:<name>@<address>`: failures at one name from one client address (the address the server sees, under
 *    the TRUST_PROXY rules). After a few, each further attempt from there waits a growing back-off on the server
 *    clock (answered 429 without checking anything). The owner logging in from another address is never slowed.
 *  - `staffip:<address>`: failures from one address at any names; 30 in 15 min lock that address (it can only be
 *    the guesser's own).
 * Refused attempts are anonymous (nobody proved who they are): they are counted per window, name and address, and
 * each closed window becomes ONE summary row of the audit log, so a flood of attempts cannot bury the admin's rows.
 */
export const STAFF_GUARD = {
  /** Failures from one address at one name that cost nothing. */
  freeFailures: 3,
  /** The back-off after the next failure, doubled each time, at most `maxBackoffMs`. */
  firstBackoffMs: 30_000,
  maxBackoffMs: 5 * 60_000,
  /** Failures are forgotten after this; also the length of a summary window. */
  windowMs: 15 * 60_000,
  /** Failures from one address at any names that lock the address. */
  perAddress: 30,
  /** Names and addresses listed in a summary row (the busiest first); the totals count all. */
  listed: 20,
} as const;

/** The target of the summary rows in the audit log. */
export const LOGIN_SUMMARY_TARGET = 'ops:login';

export const nameAddressKey = (username: string, address: string) => `staff:${username.toLowerCase()}@${address}`;
export const addressKey = (address: string) => (address ? `staffip:${address}` : '');

/** The back-off after `failures` failures: none for the first few, then 30 s, 1 min, 2 min… at most 5 min. */
export function backoffMs(failures: number): number {
  const over = failures - STAFF_GUARD.freeFailures;
  if (over <= 0) return 0;
  return Math.min(STAFF_GUARD.firstBackoffMs * 2 ** (over - 1), STAFF_GUARD.maxBackoffMs);
}

/** How long this key must still wait (0: an attempt is checked now). */
export async function backoffWait(db: Db, key: string, now: number): Promise<number> {
  const [row] = await db
    .select({ n: count(), last: max(loginFailures.at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.account, key), gt(loginFailures.at, new Date(now - STAFF_GUARD.windowMs))));
  const n = row?.n ?? 0;
  if (n === 0 || !row?.last) return 0;
  return Math.max(0, new Date(row.last).getTime() + backoffMs(n) - now);
}

export async function addressLocked(db: Db, address: string, now: number): Promise<boolean> {
  const key = addressKey(address);
  if (key === '') return false;
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.account, key), gt(loginFailures.at, new Date(now - STAFF_GUARD.windowMs))));
  return (row?.n ?? 0) >= STAFF_GUARD.perAddress;
}

const windowOf = (now: number) => new Date(Math.floor(now / STAFF_GUARD.windowMs) * STAFF_GUARD.windowMs);

/** Counts one refused attempt (`failed`: checked and wrong; else refused unchecked: backed off or address locked). */
export async function countRefusal(
  db: Db,
  attempt: { username: string; address: string; failed: boolean },
  now: number,
): Promise<void> {
  const windowStart = windowOf(now);
  const username = attempt.username.slice(0, 64);
  await db.insert(staffLoginWindows).values({ windowStart }).onConflictDoNothing();
  await db
    .insert(staffLoginRefusals)
    .values({
      windowStart,
      username,
      address: attempt.address,
      failed: attempt.failed ? 1 : 0,
      refused: attempt.failed ? 0 : 1,
    })
    .onConflictDoUpdate({
      target: [staffLoginRefusals.windowStart, staffLoginRefusals.username, staffLoginRefusals.address],
      set: attempt.failed
        ? { failed: sql`${staffLoginRefusals.failed} + 1` }
        : { refused: sql`${staffLoginRefusals.refused} + 1` },
    });
}

/**
 * Writes the one summary row of every closed window not yet summarized: totals, then the busiest names and
 * addresses. Claiming a window is a conditional update in the row's transaction, so two callers at once write it
 * once. Called at each log-in attempt and before the audit log is read.
 */
export async function summarizeRefusals(db: Db, now: number): Promise<number> {
  const open = windowOf(now);
  const due = await db
    .select({ windowStart: staffLoginWindows.windowStart })
    .from(staffLoginWindows)
    .where(
      and(
        isNull(staffLoginWindows.summarizedAt),
        lte(staffLoginWindows.windowStart, new Date(open.getTime() - STAFF_GUARD.windowMs)),
      ),
    )
    .orderBy(asc(staffLoginWindows.windowStart));
  let written = 0;
  for (const { windowStart } of due) {
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(staffLoginWindows)
        .set({ summarizedAt: new Date(now) })
        .where(and(eq(staffLoginWindows.windowStart, windowStart), isNull(staffLoginWindows.summarizedAt)))
        .returning({ windowStart: staffLoginWindows.windowStart });
      if (!claimed) return false;
      const rows = await tx
        .select()
        .from(staffLoginRefusals)
        .where(eq(staffLoginRefusals.windowStart, windowStart))
        .orderBy(desc(sql`${staffLoginRefusals.failed} + ${staffLoginRefusals.refused}`));
      const tally = (by: (r: (typeof rows)[number]) => string) => {
        const m = new Map<string, number>();
        for (const r of rows) m.set(by(r), (m.get(by(r)) ?? 0) + r.failed + r.refused);
        return [...m.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, STAFF_GUARD.listed)
          .map(([key, attempts]) => ({ key, attempts }));
      };
      const from = windowStart.getTime();
      await writeAudit(
        tx,
        { id: null, username: 'ops:login' },
        {
          action: 'login.refusedSummary',
          target: LOGIN_SUMMARY_TARGET,
          after: {
            from,
            to: from + STAFF_GUARD.windowMs,
            failed: rows.reduce((n, r) => n + r.failed, 0),
            refused: rows.reduce((n, r) => n + r.refused, 0),
            names: tally((r) => r.username).map(({ key, attempts }) => ({ username: key, attempts })),
            addresses: tally((r) => r.address).map(({ key, attempts }) => ({ address: key, attempts })),
          },
        },
        now,
      );
      return true;
    });
    if (done) written += 1;
  }
  return written;
}
