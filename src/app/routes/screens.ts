import type { PageName } from '../../api/contract/pages';
import type { ActivityScreen } from '../../screens/activity/activityScreens';
import type { ProfileScreen } from '../../screens/profile/profileScreens';
import type { WalletScreen } from '../../screens/wallet/walletScreens';
import { activityArea, authArea, type Lazy, profileArea, walletArea } from './build';
import type { Planned } from './handle';

/** A page whose screen comes later: the shared NotYetAvailable screen; planned, or null when none is planned. */
export type Later = Planned | null;

/** A wallet page's screen, from the area's own table (src/screens/wallet/walletScreens.ts). */
const wallet = (name: WalletScreen) =>
  walletArea(() => import('../../screens/wallet/walletScreens').then((m) => m.WALLET_SCREENS[name]()));

/** The bank-card list: /bankCardList and /profile/bank (and their desktop twins). */
const bankCardList = walletArea(() => import('../../screens/bank/BankCardListScreen'));

/** An activity page's screen, from the activity area's own table (src/screens/activity/activityScreens.ts). */
const activity = (name: ActivityScreen) =>
  activityArea(() => import('../../screens/activity/activityScreens').then((m) => m.ACTIVITY_SCREENS[name]()));

/** The activity index: /activity and /lobby/activity (and their desktop paths). */
const activityIndex = activity('activities');

/** A profile-area page's screen, from the area's own table (src/screens/profile/profileScreens.ts). */
const profile = (name: ProfileScreen) =>
  profileArea(() => import('../../screens/profile/profileScreens').then((m) => m.PROFILE_SCREENS[name]()));

/** The player's own page: /profile, /profile/user, /lobby/member; at /profile/info its personal details (task 119). */
const profileScreen = profileArea(() => import('../../screens/profile/ProfileScreen'));

/** The tasks: /profile/task and /lobby/task (desktop /lobby/profile/task). */
const tasksScreen = profileArea(() => import('../../screens/profile/TasksScreen'));

/** Pages whose screen in their area's table has the page's own name: one list per area instead of a line each. */
function byName<N extends PageName>(load: (name: N) => Lazy, names: readonly N[]): Partial<Record<PageName, Lazy>> {
  return Object.fromEntries(names.map((name) => [name, load(name)]));
}

/** The screen of every built page of src/api/contract/pages.ts (the same screen in both layouts). */
export const PAGE_SCREENS: Readonly<Partial<Record<PageName, Lazy>>> = {
  home: () => import('../../screens/lobby/HomeScreen'),
  games: () => import('../../screens/lobby/GamesScreen'),
  wallets: walletArea(() => import('../../screens/wallet/WalletsScreen')),
  notices: () => import('../../screens/news/NoticeListScreen'),
  rewards: activityArea(() => import('../../screens/activity/rewards/RewardsScreen')),
  login: authArea(() => import('../../screens/auth/LoginScreen')),
  lineLogin: authArea(() => import('../../screens/auth/LineLoginScreen')),
  register: authArea(() => import('../../screens/auth/RegisterScreen')),
  forget: authArea(() => import('../../screens/auth/ForgetScreen')),
  start: () => import('../../screens/game/StartScreen'),
  fair: () => import('../../screens/game/FairVerifyScreen'),
  search: () => import('../../screens/search/SearchScreen'),
  apkDownload: () => import('../../screens/prompts/ApkDownloadScreen'),
  bindBankCard: walletArea(() => import('../../screens/bank/BindBankCardScreen')),
  bankCardList,
  noticeDetail: () => import('../../screens/news/NoticeDetailScreen'),
  profileBank: bankCardList,
  favorites: () => import('../../screens/lobby/FavoritesScreen'),
  bind: authArea(() => import('../../screens/auth/BindScreen')),
  // The promotions hub.
  activities: activityIndex,
  lobbyActivity: activityIndex,
  termsOfUse: () => import('../../screens/legal/TermsOfUsePage'),
  privacyPolicy: () => import('../../screens/legal/PrivacyPolicyPage'),
  responsibleGaming: () => import('../../screens/legal/ResponsibleGamingPage'),
  profile: profileScreen,
  profileUser: profileScreen,
  profileInfo: profileScreen,
  member: profileScreen,
  profileTask: tasksScreen,
  lobbyTask: tasksScreen,
  // The diagnostics page support asks a player to open (its messages load with it, not the profile area's).
  test: () => import('../../screens/profile/DiagnosticsScreen'),
  // Pages whose screen has the page's own name in their area's table.
  ...byName(activity, [
    'firstCharge',
    'inviteFriends',
    'sign',
    'signPay',
    'rewardDetail',
    'rule',
    'freeSign',
    'supply',
    'vipRebate',
    'festival',
    'spin',
    'follow',
    'depositEvery',
    'cashBonus',
    'weekendLottery',
    'agent5',
    'agent',
    'agentCount',
    'christmas',
    'newYear',
    'safeLink',
  ]),
  ...byName(wallet, ['withdrawal', 'points', 'records', 'walletsPassword', 'walletsKyc', 'walletsKycUpload']),
  ...byName(profile, [
    'profileEmail',
    'profileVip',
    'profileSuperior',
    'profileMore',
    'profileLicense',
    'profileAgree',
    'profileLimits',
    'profileBreak',
    'profileHistory',
    'about',
    'service',
  ]),
};

/**
 * Pages whose screens are planned for a later release (the shared NotYetAvailable screen); a page in neither map
 * has none planned (the spec does not show it). tests/unit/routes-map.test.ts checks the two maps.
 */
export const PLANNED_PAGES: Readonly<Partial<Record<PageName, Planned>>> = {};

/** A page's screen, or whether one is planned (null: none yet). */
export function screenOf(page: PageName): Lazy | Later {
  return PAGE_SCREENS[page] ?? PLANNED_PAGES[page] ?? null;
}

export const isLater = (screen: Lazy | Later): screen is Later => typeof screen !== 'function';
