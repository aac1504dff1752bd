import type { AwardItem, FirstChargePackConfig } from './rewards';
import { weightedIndex } from './weights';

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

/**
 * OutLink (spec §3 activity id `OutLink`, no type number in §4: ours 107): an operator's promotion that points to a
 * page outside the app, configured by its address (the settings row `outLink`). The activity entry carries the
 * address; the app opens it only through the safe-link page, which says where it goes (docs/promotions.md "OutLink").
 */
export const OUT_LINK_ACTIVITY = 107;

/**
 * An outside address the app may open: https only, with a host and without a user name or password in it (an
 * address like https://bank.example@evil.example hides where it goes). Answers the parsed URL, or null.
 */
export function outsideUrl(raw: string | null | undefined): URL | null {
  if (!raw || raw.length > 500) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

/** The coin (hundredths) the level-up mail of VIP `level` carries: 10 pesos per level (server/player/mail.ts). */
export const vipLevelUpCoin = (level: number): number => level * 1_000;

/** VIP rebate: activity type 8 (spec §4 VIP). */
export const VIP_REBATE_ACTIVITY = 8;
/**
 * VIP rebate rates in basis points of the previous Manila date's bets, by VIP level (index; the last rate holds
 * for every higher level): VIP 0 0.2 %, 1 0.3 %, 2 0.4 %, 3 0.5 %, 4 0.6 %, 5 0.8 %, 6 and up 1 %.
 */
export const VIP_REBATE_BPS: readonly number[] = [20, 30, 40, 50, 60, 80, 100];

/** VIP `vip`'s rate among `rates` (the product's, or the operator's from /ops): the last holds above it. */
export const vipRebateBps = (vip: number, rates: readonly number[] = VIP_REBATE_BPS): number =>
  rates[Math.min(Math.max(0, Math.floor(vip)), rates.length - 1)] ?? 0;

/** The rebate of `bets` hundredths at VIP `vip`: floored to whole hundredths. */
export const vipRebateOf = (bets: number, vip: number, rates: readonly number[] = VIP_REBATE_BPS): number =>
  Math.floor((bets * vipRebateBps(vip, rates)) / 10_000);

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

/**
 * Festival (ours: activity 104; docs/promotions.md): the payday festival. Paydays in the Philippines are the 15th
 * and the last day of the month (the product's days; the operator may set others); on those Manila dates red packets (spec §4 RedPacket 22) open in windows, and a
 * player who has deposited before may open one packet per window. The days, the windows and the packet's range are
 * the operator's (/ops Promotions, by Manila day: server/activity/festivalSettings.ts); these are the product's.
 */
export const FESTIVAL_ACTIVITY = 104;
export const RED_PACKET_ACTIVITY = 22;

/** A red packet window of a festival day: its start and end in minutes after Manila midnight. */
export interface FestivalWindow {
  start: number;
  end: number;
}

/** The product's windows: 12:00 and 20:00 Manila, 15 minutes each. */
export const RED_PACKET_WINDOWS: readonly FestivalWindow[] = [
  { start: 12 * 60, end: 12 * 60 + 15 },
  { start: 20 * 60, end: 20 * 60 + 15 },
];
/** The product's packet: whole pesos drawn uniformly (a secure source on the server) from this range. */
export const RED_PACKET_PESOS = { min: 1, max: 20 } as const;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;

/**
 * The product's festival days of the month: paydays, the 15th and the last day (31: a month shorter than a day of
 * the list has its festival on its last day instead).
 */
export const FESTIVAL_DAYS: readonly number[] = [15, 31];

/**
 * Whether the Manila date of Manila day number `day` (days since the epoch) is a festival day of `days` (days of the
 * month, 1 to 31): its date is one of them, or it is the month's last day and a day of the list is beyond it (31 in
 * a 30-day month, 29 to 31 in February), so a day of the list falls in every month and never twice.
 */
export function isFestivalDay(day: number, days: readonly number[] = FESTIVAL_DAYS): boolean {
  const date = new Date(day * DAY_MS);
  const lastDate = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  return days.some((d) => Math.min(d, lastDate) === date.getUTCDate());
}

/** A festival day's settings as packetWindowAt reads them: its days of the month and its windows. */
export interface FestivalDayRules {
  days: readonly number[];
  windows: readonly FestivalWindow[];
}

/** A red packet window: its start and end (ms since the epoch). */
export interface PacketWindow {
  start: number;
  end: number;
}

/**
 * The window open at `now`, else the next one (a day of the month comes back within 31 days, and a change counts
 * from the next day at the soonest). `rulesOn` gives a Manila day's festival days and windows (in order, not
 * overlapping): the ones in force that day; the product's when not given.
 */
export function packetWindowAt(
  now: number,
  rulesOn: (day: number) => FestivalDayRules = () => ({ days: FESTIVAL_DAYS, windows: RED_PACKET_WINDOWS }),
): PacketWindow {
  const today = Math.floor((now + MANILA_OFFSET_MS) / DAY_MS);
  for (let day = today; day <= today + 32; day += 1) {
    const rules = rulesOn(day);
    if (!isFestivalDay(day, rules.days)) continue;
    for (const window of rules.windows) {
      const midnight = day * DAY_MS - MANILA_OFFSET_MS;
      const end = midnight + window.end * MINUTE_MS;
      if (end > now) return { start: midnight + window.start * MINUTE_MS, end };
    }
  }
  throw new Error('no festival day within 32 days');
}

/** The key of a window (minutes since the epoch): one packet per player per key. */
export const packetWindowKey = (window: PacketWindow): number => Math.floor(window.start / MINUTE_MS);

/** A time of day in minutes after midnight as a 24-hour clock reads it (`750` → `12:30`). */
export const clockText = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Minutes after midnight of a time typed `H:MM` or `HH:MM` (00:00 to 23:59); null when it is not such a time. */
export function minuteOfClock(typed: string): number | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(typed.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * Points (the lottery balance; /points, rule page /rule/points): earned from tasks and mail rewards, exchanged for
 * coin in whole points within these limits (hundredths of a point), at `rateBasisPoints` of a peso per point.
 */
export const POINTS_RULES = { min: 10_000, max: 10_000_000, rateBasisPoints: 5_000 } as const;
/** Invite-and-spin: activity type 20 (spec §4 InviteUserSpin). */
export const INVITE_SPIN_ACTIVITY = 20;

/**
 * The wheel's segments, clockwise from the top: the coin prize (hundredths) and its weight; a segment's chance is
 * its weight over SPIN_TOTAL_WEIGHT (‰ here: the weights add up to 1,000). One spin per invited friend who made a
 * paid deposit; the server draws the segment from a secure random source and pays it at once.
 */
export const SPIN_SEGMENTS: readonly { prize: number; weight: number }[] = [
  { prize: 100, weight: 300 },
  { prize: 5_000, weight: 40 },
  { prize: 200, weight: 250 },
  { prize: 10_000, weight: 15 },
  { prize: 500, weight: 200 },
  { prize: 50_000, weight: 5 },
  { prize: 1_000, weight: 120 },
  { prize: 2_000, weight: 70 },
];

/** The weights of a wheel added up: a roll is drawn in [0, this). */
export const spinTotalWeight = (segments: readonly { weight: number }[]): number =>
  segments.reduce((sum, segment) => sum + segment.weight, 0);

export const SPIN_TOTAL_WEIGHT = spinTotalWeight(SPIN_SEGMENTS);

/**
 * The segment a roll in [0, total weight) lands on (the server rolls with crypto.randomInt), on the product's wheel
 * or the operator's (`segments`, /ops Promotions).
 */
export function spinSegmentOf(roll: number, segments: readonly { weight: number }[] = SPIN_SEGMENTS): number {
  const index = weightedIndex(segments, roll);
  return index === -1 ? segments.length - 1 : index;
}

/** What one spin pays on average, in hundredths (the prizes weighted by their chances): the wheel's cost per spin. */
export const spinExpectedPrize = (segments: readonly { prize: number; weight: number }[]): number => {
  const total = spinTotalWeight(segments);
  return total > 0 ? segments.reduce((sum, s) => sum + s.prize * s.weight, 0) / total : 0;
};

/** Follow rewards (FollowRewards): designed activity id (§4 gives it no type number). */
export const FOLLOW_ACTIVITY = 103;
/** The coin (hundredths) for following one of the operator's social accounts: 3 pesos, once per account. */
export const FOLLOW_COIN = 300;
/*
 * The deposit-driven promotions (docs/promotions.md "Deposit rewards"): every figure in hundredths of a
 * peso. A deposit counts once it is paid (recharge_orders status 1), on the Manila date it was paid.
 */

/** Deposit streak: activity type 43 (spec §4 ContinuousRecharge), page /activity/depositEvery. */
export const DEPOSIT_STREAK_ACTIVITY = 43;

/** One day of the deposit streak: paid deposits of one Manila date of at least `minDeposit` earn `coin`. */
export interface StreakDay {
  /** Claim id (43xx: unique beside the ladder's tiers, one claim call serves both). */
  id: number;
  day: number;
  minDeposit: number;
  coin: number;
}

/** Day 1 to 7: deposit at least 100, 100, 200, 200, 300, 300, 500 pesos; earn 5, 8, 10, 15, 20, 25, 50 pesos. */
export const DEPOSIT_STREAK_DAYS: readonly StreakDay[] = [
  [10_000, 500],
  [10_000, 800],
  [20_000, 1_000],
  [20_000, 1_500],
  [30_000, 2_000],
  [30_000, 2_500],
  [50_000, 5_000],
].map(([minDeposit = 0, coin = 0], index) => ({ id: 4301 + index, day: index + 1, minDeposit, coin }));

/** Ladder recharge: activity type 17 (spec §4 LadderRecharge), a section of /activity/depositEvery. */
export const LADDER_RECHARGE_ACTIVITY = 17;

/** One tier of the ladder: paid deposits of the Manila calendar month reaching `needRecharge` earn `coin`, once. */
export interface LadderTier {
  /** Claim id (17xx). */
  id: number;
  needRecharge: number;
  coin: number;
}

/** In pesos: 500 → 10, 2,000 → 50, 5,000 → 150, 20,000 → 700, 50,000 → 2,000 (2 % rising to 4 %). */
export const LADDER_TIERS: readonly LadderTier[] = [
  [50_000, 1_000],
  [200_000, 5_000],
  [500_000, 15_000],
  [2_000_000, 70_000],
  [5_000_000, 200_000],
].map(([needRecharge = 0, coin = 0], index) => ({ id: 1701 + index, needRecharge, coin }));

/**
 * First-charge packs (activity 39, spec §4 and §9): award ids 2001 coin and 2002 points in hundredths, 1001 and 1002
 * coupons by number. showType 1 is offered to a player who never deposited, 2 to one who did, 3 to everyone. The
 * operator sets each pack's price, coin, points and coupon in /ops (docs/ops.md "Promotions"); these are the
 * product's, and the ids and showTypes stay the product's.
 */
export const FIRST_CHARGE_PACKS: readonly FirstChargePackConfig[] = [
  {
    id: 1,
    price: 10_000,
    award: [
      { id: 2001, count: 5_000 },
      { id: 2002, count: 10_000 },
      { id: 1001, count: 10 },
    ],
    showType: 1,
  },
  {
    id: 2,
    price: 50_000,
    award: [
      { id: 2001, count: 30_000 },
      { id: 2002, count: 50_000 },
    ],
    showType: 2,
  },
  {
    id: 3,
    price: 100_000,
    award: [
      { id: 2001, count: 80_000 },
      { id: 1002, count: 20 },
    ],
    showType: 3,
  },
];

/**
 * Sign-up bonus cards (login pay, activity 15): prop ids of the web config's loginPayConfig, each bought once at its
 * price and paying `coin` on each of 7 Manila days (20 % of the price a day, 140 % in all). The operator sets each
 * card's price and daily reward in /ops (docs/ops.md "Promotions").
 */
export const SIGN_UP_CARDS: readonly { id: number; price: number; coin: number }[] = [10_000, 30_000, 50_000].map(
  (price, index) => ({ id: index + 1, price, coin: price / 5 }),
);
/** The days a sign-up card pays. */
export const SIGN_UP_CARD_DAYS = 7;
/** What a card is called in the app: its price (English, as the web config's prop names are). */
export const signUpCardName = (price: number): string => `Sign-up Card ₱${(price / 100).toLocaleString('en-PH')}`;

/** Cash bonus: activity type 16 (spec §4 Fund), page /activity/cashBonus, red dot hasFund. */
export const FUND_ACTIVITY = 16;
/** The product's share of a paid deposit that goes to the player's bonus fund: 5 % (basis points). */
export const FUND_ACCRUAL_BPS = 500;
/** The product's share of each bet placed since the first deposit that releases the fund: 5 %, one turnover of a deposit frees its bonus. */
export const FUND_RELEASE_BPS = 500;
/** The product's smallest claim: 1 peso (hasFund is on from here). */
export const FUND_MIN_CLAIM = 100;

/**
 * The cash bonus's figures (docs/promotions.md "Cash bonus"): the share of a deposit that accrues to the fund, the
 * share of a bet that releases it (basis points) and the smallest claim (hundredths). The operator sets them in /ops;
 * a set counts from the next Manila day, and a deposit or a bet is priced at the set of the Manila day it was made.
 */
export interface CashBonusRates {
  accrualBps: number;
  releaseBps: number;
  minClaim: number;
}

/** What the cash bonus pays by when no operator has changed it. */
export const FUND_RATES: CashBonusRates = {
  accrualBps: FUND_ACCRUAL_BPS,
  releaseBps: FUND_RELEASE_BPS,
  minClaim: FUND_MIN_CLAIM,
};

/** A share in basis points of an amount, floored to whole hundredths. */
export const shareOf = (amount: number, bps: number): number => Math.floor((Math.max(0, amount) * bps) / 10_000);

/** An amount (hundredths) and the rate (basis points) it counts at: one Manila day's deposits or bets at that day's rate. */
export interface PricedAmount {
  amount: number;
  bps: number;
}

/** The share of amounts each at its own rate, floored once to whole hundredths (one rate throughout: `shareOf`). */
export const shareOfPriced = (amounts: readonly PricedAmount[]): number =>
  Math.floor(amounts.reduce((sum, { amount, bps }) => sum + Math.max(0, amount) * bps, 0) / 10_000);

/**
 * The fund's figures: accrued from deposits, released by bets (never beyond what accrued), claimable now (never
 * more than accrued less what was claimed), and whether that reaches the smallest claim.
 */
export function fundOf(
  deposits: readonly PricedAmount[],
  bets: readonly PricedAmount[],
  claimed: number,
  minClaim: number = FUND_MIN_CLAIM,
) {
  const accrued = shareOfPriced(deposits);
  const released = Math.min(accrued, shareOfPriced(bets));
  const claimable = Math.max(0, released - claimed);
  return { accrued, released, claimed, claimable, ready: claimable > 0 && claimable >= minClaim };
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

/** Agent5 (spec §4 activity type 41): a five-level programme on the downline's valid bets, plus a reward per valid invitee. */
export const AGENT5_ACTIVITY = 41;
/**
 * The share of a downline member's bets paid to the player, by the member's level (basis points): level 1 (the
 * player's own invitees) 1 %, level 2 0.5 %, level 3 0.3 %, level 4 0.2 %, level 5 0.1 %. Only valid members' bets
 * count (they have made a paid deposit: the valid-invitee rule).
 */
export const AGENT5_LEVEL_BPS: readonly number[] = [100, 50, 30, 20, 10];
export const AGENT5_LEVELS = AGENT5_LEVEL_BPS.length;
/** Claimed once for each valid invitee of level 1 (hundredths): 10 pesos. */
export const AGENT5_INVITE_COIN = 1_000;
/** The smallest commission the player can receive (hundredths): 1 peso. */
export const AGENT5_MIN_RECEIVE = 100;

/** One member's commission of one Manila day: their bets times their level's rate, floored to whole hundredths. */
export const agent5Commission = (bets: number, level: number): number =>
  shareOf(bets, AGENT5_LEVEL_BPS[level - 1] ?? 0);
/** The Agent programme (spec §4 Agent 26; figures in ./agent.ts, rules in docs/promotions.md). */
export const AGENT_ACTIVITY = 26;
/** Agent count (spec §3 AgentCount; designed id): rewards by the number of valid invitees. */
export const AGENT_COUNT_ACTIVITY = 105;
/**
 * Seasonal events (docs/promotions.md "Christmas" and "New Year"): the configured Manila dates (month 1-12,
 * day, both inclusive) of each event, the same every year. A season that ends in the next year (New Year) runs
 * across the turn of the year.
 */
export const CHRISTMAS_ACTIVITY = 37;
export const NEW_YEAR_ACTIVITY = 38;

export interface SeasonDates {
  from: { month: number; day: number };
  to: { month: number; day: number };
}

export const CHRISTMAS_DATES: SeasonDates = { from: { month: 12, day: 1 }, to: { month: 12, day: 25 } };
export const NEW_YEAR_DATES: SeasonDates = { from: { month: 12, day: 26 }, to: { month: 1, day: 7 } };

/** How long after its end a season's page says "ended" (after that it says when the next one opens). */
export const SEASON_ENDED_DAYS = 60;

/** Where a season stands at a moment: its start and end (ms) and the phase. */
export interface SeasonWindow {
  phase: 'upcoming' | 'running' | 'ended';
  /** The running or ended season's first Manila midnight, else the next one's. */
  start: number;
  /** The Manila midnight after its last day. */
  end: number;
}

const manilaMidnight = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) - MANILA_OFFSET_MS;

function seasonOfYear(dates: SeasonDates, year: number): { start: number; end: number } {
  const endYear = dates.to.month < dates.from.month ? year + 1 : year;
  return {
    start: manilaMidnight(year, dates.from.month, dates.from.day),
    end: manilaMidnight(endYear, dates.to.month, dates.to.day + 1),
  };
}

/** The season at `now`: running within its dates, ended up to SEASON_ENDED_DAYS after, else the next one upcoming. */
export function seasonAt(dates: SeasonDates, now: number): SeasonWindow {
  const year = new Date(now + MANILA_OFFSET_MS).getUTCFullYear();
  for (const candidate of [seasonOfYear(dates, year - 1), seasonOfYear(dates, year)]) {
    if (now >= candidate.start && now < candidate.end) return { phase: 'running', ...candidate };
    if (now >= candidate.end && now < candidate.end + SEASON_ENDED_DAYS * DAY_MS) {
      return { phase: 'ended', ...candidate };
    }
  }
  const next = [seasonOfYear(dates, year), seasonOfYear(dates, year + 1)].find((season) => season.start > now);
  return { phase: 'upcoming', ...(next ?? seasonOfYear(dates, year + 1)) };
}

/** Day n (1-based) of a running season at `now`, on the Manila calendar. */
export const seasonDay = (season: Pick<SeasonWindow, 'start'>, now: number): number =>
  Math.floor((now - season.start) / DAY_MS) + 1;

/**
 * Christmas (37): an advent calendar. Each Manila day of the dates the player signs in (CHRISTMAS_SIGN_COIN) and,
 * once signed, opens that day's box; a box's prize is fixed by its day (below), so the calendar is known in
 * advance. Boxes of past days cannot be opened later. Milestones pay once the player has opened that many boxes;
 * the extra box is for a paid deposit made within the dates, once per season.
 */
export const CHRISTMAS_SIGN_COIN = 100;
/** The coin (hundredths) of day `day`'s box: 3 pesos, every seventh day 10, Christmas Day (day 25) 25. */
export const christmasBoxCoin = (day: number): number => (day === 25 ? 2_500 : day % 7 === 0 ? 1_000 : 300);
/** Boxes opened → coin (hundredths), received once each (christmasReceive {id: boxes}). */
export const CHRISTMAS_MILESTONES: readonly { boxes: number; coin: number }[] = [
  { boxes: 7, coin: 1_000 },
  { boxes: 14, coin: 2_000 },
  { boxes: 21, coin: 5_000 },
];
export const CHRISTMAS_EXTRA_COIN = 2_000;

/**
 * New Year (38): daily tasks give the new-year items (spec §4, §9: 40001 active, 40002 box, 40003 lottery, 40004
 * firework); a box opens with a set of items, the lottery with a lottery ticket and a firework. Both prizes are
 * drawn on the server with `crypto.randomInt` (whole pesos, uniform) and listed, masked, in the `newYearList`
 * ticker. Items are spent once; a paid deposit within the dates gives one extra set, once per season.
 */
export const NEW_YEAR_ITEMS = { active: 40001, box: 40002, lottery: 40003, firework: 40004 } as const;
/**
 * The daily tasks (each once per Manila day): id, task type (the task catalogue's: 1 log in, 14 deposit today,
 * 8 bets, 5 share), the target (a paid deposit; bets in hundredths: 100 pesos) and the items it gives.
 */
export const NEW_YEAR_TASKS: readonly { id: number; type: number; target: number; items: readonly number[] }[] = [
  { id: 1, type: 1, target: 1, items: [NEW_YEAR_ITEMS.active, NEW_YEAR_ITEMS.box] },
  { id: 2, type: 14, target: 1, items: [NEW_YEAR_ITEMS.lottery] },
  { id: 3, type: 8, target: 10_000, items: [NEW_YEAR_ITEMS.box] },
  { id: 4, type: 5, target: 1, items: [NEW_YEAR_ITEMS.firework] },
];
/** Opening a box spends one active and one box item; the lottery spends one lottery and one firework item. */
export const NEW_YEAR_BOX_SET: readonly number[] = [NEW_YEAR_ITEMS.active, NEW_YEAR_ITEMS.box];
export const NEW_YEAR_LOTTERY_SET: readonly number[] = [NEW_YEAR_ITEMS.lottery, NEW_YEAR_ITEMS.firework];
export const NEW_YEAR_BOX_PESOS = { min: 2, max: 28 } as const;
export const NEW_YEAR_LOTTERY_PESOS = { min: 8, max: 88 } as const;
/** The extra set: one of each item. */
export const NEW_YEAR_EXTRA_ITEMS: readonly number[] = Object.values(NEW_YEAR_ITEMS);
