import { and, eq } from 'drizzle-orm';
import { firstChargePacks } from '../../src/api/contract/promoSettings';
import { type FirstChargePackConfig, firstChargePackFor } from '../../src/api/contract/rewards';
import type { Db, Tx } from '../db/connect';
import { activityOffers, users } from '../db/schema';
import { AppError } from '../errors';
import { ACTIVITY, ACTIVITY_ERRCODE, FIRST_CHARGE_HOURS } from './config';
import { claimedProps, createOffer, expireTimeOf, findOffer, isExpired, type OfferRow, recordClaim } from './offers';
import { payAward } from './payout';
import { readPromo, requireActivityRunning } from './promoSettings';

/**
 * First-charge (spec §4, activity type 39; docs/activity-server.md). A player gets one pack: the first config
 * entry of showType 1 for a player who never deposited, of showType 2 for one who did, else of showType 3
 * (everyone). Packs of showType 1 and 2 run 72 h from the first look; showType 3 never ends (expireTime -1).
 * itemStatus 0 can buy (recharge3 actType 39, propId = the pack id) → 1 when the order is paid → 2 once every
 * free reward is claimed. The packs' prices and coin rewards are the operator's (/ops Promotions, read on every
 * use); a bought pack keeps its price and rewards of the moment it was bought (`activity_offers.pack`), so a later
 * change never alters what a player already earned.
 */
const TYPE = ACTIVITY.firstCharge;

function refuse(errcode: number, message: string): never {
  throw new AppError(errcode, message);
}

/** The packs on offer now, as the operator set them (in the caller's transaction when it has one). */
export async function configuredPacks(db: Db | Tx): Promise<FirstChargePackConfig[]> {
  return firstChargePacks(await readPromo(db, 'firstCharge'));
}

/** The player's pack: created on the first look while some pack suits them; undefined when none does. */
export async function firstChargeOffer(db: Db, userId: number, now: number): Promise<OfferRow | undefined> {
  const existing = await findOffer(db, userId, TYPE);
  if (existing) return existing;
  const [packs, [user]] = await Promise.all([
    configuredPacks(db),
    db.select({ totalRecharge: users.totalRecharge }).from(users).where(eq(users.id, userId)),
  ]);
  const pack = firstChargePackFor(packs, (user?.totalRecharge ?? 0) > 0);
  if (!pack) return undefined;
  const expireAt = pack.showType === 3 ? null : new Date(now + FIRST_CHARGE_HOURS * 3_600_000);
  return createOffer(db, { userId, activityType: TYPE, awardId: pack.id, expireAt });
}

async function stateOf(db: Db | Tx, offer: OfferRow) {
  return {
    awardId: offer.awardId,
    itemStatus: offer.itemStatus,
    propReceiveList: await claimedProps(db, offer.userId, TYPE, offer.awardId),
    // A bought pack shows what it pays, which may differ from the packs on offer now.
    ...(offer.pack ? { pack: offer.pack } : {}),
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
  const pack = (await configuredPacks(db)).find((entry) => entry.id === packId);
  if (!pack || pack.price !== amount) refuse(ACTIVITY_ERRCODE.notEligible, 'The amount is not the price of this pack.');
}

/**
 * The paid order bought the pack (called in the crediting transaction): status 0 → 1, once, keeping the pack as
 * configured in this transaction; its claims pay that. An order paid after the operator changed the pack's price
 * buys nothing (it stays a plain deposit, the pack on offer at its new price): the rewards of one price are never
 * given for another.
 */
export async function markFirstChargeBought(tx: Tx, userId: number, packId: number, paid: number): Promise<void> {
  const pack = (await configuredPacks(tx)).find((entry) => entry.id === packId);
  if (!pack || pack.price !== paid) return;
  await tx
    .update(activityOffers)
    .set({ itemStatus: 1, pack })
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
  if (offer.itemStatus === 0) refuse(ACTIVITY_ERRCODE.notClaimable, 'Buy the pack first.');
  // The pack as bought: a reward is paid at its amount of the purchase, never at a later (higher or lower) one.
  const pack = offer.pack;
  const item = pack?.award.find((entry) => entry.id === propId);
  if (!pack || !item) refuse(ACTIVITY_ERRCODE.notEligible, 'This reward is not in your pack.');
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
      appRechargeBonusCollection9: { awardId: offer.awardId, itemStatus: done ? 2 : 1, propReceiveList: claimed, pack },
      propList,
    };
  });
}
