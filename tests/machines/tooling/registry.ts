import type { AnyStateMachine } from 'xstate';
import { activityDataMachine } from '../../../machines/activity/activityData.machine';
import { activityModalMachine } from '../../../machines/activity/activityModal.machine';
import { agentMachine } from '../../../machines/activity/agent.machine';
import { agent5Machine } from '../../../machines/activity/agent5.machine';
import { agentCountMachine } from '../../../machines/activity/agentCount.machine';
import { cashBonusMachine } from '../../../machines/activity/cashBonus.machine';
import { christmasMachine } from '../../../machines/activity/christmas.machine';
import { couponsMachine } from '../../../machines/activity/coupons.machine';
import { dailyCompleteMachine } from '../../../machines/activity/dailyComplete.machine';
import { depositStreakMachine } from '../../../machines/activity/depositStreak.machine';
import { festivalMachine } from '../../../machines/activity/festival.machine';
import { firstChargeHost, firstChargeMachine } from '../../../machines/activity/firstCharge.machine';
import { followMachine } from '../../../machines/activity/follow.machine';
import { freeSignMachine } from '../../../machines/activity/freeSign.machine';
import { indexVisitMachine } from '../../../machines/activity/indexVisit.machine';
import { inviteMachine } from '../../../machines/activity/invite.machine';
import { ladderRechargeMachine } from '../../../machines/activity/ladderRecharge.machine';
import { newYearMachine } from '../../../machines/activity/newYear.machine';
import { shareLinkMachine } from '../../../machines/activity/shareLink.machine';
import { signPayMachine } from '../../../machines/activity/signPay.machine';
import { spinMachine } from '../../../machines/activity/spin.machine';
import { supplyMachine } from '../../../machines/activity/supply.machine';
import { vipRebateMachine } from '../../../machines/activity/vipRebate.machine';
import { weekendLotteryMachine } from '../../../machines/activity/weekendLottery.machine';
import { bindMachine } from '../../../machines/auth/bind.machine';
import { forgetMachine } from '../../../machines/auth/forget.machine';
import { lineLoginMachine } from '../../../machines/auth/lineLogin.machine';
import { loginMachine, loginSubmission } from '../../../machines/auth/login.machine';
import { registerMachine } from '../../../machines/auth/register.machine';
import { sendCodeMachine } from '../../../machines/auth/sendCode.machine';
import { termsMachine } from '../../../machines/auth/terms.machine';
import { bannerCarouselMachine } from '../../../machines/lobby/bannerCarousel.machine';
import { bigWinTickerMachine } from '../../../machines/lobby/bigWinTicker.machine';
import { customerServiceMachine } from '../../../machines/lobby/customerService.machine';
import { fairVerifyMachine } from '../../../machines/lobby/fairVerify.machine';
import { favouritesMachine } from '../../../machines/lobby/favourites.machine';
import { featuredRewardsMachine } from '../../../machines/lobby/featuredRewards.machine';
import { gameLaunchMachine } from '../../../machines/lobby/gameLaunch.machine';
import { headerDownloadMachine } from '../../../machines/lobby/headerDownload.machine';
import { homeVideoMachine } from '../../../machines/lobby/homeVideo.machine';
import { lobbyTabsMachine } from '../../../machines/lobby/lobbyTabs.machine';
import { menuMachine } from '../../../machines/lobby/menu.machine';
import { noticePopupMachine } from '../../../machines/lobby/noticePopup.machine';
import { realityCheckMachine } from '../../../machines/lobby/realityCheck.machine';
import { searchMachine } from '../../../machines/lobby/search.machine';
import { auditLogMachine } from '../../../machines/ops/auditLog.machine';
import { cannedRepliesMachine } from '../../../machines/ops/cannedReplies.machine';
import { chatConsoleMachine } from '../../../machines/ops/chatConsole.machine';
import { contentMachine } from '../../../machines/ops/content.machine';
import { contentChoicesMachine } from '../../../machines/ops/contentChoices.machine';
import { contentNoticesMachine } from '../../../machines/ops/contentNotices.machine';
import { contentVideosMachine } from '../../../machines/ops/contentVideos.machine';
import { exclusionImportMachine } from '../../../machines/ops/exclusionImport.machine';
import { flaggedPlayersMachine } from '../../../machines/ops/flaggedPlayers.machine';
import { gameCatalogueMachine } from '../../../machines/ops/gameCatalogue.machine';
import { gameImportMachine } from '../../../machines/ops/gameImport.machine';
import { jobQueueMachine } from '../../../machines/ops/jobQueue.machine';
import { kycReviewMachine } from '../../../machines/ops/kycReview.machine';
import { lobbySettingsMachine } from '../../../machines/ops/lobbySettings.machine';
import { mailCampaignsMachine } from '../../../machines/ops/mailCampaigns.machine';
import { opsConfigMachine } from '../../../machines/ops/opsConfig.machine';
import { opsSessionMachine } from '../../../machines/ops/opsSession.machine';
import { pendingChangesMachine } from '../../../machines/ops/pendingChanges.machine';
import { playerLookupMachine } from '../../../machines/ops/playerLookup.machine';
import { playerRoundsMachine } from '../../../machines/ops/playerRounds.machine';
import { playerSupportMachine } from '../../../machines/ops/playerSupport.machine';
import { promotionsMachine } from '../../../machines/ops/promotions.machine';
import { reconciliationMachine } from '../../../machines/ops/reconciliation.machine';
import { reportsMachine } from '../../../machines/ops/reports.machine';
import { staffAdminMachine } from '../../../machines/ops/staffAdmin.machine';
import { staffPasswordMachine } from '../../../machines/ops/staffPassword.machine';
import { withdrawalQueueMachine } from '../../../machines/ops/withdrawalQueue.machine';
import { accountHistoryMachine } from '../../../machines/profile/accountHistory.machine';
import { chatMachine } from '../../../machines/profile/chat.machine';
import { depositLimitsMachine } from '../../../machines/profile/depositLimits.machine';
import { diagnosticsMachine } from '../../../machines/profile/diagnostics.machine';
import { mailMachine } from '../../../machines/profile/mail.machine';
import { personalDetailsMachine } from '../../../machines/profile/personalDetails.machine';
import { profileMachine } from '../../../machines/profile/profile.machine';
import { serviceDeskMachine } from '../../../machines/profile/serviceDesk.machine';
import { superiorMachine } from '../../../machines/profile/superior.machine';
import { takeBreakMachine } from '../../../machines/profile/takeBreak.machine';
import { tasksMachine } from '../../../machines/profile/tasks.machine';
import { promptsMachine } from '../../../machines/prompts/prompts.machine';
import { appInstallMachine } from '../../../machines/pwa/appInstall.machine';
import { appUpdateMachine } from '../../../machines/pwa/appUpdate.machine';
import { balanceMachine } from '../../../machines/session/balance.machine';
import { gameHostMachine } from '../../../machines/session/game.machine';
import { liveStreamMachine } from '../../../machines/session/liveStream.machine';
import { localeMachine } from '../../../machines/session/locale.machine';
import { overlaysMachine } from '../../../machines/session/overlays.machine';
import { sessionMachine } from '../../../machines/session/session.machine';
import { startupMachine } from '../../../machines/session/startup.machine';
import { trackerMachine } from '../../../machines/session/tracker.machine';
import { pagedListMachine } from '../../../machines/shared/pagedList.machine';
import { bankCardMachine } from '../../../machines/wallet/bankCard.machine';
import { depositMachine } from '../../../machines/wallet/deposit.machine';
import { depositHostMachine } from '../../../machines/wallet/depositHost.machine';
import { kycMachine } from '../../../machines/wallet/kyc.machine';
import { pointsMachine } from '../../../machines/wallet/points.machine';
import { safeboxMachine } from '../../../machines/wallet/safebox.machine';
import { walletPasswordMachine } from '../../../machines/wallet/walletPassword.machine';
import { withdrawMachine } from '../../../machines/wallet/withdraw.machine';

/**
 * Every machine of the app, by name. `npm run docs` writes docs/statecharts/<name>.md for each entry;
 * a new machine is added here (and its path-coverage spec to tests/machines/specs.ts).
 */
export const machines = {
  mail: mailMachine,
  profile: profileMachine,
  tasks: tasksMachine,
  diagnostics: diagnosticsMachine,
  superior: superiorMachine,
  personalDetails: personalDetailsMachine,
  depositLimits: depositLimitsMachine,
  takeBreak: takeBreakMachine,
  accountHistory: accountHistoryMachine,
  serviceDesk: serviceDeskMachine,
  chat: chatMachine,
  session: sessionMachine,
  startup: startupMachine,
  overlays: overlaysMachine,
  locale: localeMachine,
  sendCode: sendCodeMachine,
  login: loginMachine,
  register: registerMachine,
  forget: forgetMachine,
  bind: bindMachine,
  lineLogin: lineLoginMachine,
  prompts: promptsMachine,
  appUpdate: appUpdateMachine,
  appInstall: appInstallMachine,
  deposit: depositMachine,
  depositHost: depositHostMachine,
  bankCard: bankCardMachine,
  pagedList: pagedListMachine,
  withdraw: withdrawMachine,
  kyc: kycMachine,
  walletPassword: walletPasswordMachine,
  points: pointsMachine,
  safebox: safeboxMachine,
  lobbyTabs: lobbyTabsMachine,
  headerDownload: headerDownloadMachine,
  favourites: favouritesMachine,
  search: searchMachine,
  bigWinTicker: bigWinTickerMachine,
  featuredRewards: featuredRewardsMachine,
  bannerCarousel: bannerCarouselMachine,
  homeVideo: homeVideoMachine,
  balance: balanceMachine,
  liveStream: liveStreamMachine,
  menu: menuMachine,
  customerService: customerServiceMachine,
  noticePopup: noticePopupMachine,
  gameLaunch: gameLaunchMachine,
  gameHost: gameHostMachine,
  realityCheck: realityCheckMachine,
  firstCharge: firstChargeMachine,
  activityModal: activityModalMachine,
  dailyComplete: dailyCompleteMachine,
  invite: inviteMachine,
  shareLink: shareLinkMachine,
  tracker: trackerMachine,
  activityData: activityDataMachine,
  signPay: signPayMachine,
  freeSign: freeSignMachine,
  supply: supplyMachine,
  vipRebate: vipRebateMachine,
  festival: festivalMachine,
  agent: agentMachine,
  agentCount: agentCountMachine,
  christmas: christmasMachine,
  newYear: newYearMachine,
  spin: spinMachine,
  follow: followMachine,
  depositStreak: depositStreakMachine,
  ladderRecharge: ladderRechargeMachine,
  cashBonus: cashBonusMachine,
  indexVisit: indexVisitMachine,
  coupons: couponsMachine,
  weekendLottery: weekendLotteryMachine,
  agent5: agent5Machine,
  /** The session's child for one activity (first-charge's shown; invite and signPay use the same host). */
  activityHost: firstChargeHost,
  fairVerify: fairVerifyMachine,
  /** The shared submission child, shown with the login's call (every form's child has this chart). */
  submission: loginSubmission,
  terms: termsMachine,
  /** The back office (/ops, docs/ops.md). */
  opsSession: opsSessionMachine,
  withdrawalQueue: withdrawalQueueMachine,
  jobQueue: jobQueueMachine,
  chatConsole: chatConsoleMachine,
  cannedReplies: cannedRepliesMachine,
  kycReview: kycReviewMachine,
  playerLookup: playerLookupMachine,
  playerSupport: playerSupportMachine,
  staffAdmin: staffAdminMachine,
  flaggedPlayers: flaggedPlayersMachine,
  auditLog: auditLogMachine,
  opsConfig: opsConfigMachine,
  mailCampaigns: mailCampaignsMachine,
  content: contentMachine,
  contentNotices: contentNoticesMachine,
  contentVideos: contentVideosMachine,
  contentChoices: contentChoicesMachine,
  lobbySettings: lobbySettingsMachine,
  promotions: promotionsMachine,
  pendingChanges: pendingChangesMachine,
  exclusionImport: exclusionImportMachine,
  staffPassword: staffPasswordMachine,
  gameCatalogue: gameCatalogueMachine,
  gameImport: gameImportMachine,
  reports: reportsMachine,
  reconciliation: reconciliationMachine,
  playerRounds: playerRoundsMachine,
} satisfies Record<string, AnyStateMachine>;

export type MachineName = keyof typeof machines;
