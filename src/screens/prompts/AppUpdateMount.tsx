import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { appUpdateMachine, updatePromptShowing } from '../../../machines/pwa/appUpdate.machine';

/** The reload prompt's dialog and its messages load only when a new version waits (most visits never need them). */
const AppUpdatePrompt = lazy(() => import('./AppUpdatePrompt').then((module) => ({ default: module.AppUpdatePrompt })));

/**
 * Runs the update machine (machines/pwa/appUpdate.machine.ts) for the app's lifetime: it registers the service
 * worker after the page has loaded and shows the reload prompt when a new version is ready (docs/pwa.md). The
 * hidden marker carries the machine's state for the e2e tests.
 */
export function AppUpdateMount() {
  const update = useActorRef(appUpdateMachine);
  const state = useSelector(update, (snapshot) => String(snapshot.value));
  const prompt = useSelector(update, updatePromptShowing);
  return (
    <>
      <span data-app-update={state} hidden />
      {prompt && (
        <Suspense fallback={null}>
          <AppUpdatePrompt update={update} />
        </Suspense>
      )}
    </>
  );
}
