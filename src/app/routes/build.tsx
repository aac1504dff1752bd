import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from './handle';

/**
 * The screens of the pages (bound to page names in ./screens.ts) and the NotFound route. Every screen is a `lazy` route module
 * (route-level code splitting): the guest opening /lobby/home downloads the home screen and nothing else.
 */

type Lazy = NonNullable<RouteObject['lazy']>;

export const screens = {
  lobbyHome: () => import('../../screens/lobby/HomeScreen'),
  noticeList: () => import('../../screens/news/NoticeListScreen'),
  noticeDetail: () => import('../../screens/news/NoticeDetailScreen'),
  startGame: () => import('../../screens/game/StartScreen'),
  fairVerify: () => import('../../screens/game/FairVerifyScreen'),
  search: () => import('../../screens/search/SearchScreen'),
  lobbyGames: () => import('../../screens/lobby/GamesScreen'),
  favorites: () => import('../../screens/lobby/FavoritesScreen'),
  login: () => import('../../screens/auth/LoginScreen'),
  register: () => import('../../screens/auth/RegisterScreen'),
  forget: () => import('../../screens/auth/ForgetScreen'),
  bind: () => import('../../screens/auth/BindScreen'),
  lineLogin: () => import('../../screens/auth/LineLoginScreen'),
  termsOfUse: () => import('../../screens/legal/TermsOfUsePage'),
  privacyPolicy: () => import('../../screens/legal/PrivacyPolicyPage'),
  wallets: walletArea(() => import('../../screens/wallet/WalletsScreen')),
  withdrawal: walletArea(() => import('../../screens/wallet/WithdrawalScreen')),
  walletsKyc: walletArea(() => import('../../screens/wallet/KycScreen')),
  walletsKycUpload: walletArea(() => import('../../screens/wallet/KycUploadScreen')),
  walletsPassword: walletArea(() => import('../../screens/wallet/WalletPasswordScreen')),
  points: walletArea(() => import('../../screens/wallet/PointsScreen')),
  records: walletArea(() => import('../../screens/wallet/RecordsScreen')),
  bindBankCard: walletArea(() => import('../../screens/bank/BindBankCardScreen')),
  bankCardList: walletArea(() => import('../../screens/bank/BankCardListScreen')),
  rewards: activityArea(() => import('../../screens/activity/rewards/RewardsScreen')),
  firstCharge: activityArea(() => import('../../screens/activity/firstCharge/FirstChargeScreen')),
  inviteFriends: activityArea(() => import('../../screens/activity/invite/InviteScreen')),
  signPay: activityArea(() => import('../../screens/activity/sign/SignPayScreen')),
  sign: activityArea(() => import('../../screens/activity/sign/SignScreen')),
  apkDownload: () => import('../../screens/prompts/ApkDownloadScreen'),
  notYetAvailable: () => import('../../screens/shared/NotYetAvailable'),
  notFound: () => import('../../screens/shared/NotFound'),
} satisfies Record<string, Lazy>;

type ScreenModule = Promise<{ Component: ComponentType }>;
type AreaWrapper = Promise<ComponentType<{ children: ReactNode }>>;

/**
 * A screen of an area whose messages load with its code (src/screens/shared/AreaIntl.tsx): the route module
 * renders the screen inside the area's IntlProvider, so the guest home never downloads those texts.
 */
function inArea(wrapper: () => AreaWrapper, load: () => ScreenModule): Lazy {
  return async () => {
    const [{ Component: Screen }, Wrapper] = await Promise.all([load(), wrapper()]);
    return {
      element: (
        <Wrapper>
          <Screen />
        </Wrapper>
      ),
    };
  };
}

/** A wallet or bank screen (src/screens/shared/WalletIntl.tsx). */
function walletArea(load: () => ScreenModule): Lazy {
  return inArea(() => import('../../screens/shared/WalletIntl').then((m) => m.WalletIntl), load);
}

/** An activity or rewards screen (src/screens/shared/ActivityIntl.tsx), issue 6. */
function activityArea(load: () => ScreenModule): Lazy {
  return inArea(() => import('../../screens/shared/ActivityIntl').then((m) => m.ActivityIntl), load);
}

export const notFound: RouteObject = {
  path: '*',
  handle: { public: true } satisfies RouteHandle,
  lazy: screens.notFound,
};
