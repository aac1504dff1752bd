import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  useTransition,
} from 'react';
import { type Location, Router, type UNSAFE_createBrowserHistory, useLocation } from 'react-router-dom';

/** The browser's history (or a memory one in tests), as react-router's own routers hold it. */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

interface NavigationStatus {
  history: AppHistory;
  pending: boolean;
}

const Status = createContext<NavigationStatus | null>(null);

export interface HistoryRouterProps {
  /** Made with `v5Compat: true`, so the listener hears the app's own pushes and replaces, not only back/forward. */
  history: AppHistory;
  /** Fetches the code the new location renders (its route modules); the page changes once it has settled. */
  prepare: (location: Location) => Promise<unknown>;
  children: ReactNode;
}

/**
 * react-router in its declarative mode (`<Router>` + `useRoutes`: the data router would cost ~16 KB of gzip on
 * every first visit) with the one thing the data router gave the app: a navigation commits only once the next
 * page's code has loaded, the old page staying on screen meanwhile, so a lazy screen never shows a fallback (nor
 * React's 300 ms reveal throttle) between two pages. The URL changes at once; the render follows in a transition.
 * The same page with another query or state (a lobby tab mirrored into `?tab=`) has nothing to load: it follows in
 * a transition too, but is no navigation (no pending state, no progress bar, no route matching in the input's task).
 */
export function HistoryRouter({ history, prepare, children }: HistoryRouterProps) {
  const [shown, setShown] = useState(() => ({ action: history.action, location: history.location }));
  const [pending, startNavigation] = useTransition();
  // The last location this router heard of: the first render's, then each the listener got.
  const heard = useRef(shown.location);
  useLayoutEffect(() => {
    // The pathname the history last went to, and how many navigations still wait for their code.
    let pathname = heard.current.pathname;
    let preparing = 0;
    const follow = ({ action, location }: { action: AppHistory['action']; location: Location }) => {
      heard.current = location;
      const samePage = location.pathname === pathname && preparing === 0;
      pathname = location.pathname;
      if (samePage) {
        // Its route modules are the shown page's own. A lobby tab switch at 10,000 games: script before its frame
        // 10.0 → 8.4 ms (median of 20 traced switches; docs/bench.md).
        startTransition(() => setShown({ action, location }));
        return;
      }
      preparing += 1;
      startNavigation(async () => {
        await prepare(location).catch(() => undefined);
        preparing -= 1;
        // A later navigation overtook this one: it commits its own location.
        if (history.location.key !== location.key) return;
        startNavigation(() => setShown({ action, location }));
      });
    };
    const unlisten = history.listen(follow);
    // The first render is a transition: the history may have moved on (a redirect the session emitted) before this
    // subscription, unheard. It is followed now, like any navigation.
    if (history.location.key !== heard.current.key) follow({ action: history.action, location: history.location });
    return unlisten;
  }, [history, prepare]);
  return (
    <Status.Provider value={{ history, pending }}>
      <Router location={shown.location} navigationType={shown.action} navigator={history}>
        {children}
      </Router>
    </Status.Provider>
  );
}

/**
 * True while the address has moved on and the page shown has not caught up yet (its code is loading, or React is
 * rendering it): the progress bar shows, and the route guard does not redirect a page that is being left.
 */
export function useNavigating(): boolean {
  const status = useContext(Status);
  const shown = useLocation();
  return status !== null && (status.pending || status.history.location.key !== shown.key);
}
