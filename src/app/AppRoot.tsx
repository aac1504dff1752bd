import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { promptUp } from '../../machines/session/overlays.selectors';
import { useFollowNavigate } from '../platform/navigation/navigation';
import { hrefOf } from '../platform/navigation/pages';
import { useNavigating } from '../platform/react/HistoryRouter';
import { useScrollReset } from '../platform/react/useScrollReset';
import { AppUpdateMount } from '../screens/prompts/AppUpdateMount';
import { SessionContext } from '../screens/shared/sessionContext';
import { isLoggedIn, isStarting, stateValueText, waitsForStartup } from '../screens/shared/sessionStatus';
import { track } from '../screens/shared/track';
import { DemoBanner } from '../screens/shell/DemoBanner';
import { ErrorPanel } from '../ui/ErrorPanel';
import { ProgressBar } from '../ui/ProgressBar';
import { Skeleton } from '../ui/Skeleton';

/**
 * Root route of both trees: the navigation progress bar, scroll reset, the route guard, the player's
 * mounts (the logout confirmation, the deposit's dialog and views), the prompts and the app-update prompt (each mounted once), page
 * views for the tracker, and the navigate adapter.
 */
export function AppRoot({ isPublic }: { isPublic: (pathname: string) => boolean }) {
  const navigating = useNavigating();
  const location = useLocation();
  const session = SessionContext.useActorRef();
  useScrollReset(location.pathname + location.search, () => track(session, 'page_view', { path: location.pathname }));
  useSessionNavigation();
  // The e2e hooks: the session's state value, dotted (JSON below a parallel state), and the address of the page
  // shown (the URL changes at once, the page once its code is in: a check waits for both to agree). `display:
  // contents` keeps the wrapper out of the layout.
  const sessionState = SessionContext.useSelector((snapshot) => snapshot.value);
  // data-starting: the server-painted first screen stays over the app until it goes (src/platform/startup/bootShell.ts).
  const starting = SessionContext.useSelector(waitsForStartup);
  return (
    <div
      data-session={stateValueText(sessionState)}
      data-location={location.pathname + location.search}
      data-starting={starting ? '' : undefined}
      style={{ display: 'contents' }}
    >
      <ProgressBar active={navigating} />
      <DemoBanner />
      <RouteGuard isPublic={isPublic(location.pathname)} leaving={navigating} />
      <PlayerMounts />
      <PromptsMount />
      <AppUpdateMount />
    </div>
  );
}

/** The logout question (and the dialog code it brings): for a logged-in player only. */
const LogoutConfirm = lazy(() =>
  import('../screens/auth/LogoutConfirm').then((module) => ({ default: module.LogoutConfirm })),
);

/** The deposit's mount: only a logged-in player makes a deposit. */
const DepositMount = lazy(() =>
  import('../screens/wallet/deposit/DepositMount').then((module) => ({ default: module.DepositMount })),
);

/** What only a logged-in player needs, loaded once one is: a guest's first download never carries it. */
function PlayerMounts() {
  const loggedIn = SessionContext.useSelector(isLoggedIn);
  return loggedIn ? (
    <Suspense fallback={null}>
      <LogoutConfirm />
      <DepositMount />
    </Suspense>
  ) : null;
}

/** The prompts' dialogs load only while one is up (the machine is the session's child; the guest bundle stays small). */
const Prompts = lazy(() => import('../screens/prompts/Prompts').then((module) => ({ default: module.Prompts })));

function PromptsMount() {
  const prompts = SessionContext.useSelector((snapshot) => snapshot.children.prompts);
  // The overlays' prompt region mirrors the prompts (PROMPT.SHOWN / HIDDEN through the session).
  const overlays = SessionContext.useSelector((snapshot) => snapshot.children.overlays);
  const showing = useSelector(overlays, promptUp);
  if (!prompts) return null;
  return <Suspense fallback={null}>{showing && <Prompts prompts={prompts} />}</Suspense>;
}

/** The one navigate adapter: machines emit `navigate`, the router goes there (docs/architecture.md). */
function useSessionNavigation() {
  useFollowNavigate(SessionContext.useActorRef());
}

/**
 * Access rule (spec §2): a route flagged public opens for anyone; any other route sends a visitor who is not
 * logged in to /login, remembering where they were going. While start-up is still deciding who the visitor
 * is, a private route waits instead of redirecting. So does a private route whose player was just logged out
 * while a navigation is already leaving it (the session's own `/login?reason=…`, which tells the player why):
 * redirecting too would replace that navigation and drop its reason. `leaving` reads the history itself, not only
 * React's copy of the location, which updates in a transition after the session's logged-out snapshot has re-rendered
 * this.
 */
function RouteGuard({ isPublic, leaving }: { isPublic: boolean; leaving: boolean }) {
  const location = useLocation();
  const loggedIn = SessionContext.useSelector(isLoggedIn);
  const starting = SessionContext.useSelector(isStarting);

  if (isPublic || loggedIn) {
    // Route modules load before a navigation commits (./AppRouter.tsx); this only catches a screen that suspends
    // on an update of its own.
    return (
      <Suspense fallback={<StartingFallback />}>
        <Outlet />
      </Suspense>
    );
  }
  if (starting || leaving) return <StartingFallback />;
  return <Navigate to={hrefOf({ page: 'login' })} replace state={{ from: location }} />;
}

/** Shown while the first route module loads, and while a private route waits for start-up. */
export function StartingFallback() {
  const intl = useIntl();
  return <Skeleton label={intl.formatMessage({ id: 'app.loading' })} />;
}

/**
 * A route module failed to load (offline, a deploy replaced the chunks) or a screen threw: say so, offer a reload.
 * It stands in for the whole page, shell included, so it is the page's one `main`.
 */
export function RouteFailed() {
  return (
    <main className="page-main">
      <ErrorPanel
        title="app.pageFailed.title"
        message={{ id: 'app.pageFailed.body' }}
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}
