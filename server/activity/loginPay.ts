import { and, asc, eq } from 'drizzle-orm';
import { signUpCards } from '../../src/api/contract/promoSettings';
import { SIGN_UP_CARD_DAYS, signUpCardName } from '../../src/api/contract/promotions';
import type { Db, Tx } from '../db/connect';
import { loginPayCards } from '../db/schema';
import { AppError } from '../errors';
import { ACTIVITY, ACTIVITY_ERRCODE, activityConfig } from './config';
import { recordClaim } from './offers';
import { payAward } from './payout';
import { readPromo } from './promoSettings';

/**
 * Sign-up bonus cards (login pay, spec §3/§4; docs/activity-server.md). A card of loginPayConfig.propIds is bought
 * with recharge3 actType 15 (propId = the card, amount = its price from appPropConfigMap). It then pays a reward
 * on each of 7 days, one day per Manila calendar date; a received day reads -1 in `days`. The product's cards
 * (prop ids 1-3) cost and pay what the operator sets in /ops Promotions (20 % of the price a day by default), read
 * on every use; the days are written when the card is bought, so a later change never alters a card owned.
 */
export const CARD_DAYS = SIGN_UP_CARD_DAYS;
/** A day of a card the operator does not set (a prop outside the product's cards): 20 % of its price. */
const DAY_SHARE = 0.2;
const MANILA_OFFSET_MS = 8 * 3_600_000;

function refuse(errcode: number, message: string): never {
  throw new AppError(errcode, message);
}

export const manilaDate = (now: number) => new Date(now + MANILA_OFFSET_MS).toISOString().slice(0, 10);

/** The cards on sale (loginPayConfig) with their price and daily reward now, by prop id. */
async function cardsOnSale(db: Db | Tx): Promise<Map<number, { price: number; coin: number }>> {
  const [config, promo] = await Promise.all([activityConfig(db), readPromo(db, 'signUpBonus')]);
  const configured = new Map(signUpCards(promo).map((card) => [card.id, card]));
  const onSale = new Map<number, { price: number; coin: number }>();
  for (const id of config.loginPayPropIds) {
    const price = config.props[String(id)]?.price;
    const card =
      configured.get(id) ?? (price === undefined ? undefined : { price, coin: Math.floor(price * DAY_SHARE) });
    if (card) onSale.set(id, { price: card.price, coin: card.coin });
  }
  return onSale;
}

/** The product's cards as the web config carries them to players (appPropConfigMap): name and price as set. */
export async function configuredCardProps(db: Db | Tx) {
  const cards = signUpCards(await readPromo(db, 'signUpBonus'));
  return Object.fromEntries(
    cards.map((card) => [String(card.id), { id: card.id, name: signUpCardName(card.price), price: card.price }]),
  );
}

async function cardsOf(db: Db | Tx, userId: number) {
  return db.select().from(loginPayCards).where(eq(loginPayCards.userId, userId)).orderBy(asc(loginPayCards.id));
}

const own = (card: typeof loginPayCards.$inferSelect) => ({
  id: card.id,
  propId: card.propId,
  loginPayDataJson: { days: card.days },
});

/** getLoginPayUser3: the cards owned, the props bought, and the cheapest card's price while none is owned. */
export async function loadLoginPay(db: Db, userId: number) {
  const [cards, onSale] = await Promise.all([cardsOf(db, userId), cardsOnSale(db)]);
  const prices = [...onSale.values()].map((card) => card.price).filter((p) => p > 0);
  return {
    ownList: cards.map(own),
    buyPropIds: cards.map((card) => card.propId),
    needRecharge: cards.length > 0 || prices.length === 0 ? 0 : Math.min(...prices),
  };
}

/** Whether the player owns a card with days still to receive (activity data's loginPaying). */
export async function isLoginPaying(db: Db, userId: number): Promise<boolean> {
  return (await cardsOf(db, userId)).some((card) => card.days.some((day) => day !== -1));
}

/** The hasSignUpBonus red dot: a card owned with days left whose reward of today's Manila date is not received. */
export async function hasSignUpBonusToday(db: Db, userId: number, now: number): Promise<boolean> {
  const today = manilaDate(now);
  return (await cardsOf(db, userId)).some(
    (card) => card.days.some((day) => day !== -1) && card.lastReceivedOn !== today,
  );
}

/** recharge3 with actType 15: a configured card, not owned yet, at its price. */
export async function checkLoginPayPurchase(db: Db, userId: number, propId: number, amount: number) {
  const price = (await cardsOnSale(db)).get(propId)?.price;
  if (price === undefined) refuse(ACTIVITY_ERRCODE.notEligible, 'This card is not on sale.');
  if ((await cardsOf(db, userId)).some((card) => card.propId === propId)) {
    refuse(ACTIVITY_ERRCODE.alreadyBought, 'You already own this card.');
  }
  if (amount !== price) refuse(ACTIVITY_ERRCODE.notEligible, 'The amount is not the price of this card.');
}

/**
 * The paid order bought the card (in the crediting transaction), its days at the daily reward configured then; a
 * second order of the same card adds none. An order whose amount is no longer the card's price (the operator
 * changed it meanwhile) buys nothing: it stays a plain deposit.
 */
export async function grantCard(tx: Tx, userId: number, propId: number, paid: number, orderId: string) {
  const card = (await cardsOnSale(tx)).get(propId);
  if (!card || card.price !== paid) return;
  const day = card.coin;
  await tx
    .insert(loginPayCards)
    .values({ userId, propId, orderId, days: Array.from({ length: CARD_DAYS }, () => day) })
    .onConflictDoNothing();
}

/** receiveLoginPay3 {id}: the card's next day, once per Manila date. */
export async function receiveLoginPay(db: Db, userId: number, cardId: number, now: number) {
  const today = manilaDate(now);
  const propList = await db.transaction(async (tx) => {
    const [card] = await tx
      .select()
      .from(loginPayCards)
      .where(and(eq(loginPayCards.id, cardId), eq(loginPayCards.userId, userId)));
    if (!card) refuse(ACTIVITY_ERRCODE.notEligible, 'You do not own this card.');
    const index = card.days.findIndex((day) => day !== -1);
    if (index < 0) refuse(ACTIVITY_ERRCODE.alreadyClaimed, 'Every day of this card is received.');
    if (card.lastReceivedOn === today)
      refuse(ACTIVITY_ERRCODE.notClaimable, "Today's reward is received: come back tomorrow.");
    if (!(await recordClaim(tx, { userId, activityType: ACTIVITY.signUpBonus, awardId: card.id, propId: index }))) {
      refuse(ACTIVITY_ERRCODE.alreadyClaimed, "Today's reward is received.");
    }
    const amount = card.days[index] ?? 0;
    const days = card.days.map((day, i) => (i === index ? -1 : day));
    await tx.update(loginPayCards).set({ days, lastReceivedOn: today }).where(eq(loginPayCards.id, card.id));
    return payAward(tx, userId, [{ id: 2001, count: amount }], `loginPay:${card.id}:${index}`, now);
  });
  return { ownList: (await cardsOf(db, userId)).map(own), propList };
}
