import { IntlProvider } from 'react-intl';
import type { createBrowserRouter } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import type { InspectionEvent } from 'xstate';
import { catalogues, DEFAULT_LOCALE, type MessageId } from '../platform/intl/messages';
import { useRemLayout } from '../platform/react/useRemLayout';
import { SessionContext } from '../screens/shared/sessionContext';

// Typed with every id, but the wallet's ids join only inside src/screens/shared/WalletIntl.tsx (they load with the
// wallet screens); tests/unit/intl-catalogue.test.ts checks that only those screens name them.
const startMessages = catalogues[DEFAULT_LOCALE] as Record<MessageId, string>;

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
    <IntlProvider locale={DEFAULT_LOCALE} defaultLocale={DEFAULT_LOCALE} messages={startMessages}>
      <SessionContext.Provider options={{ systemId: 'session', inspect }}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </IntlProvider>
  );
}
