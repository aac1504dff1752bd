import { agePromptSpecs } from './agePrompt.coverage';
import { balanceSpec } from './balance.coverage';
import { bindSpec } from './bind.coverage';
import type { AnyMachineSpec } from './coverage/measureCoverage';
import { favouritesSpec } from './favourites.coverage';
import { forgetSpec } from './forget.coverage';
import { bannerCarouselSpecs, bigWinTickerSpec, featuredRewardsSpecs } from './homeFeeds.coverage';
import { lineLoginSpec } from './lineLogin.coverage';
import { lobbyTabsSpecs } from './lobbyTabs.coverage';
import { loginSpecs } from './login.coverage';
import { registerSpecs } from './register.coverage';
import { searchSpec } from './search.coverage';
import { sendCodeSpec } from './sendCode.coverage';
import { sessionResumeSpec, sessionSpec } from './session.coverage';
import { customerServiceSpecs, gameLaunchSpec, menuSpec, noticePopupSpecs } from './shell.coverage';

/**
 * Every machine's path-coverage spec; a later issue adds one entry per machine it brings. Specs sharing a
 * name (one machine started from different storage or input) are merged into one row.
 */
export const machineSpecs: readonly AnyMachineSpec[] = [
  sessionSpec,
  sessionResumeSpec,
  sendCodeSpec,
  ...loginSpecs,
  ...registerSpecs,
  forgetSpec,
  bindSpec,
  lineLoginSpec,
  ...agePromptSpecs,
  ...lobbyTabsSpecs,
  favouritesSpec,
  searchSpec,
  bigWinTickerSpec,
  ...featuredRewardsSpecs,
  ...bannerCarouselSpecs,
  balanceSpec,
  menuSpec,
  ...customerServiceSpecs,
  ...noticePopupSpecs,
  gameLaunchSpec,
];
