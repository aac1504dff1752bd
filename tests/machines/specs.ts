import { activityDataSpec } from './activityData.coverage';
import { activityHostSpec, activityVisitSpec } from './activityHost.coverage';
import { activityModalSpecs } from './activityModal.coverage';
import { agentSpec } from './agent.coverage';
import { agent5Spec } from './agent5.coverage';
import { agentCountSpec } from './agentCount.coverage';
import { appInstallSpec } from './appInstall.coverage';
import { appUpdateSpec } from './appUpdate.coverage';
import { auditLogSpec } from './auditLog.coverage';
import { balanceSpec } from './balance.coverage';
import { bankCardSpecs } from './bankCard.coverage';
import { bindSpec } from './bind.coverage';
import { cashBonusSpec } from './cashBonus.coverage';
import { christmasSpec } from './christmas.coverage';
import { couponsSpec } from './coupons.coverage';
import type { AnyMachineSpec } from './coverage/measureCoverage';
import { depositSpec } from './deposit.coverage';
import { depositHostSpec } from './depositHost.coverage';
import { depositStreakSpec } from './depositStreak.coverage';
import { fairVerifySpec } from './fairVerify.coverage';
import { favouritesSpec } from './favourites.coverage';
import { festivalSpec } from './festival.coverage';
import { firstChargeSpecs } from './firstCharge.coverage';
import { flaggedPlayersSpec } from './flaggedPlayers.coverage';
import { followSpec } from './follow.coverage';
import { forgetSpec } from './forget.coverage';
import { freeSignSpec } from './freeSign.coverage';
import { gameHostSpec } from './game.coverage';
import { bannerCarouselSpecs, bigWinTickerSpecs, featuredRewardsSpecs } from './homeFeeds.coverage';
import { indexVisitSpec } from './indexVisit.coverage';
import { inviteSpec } from './invite.coverage';
import { kycSpecs } from './kyc.coverage';
import { kycReviewSpec } from './kycReview.coverage';
import { ladderRechargeSpec } from './ladderRecharge.coverage';
import { lineLoginSpec } from './lineLogin.coverage';
import { lobbyTabsSpecs } from './lobbyTabs.coverage';
import { localeSpecs } from './locale.coverage';
import { loginSpecs } from './login.coverage';
import { mailSpec } from './mail.coverage';
import { newYearSpec } from './newYear.coverage';
import { opsConfigSpec } from './opsConfig.coverage';
import { opsSessionSpec } from './opsSession.coverage';
import { overlaysSpecs } from './overlays.coverage';
import { pagedListSpec } from './pagedList.coverage';
import { personalDetailsSpec } from './personalDetails.coverage';
import { playerLookupSpec } from './playerLookup.coverage';
import { pointsSpec } from './points.coverage';
import { profileSpec } from './profile.coverage';
import { promptsSpecs } from './prompts.coverage';
import { realityCheckSpec } from './realityCheck.coverage';
import { registerSpecs } from './register.coverage';
import { responsibleGamingSpecs } from './responsibleGaming.coverage';
import { safeboxSpec } from './safebox.coverage';
import { searchSpec } from './search.coverage';
import { sendCodeSpec } from './sendCode.coverage';
import { serviceDeskSpec } from './serviceDesk.coverage';
import { startupResumeSpec, startupSpec } from './session/startup.coverage';
import { sessionSpec } from './session.coverage';
import { shareLinkSpecs } from './shareLink.coverage';
import { customerServiceSpecs, gameLaunchSpec, menuSpec, noticePopupSpecs } from './shell.coverage';
import { signPaySpec } from './signPay.coverage';
import { spinSpec } from './spin.coverage';
import { staffAdminSpec } from './staffAdmin.coverage';
import { staffPasswordSpec } from './staffPassword.coverage';
import { submissionSpecs, termsSpecs } from './submission.coverage';
import { superiorSpecs } from './superior.coverage';
import { supplySpec } from './supply.coverage';
import { tasksSpec } from './tasks.coverage';
import { trackerSpec } from './tracker.coverage';
import { vipRebateSpec } from './vipRebate.coverage';
import { walletPasswordSpec } from './walletPassword.coverage';
import { weekendLotterySpec } from './weekendLottery.coverage';
import { withdrawSpec } from './withdraw.coverage';
import { withdrawalQueueSpec } from './withdrawalQueue.coverage';

/**
 * Every machine's path-coverage spec; a later issue adds one entry per machine it brings. Specs sharing a
 * name (one machine started from different storage or input) are merged into one row.
 */
export const machineSpecs: readonly AnyMachineSpec[] = [
  sessionSpec,
  startupSpec,
  startupResumeSpec,
  mailSpec,
  profileSpec,
  tasksSpec,
  ...superiorSpecs,
  personalDetailsSpec,
  ...responsibleGamingSpecs,
  serviceDeskSpec,
  sendCodeSpec,
  ...loginSpecs,
  ...registerSpecs,
  forgetSpec,
  bindSpec,
  lineLoginSpec,
  ...promptsSpecs,
  appUpdateSpec,
  appInstallSpec,
  ...overlaysSpecs,
  ...localeSpecs,
  depositSpec,
  depositHostSpec,
  ...firstChargeSpecs,
  ...activityModalSpecs,
  inviteSpec,
  ...shareLinkSpecs,
  trackerSpec,
  activityDataSpec,
  signPaySpec,
  freeSignSpec,
  supplySpec,
  vipRebateSpec,
  festivalSpec,
  agentSpec,
  agentCountSpec,
  spinSpec,
  followSpec,
  depositStreakSpec,
  ladderRechargeSpec,
  cashBonusSpec,
  indexVisitSpec,
  couponsSpec,
  weekendLotterySpec,
  agent5Spec,
  christmasSpec,
  newYearSpec,
  activityHostSpec,
  activityVisitSpec,
  ...bankCardSpecs,
  pagedListSpec,
  withdrawSpec,
  ...kycSpecs,
  walletPasswordSpec,
  pointsSpec,
  fairVerifySpec,
  safeboxSpec,
  ...lobbyTabsSpecs,
  favouritesSpec,
  searchSpec,
  ...bigWinTickerSpecs,
  ...featuredRewardsSpecs,
  ...bannerCarouselSpecs,
  balanceSpec,
  menuSpec,
  ...customerServiceSpecs,
  ...noticePopupSpecs,
  gameLaunchSpec,
  gameHostSpec,
  realityCheckSpec,
  ...submissionSpecs,
  ...termsSpecs,
  opsSessionSpec,
  withdrawalQueueSpec,
  kycReviewSpec,
  playerLookupSpec,
  staffAdminSpec,
  flaggedPlayersSpec,
  auditLogSpec,
  opsConfigSpec,
  staffPasswordSpec,
];
