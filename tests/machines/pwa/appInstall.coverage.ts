import type { AppInstallEvent } from '../../../machines/pwa/appInstall.machine';
import { appInstallMachine } from '../../../machines/pwa/appInstall.machine';
import { defineMachineSpec } from '../coverage/measureCoverage';

const events: AppInstallEvent[] = [
  { type: 'INSTALL_OFFERED' },
  { type: 'INSTALLED' },
  { type: 'INSTALL' },
  { type: 'xstate.done.actor.install', output: 'accepted' },
  { type: 'xstate.error.actor.install', error: new Error('prompt() failed') },
];

/** The browser's install offer: offered, the dialog (accepted or failing), installed. */
export const appInstallSpec = defineMachineSpec({
  name: 'appInstall',
  machine: appInstallMachine,
  events,
  mocks: (mocks) => ({ installOffers: mocks.callback(), install: mocks.promise() }),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.outcome]),
});
