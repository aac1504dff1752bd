import type { createBrowserRouter } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import type { InspectionEvent } from 'xstate';
import { useRemLayout } from '../platform/react/useRemLayout';
import { SessionContext } from '../screens/shared/sessionContext';
import { LocaleIntl } from './LocaleIntl';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  desktop: boolean;
  /** Stately inspector hook (dev with ?inspect); undefined otherwise. */
  inspect?: (event: InspectionEvent) => void;
}

/**
 * Providers: the session actor (systemId 'session'), intl in the language its `locale` child shows (the wallet's
 * and other areas' English ids join inside src/screens/shared/AreaIntl.tsx, with their screens), the router.
 */
export function App({ router, desktop, inspect }: AppProps) {
  useRemLayout(desktop);
  return (
    <SessionContext.Provider options={{ systemId: 'session', inspect }}>
      <LocaleIntl>
        <RouterProvider router={router} />
      </LocaleIntl>
    </SessionContext.Provider>
  );
}
