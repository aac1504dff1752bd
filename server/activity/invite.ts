import { and, count, gte } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { ACTIVITY, ACTIVITY_ERRCODE, activityConfig, INVITE_DAYS } from './config';
import { validInviteeOf } from './invitees';
import { claimedProps, createOffer, expireTimeOf, findOffer, isExpired, type OfferRow, recordClaim } from './offers';
import { payAward } from './payout';

/**
 * Invite friends (spec §4, activity type 40; docs/activity-server.md). The config holds the prizes in order
 * (the seed: 3 invitations, then 10). A player's invitations are the accounts registered with their invite code
 * (users.pid) since the offer started that are valid invitees (./invitees.ts: a paid deposit and the
 * device limit; a bare registration costs a farmer nothing, so it counts for nothing); the offer runs 30 days from
 * the first look. The state names the prize being worked on (awardId): itemStatus 0 while invitations are short of
 * it, 1 when it can be received, 2 once every prize is received.
 */
const TYPE = ACTIVITY.inviteFriend;

function refuse(errcode: number, message: string): never {
  throw new AppError(errcode, message);
}

async function inviteOffer(db: Db, userId: number, now: number): Promise<OfferRow | undefined> {
  const existing = await findOffer(db, userId, TYPE);
  if (existing) return existing;
  const first = (await activityConfig(db)).invite[0];
  if (!first) return undefined;
  const expireAt = new Date(now + INVITE_DAYS * 86_400_000);
  return createOffer(db, { userId, activityType: TYPE, awardId: 0, expireAt });
}

/** Accounts registered with the player's code since the offer began that are valid invitees (invitations). */
async function invitations(db: Db, offer: OfferRow): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(validInviteeOf(offer.userId), gte(users.createdAt, offer.createdAt)));
  return row?.n ?? 0;
}

async function stateOf(db: Db, offer: OfferRow) {
  const [prizes, inviteCount, received] = await Promise.all([
    activityConfig(db).then((config) => config.invite),
    invitations(db, offer),
    claimedProps(db, offer.userId, TYPE, 0),
  ]);
  const current = prizes.find((prize) => !received.includes(prize.id));
  if (!current) return { awardId: prizes.at(-1)?.id ?? 0, inviteCount, itemStatus: 2 };
  return { awardId: current.id, inviteCount, itemStatus: inviteCount >= current.inviteCount ? 1 : 0 };
}

/** appInviteBonus1User: the state, or null when no prize is configured. */
export async function loadInvite(db: Db, userId: number, now: number) {
  const offer = await inviteOffer(db, userId, now);
  if (!offer) return { appInviteBonus1User: null, expireTime: -1 };
  return { appInviteBonus1User: await stateOf(db, offer), expireTime: expireTimeOf(offer) };
}

/** appInviteBonus1UserReceive {propId}: the current prize, once the invitations reach it, paid once. */
export async function receiveInvite(db: Db, userId: number, prizeId: number, now: number) {
  const offer = await inviteOffer(db, userId, now);
  if (!offer) refuse(ACTIVITY_ERRCODE.notAvailable, 'Invite friends is not available right now.');
  if (isExpired(offer, now)) refuse(ACTIVITY_ERRCODE.ended, 'This event has ended.');
  const prize = (await activityConfig(db)).invite.find((entry) => entry.id === prizeId);
  if (!prize) refuse(ACTIVITY_ERRCODE.notEligible, 'There is no such prize.');
  const state = await stateOf(db, offer);
  const received = await claimedProps(db, userId, TYPE, 0);
  if (received.includes(prizeId)) refuse(ACTIVITY_ERRCODE.alreadyClaimed, 'You have already received this prize.');
  if (state.awardId !== prizeId) refuse(ACTIVITY_ERRCODE.notClaimable, 'Receive the earlier prize first.');
  if (state.itemStatus !== 1) refuse(ACTIVITY_ERRCODE.notEnoughInvites, 'Not enough invitations yet.');
  const propList = await db.transaction(async (tx) => {
    if (!(await recordClaim(tx, { userId, activityType: TYPE, awardId: 0, propId: prizeId }))) {
      refuse(ACTIVITY_ERRCODE.alreadyClaimed, 'You have already received this prize.');
    }
    return payAward(tx, userId, prize.award, `invite:${userId}:${prizeId}`, now);
  });
  return { appInviteBonus1User: await stateOf(db, offer), propList };
}
