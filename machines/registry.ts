import type { AnyStateMachine } from 'xstate';
import { activityDataMachine } from './activityData.machine';
import { activityModalMachine } from './activityModal.machine';
import { balanceMachine } from './balance.machine';
import { bankCardMachine } from './bankCard.machine';
import { bannerCarouselMachine } from './bannerCarousel.machine';
import { bigWinTickerMachine } from './bigWinTicker.machine';
import { bindMachine } from './bind.machine';
import { customerServiceMachine } from './customerService.machine';
import { depositMachine } from './deposit.machine';
import { depositHostMachine } from './depositHost.machine';
import { favouritesMachine } from './favourites.machine';
import { featuredRewardsMachine } from './featuredRewards.machine';
import { firstChargeMachine } from './firstCharge.machine';
import { forgetMachine } from './forget.machine';
import { gameLaunchMachine } from './gameLaunch.machine';
import { inviteMachine } from './invite.machine';
import { kycMachine } from './kyc.machine';
import { lineLoginMachine } from './lineLogin.machine';
import { lobbyTabsMachine } from './lobbyTabs.machine';
import { loginMachine } from './login.machine';
import { menuMachine } from './menu.machine';
import { noticePopupMachine } from './noticePopup.machine';
import { pagedListMachine } from './pagedList.machine';
import { pointsMachine } from './points.machine';
import { promptsMachine } from './prompts.machine';
import { registerMachine } from './register.machine';
import { safeboxMachine } from './safebox.machine';
import { searchMachine } from './search.machine';
import { sendCodeMachine } from './sendCode.machine';
import { sessionMachine } from './session.machine';
import { signPayMachine } from './signPay.machine';
import { trackerMachine } from './tracker.machine';
import { walletPasswordMachine } from './walletPassword.machine';
import { withdrawMachine } from './withdraw.machine';

/**
 * Every machine of the app, by name. `npm run docs` writes docs/statecharts/<name>.md for each entry;
 * a later issue adds its machine here (and its path-coverage spec to tests/machines/specs.ts).
 */
export const machines = {
  session: sessionMachine,
  sendCode: sendCodeMachine,
  login: loginMachine,
  register: registerMachine,
  forget: forgetMachine,
  bind: bindMachine,
  lineLogin: lineLoginMachine,
  prompts: promptsMachine,
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
  favourites: favouritesMachine,
  search: searchMachine,
  bigWinTicker: bigWinTickerMachine,
  featuredRewards: featuredRewardsMachine,
  bannerCarousel: bannerCarouselMachine,
  balance: balanceMachine,
  menu: menuMachine,
  customerService: customerServiceMachine,
  noticePopup: noticePopupMachine,
  gameLaunch: gameLaunchMachine,
  firstCharge: firstChargeMachine,
  activityModal: activityModalMachine,
  invite: inviteMachine,
  tracker: trackerMachine,
  activityData: activityDataMachine,
  signPay: signPayMachine,
} satisfies Record<string, AnyStateMachine>;

export type MachineName = keyof typeof machines;
