import { sendTo, setup } from 'xstate';
import {
  reloadPage,
  type ServiceWorkerCommand,
  type ServiceWorkerReport,
  serviceWorker,
} from '../../src/platform/pwa/serviceWorker';

/**
 * The installable app's update flow (docs/pwa.md). The service worker (Workbox, built by
 * vite-plugin-pwa) is registered by the platform adapter `serviceWorker` (src/platform/pwa/serviceWorker.ts), invoked
 * here for the app's lifetime; it reports what the browser says:
 *
 * - `SW.REGISTERED` — the worker is registered (it controls the page from the next load);
 * - `SW.UPDATE_READY` — a new version is installed and waits while the old one still controls this page;
 * - `SW.CONTROLLER_CHANGED` — the waiting version took over (after we asked it to);
 * - `SW.UNSUPPORTED` / `SW.FAILED` — no service workers here (dev server, old browser), or registration failed.
 *
 * A waiting version is offered to the player (the reload prompt): Reload asks it to take over (`SKIP_WAITING`) and
 * reloads the page once it does; Later hides the prompt until a newer version waits. If the new version does not
 * take over within ACTIVATE_TIMEOUT_MS, the prompt comes back (`stalled`); when it does take over after all, the
 * page still reloads: the player asked for it, and the old page's code under the new worker could miss its chunks.
 */

/** How long Reload waits for the new version to take over before offering it again. */
export const ACTIVATE_TIMEOUT_MS = 10_000;

/** The tag of the states that show the reload prompt (`updateReady`, and `stalled` after a slow take-over). */
const PROMPT = 'prompt';

export type AppUpdateEvent = ServiceWorkerReport | { type: 'RELOAD' } | { type: 'LATER' };

export const appUpdateMachine = setup({
  types: {
    events: {} as AppUpdateEvent,
    tags: {} as typeof PROMPT,
  },
  actors: { serviceWorker },
  actions: {
    askToTakeOver: sendTo('worker', { type: 'SKIP_WAITING' } satisfies ServiceWorkerCommand),
    reload: () => reloadPage(),
  },
  delays: { activateTimeout: ACTIVATE_TIMEOUT_MS },
}).createMachine({
  id: 'appUpdate',
  invoke: { id: 'worker', src: 'serviceWorker' },
  initial: 'registering',
  states: {
    registering: {
      description: 'The adapter registers the service worker once the page has loaded.',
      on: {
        'SW.REGISTERED': 'current',
        'SW.UPDATE_READY': 'updateReady',
        'SW.UNSUPPORTED': 'unsupported',
        'SW.FAILED': 'failed',
      },
    },
    current: {
      description: 'This version is the newest the browser knows of.',
      on: { 'SW.UPDATE_READY': 'updateReady' },
    },
    updateReady: {
      description: 'A new version waits: the reload prompt is up (Reload, Later).',
      tags: [PROMPT],
      on: {
        RELOAD: { target: 'activating', actions: 'askToTakeOver' },
        LATER: 'dismissed',
      },
    },
    dismissed: {
      description: 'The player chose Later: no prompt until a newer version waits.',
      on: { 'SW.UPDATE_READY': 'updateReady' },
    },
    activating: {
      description: 'The waiting version was asked to take over; the page reloads when it does.',
      on: { 'SW.CONTROLLER_CHANGED': 'reloading' },
      after: { activateTimeout: 'stalled' },
    },
    stalled: {
      tags: [PROMPT],
      description:
        'The version asked to take over has not yet (a busy device): the prompt is back, Reload asks again, and ' +
        'the page still reloads when it takes over, as the player asked.',
      on: {
        'SW.CONTROLLER_CHANGED': 'reloading',
        RELOAD: { target: 'activating', actions: 'askToTakeOver' },
        LATER: 'dismissed',
        'SW.UPDATE_READY': 'updateReady',
      },
    },
    reloading: {
      description: 'The new version controls the page: reload to run its code.',
      entry: 'reload',
      type: 'final',
    },
    unsupported: {
      description: 'No service worker here (dev server, an old browser, a blocked context): nothing to offer.',
      type: 'final',
    },
    failed: {
      description: 'The registration failed (network, a bad worker script): the app runs without one.',
      type: 'final',
    },
  },
});

export type AppUpdateMachine = typeof appUpdateMachine;

/** The reload prompt is up. */
export const updatePromptShowing = (snapshot: { hasTag(tag: typeof PROMPT): boolean }): boolean =>
  snapshot.hasTag(PROMPT);
