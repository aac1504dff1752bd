import { assign, fromPromise, setup } from 'xstate';
import type { InstallContext } from '../../src/platform/pwa/installContext';
import {
  type InstallOfferEvent,
  type InstallOutcome,
  installOffers,
  promptInstall,
} from '../../src/platform/pwa/installPrompt';
import { local } from '../../src/platform/storage/storage';
import type { Settled } from '../shared/actorEvents';
import type { TypesOf } from '../shared/machineTypes';

/**
 * The header download bar (spec §3 local storage `showHeaderDownload`; docs/promotions.md "The header download
 * bar"): a slim bar above the home header on a phone that offers the installable app, the quiet companion of the
 * download popup. The home mounts it (src/screens/lobby/HeaderDownload.tsx, a lazy chunk) only while no prompt is on
 * screen, in non-green mode, on a mobile browser, and unless the player closed it before.
 *
 * What it offers: Install (the browser's own dialog) while the browser makes an install offer; else Get the app
 * (/apkdownload: the add-to-home-screen steps on iOS, the APK where the configuration names one); else nothing (a
 * browser that can neither install nor be shown how: the bar stays hidden until an offer comes). Never inside the
 * installed app. Close remembers `showHeaderDownload: false` on this device for good; installing hides it too.
 */

export interface HeaderDownloadInput {
  /** Where the app runs (the prompts' reading of the browser). */
  install: InstallContext;
  /** The configuration names a real APK (/apkdownload offers it). */
  apk: boolean;
}

export interface HeaderDownloadContext {
  install: InstallContext;
  apk: boolean;
  /** The browser holds an install offer. */
  offered: boolean;
  /** The player closed the bar on this device before. */
  dismissed: boolean;
}

export type HeaderDownloadEvent =
  | InstallOfferEvent
  | { type: 'INSTALL' }
  | { type: 'DISMISS' }
  | Settled<InstallOutcome, 'install'>;

export const headerDownloadMachine = setup({
  types: {} as TypesOf<HeaderDownloadContext, HeaderDownloadEvent, HeaderDownloadInput, 'installOffers' | 'install'>,
  actors: {
    installOffers,
    install: fromPromise<InstallOutcome>(() => promptInstall()),
  },
  guards: {
    notForHere: ({ context }) => context.dismissed || context.install.installed || !context.install.mobileBrowser,
    offered: ({ context }) => context.offered,
    /** /apkdownload has something for this phone: the iOS steps, or an APK. */
    pageHasSomething: ({ context }) => context.install.ios || (context.install.android && context.apk),
    accepted: ({ event }) => event.type === 'xstate.done.actor.install' && event.output === 'accepted',
  },
  actions: {
    assignOffered: assign({ offered: true }),
    /** An offer is good for one dialog: the browser makes a new one if the player cancelled. */
    spendOffer: assign({ offered: false }),
    rememberDismissed: assign(() => {
      local.set('showHeaderDownload', false);
      return { dismissed: true };
    }),
    /** Installed from this page: the browser will not offer again, and neither does the bar. */
    assignInstalled: assign({ install: ({ context }) => ({ ...context.install, installed: true }) }),
  },
}).createMachine({
  id: 'headerDownload',
  context: ({ input }) => ({
    install: input.install,
    apk: input.apk,
    offered: false,
    dismissed: local.get('showHeaderDownload') === false,
  }),
  invoke: { id: 'installOffers', src: 'installOffers' },
  on: {
    INSTALL_OFFERED: { target: '.deciding', actions: 'assignOffered' },
    INSTALLED: { target: '.installed', actions: 'assignInstalled' },
  },
  initial: 'deciding',
  states: {
    deciding: {
      description: 'What this phone can be offered: Install, the app page, or nothing.',
      always: [
        { guard: 'notForHere', target: 'hidden' },
        { guard: 'offered', target: 'offering' },
        { guard: 'pageHasSomething', target: 'linking' },
        { target: 'hidden' },
      ],
    },
    hidden: {
      description: 'Nothing to offer here (yet): no bar; an install offer may still come.',
    },
    offering: {
      tags: ['shown', 'install'],
      description: "The bar with Install (the browser's dialog) and Close.",
      on: { INSTALL: 'prompting', DISMISS: 'dismissed' },
    },
    linking: {
      tags: ['shown'],
      description: 'The bar with Get the app (/apkdownload) and Close.',
      on: { DISMISS: 'dismissed' },
    },
    prompting: {
      tags: ['shown', 'install', 'busy'],
      description: "The browser's install dialog is up.",
      invoke: {
        id: 'install',
        src: 'install',
        onDone: [
          { guard: 'accepted', target: 'installed', actions: 'assignInstalled' },
          { target: 'deciding', actions: 'spendOffer' },
        ],
        onError: { target: 'deciding', actions: 'spendOffer' },
      },
    },
    dismissed: {
      entry: 'rememberDismissed',
      description: 'Closed by the player: remembered on this device (`showHeaderDownload: false`).',
    },
    installed: {
      description: 'The app was installed from this page: nothing more to offer.',
    },
  },
});

export type HeaderDownloadMachine = typeof headerDownloadMachine;
