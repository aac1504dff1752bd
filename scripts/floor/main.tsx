import { useActorRef, useSelector } from '@xstate/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createMachine } from 'xstate';

/**
 * The "floor" app of `npm run bench` (docs/bench.md): the lobby's unavoidable libraries — React 19,
 * react-router, react-intl, XState with @xstate/react, the very versions the app uses — rendering one tiny page.
 * Nothing the lobby can do costs less than this; its figures sit beside the lobby's, measured in the same run.
 */
const floorMachine = createMachine({ id: 'floor', initial: 'shown', states: { shown: {} } });

function Page() {
  const actor = useActorRef(floorMachine);
  const state = useSelector(actor, (snapshot) => String(snapshot.value));
  return (
    <main data-state={state}>
      <h1>
        <FormattedMessage id="app.loading" />
      </h1>
      <p>
        <FormattedMessage id="age.title" />
      </p>
    </main>
  );
}

// Two ids of the app's catalogue (its typing names every id); the texts are the floor's own.
const messages = { 'app.loading': 'Lucky Lobby', 'age.title': 'The floor: one tiny page.' } as never;
const router = createBrowserRouter([{ path: '*', element: <Page /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <IntlProvider locale="en-PH" defaultLocale="en-PH" messages={messages}>
      <RouterProvider router={router} />
    </IntlProvider>
  </StrictMode>,
);
