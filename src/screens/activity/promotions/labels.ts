import type { PromoChip, PromoValue } from '../../../../machines/activity/promotionCards';
import type { PageLink } from '../../../api/contract/pages';
import type { MessageId } from '../../../platform/intl/messages';

/** The display name of an activity by its map name; undefined for a name without its own text. */
export const ACTIVITY_LABEL: Readonly<Record<string, MessageId>> = {
  FirstCharge: 'rewards.activity.FirstCharge',
  InviteFriend1: 'rewards.activity.InviteFriend1',
  SignUpBonus: 'rewards.activity.SignUpBonus',
  FreeSign: 'promotions.activity.FreeSign',
  Supply: 'promotions.activity.Supply',
  VIP: 'promotions.activity.VIP',
  Festival: 'promotions.activity.Festival',
  InviteUserSpin: 'promotions.activity.InviteUserSpin',
  FollowRewards: 'promotions.activity.FollowRewards',
  ContinuousRecharge: 'promotions.activity.ContinuousRecharge',
  LadderRecharge: 'promotions.activity.LadderRecharge',
  Fund: 'promotions.activity.Fund',
  WeekendLottery: 'promotions.activity.WeekendLottery',
  Agent5: 'promotions.activity.Agent5',
  Agent: 'promotions.activity.Agent',
  AgentCount: 'promotions.activity.AgentCount',
  OutLink: 'promotions.activity.OutLink',
  Christmas: 'promotions.activity.Christmas',
  NewYear: 'promotions.activity.NewYear',
};

/** The short terms of an activity by its map name (a reward detail). */
export const ACTIVITY_TERMS: Readonly<Record<string, MessageId>> = {
  FirstCharge: 'promotions.terms.FirstCharge',
  InviteFriend1: 'promotions.terms.InviteFriend1',
  SignUpBonus: 'promotions.terms.SignUpBonus',
  FreeSign: 'promotions.terms.FreeSign',
  Supply: 'promotions.terms.Supply',
  VIP: 'promotions.terms.VIP',
  Festival: 'promotions.terms.Festival',
  InviteUserSpin: 'promotions.terms.InviteUserSpin',
  FollowRewards: 'promotions.terms.FollowRewards',
  ContinuousRecharge: 'promotions.terms.ContinuousRecharge',
  LadderRecharge: 'promotions.terms.LadderRecharge',
  Fund: 'promotions.terms.Fund',
  WeekendLottery: 'promotions.terms.WeekendLottery',
  Agent5: 'promotions.terms.Agent5',
  Agent: 'promotions.terms.Agent',
  AgentCount: 'promotions.terms.AgentCount',
  OutLink: 'promotions.terms.OutLink',
  Christmas: 'promotions.terms.Christmas',
  NewYear: 'promotions.terms.NewYear',
};

/**
 * The page an activity card opens where it is not the banner target of its name (VIP opens the rebate; the deposit
 * streak, ContinuousRecharge, whose type name is not one of spec §3's banner names, opens the deposit rewards page).
 */
export const ACTIVITY_PAGE: Readonly<Record<string, PageLink>> = {
  VIP: { page: 'vipRebate' },
  ContinuousRecharge: { page: 'depositEvery' },
};

/** A promotion card's headline value by its kind (machines/activity/promotionCards.ts). */
export const VALUE_MESSAGE: Readonly<Record<PromoValue['kind'], MessageId>> = {
  upTo: 'promotions.card.value.upTo',
  amount: 'promotions.card.value.amount',
  from: 'promotions.card.value.from',
  perFriend: 'promotions.card.value.perFriend',
  back: 'promotions.card.value.back',
  upToBack: 'promotions.card.value.upToBack',
  bonus: 'promotions.card.value.bonus',
};

/** A promotion card's state chip by its kind. */
export const CHIP_MESSAGE: Readonly<Record<PromoChip['kind'], MessageId>> = {
  claimable: 'promotions.card.chip.claimable',
  inProgress: 'promotions.card.chip.inProgress',
  claimed: 'promotions.card.chip.claimed',
  endsIn: 'promotions.card.chip.endsIn',
};
