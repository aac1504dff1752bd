import { and, eq } from 'drizzle-orm';
import { firstChargePackFor } from '../../src/api/contract/rewards';
import type { Db, Tx } from '../db/connect';
import { activityOffers, users } from '../db/schema';
import { AppError } from '../errors';
import { ACTIVITY, ACTIVITY_ERRCODE, activityConfig, FIRST_CHARGE_HOURS } from './config';
import { claimedProps, createOffer, expireTimeOf, findOffer, isExpired, type OfferRow, recordClaim } from './offers';
import { payAward } from './payout';
import { requireActivityRunning } from './promoSettings';

/**
 * First-charge (spec §4, activity type 39; docs/activity-server.md). A player gets one pack: the first config
 * entry of showType 1 for a player who never deposited, of showType 2 for one who did, else of showType 3
 * (everyone). Packs of showType 1 and 2 run 72 h from the first look; showType 3 never ends (expireTime -1).
 * itemStatus 0 can buy (recharge3 actType 39, propId = the pack id) → 1 when the order is paid → 2 once every
 * free reward is claimed.
 */
const TYPE = ACTIVITY.firstCharge;

function refuse(errcode: number, message: string): never {
  throw new AppError(errcode, message);
}

/** The player's pack: created on the first look while some pack suits them; undefined when none does. */
export async function firstChargeOffer(db: Db, userId: number, now: number): Promise<OfferRow | undefined> {
  const existing = await findOffer(db, userId, TYPE);
  if (existing) return existing;
  const [config, [user]] = await Promise.all([
    activityConfig(db),
    db.select({ totalRecharge: users.totalRecharge }).from(users).where(eq(users.id, userId)),
  ]);
  const pack = firstChargePackFor(config.firstCharge, (user?.totalRecharge ?? 0) > 0);
  if (!pack) return undefined;
  const expireAt = pack.showType === 3 ? null : new Date(now + FIRST_CHARGE_HOURS * 3_600_000);
  return createOffer(db, { userId, activityType: TYPE, awardId: pack.id, expireAt });
}

async function stateOf(db: Db | Tx, offer: OfferRow) {
  return {
    awardId: offer.awardId,
    itemStatus: offer.itemStatus,
    propReceiveList: await claimedProps(db, offer.userId, TYPE, offer.awardId),
  };
}

/** rechargeBonusCollection9: the state, or null when no pack suits the player. */
export async function loadFirstCharge(db: Db, userId: number, now: number) {
  const offer = await firstChargeOffer(db, userId, now);
  if (!offer) return { appRechargeBonusCollection9: null, expireTime: -1 };
  return { appRechargeBonusCollection9: await stateOf(db, offer), expireTime: expireTimeOf(offer) };
}

/** recharge3 with actType 39: the promotion runs, the pack is the player's, still on sale, and the amount its price. */
export async function checkFirstChargePurchase(db: Db, userId: number, packId: number, amount: number, now: number) {
  // No pack is sold while the operator has the promotion off or outside its dates (/ops Promotions).
  await requireActivityRunning(db, TYPE, now);
  const offer = await firstChargeOffer(db, userId, now);
  if (!offer || offer.awardId !== packId) refuse(ACTIVITY_ERRCODE.notEligible, 'This pack is not offered to you.');
  if (offer.itemStatus !== 0) refuse(ACTIVITY_ERRCODE.alreadyBought, 'You have already bought this pack.');
  if (isExpired(offer, now)) refuse(ACTIVITY_ERRCODE.ended, 'This offer has ended.');
  const pack = (await activityConfig(db)).firstCharge.find((entry) => entry.id === packId);
  if (!pack || pack.price !== amount) refuse(ACTIVITY_ERRCODE.notEligible, 'The amount is not the price of this pack.');
}

/** The paid order bought the pack (called in the crediting transaction): status 0 → 1, once. */
export async function markFirstChargeBought(tx: Tx, userId: number, packId: number): Promise<void> {
  await tx
    .update(activityOffers)
    .set({ itemStatus: 1 })
    .where(
      and(
        eq(activityOffers.userId, userId),
        eq(activityOffers.activityType, TYPE),
        eq(activityOffers.awardId, packId),
        eq(activityOffers.itemStatus, 0),
      ),
    );
}

/** rechargeBonusCollection9Receive {propId}: one free reward of a bought pack, paid once. */
export async function claimFirstCharge(db: Db, userId: number, propId: number, now: number) {
  const offer = await findOffer(db, userId, TYPE);
  if (!offer) refuse(ACTIVITY_ERRCODE.notAvailable, 'You have no first-charge pack.');
  const pack = (await activityConfig(db)).firstCharge.find((entry) => entry.id === offer.awardId);
  const item = pack?.award.find((entry) => entry.id === propId);
  if (!pack || !item) refuse(ACTIVITY_ERRCODE.notEligible, 'This reward is not in your pack.');
  if (offer.itemStatus === 0) refuse(ACTIVITY_ERRCODE.notClaimable, 'Buy the pack first.');
  return db.transaction(async (tx) => {
    const claim = { userId, activityType: TYPE, awardId: offer.awardId, propId };
    if (!(await recordClaim(tx, claim)))
      refuse(ACTIVITY_ERRCODE.alreadyClaimed, 'You have already claimed this reward.');
    const propList = await payAward(tx, userId, [item], `firstCharge:${userId}:${offer.awardId}:${propId}`, now);
    const claimed = await claimedProps(tx, userId, TYPE, offer.awardId);
    const done = pack.award.every((entry) => claimed.includes(entry.id));
    if (done) {
      await tx
        .update(activityOffers)
        .set({ itemStatus: 2 })
        .where(and(eq(activityOffers.userId, userId), eq(activityOffers.activityType, TYPE)));
    }
    return {
      appRechargeBonusCollection9: { awardId: offer.awardId, itemStatus: done ? 2 : 1, propReceiveList: claimed },
      propList,
    };
  });
}
