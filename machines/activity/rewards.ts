import type { WebConfig } from '../../src/api/contract/entities';
import type { ActivityData } from './activityData.machine';

/**
 * The rewards list rules (spec §4 "Activity list filtering", "Agent activity choice"; docs/promotions.md). Pure.
 */

export type ActivityEntry = ActivityData['activityMap'][string];

export interface SignUpCard {
  id: number;
  name: string;
  price: number;
}

export interface RewardLists {
  /** The activities, sorted by sort ascending, without SignUpBonus. */
  activities: ActivityEntry[];
  /** The sign-up bonus cards (props sorted by price), when SignUpBonus is live. */
  signUpBonus: SignUpCard[];
}

/** Agent activity choice: AgentCount wins over Agent, else none. */
export function agentChoice(names: ReadonlySet<string>): 'AgentCount' | 'Agent' | null {
  if (names.has('AgentCount')) return 'AgentCount';
  if (names.has('Agent')) return 'Agent';
  return null;
}

/** The sign-up bonus cards of the config, sorted by price ascending (unknown props left out). */
export function signUpCards(config: Pick<WebConfig, 'loginPayConfig' | 'appPropConfigMap'>): SignUpCard[] {
  return config.loginPayConfig.propIds
    .map((id) => config.appPropConfigMap[String(id)])
    .filter((prop): prop is SignUpCard => prop !== undefined)
    .map(({ id, name, price }) => ({ id, name, price }))
    .sort((a, b) => a.price - b.price || a.id - b.id);
}

/**
 * Supply hidden unless the player is bankrupt; Agent hidden when AgentCount is present; SignUpBonus moved to its
 * own list; sorted by sort ascending.
 */
export function rewardLists(
  data: Pick<ActivityData, 'activityMap' | 'isBankrupt'>,
  config: Pick<WebConfig, 'loginPayConfig' | 'appPropConfigMap'>,
): RewardLists {
  const entries = Object.values(data.activityMap);
  const names = new Set(entries.map((entry) => entry.name));
  const agent = agentChoice(names);
  const activities = entries
    .filter((entry) => entry.name !== 'SignUpBonus')
    .filter((entry) => entry.name !== 'Supply' || data.isBankrupt)
    .filter((entry) => entry.name !== 'Agent' || agent === 'Agent')
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
  return { activities, signUpBonus: names.has('SignUpBonus') ? signUpCards(config) : [] };
}

/** The offers a guest sees (no activity data without a login): those the configuration has. */
export function guestOffers(
  config: Pick<WebConfig, 'appRechargeBonusCollection9ConfigList' | 'appInviteBonus1ConfigList' | 'loginPayConfig'>,
): string[] {
  const offers: string[] = [];
  if (config.appRechargeBonusCollection9ConfigList.length > 0) offers.push('FirstCharge');
  if (config.appInviteBonus1ConfigList.length > 0) offers.push('InviteFriend1');
  if (config.loginPayConfig.propIds.length > 0) offers.push('SignUpBonus');
  return offers;
}

/**
 * The red dots of the activity data (spec §3; docs/promotions.md "Red dots"): a reward of today waits on that
 * activity's page. hasSignUpBonus: a sign-up card's day to receive; hasFreeBonus: today's daily sign-in; hasFund: a cash
 * bonus to claim; hasAgent: agent commission to exchange or an agent-count tier to claim.
 */
export function hasRedDot(
  data: Pick<ActivityData, 'hasSignUpBonus' | 'hasFreeBonus' | 'hasFund' | 'hasAgent'>,
  name: string,
): boolean {
  if (name === 'Agent' || name === 'AgentCount') return data.hasAgent === true;
  if (name === 'SignUpBonus') return data.hasSignUpBonus;
  if (name === 'FreeSign') return data.hasFreeBonus;
  if (name === 'Fund') return data.hasFund === true;
  return false;
}
