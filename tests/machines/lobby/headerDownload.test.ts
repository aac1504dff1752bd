import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { headerDownloadMachine } from '../../../machines/lobby/headerDownload.machine';
import { headerBarBusy, headerBarInstalls, headerBarShown } from '../../../machines/lobby/headerDownload.selectors';
import type { InstallContext } from '../../../src/platform/pwa/installContext';
import type { InstallOutcome } from '../../../src/platform/pwa/installPrompt';
import { local } from '../../../src/platform/storage/storage';
import { androidChrome, iosSafari } from './headerDownload.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The bar's machine; `outcome` is what the player picks in the browser's install dialog. */
function start(install: InstallContext, apk: boolean, outcome: InstallOutcome = 'dismissed') {
  const actor = createActor(
    headerDownloadMachine.provide({
      actors: {
        installOffers: fromCallback(() => undefined),
        install: fromPromise<InstallOutcome>(async () => outcome),
      },
    }),
    { clock: new SimulatedClock(), input: { install, apk } },
  );
  actor.start();
  return actor;
}

describe('the header download bar', () => {
  beforeEach(() => local.clear());

  it('offers the app page on iOS and on Android with an APK; shows nothing where there is nothing to install', () => {
    expect(headerBarShown(start(iosSafari, false).getSnapshot())).toBe(true);
    expect(headerBarShown(start(androidChrome, true).getSnapshot())).toBe(true);
    expect(headerBarInstalls(start(androidChrome, true).getSnapshot())).toBe(false);
    expect(headerBarShown(start(androidChrome, false).getSnapshot())).toBe(false);
  });

  it('never shows inside the installed app or off a phone', () => {
    expect(headerBarShown(start({ ...iosSafari, installed: true, mobileBrowser: false }, true).getSnapshot())).toBe(
      false,
    );
    expect(headerBarShown(start({ ...androidChrome, android: false, mobileBrowser: false }, true).getSnapshot())).toBe(
      false,
    );
  });

  it('turns into Install when the browser offers; a cancelled dialog spends the offer', async () => {
    const actor = start(androidChrome, false);
    actor.send({ type: 'INSTALL_OFFERED' });
    expect(headerBarInstalls(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'INSTALL' });
    expect(headerBarBusy(actor.getSnapshot())).toBe(true);
    await flush();
    // Dismissed in the browser's dialog: without an APK there is nothing else to offer until a new offer.
    expect(headerBarShown(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'INSTALL_OFFERED' });
    expect(headerBarInstalls(actor.getSnapshot())).toBe(true);
  });

  it('goes for good once installed', async () => {
    const actor = start(androidChrome, true, 'accepted');
    actor.send({ type: 'INSTALL_OFFERED' });
    actor.send({ type: 'INSTALL' });
    await flush();
    expect(actor.getSnapshot().value).toBe('installed');
    // A late offer event changes nothing: the app is installed.
    actor.send({ type: 'INSTALL_OFFERED' });
    expect(headerBarShown(actor.getSnapshot())).toBe(false);
    expect(headerBarShown(actor.getSnapshot())).toBe(false);
  });

  it('remembers Close on this device: the next visit shows nothing', () => {
    const actor = start(iosSafari, false);
    actor.send({ type: 'DISMISS' });
    expect(headerBarShown(actor.getSnapshot())).toBe(false);
    expect(local.get('showHeaderDownload')).toBe(false);
    // An install offer later in the visit does not bring it back.
    actor.send({ type: 'INSTALL_OFFERED' });
    expect(headerBarShown(actor.getSnapshot())).toBe(false);
    expect(headerBarShown(start(iosSafari, false).getSnapshot())).toBe(false);
  });
});
