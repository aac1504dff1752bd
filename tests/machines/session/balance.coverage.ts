import { type Balance, balanceMachine } from '../../../machines/session/balance.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { defineMachineSpec } from '../coverage/measureCoverage';

export const refreshed: Balance = { coin: 12_345, lottery: 800, vip: 1, vipExp: 20, userLevel: 1, bet: 5_000 };

/** The balance refresh: accepted and ignored presses, success, an errcode and a lost connection. */
export const balanceSpec = defineMachineSpec({
  name: 'balance',
  machine: balanceMachine,
  input: {},
  events: [
    { type: 'xstate.done.actor.refreshData', output: refreshed, actorId: 'refreshData' },
    {
      type: 'xstate.error.actor.refreshData',
      error: new ErrcodeError('/app/v1/refreshData', 1002, 200),
      actorId: 'refreshData',
    },
    {
      type: 'xstate.error.actor.refreshData',
      error: new NetworkError('/app/v1/refreshData', new Error('offline')),
      actorId: 'refreshData',
    },
  ],
  mocks: (mocks) => ({ refreshData: mocks.promise<Balance>() }),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.notice?.id ?? null]),
});
