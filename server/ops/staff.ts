import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import { clearFailures, recordFailure } from '../auth/lockout';
import { hashPassword, verifyPassword } from '../crypto/password';
import type { Db, Tx } from '../db/connect';
import { type StaffRole, staff } from '../db/schema';
import { type Actor, writeAudit } from './audit';
import { OpsError } from './errors';
import { addressKey, addressLocked, backoffWait, countRefusal, nameAddressKey, summarizeRefusals } from './loginGuard';
import { createStaffSession, revokeStaffSessions, type StaffMember } from './sessions';
import { staffPasswordProblem } from './staffPassword';
import { matchTotp, newTotpSecret, totpUri } from './totp';

export const STAFF_ROLES: readonly StaffRole[] = ['support', 'finance', 'marketing', 'admin'];
export const TOTP_ISSUER = 'Lucky Lobby ops';

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
 * Password and TOTP code in one call. One answer for every wrong part (unknown name, password, code). Failures
 * count under the name from this address (a growing back-off: 429 until it has passed, nothing checked) and under
 * the address (30 across any names lock it: 423); never under the name alone, so nobody elsewhere can keep the
 * owner from a correct log-in. A code is accepted once (its step must be after the last one used). A successful
 * log-in is audited; refused ones are counted and summarized once per window (server/ops/loginGuard.ts).
 */
export async function staffLogin(
  db: Db,
  input: LoginInput,
  now: number,
  address = '',
): Promise<{ token: string; staff: StaffMember }> {
  await summarizeRefusals(db, now);
  const username = input.username.trim();
  const key = nameAddressKey(username, address);
  if (await addressLocked(db, address, now)) {
    await countRefusal(db, { username, address, failed: false }, now);
    throw new OpsError(423, 'Too many failed log-ins from this address: try again in 15 minutes.');
  }
  const wait = await backoffWait(db, key, now);
  if (wait > 0) {
    await countRefusal(db, { username, address, failed: false }, now);
    throw new OpsError(429, `Too many failed log-ins: try again in ${Math.ceil(wait / 1000)} seconds.`);
  }
  const [row] = await db.select().from(staff).where(eq(staff.username, username));
  dummyHash ??= hashPassword('not-a-staff-password-0');
  const passwordOk = await verifyPassword(input.password, row?.passwordHash ?? (await dummyHash));
  const taken = row !== undefined && passwordOk && (await takeTotpCode(db, row, input.code, now));
  if (!row || !taken) {
    await recordFailure(db, [key, addressKey(address)], now);
    await countRefusal(db, { username, address, failed: true }, now);
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
  /** The person behind the account (employee number or identity document): at most one active account each. */
  personId: string;
}

/** What an admin hands the new staff member once: the TOTP secret and its otpauth URI. */
export interface TotpSetup {
  id: number;
  username: string;
  totpSecret: string;
  totpUri: string;
}

/** A person id as compared: trimmed, inner spaces single, upper case ("e-1001 " and "E-1001" are one person). */
export function normalizePersonId(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** The checked parts of a new account (400 for any that breaks its rule), the password as its hash. */
export async function checkNewStaff(
  input: NewStaff,
): Promise<{ username: string; role: StaffRole; personId: string; passwordHash: string }> {
  const username = input.username.trim();
  if (!/^[a-z][a-z0-9._-]{2,31}$/.test(username)) {
    throw new OpsError(400, 'A staff name is 3-32 lower-case letters, digits, dots, dashes or underscores.');
  }
  if (!STAFF_ROLES.includes(input.role)) throw new OpsError(400, 'The role is support, finance, marketing or admin.');
  const personId = normalizePersonId(input.personId);
  if (!/^[A-Z0-9][A-Z0-9 ./_-]{1,63}$/.test(personId)) {
    throw new OpsError(400, 'The person id is 2-64 letters, digits, spaces, dots, slashes, dashes or underscores.');
  }
  const problem = staffPasswordProblem(input.password, username);
  if (problem) throw new OpsError(400, problem);
  return { username, role: input.role, personId, passwordHash: await hashPassword(input.password) };
}

/** 409 when the name is taken or the person already holds an active account. */
export async function checkStaffFree(db: Db | Tx, username: string, personId: string): Promise<void> {
  const [byName] = await db.select({ id: staff.id }).from(staff).where(eq(staff.username, username));
  if (byName) throw new OpsError(409, 'This staff name is taken.');
  const [byPerson] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.personId, personId), isNull(staff.disabledAt)));
  if (byPerson) throw new OpsError(409, 'This person already has an active staff account: one account per person.');
}

/** Inserts a checked account with a new TOTP secret and its audit row, in the caller's transaction. */
export async function insertStaff(
  tx: Tx,
  actor: Actor,
  account: { username: string; role: StaffRole; personId: string; passwordHash: string },
  now: number,
  proposedBy?: string,
): Promise<TotpSetup> {
  const { username, role, personId, passwordHash } = account;
  const totpSecret = newTotpSecret();
  const [row] = await tx
    .insert(staff)
    .values({ username, role, personId, passwordHash, totpSecret, createdAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ id: staff.id });
  if (!row) {
    await checkStaffFree(tx, username, personId);
    throw new OpsError(409, 'This staff name is taken.');
  }
  await writeAudit(
    tx,
    actor,
    {
      action: 'staff.create',
      target: `staff:${row.id}`,
      after: { username, role, personId, ...(proposedBy ? { proposedBy } : {}) },
    },
    now,
  );
  return { id: row.id, username, totpSecret, totpUri: totpUri(TOTP_ISSUER, username, totpSecret) };
}

/** Creates an account at once: only the first-admin command does (in /ops a second admin approves a proposal). */
export async function createStaff(db: Db, actor: Actor, input: NewStaff, now: number): Promise<TotpSetup> {
  const account = await checkNewStaff(input);
  return db.transaction((tx) => insertStaff(tx, actor, account, now));
}

export async function listStaff(db: Db) {
  const rows = await db
    .select({
      id: staff.id,
      username: staff.username,
      role: staff.role,
      personId: staff.personId,
      disabledAt: staff.disabledAt,
    })
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
