import { IntlProvider } from 'react-intl';
import type { createBrowserRouter } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import type { InspectionEvent } from 'xstate';
import { catalogues, DEFAULT_LOCALE } from '../platform/intl/messages';
import { useRemLayout } from '../platform/react/useRemLayout';
import { SessionContext } from '../screens/shared/sessionContext';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  desktop: boolean;
  /** Stately inspector hook (dev with ?inspect); undefined otherwise. */
  inspect?: (event: InspectionEvent) => void;
}

/** Providers: intl (en-PH), the session actor (systemId 'session'), the router of the chosen layout. */
export function App({ router, desktop, inspect }: AppProps) {
  useRemLayout(desktop);
  return (
    <IntlProvider locale={DEFAULT_LOCALE} defaultLocale={DEFAULT_LOCALE} messages={catalogues[DEFAULT_LOCALE]}>
      <SessionContext.Provider options={{ systemId: 'session', inspect }}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </IntlProvider>
  );
}
