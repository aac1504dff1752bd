import type { RouteObject } from 'react-router-dom';
import type { PageName } from '../../api/contract/pages';
import { screens } from './build';
import type { Issue } from './handle';

type Lazy = NonNullable<RouteObject['lazy']>;

/** A page whose screen comes later: the shared NotYetAvailable screen, and which issue brings it (null: none). */
export interface Later {
  later: Issue | null;
}

/** The screen of every page of src/api/contract/pages.ts (the same screen in both layouts). */
export const PAGE_SCREENS: Readonly<Record<PageName, Lazy | Later>> = {
  home: screens.lobbyHome,
  games: screens.lobbyGames,
  wallets: screens.wallets,
  notices: screens.noticeList,
  lobbyTask: { later: null },
  lobbyActivity: { later: null },
  rewards: screens.rewards,
  member: { later: 3 },
  login: screens.login,
  lineLogin: screens.lineLogin,
  register: screens.register,
  forget: screens.forget,
  start: screens.startGame,
  fair: screens.fairVerify,
  search: screens.search,
  apkDownload: screens.apkDownload,
  firstCharge: screens.firstCharge,
  inviteFriends: screens.inviteFriends,
  withdrawal: screens.withdrawal,
  points: screens.points,
  service: { later: 4 },
  bindBankCard: screens.bindBankCard,
  bankCardList: screens.bankCardList,
  noticeDetail: screens.noticeDetail,
  rewardDetail: { later: null },
  profile: { later: 3 },
  profileUser: { later: 3 },
  profileBank: screens.bankCardList,
  profileTask: { later: null },
  profileVip: { later: null },
  profileEmail: { later: 4 },
  profileSuperior: { later: 3 },
  favorites: screens.favorites,
  profileMore: { later: 3 },
  profileAgree: { later: 3 },
  profileLicense: { later: 3 },
  profileInfo: { later: 3 },
  records: screens.records,
  bind: screens.bind,
  about: { later: 3 },
  test: { later: null },
  activities: { later: null },
  spin: { later: null },
  cashBonus: { later: null },
  agent: { later: null },
  agentCount: { later: null },
  agent5: { later: null },
  vipRebate: { later: null },
  follow: { later: null },
  supply: { later: null },
  festival: { later: null },
  weekendLottery: { later: null },
  freeSign: { later: null },
  christmas: { later: null },
  newYear: { later: null },
  depositEvery: { later: null },
  sign: screens.sign,
  signPay: screens.signPay,
  rule: { later: null },
  walletsPassword: screens.walletsPassword,
  walletsKyc: screens.walletsKyc,
  walletsKycUpload: screens.walletsKycUpload,
  termsOfUse: screens.termsOfUse,
  privacyPolicy: screens.privacyPolicy,
};

export const isLater = (screen: Lazy | Later): screen is Later => typeof screen === 'object' && 'later' in screen;
