import { weightedIndex } from './weights';

/**
 * The agent programmes' figures (docs/promotions.md "Agent programme", "Agent count"): one source for the
 * server that pays and the pages and rule page that state them. Amounts in hundredths; rates in basis points.
 */

/** Levels of the downline that earn commission: invitees (1), their invitees (2), and theirs (3). */
export const AGENT_DEPTH = 3;

/**
 * A commission tier: reached with `minValid` valid direct invitees (level 1), it pays each level's valid bets at
 * `levelBps` basis points (index 0 = level 1; AGENT_DEPTH rates).
 */
export interface AgentTier {
  minValid: number;
  levelBps: readonly number[];
}

/**
 * The product's commission tiers (the operator sets the tiers in force in /ops Promotions: server/activity/agentTiers.ts);
 * the highest tier reached gives the rates. The first tier needs no invitee: every agent earns at its rates.
 */
export const AGENT_TIERS: readonly AgentTier[] = [
  { minValid: 0, levelBps: [30, 10, 5] },
  { minValid: 5, levelBps: [50, 20, 10] },
  { minValid: 20, levelBps: [80, 30, 15] },
];

/** The tier index (0-based) in `tiers` (thresholds ascending) of a player with `validDirect` valid direct invitees. */
export function agentTier(validDirect: number, tiers: readonly AgentTier[]): number {
  let tier = 0;
  for (const [index, entry] of tiers.entries()) if (validDirect >= entry.minValid) tier = index;
  return tier;
}

/** Commission on bets by level (`betsByLevel[0]` = level 1) at tier `tier` of `tiers`, floored per level. */
export function commissionOf(betsByLevel: readonly number[], tier: number, tiers: readonly AgentTier[]): number {
  const rates = tiers[tier]?.levelBps ?? [];
  return betsByLevel.reduce((sum, bets, level) => sum + Math.floor((bets * (rates[level] ?? 0)) / 10_000), 0);
}

/**
 * The product's look-back: a completed Manila day's commission accrues at a read within this many days after it
 * (older unaccrued days lapse). The operator sets the days in force in /ops Promotions (server/activity/agentFigures.ts):
 * a day keeps the look-back of its own day.
 */
export const AGENT_ACCRUAL_DAYS = 7;
/** The product's least commission agent3Exchange moves into coin: 5 pesos (the operator's in force: agentData). */
export const AGENT_EXCHANGE_MIN = 500;

/** The product's scratch card costs 5 pesos of commission (the operator's in force: agentData); its prize drawn by weight. */
export const SCRATCH_COST = 500;
export const SCRATCH_PRIZES: readonly { prize: number; weight: number }[] = [
  { prize: 100, weight: 45 },
  { prize: 300, weight: 25 },
  { prize: 500, weight: 15 },
  { prize: 1_000, weight: 10 },
  { prize: 2_500, weight: 4 },
  { prize: 10_000, weight: 1 },
];
export const SCRATCH_WEIGHTS = SCRATCH_PRIZES.reduce((sum, entry) => sum + entry.weight, 0);
/** The prize of a scratch roll in [0, SCRATCH_WEIGHTS). */
export const scratchPrize = (roll: number): number => SCRATCH_PRIZES[weightedIndex(SCRATCH_PRIZES, roll)]?.prize ?? 0;

/**
 * The product's lottery ticket costs 20 pesos of commission (the operator's in force: agentData); the server draws a
 * number 00-99 and the number's band pays.
 */
export const LOTTERY_COST = 2_000;
export const LOTTERY_NUMBERS = 100;
export const LOTTERY_BANDS: readonly { upTo: number; prize: number }[] = [
  { upTo: 0, prize: 50_000 },
  { upTo: 4, prize: 10_000 },
  { upTo: 24, prize: 2_000 },
  { upTo: 64, prize: 500 },
];
/** The prize of drawn number `n` (0-99): the first band reaching it, else nothing. */
export const lotteryPrize = (n: number): number => LOTTERY_BANDS.find((band) => n <= band.upTo)?.prize ?? 0;

/** What a scratch card and a lottery ticket pay on average (hundredths): the least either may cost. */
export const SCRATCH_MEAN_PRIZE = SCRATCH_PRIZES.reduce((sum, e) => sum + e.prize * e.weight, 0) / SCRATCH_WEIGHTS;
export const LOTTERY_MEAN_PRIZE =
  Array.from({ length: LOTTERY_NUMBERS }, (_, n) => lotteryPrize(n)).reduce((a, b) => a + b, 0) / LOTTERY_NUMBERS;

/**
 * The Agent programme's spend figures and look-back as they stand (agentData's answer, webConfig.agentFigures): the
 * least commission an exchange moves, a card's and a ticket's cost (hundredths) and the look-back days of today's
 * commission.
 */
export interface AgentFigures {
  exchangeMin: number;
  scratchCost: number;
  lotteryCost: number;
  accrualDays: number;
}

/** The product's figures, in force until the operator sets others. */
export const AGENT_FIGURES: AgentFigures = {
  exchangeMin: AGENT_EXCHANGE_MIN,
  scratchCost: SCRATCH_COST,
  lotteryCost: LOTTERY_COST,
  accrualDays: AGENT_ACCRUAL_DAYS,
};

/** An Agent count tier: `coin` once, when `need` valid invitees are reached (the tier's id is its `need`). */
export interface AgentCountTier {
  need: number;
  coin: number;
}

/**
 * The product's Agent count tiers (the operator sets the tiers in force in /ops Promotions), each claimable once.
 * A tier is known by the count it needs: one claimed stays claimed whatever its coin becomes.
 */
export const AGENT_COUNT_TIERS: readonly AgentCountTier[] = [
  { need: 1, coin: 500 },
  { need: 3, coin: 2_000 },
  { need: 5, coin: 4_000 },
  { need: 10, coin: 10_000 },
  { need: 20, coin: 25_000 },
];

/**
 * The AgentCount cohort: accounts with this channel. The seed puts the demo phone player there, and a player who
 * registers with a member's invite code joins it (server/auth/accounts.ts). Everybody else is in the Agent programme.
 */
export const AGENT_COUNT_CHANNEL = 'agentCount';
