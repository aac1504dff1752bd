import { eq } from 'drizzle-orm';
import { type PromoKey, promoOfActivity, promoRuns } from '../../src/api/contract/promoSettings';
import {
  AGENT_ACTIVITY,
  AGENT_COUNT_ACTIVITY,
  AGENT5_ACTIVITY,
  CHRISTMAS_ACTIVITY,
  CHRISTMAS_DATES,
  DEPOSIT_STREAK_ACTIVITY,
  FESTIVAL_ACTIVITY,
  FOLLOW_ACTIVITY,
  FREE_SIGN_ACTIVITY,
  FUND_ACTIVITY,
  INVITE_SPIN_ACTIVITY,
  isFestivalDay,
  LADDER_RECHARGE_ACTIVITY,
  NEW_YEAR_ACTIVITY,
  NEW_YEAR_DATES,
  OUT_LINK_ACTIVITY,
  outsideUrl,
  SUPPLY_ACTIVITY,
  seasonAt,
  VIP_REBATE_ACTIVITY,
  WEEKEND_LOTTERY_ACTIVITY,
} from '../../src/api/contract/promotions';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import { readSetting } from '../settings';
import { hasAgentCommission } from './agent';
import { agent5Live } from './agent5';
import { agentProgrammeOf } from './agentChoice';
import { hasAgentCountTier } from './agentCount';
import { hasFund } from './cashBonus';
import { ACTIVITY, ACTIVITY_NAME, activityConfig, BANKRUPT_BELOW } from './config';
import { festivalScheduleAt } from './festivalSettings';
import { firstChargeOffer } from './firstCharge';
import { hasFreeSign, manilaDay } from './freeSign';
import { loadInvite } from './invite';
import { hasSignUpBonusToday, isLoginPaying } from './loginPay';
import { isExpired } from './offers';
import { readPromos } from './promoSettings';

/**
 * getActivityIds (spec §3 activity data): the activities live for this player, by id (= activity type) with the
 * spec's names and a display order. First-charge while its pack is on sale or has rewards left; invite friends
 * while it runs and prizes remain; the sign-up bonus while cards are configured;
 * the daily sign-in, supply, the VIP rebate, invite-and-spin and the deposit promotions always; follow rewards while
 * a social account is configured; the festival on its days; the weekend lottery always; Christmas and New Year
 * within their dates; Agent5 while switched on; one agent programme, as ./agentChoice.ts decides. The red dots
 * OutLink while its outside address is configured (an https address: outsideUrl), its entry carrying it. The red dots
 * hasSignUpBonus and hasFreeBonus say a reward of today waits there; hasFund, a cash bonus to claim; hasAgent, agent
 * commission to exchange or an agent-count tier to claim. Over all of these, the operator's switch and dates (/ops
 * Promotions): a promotion switched off or outside its dates is not listed and its red dot stays off.
 */
export async function activityData(db: Db, userId: number, now: number) {
  const [
    config,
    [user],
    firstCharge,
    invite,
    loginPaying,
    fund,
    hasSignUpBonus,
    hasFreeBonus,
    agent5,
    agent,
    outLink,
    promos,
    festival,
  ] = await Promise.all([
    activityConfig(db),
    db
      .select({ coin: users.coin, safebox: users.safebox, totalRecharge: users.totalRecharge })
      .from(users)
      .where(eq(users.id, userId)),
    firstChargeOffer(db, userId, now),
    loadInvite(db, userId, now),
    isLoginPaying(db, userId),
    hasFund(db, userId, now),
    hasSignUpBonusToday(db, userId, now),
    hasFreeSign(db, userId, now),
    agent5Live(db),
    agentProgrammeOf(db, userId),
    readSetting(db, 'outLink'),
    readPromos(db),
    festivalScheduleAt(db, now),
  ]);
  const runs = (key: PromoKey) => promoRuns(promos[key], now);
  const live: number[] = [];
  if (firstCharge && firstCharge.itemStatus !== 2 && !(firstCharge.itemStatus === 0 && isExpired(firstCharge, now))) {
    live.push(ACTIVITY.firstCharge);
  }
  const inviteState = invite.appInviteBonus1User;
  if (inviteState && inviteState.itemStatus !== 2 && (invite.expireTime === -1 || invite.expireTime > now)) {
    live.push(ACTIVITY.inviteFriend);
  }
  if (config.loginPayPropIds.length > 0) live.push(ACTIVITY.signUpBonus);
  // Daily sign-in runs for every player, every day (docs/promotions.md).
  live.push(FREE_SIGN_ACTIVITY);
  // Supply runs for every player; the list shows it only while isBankrupt (spec §4).
  live.push(SUPPLY_ACTIVITY);
  live.push(VIP_REBATE_ACTIVITY);
  // The festival is listed on its days only (the days in force today), so its card and banners hide on the others
  // (docs/promotions.md).
  const today = manilaDay(now);
  if (isFestivalDay(today, festival.on(today).days)) live.push(FESTIVAL_ACTIVITY);
  // Invite-and-spin runs for every player (a spin per invited friend who deposits); follow rewards while the
  // configuration has an account the app shows.
  live.push(INVITE_SPIN_ACTIVITY);
  if (config.social.length > 0) live.push(FOLLOW_ACTIVITY);
  // The deposit promotions run for every player, all the time (docs/promotions.md "Deposit rewards").
  live.push(DEPOSIT_STREAK_ACTIVITY, LADDER_RECHARGE_ACTIVITY, FUND_ACTIVITY);
  // The weekend lottery runs every weekend for everyone (docs/promotions.md).
  live.push(WEEKEND_LOTTERY_ACTIVITY);
  // Agent5, while the seeded switch is on, for every player: commission on the downline's bets, a reward per valid
  // invitee (docs/promotions.md). Off, its banners and notices hide (spec §5).
  if (agent5) live.push(AGENT5_ACTIVITY);
  // One agent programme at most: the map holds the one the choice rule gives (spec §4; docs/promotions.md).
  if (agent === 'AgentCount') live.push(AGENT_COUNT_ACTIVITY);
  else if (agent === 'Agent') live.push(AGENT_ACTIVITY);
  const hasAgent =
    agent === 'AgentCount'
      ? runs('agentCount') && (await hasAgentCountTier(db, userId, now))
      : agent === 'Agent' && runs('agent') && (await hasAgentCommission(db, userId, now));
  // The seasonal events only within their Manila dates, so their cards and banners hide outside them.
  if (seasonAt(CHRISTMAS_DATES, now).phase === 'running') live.push(CHRISTMAS_ACTIVITY);
  if (seasonAt(NEW_YEAR_DATES, now).phase === 'running') live.push(NEW_YEAR_ACTIVITY);
  // OutLink only with an address the safe-link page will open: a malformed one lists nothing to click.
  const outLinkUrl = outsideUrl(outLink?.url)?.href;
  if (outLinkUrl) live.push(OUT_LINK_ACTIVITY);
  // The operator's switch and dates over all of it (OutLink has its own setting).
  const listed = live.filter((id) => {
    const key = promoOfActivity(id);
    return key === undefined || runs(key);
  });
  return {
    // Bankrupt: below the floor after having deposited, i.e. when Supply can pay (docs/promotions.md).
    isBankrupt: (user?.totalRecharge ?? 0) > 0 && (user?.coin ?? 0) + (user?.safebox ?? 0) < BANKRUPT_BELOW,
    // The invite wheel (InviteUserSpin) runs for every player.
    hasTurntable: true,
    activityIds: listed,
    activityMap: Object.fromEntries(
      listed.map((id, index) => [
        String(id),
        {
          id,
          type: id,
          name: ACTIVITY_NAME[id] ?? String(id),
          sort: index + 1,
          ...(id === OUT_LINK_ACTIVITY && outLinkUrl ? { url: outLinkUrl } : {}),
        },
      ]),
    ),
    loginPaying,
    totalRecharge: user?.totalRecharge ?? 0,
    // Red dot (spec §3): a cash bonus of at least ₱1 to claim.
    hasFund: fund && runs('cashBonus'),
    hasSignUpBonus: hasSignUpBonus && runs('signUpBonus'),
    hasFreeBonus: hasFreeBonus && runs('freeSign'),
    hasAgent,
  };
}
