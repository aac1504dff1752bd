import { firstChargeHost } from '../../../machines/activity/firstCharge.machine';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { pack } from './firstCharge.coverage';

export const activityHostSpec = defineMachineSpec({
  name: 'activityHost',
  machine: firstChargeHost,
  input: { session: { send: () => undefined } },
  events: [
    { type: 'OPEN', params: { mode: 'page', packs: [pack] }, visitor: 'x:1' },
    { type: 'DEPOSIT.FINISHED' },
    { type: 'CLOSE', visitor: 'x:0' },
    { type: 'CLOSE', visitor: 'x:1' },
    { type: 'CLOSE' },
  ],
  mocks: () => ({}),
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, Math.min(snapshot.context.visits, 2), snapshot.context.run !== null]),
});
