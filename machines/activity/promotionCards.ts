import type { WebConfig } from '../../src/api/contract/entities';
import {
  AGENT5_INVITE_COIN,
  CHRISTMAS_DATES,
  CHRISTMAS_EXTRA_COIN,
  CHRISTMAS_MILESTONES,
  CHRISTMAS_SIGN_COIN,
  christmasBoxCoin,
  FOLLOW_COIN,
  FREE_SIGN_WEEK_COIN,
  FUND_ACCRUAL_BPS,
  NEW_YEAR_DATES,
  NEW_YEAR_LOTTERY_PESOS,
  RED_PACKET_PESOS,
  type SeasonDates,
  SPIN_SEGMENTS,
  SUPPLY_COIN,
  seasonAt,
  VIP_REBATE_BPS,
} from '../../src/api/contract/promotions';
import { type AwardItem, firstChargeOfferPercent, rewardKind } from '../../src/api/contract/rewards';
import type { ActivityData } from './activityData.machine';
import { type ActivityEntry, hasRedDot, signUpCards } from './rewards';

/**
 * What a promotion card of the activity index shows besides its name (docs/design.md "Promotion cards"): its
 * artwork, its headline value and one state chip. Pure: the figures are the web config's (what the operator set)
 * or the product's constants the server pays with; the chip is read from the activity data and the clock given.
 * Where the data cannot tell, there is no value or no chip, never a guessed one.
 */

/** The picture a card draws, one per kind of promotion (src/ui/PromoArt.tsx). */
export type PromoArtKind =
  | 'coins'
  | 'friends'
  | 'card'
  | 'calendar'
  | 'lifebuoy'
  | 'crown'
  | 'packet'
  | 'wheel'
  | 'heart'
  | 'flame'
  | 'ladder'
  | 'chest'
  | 'ticket'
  | 'network'
  | 'link'
  | 'tree'
  | 'firework'
  | 'gift';

const ART: Readonly<Record<string, PromoArtKind>> = {
  FirstCharge: 'coins',
  InviteFriend1: 'friends',
  SignUpBonus: 'card',
  FreeSign: 'calendar',
  Supply: 'lifebuoy',
  VIP: 'crown',
  Festival: 'packet',
  InviteUserSpin: 'wheel',
  FollowRewards: 'heart',
  ContinuousRecharge: 'flame',
  LadderRecharge: 'ladder',
  Fund: 'chest',
  WeekendLottery: 'ticket',
  Agent5: 'network',
  Agent: 'network',
  AgentCount: 'network',
  OutLink: 'link',
  Christmas: 'tree',
  NewYear: 'firework',
};

/** The artwork of an activity by its map name; an activity the app does not know yet gets the gift. */
export const promoArtOf = (name: string): PromoArtKind => ART[name] ?? 'gift';

/**
 * A card's headline value: an amount in hundredths, or a rate in basis points.
 * upTo: the most one player can get; amount: what it pays; from: the cheapest way in; perFriend: paid per
 * friend; back / upToBack: a share of deposits or bets paid back.
 */
export type PromoValue =
  | { kind: 'upTo' | 'amount' | 'from' | 'perFriend'; amount: number }
  | { kind: 'back' | 'upToBack'; bps: number }
  /** The first-deposit pack's bonus, by the one formula the home's badge uses too (firstChargeOfferPercent). */
  | { kind: 'bonus'; percent: number };

/** The largest coin reward among award lists (points and coupons are not pesos). */
function bestCoin(awards: readonly (readonly AwardItem[])[]): number {
  let best = 0;
  for (const award of awards) {
    const coin = award.filter((item) => rewardKind(item.id) === 'coin').reduce((sum, item) => sum + item.count, 0);
    best = Math.max(best, coin);
  }
  return best;
}

/** All a Christmas calendar pays: 25 sign-ins, 25 boxes, the milestones and the extra box. */
const CHRISTMAS_TOTAL =
  25 * CHRISTMAS_SIGN_COIN +
  Array.from({ length: 25 }, (_, i) => christmasBoxCoin(i + 1)).reduce((sum, coin) => sum + coin, 0) +
  CHRISTMAS_MILESTONES.reduce((sum, milestone) => sum + milestone.coin, 0) +
  CHRISTMAS_EXTRA_COIN;

/** Values fixed by the product (the server pays these constants; /ops does not edit them). */
const FIXED: Readonly<Record<string, PromoValue>> = {
  FreeSign: { kind: 'upTo', amount: FREE_SIGN_WEEK_COIN },
  Supply: { kind: 'amount', amount: SUPPLY_COIN },
  InviteUserSpin: { kind: 'upTo', amount: Math.max(...SPIN_SEGMENTS.map((segment) => segment.prize)) },
  FollowRewards: { kind: 'amount', amount: FOLLOW_COIN },
  Agent5: { kind: 'perFriend', amount: AGENT5_INVITE_COIN },
  Christmas: { kind: 'upTo', amount: CHRISTMAS_TOTAL },
  NewYear: { kind: 'upTo', amount: NEW_YEAR_LOTTERY_PESOS.max * 100 },
};

type ValueConfig = Pick<
  WebConfig,
  | 'appRechargeBonusCollection9ConfigList'
  | 'appInviteBonus1ConfigList'
  | 'loginPayConfig'
  | 'appPropConfigMap'
  | 'vipRebateRates'
  | 'cashBonusAccrualBps'
  | 'festivalPacketMax'
>;

/**
 * The headline value of an activity. The first deposit by its pack's bonus percent (the home's formula), invite friends
 * from the prizes the web config carries (the operator's), the sign-up cards from their cheapest price; the deposit streak, the ladder and the
 * weekend lottery have operator amounts the config does not carry, and the agent programmes and OutLink no fixed
 * figure: none for them.
 */
export function promoValueOf(name: string, config: ValueConfig): PromoValue | null {
  if (name === 'FirstCharge') {
    // The card is listed while the first deposit is still to come: the pack offered before it.
    const percent = firstChargeOfferPercent(config.appRechargeBonusCollection9ConfigList, false);
    return percent ? { kind: 'bonus', percent } : null;
  }
  if (name === 'InviteFriend1') {
    const coin = bestCoin(config.appInviteBonus1ConfigList.map((prize) => prize.award));
    return coin > 0 ? { kind: 'upTo', amount: coin } : null;
  }
  if (name === 'SignUpBonus') {
    const cheapest = signUpCards(config)[0];
    return cheapest ? { kind: 'from', amount: cheapest.price } : null;
  }
  // The VIP rebate's best rate of the day, as the operator set it (an older config without it: the product's).
  if (name === 'VIP') return { kind: 'upToBack', bps: Math.max(...(config.vipRebateRates ?? VIP_REBATE_BPS)) };
  // The cash bonus's share of today's deposits, as the operator set it (an older config without it: the product's).
  if (name === 'Fund') return { kind: 'back', bps: config.cashBonusAccrualBps ?? FUND_ACCRUAL_BPS };
  // The festival's largest packet of the day, as the operator set it (an older config without it: the product's).
  if (name === 'Festival') return { kind: 'upTo', amount: config.festivalPacketMax ?? RED_PACKET_PESOS.max * 100 };
  return FIXED[name] ?? null;
}

/** A card's one state chip. */
export type PromoChip =
  | { kind: 'claimable' }
  | { kind: 'inProgress' }
  | { kind: 'claimed' }
  | { kind: 'endsIn'; days: number };

const DAY_MS = 86_400_000;

/** The dated events listed only while they run, by the dates the server lists them by. */
const SEASONS: Readonly<Record<string, SeasonDates>> = { Christmas: CHRISTMAS_DATES, NewYear: NEW_YEAR_DATES };
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** The Manila midnight after `now`: the festival is listed on its day only, so it ends then. */
const nextManilaMidnight = (now: number) =>
  (Math.floor((now + MANILA_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - MANILA_OFFSET_MS;

/** When a listed activity stops being listed, if the data says: the seasons' last day, the festival's day. */
function endOf(name: string, now: number): number | null {
  const dates = SEASONS[name];
  if (dates) {
    const season = seasonAt(dates, now);
    return season.phase === 'running' ? season.end : null;
  }
  return name === 'Festival' ? nextManilaMidnight(now) : null;
}

/**
 * The state chip of an activity at `now` (the page's clock), in this order: Claimable when its red dot is on
 * (something waits there today); "Ends in N d" for what is listed only until a date (N whole Manila days left,
 * 1 on the last day); In progress for a sign-up card still paying once today's reward is received, and for a cash
 * bonus building up from the player's deposits; Claimed for today's daily sign-in received. Every other activity:
 * no chip (its state is on its own page, not in the activity data).
 */
export function promoChipOf(
  data: Pick<
    ActivityData,
    'hasSignUpBonus' | 'hasFreeBonus' | 'hasFund' | 'hasAgent' | 'loginPaying' | 'totalRecharge'
  >,
  name: string,
  now: number,
): PromoChip | null {
  if (hasRedDot(data, name)) return { kind: 'claimable' };
  const end = endOf(name, now);
  if (end !== null && end > now) return { kind: 'endsIn', days: Math.ceil((end - now) / DAY_MS) };
  if (name === 'SignUpBonus' && data.loginPaying) return { kind: 'inProgress' };
  if (name === 'Fund' && data.totalRecharge > 0) return { kind: 'inProgress' };
  if (name === 'FreeSign') return { kind: 'claimed' };
  return null;
}

/** Everything a promotion card shows besides its name and links. */
export interface PromoCard {
  art: PromoArtKind;
  value: PromoValue | null;
  chip: PromoChip | null;
}

export const promoCardOf = (
  data: Parameters<typeof promoChipOf>[0],
  config: ValueConfig,
  entry: Pick<ActivityEntry, 'name'>,
  now: number,
): PromoCard => ({
  art: promoArtOf(entry.name),
  value: promoValueOf(entry.name, config),
  chip: promoChipOf(data, entry.name, now),
});
