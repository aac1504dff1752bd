import { weightedIndex } from './weights';

/**
 * The agent programmes' figures (docs/promotions.md "Agent programme", "Agent count"): one source for the
 * server that pays and the pages and rule page that state them. Amounts in hundredths; rates in basis points.
 */

/** Levels of the downline that earn commission: invitees (1), their invitees (2), and theirs (3). */
export const AGENT_DEPTH = 3;

/**
 * Commission tiers by the number of valid direct invitees (level 1): the highest tier reached gives the rates, in
 * basis points of each level's valid bets (index 0 = level 1).
 */
export const AGENT_TIERS: readonly { minValid: number; levelBps: readonly number[] }[] = [
  { minValid: 0, levelBps: [30, 10, 5] },
  { minValid: 5, levelBps: [50, 20, 10] },
  { minValid: 20, levelBps: [80, 30, 15] },
];

/** The tier index (0-based) of a player with `validDirect` valid direct invitees. */
export function agentTier(validDirect: number): number {
  let tier = 0;
  for (const [index, entry] of AGENT_TIERS.entries()) if (validDirect >= entry.minValid) tier = index;
  return tier;
}

/** Commission on bets by level (`betsByLevel[0]` = level 1), floored to whole hundredths per level. */
export function commissionOf(betsByLevel: readonly number[], tier: number): number {
  const rates = AGENT_TIERS[tier]?.levelBps ?? [];
  return betsByLevel.reduce((sum, bets, level) => sum + Math.floor((bets * (rates[level] ?? 0)) / 10_000), 0);
}

/** Completed Manila days a read looks back to accrue (older unaccrued days lapse). */
export const AGENT_ACCRUAL_DAYS = 7;
/** The least commission agent3Exchange moves into coin: 5 pesos. */
export const AGENT_EXCHANGE_MIN = 500;

/** A scratch card costs 5 pesos of commission; its coin prize is drawn by weight. */
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

/** A lottery ticket costs 20 pesos of commission; the server draws a number 00-99 and the number's band pays. */
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

/** Agent count: coin by valid invitees reached, each tier claimable once (id = the count it needs). */
export const AGENT_COUNT_TIERS: readonly { need: number; coin: number }[] = [
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
