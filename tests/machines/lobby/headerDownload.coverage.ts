import { headerDownloadMachine } from '../../../machines/lobby/headerDownload.machine';
import type { InstallContext } from '../../../src/platform/pwa/installContext';
import type { InstallOutcome } from '../../../src/platform/pwa/installPrompt';
import { local } from '../../../src/platform/storage/storage';
import { defineMachineSpec } from '../coverage/measureCoverage';

/** Chrome on an Android phone, outside the installed app. */
export const androidChrome: InstallContext = {
  mobileBrowser: true,
  installed: false,
  ios: false,
  android: true,
  chrome: true,
};
export const iosSafari: InstallContext = { ...androidChrome, android: false, chrome: false, ios: true };

const spec = (install: InstallContext, apk: boolean, dismissed = false) =>
  defineMachineSpec({
    name: 'headerDownload',
    machine: headerDownloadMachine,
    input: { install, apk },
    events: [
      { type: 'INSTALL_OFFERED' },
      { type: 'INSTALLED' },
      { type: 'INSTALL' },
      { type: 'DISMISS' },
      { type: 'xstate.done.actor.install', output: 'accepted' as InstallOutcome, actorId: 'install' as const },
      { type: 'xstate.done.actor.install', output: 'dismissed' as InstallOutcome, actorId: 'install' as const },
      { type: 'xstate.error.actor.install', error: new Error('prompt() failed'), actorId: 'install' as const },
    ],
    mocks: (mocks) => ({ installOffers: mocks.callback(), install: mocks.promise<InstallOutcome>() }),
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.offered,
        snapshot.context.dismissed,
        snapshot.context.install.installed,
      ]),
    prepare: () => {
      local.clear();
      if (dismissed) local.set('showHeaderDownload', false);
    },
  });

/**
 * Android Chrome without an APK (nothing until the browser offers), with one (the app page), iOS Safari (the page's
 * add-to-home-screen steps), and a phone whose player closed the bar before.
 */
export const headerDownloadSpecs = [
  spec(androidChrome, false),
  spec(androidChrome, true),
  spec(iosSafari, false),
  spec(androidChrome, true, true),
];
