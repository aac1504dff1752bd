/**
 * Reward items (spec §3 reward item, §9 reward ids), shared by the client's activity screens and the server's
 * payouts so both read an award list the same way.
 */

export const COIN = 2001;
export const POINTS = 2002;

/** Coupon id ranges (spec §9): their count is the coupon's number. */
const COUPON_RANGES: readonly (readonly [number, number])[] = [
  [1001, 1099],
  [1201, 1299],
  [1301, 1399],
];

export type RewardKind = 'coin' | 'points' | 'coupon' | 'item';

export function rewardKind(id: number): RewardKind {
  if (id === COIN) return 'coin';
  if (id === POINTS) return 'points';
  if (COUPON_RANGES.some(([min, max]) => id >= min && id <= max)) return 'coupon';
  return 'item';
}

export interface AwardItem {
  id: number;
  count: number;
}

/** Hundredths a point is worth in the first-charge bonus (spec §9: points at 0.008 each). */
const POINT_VALUE = 0.008;
/** Hundredths a coupon number is worth in the bonus (spec §9: coupon numbers × 100). */
const COUPON_VALUE = 100;

/**
 * First-charge bonus percentage (spec §9): floor((price + coin counts + points × 0.008 + coupon numbers × 100)
 * / price × 100). Every figure is in hundredths, as the config holds them. Computed in hundredths of a percent
 * first and rounded to the nearest, so a value that is whole on paper is not floored below by float error.
 */
export function firstChargeBonusPercent(price: number, award: readonly AwardItem[]): number {
  if (price <= 0) return 0;
  let value = price;
  for (const item of award) {
    const kind = rewardKind(item.id);
    if (kind === 'coin') value += item.count;
    else if (kind === 'points') value += item.count * POINT_VALUE;
    else if (kind === 'coupon') value += item.count * COUPON_VALUE;
  }
  return Math.floor(Math.round((value / price) * 100 * 1e6) / 1e6);
}

/** A first-charge pack as the config holds it (webConfig appRechargeBonusCollection9ConfigList). */
export interface FirstChargePackConfig {
  id: number;
  price: number;
  award: AwardItem[];
  showType: number;
}

/**
 * The pack a player is offered (spec §4, one rule for the server's offer and the home badge): the first of
 * showType 1 for a player who never deposited, of showType 2 for one who did, else the first of showType 3.
 */
export function firstChargePackFor<P extends FirstChargePackConfig>(
  packs: readonly P[],
  deposited: boolean,
): P | undefined {
  const showType = deposited ? 2 : 1;
  return packs.find((pack) => pack.showType === showType) ?? packs.find((pack) => pack.showType === 3);
}

/**
 * The first-charge offer's headline figure, said one way everywhere it is advertised (the home's featured badge, the
 * seeded banner): the bonus percent of the pack this player is offered (`firstChargePackFor`, spec §9's formula).
 * Undefined when no pack suits them.
 */
export function firstChargeOfferPercent(
  packs: readonly FirstChargePackConfig[],
  deposited: boolean,
): number | undefined {
  const pack = firstChargePackFor(packs, deposited);
  return pack ? firstChargeBonusPercent(pack.price, pack.award) : undefined;
}
