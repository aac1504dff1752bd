import type { VipRebateClaimed, VipRebateEvent, VipRebateLoaded } from '../../../machines/activity/vipRebate.machine';
import { vipRebateMachine } from '../../../machines/activity/vipRebate.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { VIP_REBATE_BPS } from '../../../src/api/contract/promotions';
import { defineMachineSpec } from '../coverage/measureCoverage';

const rebate = (itemStatus: 0 | 1 | 2): VipRebateLoaded => ({
  vipRebate: { vip: 3, rateBps: 50, bets: 15_000, amount: 75, itemStatus, rates: [...VIP_REBATE_BPS] },
});
const path = '/app/v1/vipRebate';

const events: VipRebateEvent[] = [
  { type: 'xstate.done.actor.load', output: rebate(1), actorId: 'load' },
  { type: 'xstate.done.actor.load', output: rebate(2), actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new ErrcodeError(path, 1010, 200), actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new NetworkError(path, new Error('offline')), actorId: 'load' },
  { type: 'CLAIM', id: 0 },
  { type: 'CLAIM', id: 1 },
  { type: 'RETRY' },
  { type: 'ACKNOWLEDGE' },
  {
    type: 'xstate.done.actor.claim',
    output: { ...rebate(2), propList: [{ propId: 2001, count: 75 }] },
    actorId: 'claim',
  },
  { type: 'xstate.error.actor.claim', error: new ErrcodeError(`${path}Receive`, 1004, 200), actorId: 'claim' },
];

export const vipRebateSpec = defineMachineSpec({
  name: 'vipRebate',
  machine: vipRebateMachine,
  input: { session: { send: () => undefined } },
  events,
  mocks: (mocks) => ({
    load: mocks.promise<VipRebateLoaded>(),
    claim: mocks.promise<VipRebateClaimed, { id: number }>(),
  }),
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.data,
      snapshot.context.claiming,
      snapshot.context.notice?.id ?? null,
    ] as const),
});
