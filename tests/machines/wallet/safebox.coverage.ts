import { type SafeboxState, safeboxMachine } from '../../../machines/wallet/safebox.machine';
import { WALLET_ERRCODE } from '../../../machines/wallet/walletSession';
import { submissionOutcomes } from '../auth/login.coverage';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { failure } from '../walletFixtures';

const balances = (hasSafeboxPassword: number) => ({
  type: 'xstate.done.actor.getSafebox' as const,
  output: { coin: 100_000, safebox: 50_000, hasSafeboxPassword },
  actorId: 'getSafebox' as const,
});

/** Into and out of the safe; moved, a wrong password (the field empties) and another refusal. */
export const safeboxSpec = defineMachineSpec({
  name: 'safebox',
  machine: safeboxMachine,
  input: { publicKey: 'test-key' },
  events: [
    balances(1),
    { type: 'xstate.error.actor.getSafebox', error: failure('/app/v1/getSafebox'), actorId: 'getSafebox' as const },
    { type: 'DIRECTION.SELECT', direction: 'out' },
    { type: 'FIELD.CHANGE', field: 'password', value: '123456' },
    ...submissionOutcomes({ coin: 90_000, safebox: 60_000 }, WALLET_ERRCODE.wrongWalletPassword),
    ...submissionOutcomes({ coin: 90_000, safebox: 60_000 }, 3).slice(1),
  ],
  mocks: (mocks) => ({ getSafebox: mocks.promise<SafeboxState>(), submission: mocks.promise() }),
  serializeState: (snapshot) => {
    const c = snapshot.context;
    return JSON.stringify([snapshot.value, c.direction, c.fields.password !== '']);
  },
});
