import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type AppUpdateMachine, updatePromptShowing, updateRequired } from '../../../machines/pwa/appUpdate.machine';
import { useSessionChild } from '../shared/sessionChildren';

/** The update dialogs and their messages load only when a new version waits or one is required (most visits never). */
const AppUpdatePrompt = lazy(() => import('./AppUpdatePrompt').then((module) => ({ default: module.AppUpdatePrompt })));
const AppUpdateRequired = lazy(() =>
  import('./AppUpdatePrompt').then((module) => ({ default: module.AppUpdateRequired })),
);

/**
 * Shows the session's update child (machines/pwa/appUpdate.machine.ts, systemId 'appUpdate'): it registers the
 * service worker after the page has loaded, offers the reload prompt when a new version is ready, and covers the app
 * when the operator requires a newer version (docs/pwa.md). The hidden marker carries its state for the e2e tests.
 */
export function AppUpdateMount() {
  const update = useSessionChild('appUpdate');
  return update ? <AppUpdateView update={update} /> : null;
}

function AppUpdateView({ update }: { update: ActorRefFrom<AppUpdateMachine> }) {
  const state = useSelector(update, (snapshot) => String(snapshot.value));
  const prompt = useSelector(update, updatePromptShowing);
  const required = useSelector(update, updateRequired);
  return (
    <>
      <span data-app-update={state} hidden />
      {(prompt || required) && (
        <Suspense fallback={null}>
          {required ? <AppUpdateRequired update={update} /> : <AppUpdatePrompt update={update} />}
        </Suspense>
      )}
    </>
  );
}
