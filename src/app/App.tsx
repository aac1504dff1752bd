import type { RouteObject } from 'react-router-dom';
import type { InspectionEvent } from 'xstate';
import type { AppHistory } from '../platform/react/HistoryRouter';
import { SessionContext } from '../screens/shared/sessionContext';
import { AppRouter } from './AppRouter';
import { LocaleIntl } from './LocaleIntl';

export interface AppProps {
  routes: RouteObject[];
  history: AppHistory;
  /** Stately inspector hook (dev with ?inspect); undefined otherwise. */
  inspect?: (event: InspectionEvent) => void;
}

/**
 * Providers: the session actor (systemId 'session'), intl in the language its `locale` child shows (the wallet's
 * and other areas' English ids join inside src/screens/shared/AreaIntl.tsx, with their screens), the router.
 */
export function App({ routes, history, inspect }: AppProps) {
  return (
    <SessionContext.Provider options={{ systemId: 'session', inspect }}>
      <LocaleIntl>
        <AppRouter routes={routes} history={history} />
      </LocaleIntl>
    </SessionContext.Provider>
  );
}
