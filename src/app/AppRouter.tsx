import { Suspense, useCallback } from 'react';
import { type Location, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { ErrorBoundary } from '../platform/ErrorBoundary';
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
  const page = useRoutes(routes);
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={<RouteFailed />}>
      <Suspense fallback={<StartingFallback />}>{page}</Suspense>
    </ErrorBoundary>
  );
}
