import { WALLET_ERRCODE } from '../../machines/wallet/walletSession';
import type { ExchangeOptions } from '../../machines/wallet/withdraw.machine';
import { type ExchangeRequest, type ExchangeResult, withdrawMachine } from '../../machines/wallet/withdraw.machine';
import { defineMachineSpec } from './coverage/measureCoverage';
import { exchangeOptions, exchangeResult, failure } from './walletFixtures';

const loaded = (options: ExchangeOptions) => ({
  type: 'xstate.done.actor.getExchange' as const,
  output: options,
  actorId: 'getExchange' as const,
});
const refused = (errcode: number) => ({
  type: 'xstate.error.actor.exchange' as const,
  error: failure('/app/v1/exchange', errcode),
  actorId: 'exchange' as const,
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
    { type: 'AMOUNT.CHANGE', value: '1500' },
    { type: 'AMOUNT.CHANGE', value: '1' },
    { type: 'BANK.SELECT', bankId: 1001 },
    { type: 'PASSWORD.CHANGE', value: '123456' },
    { type: 'PASSWORD.CHANGE', value: '12' },
    { type: 'xstate.done.actor.exchange', output: exchangeResult, actorId: 'exchange' as const },
    refused(WALLET_ERRCODE.kycRequired),
    refused(WALLET_ERRCODE.wrongWalletPassword),
    refused(3),
  ],
  mocks: (mocks) => ({
    getExchange: mocks.promise<ExchangeOptions>(),
    exchange: mocks.promise<ExchangeResult, ExchangeRequest>(),
  }),
  serializeState: (snapshot) => {
    const { options, amount, password } = snapshot.context;
    const refusal = options ? [options.needKyc, options.appUserBankList.length, options.hasSafeboxPassword] : null;
    return JSON.stringify([snapshot.value, refusal, amount, password]);
  },
});
