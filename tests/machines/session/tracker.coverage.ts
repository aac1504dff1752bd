import type { TrackerEvent } from '../../../machines/session/tracker.machine';
import { trackerMachine } from '../../../machines/session/tracker.machine';
import { NetworkError } from '../../../src/api/client/errors';
import { defineMachineSpec } from '../coverage/measureCoverage';

const events: TrackerEvent[] = [
  { type: 'TRACK', event: 'page_view', params: { path: '/lobby/home' } },
  { type: 'USER', userId: 7 },
  { type: 'ACTION', event: 'first_charge_buy' },
  { type: 'HIDDEN' },
  { type: 'xstate.done.actor.send', output: { accepted: 20 }, actorId: 'send' },
  {
    type: 'xstate.error.actor.send',
    error: new NetworkError('/app/v1/anonymous/appEventLogClient', new Error('offline')),
    actorId: 'send',
  },
];

/** Batches of 2 keep the graph small; queue lengths up to two batches and a bit reach every transition. */
export const trackerSpec = defineMachineSpec({
  name: 'tracker',
  machine: trackerMachine,
  input: { batchSize: 2 },
  events,
  mocks: (mocks) => ({ send: mocks.promise<unknown, unknown>(), watchVisibility: mocks.callback() }),
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      Math.min(snapshot.context.queue.length, 5),
      snapshot.context.inFlight,
      snapshot.context.userId,
    ]),
});
