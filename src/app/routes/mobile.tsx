import type { RouteObject } from 'react-router-dom';
import { AppRoot, RouteFailed, StartingFallback } from '../AppRoot';
import { indexRedirect, later, laterAll, notFound, page, screens } from './build';

/**
 * The mobile route tree: every route of spec §2 "Mobile routes". Public routes are marked; the guard in
 * AppRoot sends a guest elsewhere to /login. Pages of later issues render NotYetAvailable (docs/routes.md).
 */
export const mobileRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppRoot,
    ErrorBoundary: RouteFailed,
    HydrateFallback: StartingFallback,
    children: [
      indexRedirect('/lobby/home'),
      {
        path: 'lobby',
        lazy: () => import('../layouts/MobileLayout'),
        children: [
          indexRedirect('/lobby/home'),
          page('home', 'public', screens.lobbyHome),
          page('wallets/:id', 'private', screens.wallets),
          page('notice', 'public', screens.noticeList),
          later('task', 'private', null),
          later('activity', 'private', null),
          page('rewards', 'public', screens.rewards),
        ],
      },
      page('withdrawal/:name', 'private', screens.withdrawal),
      page('points', 'private', screens.points),
      later('service', 'public', 4),
      page('bindBankCard', 'private', screens.bindBankCard),
      page('bankCardList', 'private', screens.bankCardList),
      page('start', 'private', screens.startGame),
      // The provably fair check of the demo game (docs/trust.md); desktop: /lobby/fair.
      page('fair', 'private', screens.fairVerify),
      // Public (a deviation from the spec's table, docs/lobby.md): a guest may look for a game before logging in.
      page('search', 'public', screens.search),
      page('notice/detail/:id', 'public', screens.noticeDetail),
      later('reward/detail/:id', 'private', null),
      {
        path: 'profile',
        children: [
          later('', 'private', 3),
          later('user', 'private', 3),
          page('bank', 'private', screens.bankCardList),
          later('task', 'private', null),
          later('vip', 'private', null),
          later('email', 'private', 4),
          later('superior', 'private', 3),
          page('favorites', 'private', screens.favorites),
          later('more', 'private', 3),
          later('agree/:name', 'private', 3),
          later('license', 'private', 3),
          later('info', 'private', 3),
        ],
      },
      page('record/transaction', 'private', screens.records),
      page('bind', 'private', screens.bind),
      page('login', 'public', screens.login),
      page('login/line', 'public', screens.lineLogin),
      page('register', 'public', screens.register),
      page('forget', 'public', screens.forget),
      later('about', 'public', 3),
      later('test', 'private', null),
      page('apkdownload', 'public', screens.apkDownload),
      {
        path: 'activity',
        children: [
          later('', 'private', null),
          ...laterAll(
            [
              'spin',
              'cashBonus',
              'agent',
              'agentCount',
              'agent5',
              'vipRebate',
              'follow',
              'supply',
              'festival',
              'freeSign',
              'christmas',
              'newYear',
              'depositEvery',
            ],
            'private',
            null,
          ),
          page('firstCharge', 'private', screens.firstCharge),
          page('inviteFriends', 'private', screens.inviteFriends),
          page('sign', 'private', screens.sign),
          page('signPay', 'private', screens.signPay),
          later('weekendLottery', 'public', null),
        ],
      },
      {
        path: 'rule',
        children: laterAll(
          ['points', 'signBonus', 'agent', 'dayBonus', 'supply', 'christmas', 'newYear', 'agent5'],
          'public',
          null,
        ),
      },
      page('walletsPassword', 'private', screens.walletsPassword),
      page('walletsKyc', 'private', screens.walletsKyc),
      page('walletsKycUpload', 'private', screens.walletsKycUpload),
      page('terms-of-use', 'public', screens.termsOfUse),
      page('privacy-policy', 'public', screens.privacyPolicy),
      notFound,
    ],
  },
];
