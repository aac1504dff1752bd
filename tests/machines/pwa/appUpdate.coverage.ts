import type { AppUpdateEvent } from '../../../machines/pwa/appUpdate.machine';
import { appUpdateMachine } from '../../../machines/pwa/appUpdate.machine';
import { defineMachineSpec } from '../coverage/measureCoverage';

const events: AppUpdateEvent[] = [
  { type: 'SW.REGISTERED' },
  { type: 'SW.UPDATE_READY' },
  { type: 'SW.CONTROLLER_CHANGED' },
  { type: 'SW.UNSUPPORTED' },
  { type: 'SW.FAILED' },
  { type: 'RELOAD' },
  { type: 'LATER' },
  { type: 'CONFIG', minVersion: '1.0.0' },
  { type: 'CONFIG', minVersion: '99.0.0' },
];

/** Registration, the reload prompt (Reload, Later, the take-over timeout), the two quiet endings, a required update. */
export const appUpdateSpec = defineMachineSpec({
  name: 'appUpdate',
  machine: appUpdateMachine,
  events,
  mocks: (mocks) => ({ serviceWorker: mocks.callback() }),
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
});
