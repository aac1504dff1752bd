import type { SubmissionOutput } from '../../../machines/shared/submission.machine';
import { WALLET_ERRCODE } from '../../../machines/wallet/walletSession';
import type { ExchangeOptions, ExchangeResult } from '../../../machines/wallet/withdraw.machine';
import { withdrawMachine } from '../../../machines/wallet/withdraw.machine';
import { submissionOutcomes } from '../auth/login.coverage';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { exchangeOptions, exchangeResult, failure } from '../walletFixtures';

const loaded = (options: ExchangeOptions) => ({
  type: 'xstate.done.actor.getExchange' as const,
  output: options,
  actorId: 'getExchange' as const,
});

/** Options that refuse for each reason in turn, amounts that pass and fail, every refusal of exchange. */
export const withdrawSpec = defineMachineSpec({
  name: 'withdraw',
  machine: withdrawMachine,
  input: { publicKey: 'test-key' },
  events: [
    loaded(exchangeOptions()),
    loaded(exchangeOptions({ needKyc: true, kycStatus: 'none' })),
    loaded(exchangeOptions({ appUserBankList: [] })),
    loaded(exchangeOptions({ hasSafeboxPassword: 0 })),
    { type: 'xstate.error.actor.getExchange', error: failure('/app/v1/getExchange'), actorId: 'getExchange' as const },
    { type: 'FIELD.CHANGE', field: 'amount', value: '1500' },
    { type: 'FIELD.CHANGE', field: 'amount', value: '1' },
    { type: 'BANK.SELECT', bankId: 1001 },
    { type: 'FIELD.CHANGE', field: 'password', value: '123456' },
    { type: 'FIELD.CHANGE', field: 'password', value: '12' },
    ...submissionOutcomes(exchangeResult, WALLET_ERRCODE.kycRequired),
    ...submissionOutcomes(exchangeResult, WALLET_ERRCODE.wrongWalletPassword).slice(1),
    ...submissionOutcomes(exchangeResult, 3).slice(1),
  ],
  mocks: (mocks) => ({
    getExchange: mocks.promise<ExchangeOptions>(),
    submission: mocks.promise<SubmissionOutput<ExchangeResult>>(),
  }),
  serializeState: (snapshot) => {
    const { options, fields } = snapshot.context;
    const refusal = options ? [options.needKyc, options.appUserBankList.length, options.hasSafeboxPassword] : null;
    return JSON.stringify([snapshot.value, refusal, fields.amount, fields.password]);
  },
});
