import { walletPasswordMachine } from '../../../machines/wallet/walletPassword.machine';
import { WALLET_ERRCODE } from '../../../machines/wallet/walletSession';
import type { DataOf } from '../../../src/api/contract/map';
import { submissionOutcomes } from '../auth/login.coverage';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { failure } from '../walletFixtures';

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
    { type: 'FIELD.CHANGE', field: 'current', value: '111111' },
    ...submissionOutcomes({}, WALLET_ERRCODE.wrongWalletPassword),
    ...submissionOutcomes({}, 3).slice(1),
  ],
  mocks: (mocks) => ({ getSafebox: mocks.promise<DataOf<'getSafebox'>>(), submission: mocks.promise() }),
  serializeState: (snapshot) => {
    const c = snapshot.context;
    return JSON.stringify([snapshot.value, c.mode, c.fields.current !== '']);
  },
});
