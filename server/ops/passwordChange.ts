import { eq } from 'drizzle-orm';
import { recordFailure } from '../auth/lockout';
import { hashPassword, verifyPassword } from '../crypto/password';
import type { Db } from '../db/connect';
import { staff } from '../db/schema';
import { writeAudit } from './audit';
import { OpsError } from './errors';
import { backoffWait } from './loginGuard';
import { revokeStaffSessions, type StaffMember } from './sessions';
import { takeTotpCode } from './staff';
import { staffPasswordProblem } from './staffPassword';

export interface PasswordChange {
  current: string;
  next: string;
  code: string;
}

/**
 * A signed-in staff member changes their own password (POST /ops-api/me/password): the current password and a
 * fresh TOTP code (good once), a new password under the staff rule. Other sessions end; this one stays. A wrong
 * password or code (400, not 401: the session is fine) counts under the account's own key, `staffpw:<id>`, with
 * the log-in's growing back-off (429 while it runs): only someone holding this account's session can aim it, and
 * it never touches the log-in. Every attempt is audited (the caller is signed in); the passwords never are.
 */
export async function changeStaffPassword(
  db: Db,
  actor: StaffMember,
  token: string,
  input: PasswordChange,
  now: number,
): Promise<{ sessionsEnded: number }> {
  const problem = staffPasswordProblem(input.next, actor.username);
  if (problem) throw new OpsError(400, problem);
  if (input.next === input.current) throw new OpsError(400, 'The new password is the current one.');
  const key = `staffpw:${actor.id}`;
  const target = `staff:${actor.id}`;
  const wait = await backoffWait(db, key, now);
  if (wait > 0) {
    await writeAudit(db, actor, { action: 'password.backedOff', target }, now);
    throw new OpsError(429, `Too many wrong passwords or codes: try again in ${Math.ceil(wait / 1000)} seconds.`);
  }
  const [row] = await db.select().from(staff).where(eq(staff.id, actor.id));
  const passwordOk = row !== undefined && (await verifyPassword(input.current, row.passwordHash));
  if (!row || !passwordOk || !(await takeTotpCode(db, row, input.code, now))) {
    await recordFailure(db, key, now);
    await writeAudit(db, actor, { action: 'password.failed', target }, now);
    throw new OpsError(400, 'The current password or the code is wrong.');
  }
  const passwordHash = await hashPassword(input.next);
  return db.transaction(async (tx) => {
    await tx.update(staff).set({ passwordHash }).where(eq(staff.id, actor.id));
    const sessionsEnded = await revokeStaffSessions(tx, actor.id, now, token);
    await writeAudit(
      tx,
      actor,
      { action: 'password.change', target, after: { otherSessionsEnded: sessionsEnded } },
      now,
    );
    return { sessionsEnded };
  });
}
