import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';

/**
 * Which accounts belong to one person, from what the server itself verified — never from a value the client holds
 * (a device cookie is dropped by clearing cookies, a fingerprint is whatever the client sends):
 * - the **verified identity**: the real name and birth date of an approved identity check (kyc_submissions,
 *   decided by the identity vendor), the name compared without case and extra spaces;
 * - a **bank account**: the keyed hash of bank and number of a bound account (user_banks.card_hash,
 *   server/crypto/bankData.ts). A bound number is typed by the player, so it proves no person on its own; two
 *   accounts binding the same one are one person (the money goes to one place).
 *
 * The functions answer SQL conditions over account id expressions (`users.id`, a column of a joined row, or a
 * number), so a rule can use them inside the query that counts: the valid-invitee rule
 * (server/activity/invitees.ts) does; exclusion and limits of the person can too.
 */
type UserIdExpr = SQL | number | { getSQL(): SQL };

/** The normalised identity of an approved check of `userId` (null without one). */
export function identityKeyOf(userId: UserIdExpr): SQL {
  return sql`(SELECT lower(regexp_replace(btrim(pk.real_name), '\\s+', ' ', 'g')) || '|' || pk.birth_date
    FROM kyc_submissions pk WHERE pk.user_id = ${userId} AND pk.status = 'approved')`;
}

/** `userId` is a verified person: an approved identity check. */
export function isVerifiedPerson(userId: UserIdExpr): SQL {
  return sql`EXISTS (SELECT 1 FROM kyc_submissions pv WHERE pv.user_id = ${userId} AND pv.status = 'approved')`;
}

/** The two accounts are one person: the same verified identity, or a bank account bound by both. */
export function samePerson(a: UserIdExpr, b: UserIdExpr): SQL {
  // COALESCE: without an identity on either side the comparison is unknown, which must read as "not the same".
  return sql`(COALESCE(${identityKeyOf(a)} = ${identityKeyOf(b)}, false) OR EXISTS (
    SELECT 1 FROM user_banks pba JOIN user_banks pbb ON pbb.card_hash = pba.card_hash
    WHERE pba.user_id = ${a} AND pbb.user_id = ${b} AND pba.card_hash IS NOT NULL))`;
}

/** Whether two accounts are one person (for code outside a query, e.g. an exclusion check at registration). */
export async function arePersonsSame(db: Db | Tx, a: number, b: number): Promise<boolean> {
  // PGlite and node-postgres both answer { rows }; the driver-neutral type does not say so.
  const result = (await db.execute(sql`SELECT ${samePerson(a, b)} AS "same"`)) as unknown as {
    rows: { same: boolean | null }[];
  };
  return result.rows[0]?.same === true;
}
