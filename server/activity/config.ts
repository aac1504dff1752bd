import {
  AGENT_ACTIVITY,
  AGENT_COUNT_ACTIVITY,
  AGENT5_ACTIVITY,
  CHRISTMAS_ACTIVITY,
  DEPOSIT_STREAK_ACTIVITY,
  FESTIVAL_ACTIVITY,
  FOLLOW_ACTIVITY,
  FREE_SIGN_ACTIVITY,
  FUND_ACTIVITY,
  INVITE_SPIN_ACTIVITY,
  LADDER_RECHARGE_ACTIVITY,
  NEW_YEAR_ACTIVITY,
  OUT_LINK_ACTIVITY,
  SUPPLY_ACTIVITY,
  SUPPLY_BELOW,
  VIP_REBATE_ACTIVITY,
  WEEKEND_LOTTERY_ACTIVITY,
} from '../../src/api/contract/promotions';
import { socialLinks } from '../../src/api/contract/social';
import type { Db, Tx } from '../db/connect';
import { BASE_WEB_CONFIG } from '../seed/webConfig';
import { readSetting } from '../settings';

/** Activity types the server runs (spec §4 activity types); activity ids are these numbers. */
export const ACTIVITY = { signUpBonus: 15, firstCharge: 39, inviteFriend: 40 } as const;

/** Names in the activity map (spec §3 "activity ids known by name"). */
export const ACTIVITY_NAME: Record<number, string> = {
  [ACTIVITY.signUpBonus]: 'SignUpBonus',
  [ACTIVITY.firstCharge]: 'FirstCharge',
  [ACTIVITY.inviteFriend]: 'InviteFriend1',
  [FREE_SIGN_ACTIVITY]: 'FreeSign',
  [SUPPLY_ACTIVITY]: 'Supply',
  [VIP_REBATE_ACTIVITY]: 'VIP',
  [FESTIVAL_ACTIVITY]: 'Festival',
  [INVITE_SPIN_ACTIVITY]: 'InviteUserSpin',
  [FOLLOW_ACTIVITY]: 'FollowRewards',
  [DEPOSIT_STREAK_ACTIVITY]: 'ContinuousRecharge',
  [LADDER_RECHARGE_ACTIVITY]: 'LadderRecharge',
  [FUND_ACTIVITY]: 'Fund',
  [WEEKEND_LOTTERY_ACTIVITY]: 'WeekendLottery',
  [AGENT5_ACTIVITY]: 'Agent5',
  [AGENT_ACTIVITY]: 'Agent',
  [AGENT_COUNT_ACTIVITY]: 'AgentCount',
  [CHRISTMAS_ACTIVITY]: 'Christmas',
  [NEW_YEAR_ACTIVITY]: 'NewYear',
  [OUT_LINK_ACTIVITY]: 'OutLink',
};

/** Designed meanings of the activity errcodes 1001-1010 (spec §8; texts activity.act39.err{code}). */
export const ACTIVITY_ERRCODE = {
  notStarted: 1001,
  ended: 1002,
  notEligible: 1003,
  alreadyClaimed: 1004,
  notClaimable: 1005,
  alreadyBought: 1006,
  depositFirst: 1007,
  notEnoughInvites: 1008,
  soldOut: 1009,
  notAvailable: 1010,
} as const;

/**
 * Designed: a player who has deposited is bankrupt below ₱1 across coin and safe box (activity data isBankrupt;
 * Supply shows and pays).
 */
export const BANKRUPT_BELOW = SUPPLY_BELOW;

/** How long an offer runs from the player's first look (docs/activity-server.md). */
export const FIRST_CHARGE_HOURS = 72;
export const INVITE_DAYS = 30;

/** The activity part of the web configuration, as the settings document holds it (the seed's by default). */
export async function activityConfig(db: Db | Tx) {
  const web = (await readSetting(db, 'webConfig')) ?? BASE_WEB_CONFIG;
  return {
    invite: web.appInviteBonus1ConfigList,
    loginPayPropIds: web.loginPayConfig.propIds,
    props: web.appPropConfigMap,
    /** The operator's social accounts the app shows (follow rewards, the follow task). */
    social: socialLinks(web),
  };
}
export type ActivityConfig = Awaited<ReturnType<typeof activityConfig>>;
