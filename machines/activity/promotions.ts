import {
  AGENT5_INVITE_COIN,
  AGENT5_LEVEL_BPS,
  AGENT5_MIN_RECEIVE,
  FREE_SIGN_DAY_COIN,
  FREE_SIGN_DAYS,
  POINTS_RULES,
  SUPPLY_BELOW,
  SUPPLY_COIN,
} from '../../src/api/contract/promotions';
import type { ActivityData } from './activityData.machine';
import type { ActivityEntry } from './rewards';

/**
 * The promotions hub's pure rules (docs/promotions.md): which activity a reward detail shows, which rule page an
 * activity has, and the figures a rule page states (the same constants the server pays with).
 */

/** The /rule/{name} pages (spec §2) and the activity each describes. */
export const RULE_PAGES = [
  'points',
  'signBonus',
  'agent',
  'dayBonus',
  'supply',
  'christmas',
  'newYear',
  'agent5',
] as const;
export type RuleName = (typeof RULE_PAGES)[number];

/** The rule pages whose activity runs (the others say their rules come with the activity). */
export const PUBLISHED_RULES: ReadonlySet<RuleName> = new Set<RuleName>([
  'points',
  'signBonus',
  'dayBonus',
  'supply',
  'agent5',
  'agent',
  'christmas',
  'newYear',
]);

export const isRuleName = (name: string | undefined): name is RuleName =>
  name !== undefined && (RULE_PAGES as readonly string[]).includes(name);

/** The rule page of an activity by its name, when it has one. */
export const RULE_OF: Readonly<Record<string, RuleName>> = {
  FreeSign: 'signBonus',
  SignUpBonus: 'dayBonus',
  Supply: 'supply',
  Agent: 'agent',
  AgentCount: 'agent',
  Agent5: 'agent5',
  Christmas: 'christmas',
  NewYear: 'newYear',
};

/** The entry of the player's activity map with this id (a reward detail's `{id}`), if it is live. */
export function activityById(
  data: Pick<ActivityData, 'activityMap'> | null | undefined,
  id: string | undefined,
): ActivityEntry | undefined {
  if (!data || !id || !/^\d+$/.test(id)) return undefined;
  return Object.values(data.activityMap).find((entry) => String(entry.id) === id);
}

/** The daily sign-in's figures for its rule page: each day's coin in pesos and the week's total. */
export function freeSignFigures(): { days: { day: number; pesos: number }[]; weekPesos: number } {
  const days = FREE_SIGN_DAY_COIN.slice(0, FREE_SIGN_DAYS).map((coin, i) => ({ day: i + 1, pesos: coin / 100 }));
  return { days, weekPesos: days.reduce((sum, day) => sum + day.pesos, 0) };
}

/** Supply's figures for its rule page, in pesos. */
export const supplyFigures = () => ({ belowPesos: SUPPLY_BELOW / 100, coinPesos: SUPPLY_COIN / 100 });

/** The points exchange's figures for its rule page: whole points per exchange, and the coin (hundredths) a point buys. */
export const pointsFigures = () => ({
  min: POINTS_RULES.min / 100,
  max: POINTS_RULES.max / 100,
  pointCoin: POINTS_RULES.rateBasisPoints / 100,
});

/** Agent5's figures for its rule page and its page: each level's rate (basis points), the invitee reward and the minimum receipt (hundredths). */
export const agent5Figures = () => ({
  levels: AGENT5_LEVEL_BPS.map((rateBps, i) => ({ level: i + 1, rateBps })),
  inviteReward: AGENT5_INVITE_COIN,
  minReceive: AGENT5_MIN_RECEIVE,
});
