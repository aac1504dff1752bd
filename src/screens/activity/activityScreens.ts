import type { ComponentType } from 'react';

type ScreenModule = Promise<{ Component: ComponentType }>;

/**
 * The activity area's page screens, by page (src/app/routes/screens.ts routes them). One table in a lazy chunk:
 * the guest's first load holds one import for all of them instead of one per page (~30 B gzip each, and every
 * promotion adds a page; the guest's byte budget).
 */
export const ACTIVITY_SCREENS = {
  firstCharge: () => import('./firstCharge/FirstChargeScreen'),
  inviteFriends: () => import('./invite/InviteScreen'),
  sign: () => import('./sign/SignScreen'),
  signPay: () => import('./sign/SignPayScreen'),
  activities: () => import('./promotions/ActivityIndexScreen'),
  rewardDetail: () => import('./promotions/RewardDetailScreen'),
  rule: () => import('./promotions/RuleScreen'),
  freeSign: () => import('./freeSign/FreeSignScreen'),
  supply: () => import('./supply/SupplyScreen'),
  vipRebate: () => import('./vipRebate/VipRebateScreen'),
  festival: () => import('./festival/FestivalScreen'),
  spin: () => import('./spin/SpinScreen'),
  follow: () => import('./follow/FollowScreen'),
  depositEvery: () => import('./depositEvery/DepositEveryScreen'),
  cashBonus: () => import('./cashBonus/CashBonusScreen'),
  weekendLottery: () => import('./weekendLottery/WeekendLotteryScreen'),
  agent5: () => import('./agent5/Agent5Screen'),
  agent: () => import('./agent/AgentScreen'),
  agentCount: () => import('./agent/AgentCountScreen'),
  christmas: () => import('./seasonal/ChristmasScreen'),
  newYear: () => import('./seasonal/NewYearScreen'),
  safeLink: () => import('./outLink/SafeLinkScreen'),
} satisfies Record<string, () => ScreenModule>;

export type ActivityScreen = keyof typeof ACTIVITY_SCREENS;
