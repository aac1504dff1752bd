import type { SupplyClaimed, SupplyEvent, SupplyLoaded } from '../../../machines/activity/supply.machine';
import { supplyMachine } from '../../../machines/activity/supply.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { defineMachineSpec } from '../coverage/measureCoverage';

const data = (isBankrupt: boolean): SupplyLoaded => ({
  isBankrupt,
  hasTurntable: false,
  activityIds: [102],
  activityMap: { '102': { id: 102, type: 102, name: 'Supply', sort: 1 } },
  loginPaying: false,
  hasSignUpBonus: false,
  hasFreeBonus: false,
  totalRecharge: 10_000,
});
const path = '/app/v1/getActivityIds';

const events: SupplyEvent[] = [
  { type: 'xstate.done.actor.load', output: data(true), actorId: 'load' },
  { type: 'xstate.done.actor.load', output: data(false), actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new ErrcodeError(path, 1010, 200), actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new NetworkError(path, new Error('offline')), actorId: 'load' },
  { type: 'CLAIM', id: 0 },
  { type: 'CLAIM', id: 1 },
  { type: 'RETRY' },
  { type: 'ACKNOWLEDGE' },
  {
    type: 'xstate.done.actor.claim',
    output: { propList: [{ propId: 2001, count: 500 }], coin: 500 },
    actorId: 'claim',
  },
  {
    type: 'xstate.error.actor.claim',
    error: new ErrcodeError('/app/v1/bankruptBonus', 1004, 200),
    actorId: 'claim',
  },
];

export const supplySpec = defineMachineSpec({
  name: 'supply',
  machine: supplyMachine,
  input: { session: { send: () => undefined } },
  events,
  mocks: (mocks) => ({
    load: mocks.promise<SupplyLoaded>(),
    claim: mocks.promise<SupplyClaimed, { id: number }>(),
  }),
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.data,
      snapshot.context.claiming,
      snapshot.context.notice?.id ?? null,
    ] as const),
});
