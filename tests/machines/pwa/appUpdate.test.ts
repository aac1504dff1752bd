import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import {
  ACTIVATE_TIMEOUT_MS,
  appUpdateMachine,
  INSTALL_DELAY_MS,
  updatePromptShowing,
  updateRequired,
} from '../../../machines/pwa/appUpdate.machine';
import { APP_VERSION } from '../../../src/api/contract/appVersion';
import type { ServiceWorkerCommand, ServiceWorkerReport } from '../../../src/platform/pwa/serviceWorker';

/** The update machine with a stand-in service-worker adapter, before the start-up answered: the test plays the browser. */
function fresh() {
  const commands: ServiceWorkerCommand[] = [];
  const reloads: number[] = [];
  let report: (event: ServiceWorkerReport) => void = () => {
    throw new Error('the adapter was not started');
  };
  let stopped = false;
  const clock = new SimulatedClock();
  const machine = appUpdateMachine.provide({
    actors: {
      serviceWorker: fromCallback<ServiceWorkerCommand, void, ServiceWorkerReport>(({ sendBack, receive }) => {
        report = sendBack;
        receive((command) => commands.push(command));
        return () => {
          stopped = true;
        };
      }),
    },
    actions: { reload: () => reloads.push(clock.now()) },
  });
  const actor = createActor(machine, { clock }).start();
  return {
    actor,
    clock,
    commands,
    reloads,
    report: (event: ServiceWorkerReport) => report(event),
    state: () => actor.getSnapshot().value,
    stopped: () => stopped,
  };
}

/** The same once the start-up answered with no minimum version and the install delay passed: registering, its REGISTER cleared. */
function start() {
  const app = fresh();
  app.actor.send({ type: 'CONFIG', minVersion: undefined });
  app.clock.increment(INSTALL_DELAY_MS);
  expect(app.commands).toEqual([{ type: 'REGISTER' }]);
  app.commands.length = 0;
  return app;
}

describe('appUpdate', () => {
  it("asks the adapter to register the install delay after the app's start, not before", () => {
    const app = fresh();
    expect(app.state()).toBe('waitingForStart');
    // The start-up's answer changes nothing but the minimum known: the first screen renders with it.
    app.actor.send({ type: 'CONFIG', minVersion: APP_VERSION });
    app.clock.increment(INSTALL_DELAY_MS - 1);
    expect(app.state()).toBe('waitingForStart');
    expect(app.commands).toEqual([]);
    expect(app.actor.getSnapshot().context.minVersion).toBe(APP_VERSION);
    app.clock.increment(1);
    expect(app.state()).toBe('registering');
    expect(app.commands).toEqual([{ type: 'REGISTER' }]);
  });

  it("registers without the start-up's answer: an answer after it changes nothing but the minimum known", () => {
    const app = fresh();
    app.clock.increment(INSTALL_DELAY_MS);
    expect(app.state()).toBe('registering');
    expect(app.commands).toEqual([{ type: 'REGISTER' }]);
    app.actor.send({ type: 'CONFIG', minVersion: APP_VERSION });
    expect(app.commands).toEqual([{ type: 'REGISTER' }]);
  });

  it('a browser without service workers says so before any registration', () => {
    const app = fresh();
    app.report({ type: 'SW.UNSUPPORTED' });
    expect(app.state()).toBe('unsupported');
    app.clock.increment(INSTALL_DELAY_MS);
    expect(app.commands).toEqual([]);
  });

  it('registers, then offers a waiting version; Reload asks it to take over and reloads once it does', () => {
    const app = start();
    expect(app.state()).toBe('registering');
    app.report({ type: 'SW.REGISTERED' });
    expect(app.state()).toBe('current');
    expect(updatePromptShowing(app.actor.getSnapshot())).toBe(false);
    // The first install taking control (clients.claim) is no update: nothing happens.
    app.report({ type: 'SW.CONTROLLER_CHANGED' });
    expect(app.state()).toBe('current');
    app.report({ type: 'SW.UPDATE_READY' });
    expect(app.state()).toBe('updateReady');
    expect(updatePromptShowing(app.actor.getSnapshot())).toBe(true);
    app.actor.send({ type: 'RELOAD' });
    expect(app.state()).toBe('activating');
    expect(app.commands).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(app.reloads).toEqual([]);
    app.report({ type: 'SW.CONTROLLER_CHANGED' });
    expect(app.state()).toBe('reloading');
    expect(app.reloads).toHaveLength(1);
    expect(app.actor.getSnapshot().status).toBe('done');
  });

  it('offers a version already waiting at registration', () => {
    const app = start();
    app.report({ type: 'SW.UPDATE_READY' });
    expect(app.state()).toBe('updateReady');
  });

  it('Later hides the prompt until a newer version waits', () => {
    const app = start();
    app.report({ type: 'SW.REGISTERED' });
    app.report({ type: 'SW.UPDATE_READY' });
    app.actor.send({ type: 'LATER' });
    expect(app.state()).toBe('dismissed');
    app.actor.send({ type: 'RELOAD' });
    expect(app.commands).toEqual([]);
    app.report({ type: 'SW.UPDATE_READY' });
    expect(app.state()).toBe('updateReady');
  });

  it('offers the version again when it does not take over in time, and never reloads meanwhile', () => {
    const app = start();
    app.report({ type: 'SW.REGISTERED' });
    app.report({ type: 'SW.UPDATE_READY' });
    app.actor.send({ type: 'RELOAD' });
    app.clock.increment(ACTIVATE_TIMEOUT_MS - 1);
    expect(app.state()).toBe('activating');
    app.clock.increment(1);
    expect(app.state()).toBe('stalled');
    expect(updatePromptShowing(app.actor.getSnapshot())).toBe(true);
    expect(app.reloads).toEqual([]);
    app.actor.send({ type: 'RELOAD' });
    expect(app.commands).toHaveLength(2);
  });

  /** Reload pressed and the whole wait run out: the prompt is back. */
  function stalled() {
    const app = start();
    app.report({ type: 'SW.REGISTERED' });
    app.report({ type: 'SW.UPDATE_READY' });
    app.actor.send({ type: 'RELOAD' });
    app.clock.increment(ACTIVATE_TIMEOUT_MS);
    expect(app.state()).toBe('stalled');
    return app;
  }

  it('still reloads when the version takes over after the prompt came back (a busy device), as the player asked', () => {
    const app = stalled();
    app.report({ type: 'SW.CONTROLLER_CHANGED' });
    expect(app.state()).toBe('reloading');
    expect(app.reloads).toHaveLength(1);
  });

  it('after the prompt came back, Later and a newer version behave as they do on the first prompt', () => {
    const later = stalled();
    later.actor.send({ type: 'LATER' });
    expect(later.state()).toBe('dismissed');
    // The player chose Later: a take-over now (another tab's Reload) does not reload this page.
    later.report({ type: 'SW.CONTROLLER_CHANGED' });
    expect(later.reloads).toEqual([]);
    const newer = stalled();
    newer.report({ type: 'SW.UPDATE_READY' });
    expect(newer.state()).toBe('updateReady');
  });

  it('gives up quietly where there are no service workers or the registration fails', () => {
    const none = start();
    none.report({ type: 'SW.UNSUPPORTED' });
    expect(none.state()).toBe('unsupported');
    expect(none.stopped()).toBe(false);
    expect(updatePromptShowing(none.actor.getSnapshot())).toBe(false);
    const failed = start();
    failed.report({ type: 'SW.FAILED' });
    expect(failed.state()).toBe('failed');
    expect(updatePromptShowing(failed.actor.getSnapshot())).toBe(false);
  });

  it('reports unsupported from the real adapter outside a browser', () => {
    const actor = createActor(appUpdateMachine).start();
    expect(actor.getSnapshot().value).toBe('unsupported');
  });

  /** A version newer than this build: what an operator requires once a newer build is served. */
  const [major] = APP_VERSION.split('.');
  const NEWER = `${Number(major) + 1}.0.0`;

  describe('a version the operator requires', () => {
    it("in the start-up's own answer: registers and looks for the new version at once", () => {
      const app = fresh();
      app.actor.send({ type: 'CONFIG', minVersion: NEWER });
      expect(app.state()).toBe('required');
      expect(app.commands).toEqual([{ type: 'REGISTER' }, { type: 'CHECK' }]);
      // The registration's own look finds the new version waiting: Update now lets it take over.
      app.report({ type: 'SW.REGISTERED' });
      app.report({ type: 'SW.UPDATE_READY' });
      app.actor.send({ type: 'RELOAD' });
      expect(app.state()).toBe('activating');
    });

    it('covers the app and looks for the new version at once; Update now lets the waiting version take over', () => {
      const app = start();
      app.report({ type: 'SW.REGISTERED' });
      app.actor.send({ type: 'CONFIG', minVersion: APP_VERSION });
      expect(app.state()).toBe('current');
      app.actor.send({ type: 'CONFIG', minVersion: NEWER });
      expect(app.state()).toBe('required');
      expect(updateRequired(app.actor.getSnapshot())).toBe(true);
      expect(updatePromptShowing(app.actor.getSnapshot())).toBe(false);
      expect(app.commands).toEqual([{ type: 'CHECK' }]);
      app.report({ type: 'SW.UPDATE_READY' });
      expect(app.state()).toBe('required');
      app.actor.send({ type: 'LATER' });
      expect(app.state()).toBe('required');
      app.actor.send({ type: 'RELOAD' });
      expect(app.state()).toBe('activating');
      expect(app.commands).toEqual([{ type: 'CHECK' }, { type: 'SKIP_WAITING' }]);
      app.report({ type: 'SW.CONTROLLER_CHANGED' });
      expect(app.reloads).toHaveLength(1);
    });

    it('a slow take-over comes back to the required update, never to a prompt with Later', () => {
      const app = start();
      app.report({ type: 'SW.REGISTERED' });
      app.report({ type: 'SW.UPDATE_READY' });
      app.actor.send({ type: 'CONFIG', minVersion: NEWER });
      app.actor.send({ type: 'RELOAD' });
      app.clock.increment(ACTIVATE_TIMEOUT_MS);
      expect(app.state()).toBe('required');
      expect(app.reloads).toEqual([]);
    });

    it('with no worker (or none found yet), Update now reloads the page to fetch the new build', () => {
      const none = start();
      none.report({ type: 'SW.UNSUPPORTED' });
      none.actor.send({ type: 'CONFIG', minVersion: NEWER });
      expect(none.state()).toBe('required');
      none.actor.send({ type: 'RELOAD' });
      expect(none.state()).toBe('reloading');
      expect(none.reloads).toHaveLength(1);
    });

    it('an unreadable or absent minimum requires nothing', () => {
      const app = start();
      app.report({ type: 'SW.REGISTERED' });
      app.actor.send({ type: 'CONFIG', minVersion: 'next' });
      app.actor.send({ type: 'CONFIG', minVersion: undefined });
      expect(app.state()).toBe('current');
      expect(app.commands).toEqual([]);
    });
  });
});
