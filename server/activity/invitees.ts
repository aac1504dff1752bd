import { and, eq, type SQL, sql } from 'drizzle-orm';
import { INVITEES_PER_DEVICE } from '../auth/errcodes';
import { users } from '../db/schema';
import { isVerifiedPerson, samePerson } from '../player/personIdentity';

/**
 * Who counts as a valid invitee, one rule for invite friends, invite-and-spin, the invite task and every
 * agent programme (through `downlineOf`). An account of the `users` row in scope is valid when:
 * - it has made a paid deposit (users.first_recharge_at): a bare registration costs a farmer nothing;
 * - it is a verified person (an approved identity check, server/player/personIdentity.ts);
 * - that person is not its inviter (`users.pid`): not the same verified identity, no bank account bound by both;
 * - and not a person already among the inviter's earlier paid invitees: of several accounts of one person, only
 *   the first registered can count.
 * - it is among the first INVITEES_PER_DEVICE accounts of its server device (users.device_id, the signed cookie):
 *   an extra limit only, since a cleared browser makes a new device.
 * What stops a farm is the person, not the device: five cookie-less invitees of one farmer, each with a ₱100
 * deposit, are five accounts of one person (or of no verified person) and count once at most. The registering
 * address decides nothing: Philippine mobile networks put many subscribers behind one address (CGNAT).
 */
export const validInvitee: SQL = sql`(${users.firstRechargeAt} IS NOT NULL
  AND (${users.deviceId} = '' OR (
    SELECT count(*) FROM users AS earlier WHERE earlier.device_id = ${users.deviceId} AND earlier.id < ${users.id}
  ) < ${INVITEES_PER_DEVICE})
  AND ${isVerifiedPerson(users.id)}
  AND NOT ${samePerson(users.id, users.pid)}
  AND NOT EXISTS (
    SELECT 1 FROM users AS earlier
    WHERE earlier.pid = ${users.pid} AND earlier.id < ${users.id} AND earlier.first_recharge_at IS NOT NULL
      AND ${samePerson(sql`earlier.id`, users.id)}
  ))`;

/** A player's valid invitees: registered with their invite code (users.pid) and valid. A `where` on `users`. */
export function validInviteeOf(inviterId: number): SQL {
  return and(eq(users.pid, inviterId), validInvitee) as SQL;
}
