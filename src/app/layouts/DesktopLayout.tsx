import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { activityTurn } from '../../../machines/session/overlays.selectors';
import { Link } from '../../platform/navigation/Link';
import { LanguageSwitch } from '../../screens/shared/LanguageSwitch';
import { PageLinkList, type PageLinks } from '../../screens/shared/PageLinkList';
import { SessionContext } from '../../screens/shared/sessionContext';
import { isLoggedIn } from '../../screens/shared/sessionStatus';
import './layouts.css';
import { hrefOf } from '../../platform/navigation/pages';

/** The home activity modal of a player (as on mobile), loaded only then. */
const ActivityModal = lazy(() =>
  import('../../screens/activity/modal/ActivityModal').then((module) => ({ default: module.ActivityModal })),
);

/** The desktop shell's player block and footer (with their own messages), loaded with the layout's first paint. */
const DesktopPlayerBlock = lazy(() =>
  import('../../screens/desktopShell/DesktopShellParts').then((module) => ({ default: module.DesktopPlayerBlock })),
);
const DesktopFooter = lazy(() =>
  import('../../screens/desktopShell/DesktopShellParts').then((module) => ({ default: module.DesktopFooter })),
);

/** The desktop side menu's main entries, in order: the page and its name. */
const MAIN_NAV: PageLinks = [
  ['home', 'nav.home'],
  ['games', 'nav.games'],
  ['rewards', 'nav.promo'],
  ['notices', 'nav.news'],
  ['member', 'nav.member'],
];

/**
 * The desktop layout (spec §2): a left menu with the brand name and Home, Games, Promo, News, Member; for a
 * guest a Login/Register link; for a player the player block (avatar, nickname, add button); the footer with
 * contacts, store badges, green-mode blocks, 21+ notice (src/screens/desktopShell/DesktopShellParts.tsx).
 */
export function Component() {
  const intl = useIntl();
  const loggedIn = SessionContext.useSelector(isLoggedIn);
  const overlays = SessionContext.useSelector((snapshot) => snapshot.children.overlays);
  const activityUp = useSelector(overlays, activityTurn);
  const onHome = useLocation().pathname.replace(/\/+$/, '') === '/lobby/home';
  return (
    <div className="desktop-shell">
      <Suspense fallback={null}>{onHome && loggedIn && activityUp && <ActivityModal />}</Suspense>
      <aside className="desktop-menu">
        <Link className="desktop-menu__brand" to={hrefOf({ page: 'home' })}>
          <FormattedMessage id="app.brand" />
        </Link>
        <nav aria-label={intl.formatMessage({ id: 'nav.main' })}>
          <PageLinkList links={MAIN_NAV} className="desktop-menu__list" linkClassName="desktop-menu__link" nav />
        </nav>
        {loggedIn && (
          <Suspense fallback={null}>
            <DesktopPlayerBlock />
          </Suspense>
        )}
        {!loggedIn && (
          <Link className="button button--primary desktop-menu__login" to={hrefOf({ page: 'login' })}>
            <FormattedMessage id="nav.loginRegister" />
          </Link>
        )}
        <LanguageSwitch className="desktop-menu__language" />
      </aside>
      <div className="desktop-shell__content">
        <main className="desktop-shell__main">
          <Outlet />
        </main>
        <Suspense fallback={null}>
          <DesktopFooter />
        </Suspense>
      </div>
    </div>
  );
}
