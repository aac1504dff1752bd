import type { AwardItem } from './rewards';

/**
 * Promotion rules the server applies and the rule pages show (docs/promotions.md): one source for both, so the
 * text a player reads is the rule that pays.
 */

/** Designed activity ids of the spec's named activities that §4 gives no type number (ours: 101 and up). */
export const FREE_SIGN_ACTIVITY = 101;

/** Daily sign-in (FreeSign): the coin (hundredths) of each day of the 7-day calendar. */
export const FREE_SIGN_DAY_COIN: readonly number[] = [100, 200, 300, 500, 800, 1_000, 2_000];

export const FREE_SIGN_DAYS = FREE_SIGN_DAY_COIN.length;

/** The award of calendar day `day` (1-based). */
export const freeSignAward = (day: number): AwardItem[] => [{ id: 2001, count: FREE_SIGN_DAY_COIN[day - 1] ?? 0 }];

/** Total coin of a full week (hundredths). */
export const FREE_SIGN_WEEK_COIN = FREE_SIGN_DAY_COIN.reduce((sum, coin) => sum + coin, 0);

/** Supply (bankruptBonus): designed activity id. */
export const SUPPLY_ACTIVITY = 102;
/** A player is bankrupt while coin plus safe box is below 1 peso (in hundredths). */
export const SUPPLY_BELOW = 100;
/** The one-off top-up: 5 pesos (in hundredths), once per Manila date, for a player who has deposited before. */
export const SUPPLY_COIN = 500;

/** The coin (hundredths) the level-up mail of VIP `level` carries: 10 pesos per level (server/player/mail.ts). */
export const vipLevelUpCoin = (level: number): number => level * 1_000;

/** VIP rebate: activity type 8 (spec §4 VIP). */
export const VIP_REBATE_ACTIVITY = 8;
/**
 * VIP rebate rates in basis points of the previous Manila date's bets, by VIP level (index; the last rate holds
 * for every higher level): VIP 0 0.2 %, 1 0.3 %, 2 0.4 %, 3 0.5 %, 4 0.6 %, 5 0.8 %, 6 and up 1 %.
 */
export const VIP_REBATE_BPS: readonly number[] = [20, 30, 40, 50, 60, 80, 100];

export const vipRebateBps = (vip: number): number =>
  VIP_REBATE_BPS[Math.min(Math.max(0, Math.floor(vip)), VIP_REBATE_BPS.length - 1)] ?? 0;

/** The rebate of `bets` hundredths at VIP `vip`: floored to whole hundredths. */
export const vipRebateOf = (bets: number, vip: number): number => Math.floor((bets * vipRebateBps(vip)) / 10_000);

/**
 * Deposit coupons (spec §4, §9 reward ids 1001-1099, 1201-1299, 1301-1399): a coupon's count is its percent, shown
 * as a percent; chosen at a plain deposit (actType 0), the server adds that percent of the deposit as bonus coin
 * once the order is paid, up to the range's `limitAmount` (hundredths), and the coupon is used up.
 */
export const COUPON_LIMITS: readonly { min: number; max: number; limitAmount: number }[] = [
  { min: 1001, max: 1099, limitAmount: 10_000 },
  { min: 1201, max: 1299, limitAmount: 50_000 },
  { min: 1301, max: 1399, limitAmount: 100_000 },
];

/** The bonus cap of a coupon id, or undefined when the id is not a coupon. */
export const couponLimit = (id: number): number | undefined =>
  COUPON_LIMITS.find((range) => id >= range.min && id <= range.max)?.limitAmount;

/** The bonus (hundredths) a coupon of `percent` adds to a deposit of `amount`, capped by its range. */
export function couponBonus(id: number, percent: number, amount: number): number {
  const limit = couponLimit(id) ?? 0;
  return Math.min(limit, Math.floor((amount * Math.max(0, percent)) / 100));
}

/** Weekend lottery (WeekendLottery; designed activity id, ours). */
export const WEEKEND_LOTTERY_ACTIVITY = 110;
/** One ticket for every 100 pesos (10,000 hundredths) of bets made on a Manila Saturday or Sunday. */
export const LOTTERY_TICKET_BETS = 10_000;
/** The draw: Monday 20:00 Manila, the weekend's Saturday 00:00 plus 2 days and 20 hours. */
export const LOTTERY_DRAW_AFTER_MS = (2 * 24 + 20) * 3_600_000;
/** The prizes by rank (hundredths): one per winner, a player wins at most once a weekend. */
export const LOTTERY_PRIZES: readonly number[] = [100_000, 50_000, 20_000, 10_000, 10_000];

/** Tickets of a weekend's bets (hundredths). */
export const lotteryTickets = (bets: number): number => Math.floor(Math.max(0, bets) / LOTTERY_TICKET_BETS);

/**
 * A winner as the list shows them: a mobile as 0917****123 (the leading 0 added to a 10-digit number), else the
 * account with all but its first two and last two characters hidden.
 */
export function maskWinner(mobile: string | null, account: string): string {
  const digits = mobile?.replace(/\D/g, '') ?? '';
  if (digits.length >= 10) {
    const local = digits.length === 10 ? `0${digits}` : digits;
    return `${local.slice(0, 4)}****${local.slice(-3)}`;
  }
  return account.length <= 4 ? `${account.slice(0, 1)}****` : `${account.slice(0, 2)}****${account.slice(-2)}`;
}
