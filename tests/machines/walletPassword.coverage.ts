import { type SavePasswordRequest, walletPasswordMachine } from '../../machines/wallet/walletPassword.machine';
import { WALLET_ERRCODE } from '../../machines/wallet/walletSession';
import type { DataOf } from '../../src/api/contract/map';
import { defineMachineSpec } from './coverage/measureCoverage';
import { failure } from './walletFixtures';

const safebox = (hasSafeboxPassword: number) => ({
  type: 'xstate.done.actor.getSafebox' as const,
  output: { coin: 0, safebox: 0, hasSafeboxPassword },
  actorId: 'getSafebox' as const,
});

/** Set (no password yet) and change (one exists); a wrong current password and another refusal. */
export const walletPasswordSpec = defineMachineSpec({
  name: 'walletPassword',
  machine: walletPasswordMachine,
  input: { publicKey: 'test-key', returnTo: { page: 'wallets', params: { id: 'withdraw' } } },
  events: [
    safebox(0),
    safebox(1),
    { type: 'xstate.error.actor.getSafebox', error: failure('/app/v1/getSafebox'), actorId: 'getSafebox' as const },
    { type: 'CURRENT.CHANGE', value: '111111' },
    { type: 'PASSWORD.CHANGE', value: '123456' },
    { type: 'CONFIRMATION.CHANGE', value: '123456' },
    { type: 'xstate.done.actor.savePassword', output: {}, actorId: 'savePassword' as const },
    {
      type: 'xstate.error.actor.savePassword',
      error: failure('/app/v1/modifySafePassword', WALLET_ERRCODE.wrongWalletPassword),
      actorId: 'savePassword' as const,
    },
    {
      type: 'xstate.error.actor.savePassword',
      error: failure('/app/v1/safeboxPasswordInit', 3),
      actorId: 'savePassword' as const,
    },
  ],
  mocks: (mocks) => ({
    getSafebox: mocks.promise<DataOf<'getSafebox'>>(),
    savePassword: mocks.promise<unknown, SavePasswordRequest>(),
  }),
  serializeState: (snapshot) => {
    const c = snapshot.context;
    return JSON.stringify([snapshot.value, c.mode, c.current !== '', c.password !== '', c.confirmation !== '']);
  },
});
