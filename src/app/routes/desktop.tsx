import type { RouteObject } from 'react-router-dom';
import { AppRoot, RouteFailed, StartingFallback } from '../AppRoot';
import { indexRedirect, later, laterAll, notFound, page, redirect, screens } from './build';

/**
 * The desktop route tree: spec §2 "Desktop routes". Most pages live under /lobby inside the desktop layout
 * (left menu); login, register and forget stand alone. Redirects as the spec lists them.
 */
export const desktopRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppRoot,
    ErrorBoundary: RouteFailed,
    HydrateFallback: StartingFallback,
    children: [
      indexRedirect('/lobby/home'),
      page('login', 'public', screens.login),
      page('login/line', 'public', screens.lineLogin),
      page('register', 'public', screens.register),
      page('forget', 'public', screens.forget),
      page('start', 'private', screens.startGame),
      redirect('fair', '/lobby/fair'),
      // Not in the spec's desktop list; the header's search button opens it on both layouts (docs/lobby.md).
      page('search', 'public', screens.search),
      redirect('bind', '/lobby/bind'),
      redirect('profile/info', '/lobby/profile'),
      redirect('bindBankCard', '/lobby/bindBankCard'),
      redirect('points', '/lobby/points'),
      // Not in the spec's desktop list, but the footer links to them (spec §2 desktop layout).
      redirect('terms-of-use', '/lobby/terms'),
      redirect('privacy-policy', '/lobby/privacy'),
      // Not in the spec's desktop list: the home modal, the floating icons and the rewards list lead to the activity
      // pages by their mobile paths (docs/promotions.md); the sign-up pages live under /lobby on desktop.
      page('activity/firstCharge', 'private', screens.firstCharge),
      page('activity/inviteFriends', 'private', screens.inviteFriends),
      redirect('activity/signPay', '/lobby/signPay'),
      redirect('activity/sign', '/lobby/sign'),
      page('apkdownload', 'public', screens.apkDownload),
      {
        path: 'lobby',
        lazy: () => import('../layouts/DesktopLayout'),
        children: [
          indexRedirect('/lobby/home'),
          page('home', 'public', screens.lobbyHome),
          // The left menu's Games link (spec §2) has no route in the spec's desktop list; issue 4 builds it.
          page('games', 'public', screens.lobbyGames),
          page('wallets/:id', 'private', screens.wallets),
          page('rewards', 'public', screens.rewards),
          page('notice', 'public', screens.noticeList),
          page('notice/detail/:id', 'public', screens.noticeDetail),
          later('member', 'private', 3),
          later('profile', 'private', 3),
          page('bindBankCard', 'private', screens.bindBankCard),
          page('points', 'private', screens.points),
          later('rule/:name', 'public', null),
          page('bind', 'private', screens.bind),
          page('record/transaction', 'private', screens.records),
          page('favorites', 'private', screens.favorites),
          // The provably fair check of the demo game (docs/trust.md); mobile: /fair.
          page('fair', 'private', screens.fairVerify),
          ...laterAll(
            ['activity/freeSign', 'follow', 'spin', 'vipRebate', 'agent', 'agent5', 'profile/vip', 'profile/task'],
            'private',
            null,
          ),
          page('sign', 'private', screens.sign),
          page('signPay', 'private', screens.signPay),
          page('profile/bank', 'private', screens.bankCardList),
          page('withdrawal/:name', 'private', screens.withdrawal),
          // The terms and privacy pages are public on mobile; the desktop list does not mark them, we keep them public.
          page('terms', 'public', screens.termsOfUse),
          page('privacy', 'public', screens.privacyPolicy),
          page('walletsPassword', 'private', screens.walletsPassword),
          page('walletsKyc', 'private', screens.walletsKyc),
          page('walletsKycUpload', 'private', screens.walletsKycUpload),
        ],
      },
      notFound,
    ],
  },
];
