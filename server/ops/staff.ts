import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import { LOCKOUT } from '../auth/errcodes';
import { clearFailures, isLockedOut, recentFailures, recordFailure } from '../auth/lockout';
import { hashPassword, verifyPassword } from '../crypto/password';
import type { Db } from '../db/connect';
import { type StaffRole, staff } from '../db/schema';
import { type Actor, writeAudit } from './audit';
import { OpsError } from './errors';
import { createStaffSession, revokeStaffSessions, type StaffMember } from './sessions';
import { staffPasswordProblem } from './staffPassword';
import { matchTotp, newTotpSecret, totpUri } from './totp';

export const STAFF_ROLES: readonly StaffRole[] = ['support', 'finance', 'admin'];
export const TOTP_ISSUER = 'Lucky Lobby ops';

/** Lock-out key of a staff name: its own prefix, apart from the players' `account:` keys. */
export const lockKey = (username: string) => `staff:${username.toLowerCase()}`;
/** Failures from one address at any staff name: 30 in 15 min lock the address (guessing across names). */
const addressKey = (address: string) => (address ? `staffip:${address}` : '');

/** Checked against when the name is unknown, so an unknown name costs the same scrypt work as a wrong password. */
let dummyHash: Promise<string> | null = null;

/**
 * Accepts a TOTP code once: its step is taken in one conditional update (after the last step used), so a code
 * replayed (or raced) within its 90 s fails.
 */
export async function takeTotpCode(
  db: Db,
  row: { id: number; totpSecret: string },
  code: string,
  now: number,
): Promise<boolean> {
  const step = matchTotp(row.totpSecret, code, now);
  if (step === null) return false;
  const taken = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, row.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return taken.length > 0;
}

export interface LoginInput {
  username: string;
  password: string;
  code: string;
}

/**
 * Password and TOTP code in one call. One answer for every wrong part (unknown name, password, code), counted
 * under the name (5 failures in 15 min lock it for 15 min; staff have no known-device exception) and under the
 * client's address (30 across any names). A code is accepted once (its step must be after the last one used).
 * Every attempt is in the audit log.
 */
export async function staffLogin(
  db: Db,
  input: LoginInput,
  now: number,
  address = '',
): Promise<{ token: string; staff: StaffMember }> {
  const username = input.username.trim();
  const key = lockKey(username);
  const fromAddress = addressKey(address);
  const addressLocked = fromAddress !== '' && (await recentFailures(db, fromAddress, now)) >= LOCKOUT.perAddress;
  if (addressLocked || (await isLockedOut(db, key, now))) {
    await writeAudit(db, { id: null, username }, { action: 'login.locked', target: `staff:${username}` }, now);
    throw new OpsError(423, `Too many failed log-ins: try again in ${LOCKOUT.windowMs / 60_000} minutes.`);
  }
  const [row] = await db.select().from(staff).where(eq(staff.username, username));
  dummyHash ??= hashPassword('not-a-staff-password-0');
  const passwordOk = await verifyPassword(input.password, row?.passwordHash ?? (await dummyHash));
  const taken = row !== undefined && passwordOk && (await takeTotpCode(db, row, input.code, now));
  if (!row || !taken) {
    await recordFailure(db, [key, fromAddress], now);
    await writeAudit(
      db,
      { id: row?.id ?? null, username },
      { action: 'login.failed', target: `staff:${username}` },
      now,
    );
    throw new OpsError(401, 'The name, password or code is wrong.');
  }
  if (row.disabledAt) {
    await writeAudit(db, { id: row.id, username }, { action: 'login.disabled', target: `staff:${row.id}` }, now);
    throw new OpsError(403, 'This staff account is disabled.');
  }
  await clearFailures(db, key);
  const member: StaffMember = { id: row.id, username: row.username, role: row.role };
  const token = await db.transaction(async (tx) => {
    const t = await createStaffSession(tx, row.id, now);
    await writeAudit(tx, member, { action: 'login', target: `staff:${row.id}` }, now);
    return t;
  });
  return { token, staff: member };
}

export interface NewStaff {
  username: string;
  role: StaffRole;
  password: string;
}

/** What an admin hands the new staff member once: the TOTP secret and its otpauth URI. */
export interface TotpSetup {
  id: number;
  username: string;
  totpSecret: string;
  totpUri: string;
}

export async function createStaff(db: Db, actor: Actor, input: NewStaff, now: number): Promise<TotpSetup> {
  const username = input.username.trim();
  if (!/^[a-z][a-z0-9._-]{2,31}$/.test(username)) {
    throw new OpsError(400, 'A staff name is 3-32 lower-case letters, digits, dots, dashes or underscores.');
  }
  if (!STAFF_ROLES.includes(input.role)) throw new OpsError(400, 'The role is support, finance or admin.');
  const problem = staffPasswordProblem(input.password, username);
  if (problem) throw new OpsError(400, problem);
  const passwordHash = await hashPassword(input.password);
  const totpSecret = newTotpSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({ username, role: input.role, passwordHash, totpSecret, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ id: staff.id });
    if (!row) throw new OpsError(409, 'This staff name is taken.');
    await writeAudit(
      tx,
      actor,
      { action: 'staff.create', target: `staff:${row.id}`, after: { username, role: input.role } },
      now,
    );
    return { id: row.id, username, totpSecret, totpUri: totpUri(TOTP_ISSUER, username, totpSecret) };
  });
}

export async function listStaff(db: Db) {
  const rows = await db
    .select({ id: staff.id, username: staff.username, role: staff.role, disabledAt: staff.disabledAt })
    .from(staff)
    .orderBy(asc(staff.id));
  return rows.map((r) => ({ ...r, disabledAt: r.disabledAt?.getTime() ?? null }));
}

/** Disables an account and ends its sessions at once. An admin cannot disable themself (someone must remain). */
export async function disableStaff(db: Db, actor: StaffMember, staffId: number, now: number): Promise<void> {
  if (staffId === actor.id) throw new OpsError(400, 'You cannot disable your own account.');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(staff)
      .set({ disabledAt: new Date(now) })
      .where(and(eq(staff.id, staffId), isNull(staff.disabledAt)))
      .returning({ id: staff.id });
    if (!row) throw new OpsError(404, 'No active staff account has this id.');
    await revokeStaffSessions(tx, staffId, now);
    await writeAudit(
      tx,
      actor,
      { action: 'staff.disable', target: `staff:${staffId}`, before: { disabled: false }, after: { disabled: true } },
      now,
    );
  });
}

/** A new TOTP secret (a lost phone): the old codes stop working and the account's sessions end. */
export async function resetStaffTotp(db: Db, actor: StaffMember, staffId: number, now: number): Promise<TotpSetup> {
  const totpSecret = newTotpSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staff)
      .set({ totpSecret, totpLastStep: null })
      .where(eq(staff.id, staffId))
      .returning({ id: staff.id, username: staff.username });
    if (!row) throw new OpsError(404, 'No staff account has this id.');
    await revokeStaffSessions(tx, staffId, now);
    await writeAudit(tx, actor, { action: 'staff.resetTotp', target: `staff:${staffId}` }, now);
    return { id: row.id, username: row.username, totpSecret, totpUri: totpUri(TOTP_ISSUER, row.username, totpSecret) };
  });
}
