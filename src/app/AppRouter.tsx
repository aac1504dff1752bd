import { type ReactElement, Suspense, useCallback, useContext } from 'react';
import {
  type Location,
  matchRoutes,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
  type RouteMatch,
  type RouteObject,
  useLocation,
} from 'react-router-dom';
import { ErrorBoundary } from '../platform/display/ErrorBoundary';
import { type AppHistory, HistoryRouter } from '../platform/react/HistoryRouter';
import { RouteFailed, StartingFallback } from './AppRoot';
import { prepareRoute } from './routes/tree';

export interface AppRouterProps {
  /** A layout's tree (./routes/mobile.tsx or ./routes/desktop.tsx). */
  routes: RouteObject[];
  /** The browser's history; a memory one in tests. Made with `v5Compat: true`. */
  history: AppHistory;
}

/**
 * The router of the player app: a layout's route tree on a history, every navigation committed once its route
 * modules have loaded (src/platform/react/HistoryRouter.tsx). Render it after `prepareRoute` has settled for the
 * first address, so the first render has its screens too. A page that cannot load or that throws shows RouteFailed
 * until the player goes elsewhere.
 */
export function AppRouter({ routes, history }: AppRouterProps) {
  const prepare = useCallback((location: Location) => prepareRoute(routes, location), [routes]);
  return (
    <HistoryRouter history={history} prepare={prepare}>
      <AppRoutes routes={routes} />
    </HistoryRouter>
  );
}

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const { navigator } = useContext(NavigationContext);
  const page = renderMatches(matchRoutes(routes, { pathname }), navigator.encodeLocation);
  return (
    <ErrorBoundary resetKey={pathname} fallback={<RouteFailed />}>
      <Suspense fallback={<StartingFallback />}>{page}</Suspense>
    </ErrorBoundary>
  );
}

type EncodeLocation = (to: string) => { pathname: string };

/**
 * The matched routes, outermost first, each inside the route context its `<Outlet />`, `useParams` and relative links
 * read: what react-router's `useRoutes` renders for a declarative router. `useRoutes` also serves the data routers
 * (loader errors, hydration fallbacks, server-component redirects, its default error page), whose code this app
 * never runs but every visitor would download (1.2 KB of gzip net of this code); errors here are
 * ErrorBoundary's, around it.
 * Like `useRoutes`, the matched pathnames come back encoded (matchRoutes decodes them to match).
 */
function renderMatches(found: RouteMatch[] | null, encodeLocation: EncodeLocation | undefined): ReactElement | null {
  if (!found) return null;
  const encode = (path: string) =>
    encodeLocation
      ? encodeLocation(path.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname
      : path;
  const matches = found.map((match) => ({
    ...match,
    pathname: encode(match.pathname),
    pathnameBase: encode(match.pathnameBase),
  }));
  // Innermost first: each route's outlet is the element of the route it contains.
  let outlet: ReactElement | null = null;
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const { Component, element } = matches[index]!.route;
    const value = { outlet, matches: matches.slice(0, index + 1), isDataRoute: false };
    const children = Component ? <Component /> : element !== undefined ? element : outlet;
    outlet = <RouteContext.Provider value={value}>{children}</RouteContext.Provider>;
  }
  return outlet;
}
