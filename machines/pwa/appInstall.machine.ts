import { assign, fromPromise, setup } from 'xstate';
import { type InstallOutcome, installOffers, promptInstall } from '../../src/platform/pwa/installPrompt';

/**
 * The browser's offer to install the web app (docs/pwa.md). The platform adapter
 * (src/platform/pwa/installPrompt.ts) catches `beforeinstallprompt` and reports it here as INSTALL_OFFERED, and
 * `appinstalled` as INSTALLED. While an offer is open, the download popup, the Android Chrome prompt and
 * /apkdownload show Install: INSTALL opens the browser's own install dialog (one use per offer; the browser makes a
 * new offer later if the player cancels). Safari (iOS) makes no offer: the iOS add-to-home-screen guide stays.
 * Each of those screens runs its own actor (they load lazily; the adapter keeps the offer between them).
 */
export type AppInstallEvent =
  | { type: 'INSTALL_OFFERED' }
  | { type: 'INSTALLED' }
  | { type: 'INSTALL' }
  | { type: 'xstate.done.actor.install'; output: InstallOutcome }
  | { type: 'xstate.error.actor.install'; error: unknown };

export interface AppInstallContext {
  /** What the player chose in the last install dialog. */
  outcome: InstallOutcome | null;
}

export const appInstallMachine = setup({
  types: { context: {} as AppInstallContext, events: {} as AppInstallEvent },
  actors: {
    installOffers,
    install: fromPromise<InstallOutcome>(() => promptInstall()),
  },
}).createMachine({
  id: 'appInstall',
  context: { outcome: null },
  invoke: { id: 'installOffers', src: 'installOffers' },
  on: { INSTALLED: '.installed' },
  initial: 'unavailable',
  states: {
    unavailable: {
      description: 'The browser has made no install offer (not installable yet, Safari, already installed).',
      on: { INSTALL_OFFERED: 'offered' },
    },
    offered: {
      description: 'The browser offers to install: the prompts and /apkdownload show Install.',
      on: { INSTALL: 'prompting' },
    },
    prompting: {
      description: "The browser's install dialog is up (Install or Cancel).",
      invoke: {
        id: 'install',
        src: 'install',
        onDone: { target: 'unavailable', actions: assign({ outcome: ({ event }) => event.output }) },
        onError: { target: 'unavailable', actions: assign({ outcome: () => 'unavailable' as const }) },
      },
    },
    installed: {
      description: 'The app was installed from this page (appinstalled).',
      type: 'final',
    },
  },
});

export type AppInstallMachine = typeof appInstallMachine;
