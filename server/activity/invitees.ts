import { and, eq, type SQL, sql } from 'drizzle-orm';
import { INVITEES_PER_DEVICE } from '../auth/errcodes';
import { users } from '../db/schema';

/**
 * Who counts as a valid invitee, one rule for invite friends, invite-and-spin, the invite task and every
 * agent programme (through `downlineOf`). An account of the `users` row in scope is valid when:
 * - it has made a paid deposit (users.first_recharge_at): a bare registration costs a farmer nothing;
 * - it is among the first INVITEES_PER_DEVICE accounts registered on its server device (users.device_id, the signed
 *   cookie of server/security/deviceCookie.ts, which the client cannot choose), counted over every account of
 *   the device whoever invited it. Accounts without a device id (made before the signal existed) pass.
 * The registering address is kept but decides nothing: Philippine mobile networks put many subscribers behind one
 * address (CGNAT), so an address cap would void honest invitees, and anyone on the same address could poison it.
 */
export const validInvitee: SQL = sql`(${users.firstRechargeAt} IS NOT NULL AND (${users.deviceId} = '' OR (
  SELECT count(*) FROM users AS earlier WHERE earlier.device_id = ${users.deviceId} AND earlier.id < ${users.id}
) < ${INVITEES_PER_DEVICE}))`;

/** A player's valid invitees: registered with their invite code (users.pid) and valid. A `where` on `users`. */
export function validInviteeOf(inviterId: number): SQL {
  return and(eq(users.pid, inviterId), validInvitee) as SQL;
}
