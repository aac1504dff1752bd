import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
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

/**
 * Production's first admin (`npm run ops:admin -- <username>`, docs/ops.md): refused while any active admin exists
 * (an admin then creates accounts in /ops/staff); otherwise an admin with a generated password and TOTP secret,
 * both returned to be printed once, and the creation written to the audit log.
 */
export async function createFirstAdmin(db: Db, username: string, now: number): Promise<FirstAdmin> {
  const [existing] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), isNull(staff.disabledAt)))
    .limit(1);
  if (existing) throw new OpsError(409, 'An admin exists already: an admin creates staff accounts in /ops/staff.');
  const password = generateStaffPassword(username.trim());
  const setup = await createStaff(db, FIRST_ADMIN_ACTOR, { username, role: 'admin', password }, now);
  return { ...setup, password };
}
