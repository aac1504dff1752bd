import { useActorRef, useSelector } from '@xstate/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createMachine } from 'xstate';

/**
 * The "floor" app of `npm run bench` (docs/bench.md): the lobby's unavoidable libraries — React 19,
 * react-router, react-intl, XState with @xstate/react, the very versions the app uses — rendering one tiny page,
 * each used the least way the lobby itself uses it: a history router with its route table (the lobby renders its
 * routes itself, no data router) and messages parsed at build time (the lobby's catalogues are; the build drops the
 * ICU parser, scripts/build/messages.ts). Nothing the lobby can do costs less than this; its figures sit beside the
 * lobby's, measured in the same run.
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

// Two ids of the app's catalogue (its typing names every id); the texts are the floor's own, already parsed as the
// lobby's build parses its catalogues (a literal is ICU element type 0).
const messages = {
  'app.loading': [{ type: 0, value: 'Lucky Lobby' }],
  'age.title': [{ type: 0, value: 'The floor: one tiny page.' }],
} as never;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <IntlProvider locale="en-PH" defaultLocale="en-PH" messages={messages}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </BrowserRouter>
    </IntlProvider>
  </StrictMode>,
);
