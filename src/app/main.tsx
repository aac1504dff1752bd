import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { isDesktop } from '../platform/device/clientFacts';
import { followNavigateUntilMounted } from '../platform/navigation/navigation';
import { bootShellShown, dropBootShellWhenStarted } from '../platform/startup/bootShell';
import { nextTask } from '../platform/startup/nextTask';
// The browser's install offer may come before any screen asks for it: catch it from the start.
import '../platform/pwa/installOffer';
import { type SessionActor, startSession } from '../screens/shared/sessionContext';
import { waitsForStartup } from '../screens/shared/sessionStatus';
import '../ui/theme.css';
import { App } from './App';
import { loadInspect } from './inspector';
import { mobileRoutes } from './routes/mobile';
import { prepareRoute } from './routes/tree';

/** Entry: pick the layout once (spec §1 desktop mode), attach the inspector when asked, then render. */
async function start() {
  const desktop = isDesktop();
  // Also the rem base's switch (src/ui/theme.css `:root`).
  document.documentElement.dataset.layout = desktop ? 'desktop' : 'mobile';
  const inspect = await loadInspect(location.search);
  // The desktop tree loads only on desktop: the mobile guest's home bundle (the budgeted one) skips it.
  const routes = desktop ? (await import('./routes/desktop')).desktopRoutes : mobileRoutes;
  const history = createBrowserHistory({ window, v5Compat: true });
  // Evaluating the app's modules (its machines, its route table) was one long task: the session's start and the
  // first page's match are tasks of their own, so the main thread can paint and answer between them
  // (docs/bench.md).
  await nextTask();
  const session = startSession({ inspect });
  // Until the app root follows the session's `navigate` (src/app/AppRoot.tsx), the history does.
  followNavigateUntilMounted(session, history);
  await nextTask();
  // The first page's layout and screen, side by side, before the first render (a failure shows in the page).
  await prepareRoute(routes, history.location);
  // Under the server-painted first screen the app's start-up skeleton would never be seen: the app renders once the
  // session has something to paint. A first render running while the session's start-up changes its state found
  // it changed when done, and React threw it away and rendered the whole app again in one blocking pass (~25 ms
  // observed; docs/bench.md).
  if (bootShellShown()) await startedUp(session);
  const root = document.getElementById('root')!;
  dropBootShellWhenStarted(root);
  // The first render in a transition: React renders the app a few milliseconds at a time between frames instead
  // of in one long task (a default-priority render never yields), so input and the first paint are not held.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App routes={routes} history={history} session={session} />
      </StrictMode>,
    ),
  );
}

/**
 * Resolves once the session's start-up has something to paint (a lobby, a stored catalogue or its failure), or once
 * the session stopped for any reason: the app then renders what there is.
 */
function startedUp(session: SessionActor): Promise<void> {
  return new Promise((resolve) => {
    // A stopped session calls `error` or `complete` at once, from inside `subscribe`; it has no observers to drop.
    const subscription = session.subscribe({
      next: (snapshot) => {
        if (waitsForStartup(snapshot)) return;
        subscription.unsubscribe();
        resolve();
      },
      error: () => resolve(),
      complete: () => resolve(),
    });
    if (!waitsForStartup(session.getSnapshot())) {
      subscription.unsubscribe();
      resolve();
    }
  });
}

void start();
