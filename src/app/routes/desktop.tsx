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
      redirect('bind', '/lobby/bind'),
      redirect('profile/info', '/lobby/profile'),
      redirect('bindBankCard', '/lobby/bindBankCard'),
      redirect('points', '/lobby/points'),
      // Not in the spec's desktop list, but the footer links to them (spec §2 desktop layout).
      redirect('terms-of-use', '/lobby/terms'),
      redirect('privacy-policy', '/lobby/privacy'),
      {
        path: 'lobby',
        lazy: () => import('../layouts/DesktopLayout'),
        children: [
          indexRedirect('/lobby/home'),
          page('home', 'public', screens.lobbyHome),
          // The left menu's Games link (spec §2) has no route in the spec's desktop list; issue 4 builds it.
          page('games', 'public', screens.lobbyGames),
          later('wallets/:id', 'private', 5),
          later('rewards', 'public', 6),
          page('notice', 'public', screens.noticeList),
          page('notice/detail/:id', 'public', screens.noticeDetail),
          later('member', 'private', 3),
          later('profile', 'private', 3),
          later('bindBankCard', 'private', 5),
          later('points', 'private', 5),
          later('rule/:name', 'public', 6),
          page('bind', 'private', screens.bind),
          later('record/transaction', 'private', 5),
          page('favorites', 'private', screens.favorites),
          ...laterAll(
            [
              'activity/freeSign',
              'sign',
              'signPay',
              'follow',
              'spin',
              'vipRebate',
              'agent',
              'agent5',
              'profile/vip',
              'profile/task',
            ],
            'private',
            6,
          ),
          later('profile/bank', 'private', 5),
          later('withdrawal/:name', 'private', 5),
          // The terms and privacy pages are public on mobile; the desktop list does not mark them, we keep them public.
          page('terms', 'public', screens.termsOfUse),
          page('privacy', 'public', screens.privacyPolicy),
          ...laterAll(['walletsPassword', 'walletsKyc', 'walletsKycUpload'], 'private', 5),
        ],
      },
      notFound,
    ],
  },
];
