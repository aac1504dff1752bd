/**
 * The business report as /ops-api/reports answers it (server/ops/reports.ts builds it, /ops/reports shows it);
 * money in hundredths.
 */
export interface ReportFigures {
  deposits: number;
  withdrawals: number;
  netCash: number;
  bets: number;
  wins: number;
  /** Gross gaming revenue: bets less wins. */
  ggr: number;
  /** All bonus cost; per promotion in `bonus`. */
  bonusCost: number;
  /** Bonus cost by promotion (the claim's name, 'coupon' or 'pointsExchange'); only those with a payout. */
  bonus: Record<string, number>;
  newPlayers: number;
  depositingPlayers: number;
  activePlayers: number;
}

export interface ReportDay extends ReportFigures {
  /** The Manila date, YYYY-MM-DD. */
  day: string;
}

export interface BusinessReport {
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
