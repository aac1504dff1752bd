import type { CouponsEvent, CouponsLoaded } from '../../../machines/activity/coupons.machine';
import { couponsMachine } from '../../../machines/activity/coupons.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { defineMachineSpec } from '../coverage/measureCoverage';

const path = '/app/v1/couponList';
const loaded: CouponsLoaded = { list: [{ propId: 1001, percent: 10, paramStr: { limitAmount: 10_000 } }] };

const events: CouponsEvent[] = [
  { type: 'xstate.done.actor.load', output: loaded, actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new ErrcodeError(path, 1010, 200), actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new NetworkError(path, new Error('offline')), actorId: 'load' },
  { type: 'RETRY' },
  { type: 'ACKNOWLEDGE' },
];

export const couponsSpec = defineMachineSpec({
  name: 'coupons',
  machine: couponsMachine,
  input: {},
  events,
  mocks: (mocks) => ({ load: mocks.promise<CouponsLoaded>() }),
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.data, snapshot.context.notice?.id ?? null] as const),
});
