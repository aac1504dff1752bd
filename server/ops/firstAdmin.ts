import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { staff } from '../db/schema';
import type { Actor } from './audit';
import { OpsError } from './errors';
import { createStaff, type TotpSetup } from './staff';
import { staffPasswordProblem } from './staffPassword';

/** Who the audit log names for the command (no staff member exists yet). */
export const FIRST_ADMIN_ACTOR: Actor = { id: null, username: 'ops:admin command' };

/** Letters and digits an operator can read off a terminal without confusing them (no 0/O, 1/l/I). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A strong staff password: four groups of five random characters (about 115 bits), under the staff rule. */
export function generateStaffPassword(username: string): string {
  for (;;) {
    const groups = Array.from({ length: 4 }, () =>
      Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    );
    const password = groups.join('-');
    if (staffPasswordProblem(password, username) === null) return password;
  }
}

export interface FirstAdmin extends TotpSetup {
  password: string;
}

/** Admins the command bootstraps: from then on every new account needs a second admin's approval in /ops. */
export const BOOTSTRAP_ADMINS = 2;

/**
 * Production's first two admins (`npm run ops:admin -- <username> <person id>`, docs/ops.md), two different
 * people: four-eyes needs a second admin before anything can be approved. Refused once two active admins exist
 * (accounts are then proposed and approved in /ops); otherwise an admin with a generated password and TOTP secret,
 * both returned to be printed once, and the creation written to the audit log.
 */
export async function createFirstAdmin(db: Db, username: string, personId: string, now: number): Promise<FirstAdmin> {
  const [active] = await db
    .select({ n: count() })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), isNull(staff.disabledAt)));
  if ((active?.n ?? 0) >= BOOTSTRAP_ADMINS) {
    throw new OpsError(409, 'Two admins exist already: new staff accounts are proposed and approved in /ops/staff.');
  }
  const password = generateStaffPassword(username.trim());
  const setup = await createStaff(db, FIRST_ADMIN_ACTOR, { username, role: 'admin', password, personId }, now);
  return { ...setup, password };
}
