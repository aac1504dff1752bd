import { activityDataSpec } from './activity/activityData.coverage';
import { activityHostSpec } from './activity/activityHost.coverage';
import { activityModalSpecs } from './activity/activityModal.coverage';
import { agentSpec } from './activity/agent.coverage';
import { agent5Spec } from './activity/agent5.coverage';
import { agentCountSpec } from './activity/agentCount.coverage';
import { cashBonusSpec } from './activity/cashBonus.coverage';
import { christmasSpec } from './activity/christmas.coverage';
import { couponsSpec } from './activity/coupons.coverage';
import { dailyCompleteSpecs } from './activity/dailyComplete.coverage';
import { depositStreakSpec } from './activity/depositStreak.coverage';
import { festivalSpec } from './activity/festival.coverage';
import { firstChargeSpecs } from './activity/firstCharge.coverage';
import { followSpec } from './activity/follow.coverage';
import { freeSignSpec } from './activity/freeSign.coverage';
import { indexVisitSpec } from './activity/indexVisit.coverage';
import { inviteSpec } from './activity/invite.coverage';
import { ladderRechargeSpec } from './activity/ladderRecharge.coverage';
import { newYearSpec } from './activity/newYear.coverage';
import { shareLinkSpecs } from './activity/shareLink.coverage';
import { signPaySpec } from './activity/signPay.coverage';
import { spinSpec } from './activity/spin.coverage';
import { supplySpec } from './activity/supply.coverage';
import { vipRebateSpec } from './activity/vipRebate.coverage';
import { weekendLotterySpec } from './activity/weekendLottery.coverage';
import { bindSpec } from './auth/bind.coverage';
import { forgetSpec } from './auth/forget.coverage';
import { lineLoginSpec } from './auth/lineLogin.coverage';
import { loginSpecs } from './auth/login.coverage';
import { registerSpecs } from './auth/register.coverage';
import { sendCodeSpec } from './auth/sendCode.coverage';
import type { AnyMachineSpec } from './coverage/measureCoverage';
import { fairVerifySpec, fairVerifyTableSpec } from './lobby/fairVerify.coverage';
import { favouritesSpec } from './lobby/favourites.coverage';
import { headerDownloadSpecs } from './lobby/headerDownload.coverage';
import {
  bannerCarouselSpecs,
  bigWinTickerSpecs,
  featuredRewardsSpecs,
  homeVideoSpecs,
} from './lobby/homeFeeds.coverage';
import { lobbyTabsSpecs } from './lobby/lobbyTabs.coverage';
import { realityCheckSpec } from './lobby/realityCheck.coverage';
import { searchSpec } from './lobby/search.coverage';
import { customerServiceSpecs, gameLaunchSpec, menuSpec, noticePopupSpecs } from './lobby/shell.coverage';
import { auditLogSpec } from './ops/auditLog.coverage';
import { cannedRepliesSpec } from './ops/cannedReplies.coverage';
import { chatConsoleSpec } from './ops/chatConsole.coverage';
import { contentSpec } from './ops/content.coverage';
import { contentChoicesSpec } from './ops/contentChoices.coverage';
import { contentNoticesSpec } from './ops/contentNotices.coverage';
import { contentVideosSpec } from './ops/contentVideos.coverage';
import { exclusionImportSpec } from './ops/exclusionImport.coverage';
import { flaggedPlayersSpec } from './ops/flaggedPlayers.coverage';
import { gameCatalogueSpec } from './ops/gameCatalogue.coverage';
import { gameImportSpec } from './ops/gameImport.coverage';
import { jobQueueSpec } from './ops/jobQueue.coverage';
import { kycReviewSpec } from './ops/kycReview.coverage';
import { lobbySettingsSpec } from './ops/lobbySettings.coverage';
import { mailCampaignsSpec } from './ops/mailCampaigns.coverage';
import { opsConfigSpec } from './ops/opsConfig.coverage';
import { opsSessionSpec } from './ops/opsSession.coverage';
import { pendingChangesSpec } from './ops/pendingChanges.coverage';
import { playerLookupSpec } from './ops/playerLookup.coverage';
import { playerRoundsSpec } from './ops/playerRounds.coverage';
import { playerSupportSpec } from './ops/playerSupport.coverage';
import { promotionsSpec } from './ops/promotions.coverage';
import { reconciliationSpec } from './ops/reconciliation.coverage';
import { reportsSpec } from './ops/reports.coverage';
import { staffAdminSpec } from './ops/staffAdmin.coverage';
import { staffPasswordSpec } from './ops/staffPassword.coverage';
import { withdrawalQueueSpec } from './ops/withdrawalQueue.coverage';
import { chatSpec } from './profile/chat.coverage';
import { diagnosticsSpec } from './profile/diagnostics.coverage';
import { mailSpec } from './profile/mail.coverage';
import { personalDetailsSpec } from './profile/personalDetails.coverage';
import { profileSpec } from './profile/profile.coverage';
import { responsibleGamingSpecs } from './profile/responsibleGaming.coverage';
import { serviceDeskSpec } from './profile/serviceDesk.coverage';
import { superiorSpecs } from './profile/superior.coverage';
import { tasksSpec } from './profile/tasks.coverage';
import { promptsSpecs } from './prompts/prompts.coverage';
import { appInstallSpec } from './pwa/appInstall.coverage';
import { appUpdateSpec } from './pwa/appUpdate.coverage';
import { balanceSpec } from './session/balance.coverage';
import { gameHostSpec } from './session/game.coverage';
import { liveStreamSpec } from './session/liveStream.coverage';
import { localeSpecs } from './session/locale.coverage';
import { overlaysSpecs } from './session/overlays.coverage';
import { sessionSpec } from './session/session.coverage';
import { startupResumeSpec, startupSpec } from './session/startup.coverage';
import { trackerSpec } from './session/tracker.coverage';
import { pagedListSpec } from './shared/pagedList.coverage';
import { submissionSpecs, termsSpecs } from './shared/submission.coverage';
import { bankCardSpecs } from './wallet/bankCard.coverage';
import { depositSpec } from './wallet/deposit.coverage';
import { depositHostSpec } from './wallet/depositHost.coverage';
import { kycSpecs } from './wallet/kyc.coverage';
import { pointsSpec } from './wallet/points.coverage';
import { safeboxSpec } from './wallet/safebox.coverage';
import { walletPasswordSpec } from './wallet/walletPassword.coverage';
import { withdrawSpec } from './wallet/withdraw.coverage';

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
  diagnosticsSpec,
  ...superiorSpecs,
  personalDetailsSpec,
  ...responsibleGamingSpecs,
  serviceDeskSpec,
  chatSpec,
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
  ...dailyCompleteSpecs,
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
  ...bankCardSpecs,
  pagedListSpec,
  withdrawSpec,
  ...kycSpecs,
  walletPasswordSpec,
  pointsSpec,
  fairVerifySpec,
  fairVerifyTableSpec,
  safeboxSpec,
  ...lobbyTabsSpecs,
  ...headerDownloadSpecs,
  favouritesSpec,
  searchSpec,
  ...bigWinTickerSpecs,
  ...featuredRewardsSpecs,
  ...bannerCarouselSpecs,
  ...homeVideoSpecs,
  balanceSpec,
  liveStreamSpec,
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
  jobQueueSpec,
  reconciliationSpec,
  playerRoundsSpec,
  chatConsoleSpec,
  cannedRepliesSpec,
  kycReviewSpec,
  playerLookupSpec,
  playerSupportSpec,
  staffAdminSpec,
  flaggedPlayersSpec,
  auditLogSpec,
  opsConfigSpec,
  mailCampaignsSpec,
  contentSpec,
  contentNoticesSpec,
  contentVideosSpec,
  contentChoicesSpec,
  lobbySettingsSpec,
  promotionsSpec,
  pendingChangesSpec,
  exclusionImportSpec,
  staffPasswordSpec,
  gameCatalogueSpec,
  gameImportSpec,
  reportsSpec,
];
