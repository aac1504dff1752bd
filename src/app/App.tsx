import type { RouteObject } from 'react-router-dom';
import type { AppHistory } from '../platform/react/HistoryRouter';
import { type SessionActor, SessionContext } from '../screens/shared/sessionContext';
import { AppRouter } from './AppRouter';
import { LocaleIntl } from './LocaleIntl';

export interface AppProps {
  routes: RouteObject[];
  history: AppHistory;
  /** The session, started before the first render (src/app/main.tsx `startSession`). */
  session: SessionActor;
}

/**
 * Providers: the session actor (systemId 'session'), intl in the language its `locale` child shows (the wallet's
 * and other areas' English ids join inside src/screens/shared/AreaIntl.tsx, with their screens), the router.
 */
export function App({ routes, history, session }: AppProps) {
  return (
    <SessionContext.Provider actor={session}>
      <LocaleIntl>
        <AppRouter routes={routes} history={history} />
      </LocaleIntl>
    </SessionContext.Provider>
  );
}
