import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import { users } from '../db/schema';

/**
 * Who counts as a player's valid invitee (issue 15), one rule for invite friends, invite-and-spin, the invite task
 * and every agent programme: an account registered with the player's invite code (users.pid) that has made a paid
 * deposit (users.first_recharge_at). A bare registration costs a farmer nothing, so it counts for nothing.
 * Use it as a `where` on `users`; add date bounds beside it where a programme has them.
 */
export function validInviteeOf(inviterId: number): SQL {
  return and(eq(users.pid, inviterId), isNotNull(users.firstRechargeAt)) as SQL;
}
