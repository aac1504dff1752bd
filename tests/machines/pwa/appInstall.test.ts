import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { appInstallMachine } from '../../../machines/pwa/appInstall.machine';
import type { InstallOfferEvent, InstallOutcome } from '../../../src/platform/pwa/installPrompt';

/** The install-offer machine with stand-ins for the browser: the test plays beforeinstallprompt and the dialog. */
function start(outcome: InstallOutcome | Error) {
  const dialogs: number[] = [];
  let report: (event: InstallOfferEvent) => void = () => {};
  const machine = appInstallMachine.provide({
    actors: {
      installOffers: fromCallback(({ sendBack }) => {
        report = sendBack;
      }),
      install: fromPromise<InstallOutcome>(async () => {
        dialogs.push(1);
        if (outcome instanceof Error) throw outcome;
        return outcome;
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, dialogs, report: (event: InstallOfferEvent) => report(event) };
}

describe('appInstall', () => {
  it('offers Install only after the browser offered it, and opens its dialog once per offer', async () => {
    const app = start('accepted');
    app.actor.send({ type: 'INSTALL' });
    expect(app.actor.getSnapshot().value).toBe('unavailable');
    expect(app.dialogs).toEqual([]);
    app.report({ type: 'INSTALL_OFFERED' });
    expect(app.actor.getSnapshot().value).toBe('offered');
    app.actor.send({ type: 'INSTALL' });
    expect(app.actor.getSnapshot().value).toBe('prompting');
    await waitFor(app.actor, (s) => s.value !== 'prompting');
    expect(app.actor.getSnapshot().value).toBe('unavailable');
    expect(app.actor.getSnapshot().context.outcome).toBe('accepted');
    expect(app.dialogs).toHaveLength(1);
    // appinstalled: done for good.
    app.report({ type: 'INSTALLED' });
    expect(app.actor.getSnapshot().value).toBe('installed');
    expect(app.actor.getSnapshot().status).toBe('done');
  });

  it('a cancelled dialog waits for the next offer; a failing one too', async () => {
    const cancelled = start('dismissed');
    cancelled.report({ type: 'INSTALL_OFFERED' });
    cancelled.actor.send({ type: 'INSTALL' });
    await waitFor(cancelled.actor, (s) => s.value === 'unavailable');
    expect(cancelled.actor.getSnapshot().context.outcome).toBe('dismissed');
    cancelled.report({ type: 'INSTALL_OFFERED' });
    expect(cancelled.actor.getSnapshot().value).toBe('offered');
    const failing = start(new Error('prompt() may only be called once'));
    failing.report({ type: 'INSTALL_OFFERED' });
    failing.actor.send({ type: 'INSTALL' });
    await waitFor(failing.actor, (s) => s.value === 'unavailable');
    expect(failing.actor.getSnapshot().context.outcome).toBe('unavailable');
  });

  it('hears nothing outside a browser (the real adapter)', () => {
    const actor = createActor(appInstallMachine).start();
    expect(actor.getSnapshot().value).toBe('unavailable');
  });
});
