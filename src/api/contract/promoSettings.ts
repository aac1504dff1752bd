import { z } from 'zod/mini';
import {
  AGENT_COUNT_TIERS,
  AGENT_DEPTH,
  AGENT_FIGURES,
  AGENT_TIERS,
  type AgentCountTier,
  LOTTERY_BANDS,
  LOTTERY_MEAN_PRIZE,
  SCRATCH_MEAN_PRIZE,
  SCRATCH_PRIZES,
} from './agent';
import { type Checked, PESO, type SettingIssue, staffPesos } from './lobbySettings';
import {
  AGENT_ACTIVITY,
  AGENT_COUNT_ACTIVITY,
  AGENT5_ACTIVITY,
  CHRISTMAS_ACTIVITY,
  clockText,
  DEPOSIT_STREAK_ACTIVITY,
  DEPOSIT_STREAK_DAYS,
  FESTIVAL_ACTIVITY,
  FESTIVAL_DAYS,
  type FestivalWindow,
  FIRST_CHARGE_PACKS,
  FOLLOW_ACTIVITY,
  FREE_SIGN_ACTIVITY,
  FUND_ACTIVITY,
  FUND_RATES,
  INVITE_SPIN_ACTIVITY,
  LADDER_RECHARGE_ACTIVITY,
  LADDER_TIERS,
  LOTTERY_PRIZES,
  NEW_YEAR_ACTIVITY,
  RED_PACKET_PESOS,
  RED_PACKET_WINDOWS,
  SIGN_UP_CARD_DAYS,
  SIGN_UP_CARDS,
  SPIN_SEGMENTS,
  SUPPLY_ACTIVITY,
  VIP_REBATE_ACTIVITY,
  VIP_REBATE_BPS,
  WEEKEND_LOTTERY_ACTIVITY,
} from './promotions';
import { COIN, type FirstChargePackConfig, POINTS, rewardKind } from './rewards';

/**
 * The promotions an operator runs from /ops (docs/ops.md "Promotions"): each activity on or off and between which
 * Manila dates it runs, and for the activities whose amounts are data, those amounts. The server and the back
 * office check a change with the same rules (one rule set per activity below), so a field the page marks wrong is
 * the field the server would refuse; nothing is stored unless every field passes. Amounts are hundredths (centavos)
 * like every amount of the API, in whole pesos.
 *
 * The server reads these settings when a player's activity list is built and inside each claim's transaction, so a
 * claim pays at most what is configured at that moment; rewards already paid (their claim and ledger rows) keep
 * the amount they were paid.
 */

export const PROMO_KEYS = [
  'firstCharge',
  'inviteFriend',
  'signUpBonus',
  'freeSign',
  'supply',
  'vipRebate',
  'festival',
  'inviteSpin',
  'follow',
  'depositStreak',
  'ladder',
  'cashBonus',
  'weekendLottery',
  'agent5',
  'agent',
  'agentCount',
  'christmas',
  'newYear',
] as const;
export type PromoKey = (typeof PROMO_KEYS)[number];

/** Activity types (spec §4) of the promotions, as the activity map numbers them. */
export const PROMO_ACTIVITY: Record<PromoKey, number> = {
  firstCharge: 39,
  inviteFriend: 40,
  signUpBonus: 15,
  freeSign: FREE_SIGN_ACTIVITY,
  supply: SUPPLY_ACTIVITY,
  vipRebate: VIP_REBATE_ACTIVITY,
  festival: FESTIVAL_ACTIVITY,
  inviteSpin: INVITE_SPIN_ACTIVITY,
  follow: FOLLOW_ACTIVITY,
  depositStreak: DEPOSIT_STREAK_ACTIVITY,
  ladder: LADDER_RECHARGE_ACTIVITY,
  cashBonus: FUND_ACTIVITY,
  weekendLottery: WEEKEND_LOTTERY_ACTIVITY,
  agent5: AGENT5_ACTIVITY,
  agent: AGENT_ACTIVITY,
  agentCount: AGENT_COUNT_ACTIVITY,
  christmas: CHRISTMAS_ACTIVITY,
  newYear: NEW_YEAR_ACTIVITY,
};

/** The promotion an activity type belongs to, if it is one the operator runs. */
export const promoOfActivity = (activity: number): PromoKey | undefined =>
  PROMO_KEYS.find((key) => PROMO_ACTIVITY[key] === activity);

/** Names on the /ops page (staff pages are English). */
export const PROMO_NAMES: Record<PromoKey, string> = {
  firstCharge: 'First-charge packs',
  inviteFriend: 'Invite friends',
  signUpBonus: 'Sign-up cards',
  freeSign: 'Daily sign-in',
  supply: 'Supply (bankrupt top-up)',
  vipRebate: 'VIP rebate',
  festival: 'Festival red packets',
  inviteSpin: 'Invite-and-spin wheel',
  follow: 'Follow rewards',
  depositStreak: 'Deposit streak',
  ladder: 'Deposit ladder',
  cashBonus: 'Cash bonus',
  weekendLottery: 'Weekend lottery',
  agent5: 'Agent5',
  agent: 'Agent programme',
  agentCount: 'Agent count programme',
  christmas: 'Christmas',
  newYear: 'New Year',
};

/** Whether the activity runs and between which Manila dates (inclusive; null: no bound). */
export interface PromoWindow {
  enabled: boolean;
  /** Manila date YYYY-MM-DD of the first day it runs. */
  from: string | null;
  /** Manila date YYYY-MM-DD of the last day it runs. */
  to: string | null;
}

export interface LadderTierSetting {
  /** Paid deposits of the Manila month that reach the tier. */
  needRecharge: number;
  /** What the tier pays, once a month. */
  coin: number;
}

export interface StreakDaySetting {
  /** Paid deposits of the day that reach it. */
  minDeposit: number;
  /** What the day pays. */
  coin: number;
}

/**
 * A first-charge pack's amounts: its price (the deposit that buys it), the coin it gives back, the points it gives
 * (hundredths like the award list: whole points, 0 for none) and its coupon (which one and its count, the percent
 * of a later deposit it adds; null for none).
 */
export interface PackSetting {
  price: number;
  coin: number;
  points: number;
  coupon: PackCoupon | null;
}

/** A pack's coupon: its reward id (a deposit coupon's, COUPON_LIMITS) and its count. */
export interface PackCoupon {
  id: number;
  count: number;
}

/** A sign-up card's amounts: its price and what it pays on each of its 7 days. */
export interface CardSetting {
  price: number;
  coin: number;
}

export interface PromoAmounts {
  /** The product's cards in order (SIGN_UP_CARDS): card n is prop id n. */
  signUpBonus: { cards: CardSetting[] };
  /** The product's packs in order (FIRST_CHARGE_PACKS): pack n is the config entry of id n. */
  firstCharge: { packs: PackSetting[] };
  ladder: { tiers: LadderTierSetting[] };
  depositStreak: { days: StreakDaySetting[] };
  /** The weekend lottery's prizes by rank (rank 1 first): one winner per prize. */
  weekendLottery: { prizes: number[] };
  /**
   * The VIP rebate's rates in basis points of a Manila day's bets, by VIP level (index; the last holds for every
   * higher level). A change counts from the next Manila day (`dateAfter`): a day's bets earn that day's rates.
   */
  vipRebate: { rates: number[] };
  /**
   * The invite-and-spin wheel's segments clockwise from the top: each its prize and its weight (chance = weight over
   * the weights' sum). A spin draws from the table in force when it is made; its prize is kept as won.
   */
  inviteSpin: { segments: SpinSegmentSetting[] };
  /**
   * The Agent programme's commission tiers, thresholds ascending from 0 valid direct invitees; each tier's rates in
   * basis points of the downline's valid bets by level. A change counts from the next Manila day: a day's commission
   * is computed at that day's tiers. Its figures: the least commission an exchange moves into coin and the cost of a
   * scratch card and of a lottery ticket (hundredths), which count at once (a spend pays and charges the figures in
   * force when it is made), and the look-back days, which count from the next Manila day: a day's commission
   * accrues at a read within the look-back of its own day, so a change never shortens the time left on a day earned.
   */
  agent: {
    tiers: AgentTierSetting[];
    exchangeMin: number;
    scratchCost: number;
    lotteryCost: number;
    accrualDays: number;
  };
  /**
   * The Agent count programme's tiers, thresholds ascending: the coin each pays once when its valid invitees are
   * reached. A change counts from the next Manila day; a tier claimed keeps what it paid.
   */
  agentCount: { tiers: AgentCountTierSetting[] };
  /**
   * The cash bonus's figures: the share of a deposit that accrues to the fund and the share of a bet that releases
   * it (basis points), and the smallest claim (hundredths). A change counts from the next Manila day (`dateAfter`):
   * a deposit accrues, and a bet releases, at the figures of the Manila day it was made.
   */
  cashBonus: { accrualBps: number; releaseBps: number; minClaim: number };
  /**
   * The payday festival's days of the month (1 to 31, distinct, ascending; a day beyond a month's length is that
   * month's last day), its red packet windows (minutes after Manila midnight, in order, not overlapping) and the
   * packet's range (whole pesos, in hundredths). A change counts from the next Manila day (`dateAfter`): a day's
   * festival days, windows and packets are the ones in force that day, and a packet opened keeps its amount.
   */
  festival: { days: number[]; windows: FestivalWindow[]; packet: { min: number; max: number } };
}

/** A commission tier: the valid direct invitees that reach it and its rates (basis points) for levels 1 to 3. */
export interface AgentTierSetting {
  minValid: number;
  levelBps: number[];
}

export type AgentCountTierSetting = AgentCountTier;

/** A wheel segment: the coin it pays and its weight among the segments. */
export interface SpinSegmentSetting {
  prize: number;
  weight: number;
}
/** The promotions whose amounts are data the page edits; the others' amounts are the product's own. */
export const AMOUNT_KEYS = [
  'firstCharge',
  'signUpBonus',
  'ladder',
  'depositStreak',
  'weekendLottery',
  'vipRebate',
  'inviteSpin',
  'agent',
  'agentCount',
  'festival',
] as const satisfies readonly (keyof PromoAmounts & PromoKey)[];
export type AmountKey = (typeof AMOUNT_KEYS)[number];

/**
 * The promotions whose amounts include single figures (fields of their own, not a list of rows): the cash bonus's,
 * the agent programme's prices and look-back beside its tiers, and the festival's days and packet range beside its
 * windows.
 */
export const FIGURE_KEYS = ['cashBonus', 'agent', 'festival'] as const satisfies readonly (keyof PromoAmounts &
  PromoKey)[];
export type FigureKey = (typeof FIGURE_KEYS)[number];

export type PromoSetting<K extends PromoKey> = PromoWindow &
  (K extends AmountKey | FigureKey ? PromoAmounts[K] : unknown);
export type PromoSettingsMap = { [K in PromoKey]: PromoSetting<K> };

/** GET /ops-api/promotions. */
export interface PromoSettingsAnswer {
  promotions: PromoSettingsMap;
  /** Today in Manila (YYYY-MM-DD), for "runs now" beside each activity. */
  today: string;
  /** The VIP rebate rates today's bets earn (the saved ones count from the next Manila day). */
  vipRebateToday: number[];
  /** The agent commission tiers today's bets earn at, and the Agent count tiers claims pay today (likewise). */
  agentTiersToday: AgentTierSetting[];
  agentCountTiersToday: AgentCountTierSetting[];
  /** The look-back days of today's commission (saved days count from the next Manila day). */
  agentAccrualDaysToday: number;
  /** The cash bonus figures today's deposits and bets count at (the saved ones count from the next Manila day). */
  cashBonusToday: PromoAmounts['cashBonus'];
  /** The festival's days, red packet windows and range of today (the saved ones count from the next Manila day). */
  festivalToday: PromoAmounts['festival'];
}

/** The last minute of a day (23:59): a window opens and closes within its Manila day. */
const LAST_MINUTE = 24 * 60 - 1;

export const PROMO_LIMITS = {
  /** No deposit threshold above ₱10,000,000: a month's deposits of the biggest player the operator plans for. */
  thresholdCeiling: 1_000_000_000,
  /** No single reward above ₱100,000 (the operator's bonus-cost ceiling per claim). */
  rewardCeiling: 10_000_000,
  /** A ladder has 1 to this many tiers (the deposit page shows them all). */
  ladderTiersMax: 10,
  /** A weekend draw has 1 to this many winners (the draw's list shows them all). */
  lotteryPrizesMax: 10,
  /** The deposit streak is a week: one entry per day. */
  streakDays: DEPOSIT_STREAK_DAYS.length,
  /** The product's first-charge packs (one per showType): their ids are the players' offers. */
  firstChargePacks: FIRST_CHARGE_PACKS.length,
  /**
   * No pack gives more than 100,000 points (hundredths): the most one points exchange takes, so a pack's points are
   * at most one exchange's worth of coin.
   */
  packPointsCeiling: 10_000_000,
  /**
   * A pack's coupon count is at most 100: the count is the percent of a deposit the coupon adds (below its kind's cap),
   * so at most the deposit again.
   */
  packCouponCeiling: 100,
  /** The product's sign-up cards: their ids are the props players buy. */
  signUpCards: SIGN_UP_CARDS.length,
  /** A card's 7 days together pay at most this many times its price (the product's pay 1.4 times). */
  cardPayback: 2,
  /** One rebate rate per VIP level, 0 to 10 (the VIP ladder's top); the last holds for every higher level. */
  vipRebateLevels: 11,
  /** No rebate above 3 % of the bets (basis points): the operator's ceiling on what betting pays back. */
  rebateBpsCeiling: 300,
  /** The wheel has the product's number of segments (its art draws that many). */
  spinSegments: SPIN_SEGMENTS.length,
  /** No wheel prize above ₱10,000 (the product's top is ₱500): one invited friend's spin. */
  spinPrizeCeiling: 1_000_000,
  /** A segment's weight: a whole number from 1 (never 0: every segment shown can be won) to 1,000,000. */
  spinWeightCeiling: 1_000_000,
  /** The agent programmes have 1 to this many tiers (the Agent count page lists them all). */
  agentTiersMax: 10,
  /** No tier needs more than 10,000 invitees (far past any agent the operator plans for). */
  agentInviteesCeiling: 10_000,
  /**
   * A commission tier's three levels together take at most 2 % of the bets (basis points): with the VIP rebate's
   * 3 % at most, what betting pays back stays under the games' margin.
   */
  agentBpsCeiling: 200,
  /** The smallest exchange is at most ₱1,000: a higher one would hold back commission a player earned. */
  agentExchangeMinCeiling: 100_000,
  /**
   * A scratch card and a lottery ticket cost at least what they pay on average, to the whole peso (exchange moves
   * commission into coin one for one: a cheaper card would pay more than the commission it takes) and at most their
   * top prize (above it nothing could be won back).
   */
  scratchCostFloor: Math.ceil(SCRATCH_MEAN_PRIZE / PESO) * PESO,
  scratchCostCeiling: Math.max(...SCRATCH_PRIZES.map((entry) => entry.prize)),
  lotteryCostFloor: Math.ceil(LOTTERY_MEAN_PRIZE / PESO) * PESO,
  lotteryCostCeiling: Math.max(...LOTTERY_BANDS.map((band) => band.prize)),
  /**
   * A day's commission accrues within 1 to 30 days after it: at 0 none would (a day accrues once it has ended), and a
   * month is the most a read looks back over (each day not stored is computed from the downline's bets).
   */
  agentAccrualDaysMax: 30,
  /** An Agent count tier pays at most ₱100 per valid invitee it needs (a valid invitee made a paid deposit). */
  agentCountCoinPerInvitee: 10_000,
  /** No deposit adds more than 20 % of it to the cash bonus fund (basis points): the ceiling on a deposit's bonus. */
  fundAccrualBpsCeiling: 2_000,
  /**
   * A bet releases at least 0.01 % of it (at 0 no fund would ever be released) and at most all of it (basis points).
   */
  fundReleaseBpsFloor: 1,
  fundReleaseBpsCeiling: 10_000,
  /** The smallest claim is at most ₱1,000: a higher one would hold back what bets released. */
  fundMinClaimCeiling: 100_000,
  /** A festival has 1 to this many days a month (a few paydays, not a standing offer). */
  festivalDaysMax: 10,
  /** A festival day has 1 to this many red packet windows (the page lists them all). */
  festivalWindowsMax: 6,
  /** No red packet above ₱1,000 (the product's top is ₱20): one player's packet of one window. */
  redPacketCeiling: 100_000,
} as const;

const countOf = (award: readonly { id: number; count: number }[], id: number) =>
  award.find((item) => item.id === id)?.count ?? 0;

/** A product pack's amounts as a setting: its price, coin, points and its coupon if it has one. */
function packSettingOf(pack: FirstChargePackConfig): PackSetting {
  const coupon = pack.award.find((item) => rewardKind(item.id) === 'coupon');
  return {
    price: pack.price,
    coin: countOf(pack.award, COIN),
    points: countOf(pack.award, POINTS),
    coupon: coupon ? { id: coupon.id, count: coupon.count } : null,
  };
}

const always: PromoWindow = { enabled: true, from: null, to: null };

/** What runs when no operator has changed anything: the product's own amounts, every activity on. */
export const DEFAULT_PROMOS: PromoSettingsMap = {
  firstCharge: {
    ...always,
    packs: FIRST_CHARGE_PACKS.map(packSettingOf),
  },
  inviteFriend: always,
  signUpBonus: { ...always, cards: SIGN_UP_CARDS.map(({ price, coin }) => ({ price, coin })) },
  freeSign: always,
  supply: always,
  vipRebate: { ...always, rates: [...VIP_REBATE_BPS] },
  festival: {
    ...always,
    days: [...FESTIVAL_DAYS],
    windows: RED_PACKET_WINDOWS.map(({ start, end }) => ({ start, end })),
    packet: { min: RED_PACKET_PESOS.min * PESO, max: RED_PACKET_PESOS.max * PESO },
  },
  inviteSpin: { ...always, segments: SPIN_SEGMENTS.map(({ prize, weight }) => ({ prize, weight })) },
  follow: always,
  depositStreak: {
    ...always,
    days: DEPOSIT_STREAK_DAYS.map(({ minDeposit, coin }) => ({ minDeposit, coin })),
  },
  ladder: { ...always, tiers: LADDER_TIERS.map(({ needRecharge, coin }) => ({ needRecharge, coin })) },
  cashBonus: { ...always, ...FUND_RATES },
  weekendLottery: { ...always, prizes: [...LOTTERY_PRIZES] },
  agent5: always,
  agent: {
    ...always,
    tiers: AGENT_TIERS.map(({ minValid, levelBps }) => ({ minValid, levelBps: [...levelBps] })),
    ...AGENT_FIGURES,
  },
  agentCount: { ...always, tiers: AGENT_COUNT_TIERS.map(({ need, coin }) => ({ need, coin })) },
  christmas: always,
  newYear: always,
};

/**
 * The first-charge packs as players are offered them (webConfig appRechargeBonusCollection9ConfigList): the
 * product's packs (ids and showTypes) with the price and rewards the operator set: coin, then points and the coupon
 * when the pack carries them (a reward of none is no item: nothing to claim).
 */
export function firstChargePacks(setting: PromoSetting<'firstCharge'>): FirstChargePackConfig[] {
  return FIRST_CHARGE_PACKS.map((pack, i) => {
    const set = setting.packs[i];
    if (!set) return { ...pack, award: [...pack.award] };
    const award = [
      { id: COIN, count: set.coin },
      ...(set.points > 0 ? [{ id: POINTS, count: set.points }] : []),
      ...(set.coupon ? [{ id: set.coupon.id, count: set.coupon.count }] : []),
    ];
    return { ...pack, price: set.price, award };
  });
}

/** The sign-up cards on sale (id, price, daily reward) as the operator set them. */
export function signUpCards(setting: PromoSetting<'signUpBonus'>): { id: number; price: number; coin: number }[] {
  return SIGN_UP_CARDS.map((card, i) => ({ id: card.id, ...(setting.cards[i] ?? card) }));
}

/** Basis points of a percent typed with at most two decimals (`0.5` → 50); null when it is not such a percent. */
export function bpsOfPercent(typed: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(typed.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A rate in basis points as a percent for a field (`50` → `0.5`), typed back the same. */
export const percentText = (bps: number): string => String(bps / 100);

/** Claim ids of the ladder's tiers and the streak's days (one claim call serves both: 17xx and 43xx). */
export const ladderTierId = (index: number) => 1701 + index;
export const streakDayId = (index: number) => 4301 + index;

/** The date after `date` (YYYY-MM-DD): the Manila date a VIP rebate change saved on `date` counts from. */
export const dateAfter = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Today's Manila date, YYYY-MM-DD. */
export const manilaDate = (now: number): string => new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);

/** Whether the promotion runs at `now`: on, and today (Manila) within its dates. */
export function promoRuns(window: PromoWindow, now: number): boolean {
  if (!window.enabled) return false;
  const today = manilaDate(now);
  return (window.from === null || today >= window.from) && (window.to === null || today <= window.to);
}

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const dateField = z.nullable(
  z
    .string()
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, 'is a date (YYYY-MM-DD)'),
      z.refine(isRealDate, 'is not a day of the calendar'),
    ),
);

/** A whole number of pesos from `floor` to `ceiling`, in centavos. */
const amountField = (floor: number, ceiling: number) =>
  z
    .number('is a number of pesos')
    .check(
      z.refine(Number.isSafeInteger, 'is a whole number of pesos'),
      z.multipleOf(PESO, 'is a whole number of pesos'),
      z.minimum(floor, `is at least ${staffPesos(floor)}`),
      z.maximum(ceiling, `is at most ${staffPesos(ceiling)}`),
    );

/** A time of day in whole minutes after Manila midnight, 00:00 to 23:59. */
const timeField = z
  .number('is a time of day (HH:MM)')
  .check(
    z.refine(Number.isSafeInteger, 'is a time of day in whole minutes (HH:MM)'),
    z.minimum(0, 'is a time of day from 00:00'),
    z.maximum(LAST_MINUTE, 'is a time of day until 23:59'),
  );

const windowShape = {
  enabled: z.boolean('is on or off'),
  from: dateField,
  to: dateField,
};

const tierShape = z.object({
  needRecharge: amountField(PESO, PROMO_LIMITS.thresholdCeiling),
  coin: amountField(PESO, PROMO_LIMITS.rewardCeiling),
});

const packShape = z.object({
  price: amountField(PESO, PROMO_LIMITS.thresholdCeiling),
  coin: amountField(PESO, PROMO_LIMITS.rewardCeiling),
});

/** A count of whole things from `floor` to `ceiling`, said in `unit` ("points" counts hundredths of a point). */
const wholeField = (floor: number, ceiling: number, unit: 'points' | 'coupons') => {
  const scale = unit === 'points' ? 100 : 1;
  return z
    .number(`is a number of ${unit}`)
    .check(
      z.refine(Number.isSafeInteger, `is a whole number of ${unit}`),
      z.multipleOf(scale, `is a whole number of ${unit}`),
      z.minimum(floor, `is at least ${(floor / scale).toLocaleString('en-PH')}`),
      z.maximum(ceiling, `is at most ${(ceiling / scale).toLocaleString('en-PH')}`),
    );
};

/** Spec §9's deposit coupon ids (COUPON_LIMITS): a pack's coupon is one of them. */
const COUPON_ID_RULE = 'is a coupon id (1001-1099, 1201-1299 or 1301-1399)';

const firstChargePackShape = z.object({
  price: amountField(PESO, PROMO_LIMITS.thresholdCeiling),
  coin: amountField(PESO, PROMO_LIMITS.rewardCeiling),
  points: wholeField(0, PROMO_LIMITS.packPointsCeiling, 'points'),
  coupon: z.nullable(
    z.object({
      id: z
        .number(COUPON_ID_RULE)
        .check(z.refine((id) => Number.isSafeInteger(id) && rewardKind(id) === 'coupon', COUPON_ID_RULE)),
      count: wholeField(1, PROMO_LIMITS.packCouponCeiling, 'coupons'),
    }),
  ),
});

const dayShape = z.object({
  minDeposit: amountField(PESO, PROMO_LIMITS.thresholdCeiling),
  coin: amountField(PESO, PROMO_LIMITS.rewardCeiling),
});

/** A whole number of invitees from `floor` to the ceiling. */
const inviteesField = (floor: number) =>
  z
    .number('is a number of invitees')
    .check(
      z.refine(Number.isSafeInteger, 'is a whole number of invitees'),
      z.minimum(floor, `is at least ${floor}`),
      z.maximum(
        PROMO_LIMITS.agentInviteesCeiling,
        `is at most ${PROMO_LIMITS.agentInviteesCeiling.toLocaleString('en-PH')}`,
      ),
    );

const agentTiersField = <T extends z.ZodMiniType>(tier: T) =>
  z
    .array(tier)
    .check(
      z.minLength(1, 'has at least one tier'),
      z.maxLength(PROMO_LIMITS.agentTiersMax, `has at most ${PROMO_LIMITS.agentTiersMax} tiers`),
    );

/** A rate in basis points from `floor` to `ceiling`, typed as a percent with at most two decimals. */
const rateField = (floor: number, ceiling: number) =>
  z
    .number('is a percent')
    .check(
      z.refine(Number.isSafeInteger, 'is a percent with at most two decimals'),
      z.minimum(floor, `is at least ${floor / 100} %`),
      z.maximum(ceiling, `is at most ${ceiling / 100} %`),
    );

/** One rule set per activity: the shape (zod) and the rules between fields. */
const SHAPES: { [K in PromoKey]: z.ZodMiniType<PromoSetting<K>> } = {
  ...(Object.fromEntries(PROMO_KEYS.map((key) => [key, z.strictObject(windowShape)])) as unknown as {
    [K in PromoKey]: z.ZodMiniType<PromoSetting<K>>;
  }),
  ladder: z.strictObject({
    ...windowShape,
    tiers: z
      .array(tierShape)
      .check(
        z.minLength(1, 'has at least one tier'),
        z.maxLength(PROMO_LIMITS.ladderTiersMax, `has at most ${PROMO_LIMITS.ladderTiersMax} tiers`),
      ),
  }),
  signUpBonus: z.strictObject({
    ...windowShape,
    cards: z
      .array(packShape)
      .check(z.length(PROMO_LIMITS.signUpCards, `has exactly ${PROMO_LIMITS.signUpCards} cards, one per card on sale`)),
  }),
  firstCharge: z.strictObject({
    ...windowShape,
    packs: z
      .array(firstChargePackShape)
      .check(
        z.length(
          PROMO_LIMITS.firstChargePacks,
          `has exactly ${PROMO_LIMITS.firstChargePacks} packs, one per offer of the activity`,
        ),
      ),
  }),
  weekendLottery: z.strictObject({
    ...windowShape,
    prizes: z
      .array(amountField(PESO, PROMO_LIMITS.rewardCeiling))
      .check(
        z.minLength(1, 'has at least one prize'),
        z.maxLength(PROMO_LIMITS.lotteryPrizesMax, `has at most ${PROMO_LIMITS.lotteryPrizesMax} prizes`),
      ),
  }),
  vipRebate: z.strictObject({
    ...windowShape,
    rates: z
      .array(rateField(0, PROMO_LIMITS.rebateBpsCeiling))
      .check(
        z.minLength(1, 'has at least one level'),
        z.maxLength(PROMO_LIMITS.vipRebateLevels, `has at most ${PROMO_LIMITS.vipRebateLevels} levels (VIP 0 to 10)`),
      ),
  }),
  inviteSpin: z.strictObject({
    ...windowShape,
    segments: z
      .array(
        z.object({
          weight: z
            .number('is a whole number')
            .check(
              z.refine(Number.isSafeInteger, 'is a whole number'),
              z.minimum(1, 'is at least 1 (every segment shown can be won)'),
              z.maximum(
                PROMO_LIMITS.spinWeightCeiling,
                `is at most ${PROMO_LIMITS.spinWeightCeiling.toLocaleString('en-PH')}`,
              ),
            ),
          prize: amountField(PESO, PROMO_LIMITS.spinPrizeCeiling),
        }),
      )
      .check(
        z.length(
          PROMO_LIMITS.spinSegments,
          `has exactly ${PROMO_LIMITS.spinSegments} segments, one per segment of the wheel`,
        ),
      ),
  }),
  agent: z.strictObject({
    ...windowShape,
    tiers: agentTiersField(
      z.object({
        minValid: inviteesField(0),
        levelBps: z
          .array(rateField(0, PROMO_LIMITS.agentBpsCeiling))
          .check(z.length(AGENT_DEPTH, `has exactly ${AGENT_DEPTH} rates, one per level`)),
      }),
    ),
    exchangeMin: amountField(PESO, PROMO_LIMITS.agentExchangeMinCeiling),
    scratchCost: amountField(PROMO_LIMITS.scratchCostFloor, PROMO_LIMITS.scratchCostCeiling),
    lotteryCost: amountField(PROMO_LIMITS.lotteryCostFloor, PROMO_LIMITS.lotteryCostCeiling),
    accrualDays: z
      .number('is a number of days')
      .check(
        z.refine(Number.isSafeInteger, 'is a whole number of days'),
        z.minimum(1, 'is at least 1 day'),
        z.maximum(PROMO_LIMITS.agentAccrualDaysMax, `is at most ${PROMO_LIMITS.agentAccrualDaysMax} days`),
      ),
  }),
  agentCount: z.strictObject({
    ...windowShape,
    tiers: agentTiersField(z.object({ need: inviteesField(1), coin: amountField(PESO, PROMO_LIMITS.rewardCeiling) })),
  }),
  cashBonus: z.strictObject({
    ...windowShape,
    accrualBps: rateField(0, PROMO_LIMITS.fundAccrualBpsCeiling),
    releaseBps: rateField(PROMO_LIMITS.fundReleaseBpsFloor, PROMO_LIMITS.fundReleaseBpsCeiling),
    minClaim: amountField(PESO, PROMO_LIMITS.fundMinClaimCeiling),
  }),
  festival: z.strictObject({
    ...windowShape,
    days: z
      .array(
        z
          .number('is a day of the month (1 to 31)')
          .check(
            z.refine(Number.isSafeInteger, 'is a whole day of the month (1 to 31)'),
            z.minimum(1, 'is a day of the month from 1'),
            z.maximum(31, 'is a day of the month until 31'),
          ),
        'are days of the month (1 to 31) separated by commas',
      )
      .check(
        z.minLength(1, 'have at least one day'),
        z.maxLength(PROMO_LIMITS.festivalDaysMax, `have at most ${PROMO_LIMITS.festivalDaysMax} days`),
      ),
    windows: z
      .array(
        z.strictObject({
          start: timeField,
          end: timeField,
        }),
      )
      .check(
        z.minLength(1, 'has at least one window'),
        z.maxLength(PROMO_LIMITS.festivalWindowsMax, `has at most ${PROMO_LIMITS.festivalWindowsMax} windows`),
      ),
    packet: z.strictObject({
      min: amountField(PESO, PROMO_LIMITS.redPacketCeiling),
      max: amountField(PESO, PROMO_LIMITS.redPacketCeiling),
    }),
  }),
  depositStreak: z.strictObject({
    ...windowShape,
    days: z
      .array(dayShape)
      .check(z.length(PROMO_LIMITS.streakDays, `has exactly ${PROMO_LIMITS.streakDays} days, one per day of the week`)),
  }),
};

/** What one row of each list is called on the page. */
const ROW_NAMES = { tiers: 'Tier', days: 'Day', packs: 'Pack', cards: 'Card', segments: 'Segment' } as const;

/** What a refused field is called on the page (`ladder.tiers.1.coin` → "Tier 2 reward"). */
export function fieldLabel(path: readonly (string | number)[]): string {
  const [key, field, index, sub] = path;
  if (field === 'enabled') return 'On/off';
  if (key === 'festival' && field === 'days')
    return index === undefined ? 'Festival days' : `Festival day ${Number(index) + 1}`;
  if (field === 'from') return 'Runs from';
  if (field === 'to') return 'Runs until';
  if (field === 'accrualBps') return 'Share of a deposit';
  if (field === 'releaseBps') return 'Share of a bet';
  if (field === 'minClaim') return 'Smallest claim';
  if (field === 'exchangeMin') return 'Smallest exchange';
  if (field === 'scratchCost') return 'Scratch card cost';
  if (field === 'lotteryCost') return 'Lottery ticket cost';
  if (field === 'accrualDays') return 'Look-back days';
  if (field === 'tiers' && index === undefined) return 'Tiers';
  if (field === 'days' && index === undefined) return 'Days';
  if (field === 'packs' && index === undefined) return 'Packs';
  if (field === 'cards' && index === undefined) return 'Cards';
  if (field === 'segments' && index === undefined) return 'Segments';
  if (field === 'prizes') return index === undefined ? 'Prizes' : `Prize ${Number(index) + 1}`;
  if (key === 'firstCharge' && field === 'packs' && sub === 'coupon') {
    const [, , , , part] = path;
    return `Pack ${Number(index) + 1} coupon${part === 'count' ? ' count' : ''}`;
  }
  if (key === 'agent' && field === 'tiers' && index !== undefined) {
    const n = Number(index) + 1;
    if (sub === 'minValid') return `Tier ${n} valid invitees`;
    const [, , , , level] = path;
    return level === undefined ? `Tier ${n} rates` : `Tier ${n} level ${Number(level) + 1} rate`;
  }
  if (key === 'agentCount' && field === 'tiers' && sub === 'need') return `Tier ${Number(index) + 1} valid invitees`;
  if (field === 'windows') {
    if (index === undefined) return 'Windows';
    return `Window ${Number(index) + 1} ${sub === 'end' ? 'closing' : 'opening'} time`;
  }
  if (field === 'packet') return index === 'max' ? 'Largest packet' : index === 'min' ? 'Smallest packet' : 'Packet';
  // Rates are by VIP level, and levels start at 0.
  if (field === 'rates') return index === undefined ? 'Rates' : `VIP ${Number(index)} rate`;
  const n = typeof index === 'number' ? index + 1 : Number(index) + 1;
  const what = {
    coin: field === 'cards' ? 'daily reward' : 'reward',
    prize: 'prize',
    weight: 'weight',
    needRecharge: 'monthly deposits',
    minDeposit: 'minimum deposit',
    price: 'price',
    points: 'points',
  }[String(sub) as 'coin'];
  return `${ROW_NAMES[String(field) as keyof typeof ROW_NAMES] ?? 'Day'} ${n} ${what ?? 'minimum deposit'}`;
}

const issue = (key: PromoKey, path: (string | number)[], rule: string): SettingIssue => ({
  path: [key, ...path].join('.'),
  message: `${fieldLabel([key, ...path])} ${rule}.`,
});

/** The rules between fields, once every field has its shape. */
function crossIssues(key: PromoKey, value: PromoSetting<PromoKey>): SettingIssue[] {
  const issues: SettingIssue[] = [];
  if (value.from !== null && value.to !== null && value.to < value.from) {
    issues.push(issue(key, ['to'], `(${value.to}) is before the first day (${value.from})`));
  }
  if (key === 'ladder') {
    const { tiers } = value as PromoSetting<'ladder'>;
    tiers.forEach((tier, i) => {
      const before = tiers[i - 1];
      if (before && tier.needRecharge <= before.needRecharge) {
        issues.push(
          issue(key, ['tiers', i, 'needRecharge'], `is above tier ${i}'s (${staffPesos(before.needRecharge)})`),
        );
      }
      if (before && tier.coin <= before.coin) {
        issues.push(issue(key, ['tiers', i, 'coin'], `is above tier ${i}'s (${staffPesos(before.coin)})`));
      }
      // A deposit promotion never pays back more than the deposits that earned it.
      if (tier.coin > tier.needRecharge) {
        issues.push(
          issue(key, ['tiers', i, 'coin'], `is at most the tier's deposits (${staffPesos(tier.needRecharge)})`),
        );
      }
    });
  }
  if (key === 'firstCharge') {
    const { packs } = value as PromoSetting<'firstCharge'>;
    packs.forEach((pack, i) => {
      // A pack never gives back more coin than the deposit that buys it.
      if (pack.coin > pack.price) {
        issues.push(issue(key, ['packs', i, 'coin'], `is at most the pack's price (${staffPesos(pack.price)})`));
      }
    });
  }
  if (key === 'signUpBonus') {
    const { cards } = value as PromoSetting<'signUpBonus'>;
    cards.forEach((card, i) => {
      const most = Math.floor((card.price * PROMO_LIMITS.cardPayback) / SIGN_UP_CARD_DAYS / PESO) * PESO;
      // A card's week never pays back more than twice what the player paid for it.
      if (card.coin > most) {
        issues.push(
          issue(key, ['cards', i, 'coin'], `is at most ${staffPesos(most)} a day (the 7 days at most twice the price)`),
        );
      }
    });
  }
  if (key === 'depositStreak') {
    const { days } = value as PromoSetting<'depositStreak'>;
    days.forEach((day, i) => {
      const before = days[i - 1];
      if (before && day.minDeposit < before.minDeposit) {
        issues.push(issue(key, ['days', i, 'minDeposit'], `is at least day ${i}'s (${staffPesos(before.minDeposit)})`));
      }
      if (before && day.coin < before.coin) {
        issues.push(issue(key, ['days', i, 'coin'], `is at least day ${i}'s (${staffPesos(before.coin)})`));
      }
      if (day.coin > day.minDeposit) {
        issues.push(
          issue(key, ['days', i, 'coin'], `is at most the day's minimum deposit (${staffPesos(day.minDeposit)})`),
        );
      }
    });
  }
  if (key === 'weekendLottery') {
    const { prizes } = value as PromoSetting<'weekendLottery'>;
    prizes.forEach((prize, i) => {
      const before = prizes[i - 1];
      // A lower rank never wins more than a higher one.
      if (before !== undefined && prize > before) {
        issues.push(issue(key, ['prizes', i], `is at most prize ${i} (${staffPesos(before)})`));
      }
    });
  }
  if (key === 'agent') {
    const { tiers } = value as PromoSetting<'agent'>;
    tiers.forEach((tier, i) => {
      const before = tiers[i - 1];
      // Every agent has a tier: the first needs no invitee.
      if (!before && tier.minValid !== 0) issues.push(issue(key, ['tiers', i, 'minValid'], 'is 0 (every agent earns)'));
      if (before && tier.minValid <= before.minValid) {
        issues.push(issue(key, ['tiers', i, 'minValid'], `is above tier ${i}'s (${before.minValid})`));
      }
      tier.levelBps.forEach((bps, level) => {
        const below = before?.levelBps[level];
        // A tier reached with more invitees never pays a level less.
        if (below !== undefined && bps < below) {
          issues.push(issue(key, ['tiers', i, 'levelBps', level], `is at least tier ${i}'s (${below / 100} %)`));
        }
      });
      const total = tier.levelBps.reduce((sum, bps) => sum + bps, 0);
      if (total > PROMO_LIMITS.agentBpsCeiling) {
        issues.push(
          issue(
            key,
            ['tiers', i, 'levelBps'],
            `add up to at most ${PROMO_LIMITS.agentBpsCeiling / 100} % (they are ${total / 100} %)`,
          ),
        );
      }
    });
  }
  if (key === 'agentCount') {
    const { tiers } = value as PromoSetting<'agentCount'>;
    tiers.forEach((tier, i) => {
      const before = tiers[i - 1];
      if (before && tier.need <= before.need) {
        issues.push(issue(key, ['tiers', i, 'need'], `is above tier ${i}'s (${before.need})`));
      }
      const most = tier.need * PROMO_LIMITS.agentCountCoinPerInvitee;
      if (tier.coin > most) {
        issues.push(
          issue(
            key,
            ['tiers', i, 'coin'],
            `is at most ${staffPesos(PROMO_LIMITS.agentCountCoinPerInvitee)} per invitee it needs (${staffPesos(most)})`,
          ),
        );
      }
    });
  }
  if (key === 'festival') {
    const { days, windows, packet } = value as PromoSetting<'festival'>;
    days.forEach((day, i) => {
      // One festival per date: a day listed twice would be two windows' keys on one date.
      if (days.indexOf(day) < i) issues.push(issue(key, ['days', i], `(${day}) is listed once`));
    });
    windows.forEach((window, i) => {
      const before = windows[i - 1];
      // A window is a span of one Manila day; the next opens once it has closed (one packet per window).
      if (window.end <= window.start) {
        issues.push(issue(key, ['windows', i, 'end'], `is after its opening time (${clockText(window.start)})`));
      }
      if (before && window.start < before.end) {
        issues.push(
          issue(key, ['windows', i, 'start'], `is at or after window ${i}'s closing time (${clockText(before.end)})`),
        );
      }
    });
    if (packet.max < packet.min) {
      issues.push(issue(key, ['packet', 'max'], `is at least the smallest packet (${staffPesos(packet.min)})`));
    }
  }
  if (key === 'vipRebate') {
    const { rates } = value as PromoSetting<'vipRebate'>;
    rates.forEach((rate, i) => {
      const before = rates[i - 1];
      // A higher VIP level never earns a smaller share of its bets.
      if (before !== undefined && rate < before) {
        issues.push(issue(key, ['rates', i], `is at least VIP ${i - 1}'s (${before / 100} %)`));
      }
    });
  }
  return issues;
}

/** One promotion's settings checked whole: the value to store, or every refused field by path and reason. */
export function checkPromo<K extends PromoKey>(key: K, body: unknown): Checked<PromoSetting<K>> {
  const parsed = SHAPES[key].safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((i) => {
        const path = i.path.filter((p): p is string | number => typeof p !== 'symbol');
        const known = i.code !== 'unrecognized_keys' && path.length > 0;
        return known
          ? issue(key, path, i.message)
          : { path: key, message: i.code === 'unrecognized_keys' ? 'Unknown fields were sent.' : 'Send the settings.' };
      }),
    };
  }
  const issues = crossIssues(key, parsed.data);
  if (issues.length > 0) return { ok: false, issues };
  // The festival's days are kept in the month's order, however they were typed.
  const value =
    key === 'festival'
      ? { ...parsed.data, days: [...(parsed.data as PromoSetting<'festival'>).days].sort((a, b) => a - b) }
      : parsed.data;
  return { ok: true, value };
}

export const isPromoKey = (value: unknown): value is PromoKey =>
  typeof value === 'string' && (PROMO_KEYS as readonly string[]).includes(value);
