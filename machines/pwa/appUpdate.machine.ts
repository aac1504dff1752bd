import { assign, sendTo, setup } from 'xstate';
import { APP_VERSION, isBelowMinimum } from '../../src/api/contract/appVersion';
import {
  reloadPage,
  type ServiceWorkerCommand,
  type ServiceWorkerReport,
  serviceWorker,
} from '../../src/platform/pwa/serviceWorker';

/**
 * The installable app's update flow (docs/pwa.md). The service worker (Workbox, built by
 * vite-plugin-pwa) is registered by the platform adapter `serviceWorker` (src/platform/pwa/serviceWorker.ts), invoked
 * here for the app's lifetime. Its install downloads and stores the whole app, so it asks the adapter to register
 * (`REGISTER`) only INSTALL_DELAY_MS after the app's start: the first screen's render has the cores and the network
 * first. A version the operator requires (`CONFIG`, below) registers at once.
 * The adapter reports what the browser says:
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
 *
 * A required update (docs/pwa.md "Required update"): the session passes on the operator's minimum version
 * (`CONFIG`, from appConfig). A build older than it cannot go on: `required` covers the app, asks the worker to look
 * for the new version at once, and Update now lets the waiting version take over (or, with no worker, reloads the
 * page, which fetches the new build). There is no Later, and a slow take-over comes back to `required`.
 */

/**
 * How long after the app's start the registration waits: the start-up's answer, the lobby's first render, its lists
 * and pictures come within it on a phone. Installing beside them took most of a core (the worker's thread and the
 * browser's cache writes) from a 2-core phone's render (docs/bench.md).
 */
export const INSTALL_DELAY_MS = 10_000;

/** How long Reload waits for the new version to take over before offering it again. */
export const ACTIVATE_TIMEOUT_MS = 10_000;

/** The tag of the states that show the reload prompt (`updateReady`, and `stalled` after a slow take-over). */
const PROMPT = 'prompt';
/** The tag of the state that covers the app until it updates. */
const REQUIRED = 'required';

export type AppUpdateEvent =
  | ServiceWorkerReport
  | { type: 'RELOAD' }
  | { type: 'LATER' }
  /** The operator's oldest allowed version (webConfig.minAppVersion), passed on by the session. */
  | { type: 'CONFIG'; minVersion: string | undefined };

export interface AppUpdateContext {
  /** This build's version. */
  version: string;
  minVersion: string | undefined;
  /** A new version is installed and waits: taking over needs no download. */
  waiting: boolean;
}

export const appUpdateMachine = setup({
  types: {
    context: {} as AppUpdateContext,
    events: {} as AppUpdateEvent,
    tags: {} as typeof PROMPT | typeof REQUIRED,
  },
  actors: { serviceWorker },
  actions: {
    register: sendTo('worker', { type: 'REGISTER' } satisfies ServiceWorkerCommand),
    askToTakeOver: sendTo('worker', { type: 'SKIP_WAITING' } satisfies ServiceWorkerCommand),
    lookForUpdate: sendTo('worker', { type: 'CHECK' } satisfies ServiceWorkerCommand),
    reload: () => reloadPage(),
    assignMinimum: assign({
      minVersion: ({ event }) => (event.type === 'CONFIG' ? event.minVersion : undefined),
    }),
    noteWaiting: assign({ waiting: true }),
  },
  guards: {
    /** The operator's minimum (this event's, or the one known) is newer than this build. */
    belowMinimum: ({ context, event }) =>
      isBelowMinimum(context.version, event.type === 'CONFIG' ? event.minVersion : context.minVersion),
    versionWaits: ({ context }) => context.waiting,
  },
  delays: { installDelay: INSTALL_DELAY_MS, activateTimeout: ACTIVATE_TIMEOUT_MS },
}).createMachine({
  id: 'appUpdate',
  context: { version: APP_VERSION, minVersion: undefined, waiting: false },
  invoke: { id: 'worker', src: 'serviceWorker' },
  on: {
    CONFIG: [{ guard: 'belowMinimum', target: '.required', actions: 'assignMinimum' }, { actions: 'assignMinimum' }],
  },
  initial: 'waitingForStart',
  states: {
    waitingForStart: {
      description:
        "The first screen comes first: the worker's install would compete with its render. It registers the install " +
        "delay after the app's start; a version the operator requires (CONFIG) registers and goes to required at once.",
      on: {
        CONFIG: { guard: 'belowMinimum', target: 'required', actions: ['assignMinimum', 'register'] },
        'SW.UNSUPPORTED': 'unsupported',
      },
      after: { installDelay: 'registering' },
    },
    registering: {
      description: 'The adapter registers the service worker; it says what the browser answers.',
      entry: 'register',
      on: {
        'SW.REGISTERED': 'current',
        'SW.UPDATE_READY': { target: 'updateReady', actions: 'noteWaiting' },
        'SW.UNSUPPORTED': 'unsupported',
        'SW.FAILED': 'failed',
      },
    },
    current: {
      description: 'This version is the newest the browser knows of.',
      on: { 'SW.UPDATE_READY': { target: 'updateReady', actions: 'noteWaiting' } },
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
      on: { 'SW.UPDATE_READY': { target: 'updateReady', actions: 'noteWaiting' } },
    },
    activating: {
      description: 'The waiting version was asked to take over; the page reloads when it does.',
      on: { 'SW.CONTROLLER_CHANGED': 'reloading' },
      after: { activateTimeout: [{ guard: 'belowMinimum', target: 'required' }, { target: 'stalled' }] },
    },
    required: {
      tags: [REQUIRED],
      description: 'Older than the operator allows: covered until Update now (take-over, else a reload).',
      entry: 'lookForUpdate',
      on: {
        'SW.UPDATE_READY': { actions: 'noteWaiting' },
        'SW.CONTROLLER_CHANGED': 'reloading',
        RELOAD: [{ guard: 'versionWaits', target: 'activating', actions: 'askToTakeOver' }, { target: 'reloading' }],
        CONFIG: { guard: 'belowMinimum', actions: 'assignMinimum' },
      },
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
        'SW.UPDATE_READY': { target: 'updateReady', actions: 'noteWaiting' },
      },
    },
    reloading: {
      description: 'The new version controls the page: reload to run its code.',
      entry: 'reload',
      type: 'final',
    },
    unsupported: {
      description: 'No service worker here (dev server, an old browser, a blocked context): nothing to offer.',
    },
    failed: {
      description: 'The registration failed (network, a bad worker script): the app runs without one.',
    },
  },
});

export type AppUpdateMachine = typeof appUpdateMachine;

/** The reload prompt is up. */
export const updatePromptShowing = (snapshot: { hasTag(tag: typeof PROMPT): boolean }): boolean =>
  snapshot.hasTag(PROMPT);
/** The app is covered until it updates to the operator's minimum version. */
export const updateRequired = (snapshot: { hasTag(tag: typeof REQUIRED): boolean }): boolean =>
  snapshot.hasTag(REQUIRED);
