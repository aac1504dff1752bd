/** The bonus cost, the one figure the business report and the bonus-cost report share (server/ops/reports.ts). */
export interface BonusCost {
  /** All bonus cost; per promotion in `bonus`. */
  bonusCost: number;
  /** Bonus cost by promotion (the claim's name, 'coupon' or 'pointsExchange'); only those with a payout. */
  bonus: Record<string, number>;
}

/**
 * The business report as /ops-api/reports answers it (server/ops/reports.ts builds it, /ops/reports shows it);
 * money in hundredths.
 */
export interface ReportFigures extends BonusCost {
  deposits: number;
  withdrawals: number;
  netCash: number;
  bets: number;
  wins: number;
  /** Gross gaming revenue: bets less wins. */
  ggr: number;
  newPlayers: number;
  depositingPlayers: number;
  activePlayers: number;
}

export interface ReportDay extends ReportFigures {
  /** The Manila date, YYYY-MM-DD. */
  day: string;
}

export interface BusinessReport {
  scope: 'business';
  from: string;
  to: string;
  /** Every day of the range, oldest first, with zeros where nothing happened. */
  days: ReportDay[];
  totals: ReportFigures;
  /** The promotions with a payout in the range, by cost (highest first): the CSV's bonus columns. */
  promotions: string[];
  /** What staff call each promotion (the players' names for them). */
  promotionNames: Record<string, string>;
}

/** The bonus cost with the players it reached: what marketing reads (/ops-api/reports/bonus), no cash figure. */
export interface BonusFigures extends BonusCost {
  /** Bonus payouts (a claim paid in coin, a deposit coupon, a points exchange); per promotion in `payoutsBy`. */
  payouts: number;
  payoutsBy: Record<string, number>;
  /** Distinct players paid a bonus; per promotion in `playersBy`. Over a range each player counts once. */
  players: number;
  playersBy: Record<string, number>;
}

export interface BonusDay extends BonusFigures {
  /** The Manila date, YYYY-MM-DD. */
  day: string;
}

/** The bonus-cost report as /ops-api/reports/bonus answers it (marketing, finance, admin); money in hundredths. */
export interface BonusReport {
  scope: 'bonus';
  from: string;
  to: string;
  /** Every day of the range, oldest first, with zeros where nothing was paid. */
  days: BonusDay[];
  totals: BonusFigures;
  /** The promotions with a payout in the range, by cost (highest first): the CSV's promotion columns. */
  promotions: string[];
  /** What staff call each promotion (the players' names for them). */
  promotionNames: Record<string, string>;
}

/** Either report, told apart by `scope`: what the reports page machine holds. */
export type RangeReport = BusinessReport | BonusReport;
