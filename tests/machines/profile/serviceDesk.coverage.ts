import { serviceDeskMachine } from '../../../machines/profile/serviceDesk.machine';
import type { DataOf } from '../../../src/api/contract/map';
import { defineMachineSpec } from '../coverage/measureCoverage';
import type { MockActors } from '../coverage/mockActors';
import { failure } from '../walletFixtures';

const queue: DataOf<'getCustomerServices'> = {
  appCustomerServiceQueue: [
    { id: 1, nickname: 'Live chat', url: '/sandbox/live-chat', isOut: 0, icon: '' },
    { id: 2, nickname: 'Telegram', url: 'https://t.example/help', isOut: 1, icon: '' },
  ],
};

/** Load, fail and retry; chat embedded, external opened and throttled. */
export const serviceDeskSpec = defineMachineSpec({
  name: 'serviceDesk',
  machine: serviceDeskMachine,
  input: undefined,
  events: [
    { type: 'RETRY' },
    { type: 'CHOOSE', id: 1 },
    { type: 'CHOOSE', id: 2 },
    { type: 'CLOSE' },
    { type: 'xstate.done.actor.getCustomerServices', output: queue, actorId: 'getCustomerServices' },
    {
      type: 'xstate.error.actor.getCustomerServices',
      error: failure('/app/v1/getCustomerServices', 1),
      actorId: 'getCustomerServices',
    },
  ],
  mocks: (m: MockActors) => ({ getCustomerServices: m.promise<DataOf<'getCustomerServices'>>() }),
  serializeState: (snapshot: { value: unknown; context: { services: readonly unknown[] } }) =>
    JSON.stringify([snapshot.value, snapshot.context.services.length]),
});
