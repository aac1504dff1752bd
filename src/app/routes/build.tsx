import type { ComponentType, ReactNode } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router-dom';
import type { Issue, RouteHandle } from './handle';

/**
 * Route object builders shared by the mobile and desktop trees. Every screen is a `lazy` route module
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

export type Access = 'public' | 'private';

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
export function activityArea(load: () => ScreenModule): Lazy {
  return inArea(() => import('../../screens/shared/ActivityIntl').then((m) => m.ActivityIntl), load);
}

/** A built screen. */
export function page(path: string, access: Access, lazy: Lazy): RouteObject {
  const handle: RouteHandle = { public: access === 'public' };
  return { path, handle, lazy };
}

/** A route whose page comes with a later issue: the shared NotYetAvailable screen until then. */
export function later(path: string, access: Access, issue: Issue | null): RouteObject {
  const handle: RouteHandle = { public: access === 'public', issue };
  // '' is the index page of a parent path, e.g. /profile itself.
  return path === ''
    ? { index: true, handle, lazy: screens.notYetAvailable }
    : { path, handle, lazy: screens.notYetAvailable };
}

/** Several sibling routes of one issue and access, e.g. every /activity/* page. */
export function laterAll(paths: readonly string[], access: Access, issue: Issue | null): RouteObject[] {
  return paths.map((path) => later(path, access, issue));
}

/**
 * A redirect keeps the query string. It is a pass-through for the guard (public): the target route decides
 * whether a login is needed, so a guest opening `/` lands on the public home, not on /login.
 */
export function redirect(path: string, to: string): RouteObject {
  const handle: RouteHandle = { public: true };
  return { path, handle, element: <RedirectTo to={to} /> };
}

export function indexRedirect(to: string): RouteObject {
  const handle: RouteHandle = { public: true };
  return { index: true, handle, element: <RedirectTo to={to} /> };
}

function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

export const notFound: RouteObject = {
  path: '*',
  handle: { public: true } satisfies RouteHandle,
  lazy: screens.notFound,
};
