/** The business report as /ops-api/reports answers it (server/ops/reports.ts); money in hundredths. */
export interface ReportFigures {
  deposits: number;
  withdrawals: number;
  netCash: number;
  bets: number;
  wins: number;
  /** Gross gaming revenue: bets less wins. */
  ggr: number;
  bonusCost: number;
  /** Bonus cost by promotion (the claim's name, 'coupon' or 'pointsExchange'). */
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
  days: ReportDay[];
  /** Over the range: each player counted once. */
  totals: ReportFigures;
  /** The promotions with a payout in the range, highest cost first. */
  promotions: string[];
  /** What staff call each promotion. */
  promotionNames: Record<string, string>;
}
