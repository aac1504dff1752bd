import {
  type SafeboxMoved,
  type SafeboxState,
  safeboxMachine,
  type TransferRequest,
} from '../../machines/wallet/safebox.machine';
import { WALLET_ERRCODE } from '../../machines/wallet/walletSession';
import { defineMachineSpec } from './coverage/measureCoverage';
import { failure } from './walletFixtures';

const balances = (hasSafeboxPassword: number) => ({
  type: 'xstate.done.actor.getSafebox' as const,
  output: { coin: 100_000, safebox: 50_000, hasSafeboxPassword },
  actorId: 'getSafebox' as const,
});
const refused = (errcode: number) => ({
  type: 'xstate.error.actor.transfer' as const,
  error: failure('/app/v1/safeboxTransfer', errcode),
  actorId: 'transfer' as const,
});

/** Into and out of the safe, with and without a wallet password, a good and a bad password and amount. */
export const safeboxSpec = defineMachineSpec({
  name: 'safebox',
  machine: safeboxMachine,
  input: { publicKey: 'test-key' },
  events: [
    balances(1),
    balances(0),
    { type: 'xstate.error.actor.getSafebox', error: failure('/app/v1/getSafebox'), actorId: 'getSafebox' as const },
    { type: 'DIRECTION.SELECT', direction: 'out' },
    { type: 'DIRECTION.SELECT', direction: 'in' },
    { type: 'AMOUNT.CHANGE', value: '100' },
    { type: 'AMOUNT.CHANGE', value: 'abc' },
    { type: 'PASSWORD.CHANGE', value: '123456' },
    { type: 'xstate.done.actor.transfer', output: { coin: 90_000, safebox: 60_000 }, actorId: 'transfer' as const },
    refused(WALLET_ERRCODE.wrongWalletPassword),
    refused(3),
  ],
  mocks: (mocks) => ({
    getSafebox: mocks.promise<SafeboxState>(),
    transfer: mocks.promise<SafeboxMoved, TransferRequest>(),
  }),
  serializeState: (snapshot) => {
    const c = snapshot.context;
    return JSON.stringify([snapshot.value, c.balances?.hasSafeboxPassword ?? null, c.direction, c.amount, c.password]);
  },
});
