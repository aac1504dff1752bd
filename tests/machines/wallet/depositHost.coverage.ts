import { fromCallback } from 'xstate';
import { lazyChild } from '../../../machines/shared/lazyChild';
import type { DepositMachine } from '../../../machines/wallet/deposit.machine';
import { DEPOSIT_HOST_CHART, loadDeposit, type SessionToDeposit } from '../../../machines/wallet/depositHost.machine';
import { NetworkError } from '../../../src/api/client/errors';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { bdo, walletChannel } from './deposit.coverage';

/** The deposit as the loader delivers it: a stand-in child (the deposit machine has its own spec). */
const depositCode = fromCallback(() => undefined) as unknown as DepositMachine;
const open: SessionToDeposit = { type: 'OPEN', channels: [walletChannel], banks: {}, options: { amount: 10_000 } };

/**
 * The session's host with its chart but no systemId: the path generator (xstate/graph) walks every branch in one
 * actor system, where the deposit started on two branches would claim the same systemId.
 */
const depositHost = lazyChild(loadDeposit, DEPOSIT_HOST_CHART);

export const depositHostSpec = defineMachineSpec({
  name: 'depositHost',
  machine: depositHost,
  events: [
    open,
    { type: 'BANKS.CHANGED', banks: { [String(bdo.bankId)]: bdo } },
    { type: 'RESET' },
    { type: 'xstate.done.actor.load', output: depositCode, actorId: 'load' },
    {
      type: 'xstate.error.actor.load',
      error: new NetworkError('/assets/deposit.js', new Error('offline')),
      actorId: 'load',
    },
  ],
  input: { session: { send: () => undefined } },
  mocks: (mocks) => ({ load: mocks.promise<DepositMachine>() }),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.waiting.map((event) => event.type)]),
});
