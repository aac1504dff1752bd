import {
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  emit,
  enqueueActions,
  fromPromise,
  setup,
} from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { encryptPassword } from '../../src/platform/rsa';
import { type Notice, notice } from '../shared/notice';
import type { NavigateEmitted } from '../shared/protocol';
import { checkAmount, isWalletPassword, parsePesos, processingDays, walletPasswordInput } from './walletRules';
import { type BalanceReceiver, callFailure, errcodeOf, WALLET_ERRCODE } from './walletSession';

/**
 * A withdrawal (/lobby/wallets/withdraw, /withdrawal/{name}; spec §1 KYC rule, §7 getExchange and exchange,
 * §9 processing periods). getExchange gives the balance, limits, bound banks, the KYC state and whether a
 * safe password exists. Submitting checks, in order: KYC (refused with the reason and a way to verify), a bound
 * bank, a wallet password, the amount; then asks the wallet password (every withdrawal) and sends exchange. The
 * amount leaves the balance at request time (the answer's coin); the session re-reads the balances.
 */

export type ExchangeOptions = DataOf<'getExchange'>;
export type ExchangeResult = DataOf<'exchange'>;

export interface ExchangeRequest {
  amount: number;
  bankId: number;
  password: string;
  publicKey: string;
}

export interface WithdrawInput {
  publicKey: string;
  session?: BalanceReceiver;
}

export interface WithdrawContext {
  publicKey: string;
  options: ExchangeOptions | null;
  amount: string;
  bankId: number | null;
  password: string;
  /** The last order placed in this visit. */
  order: ExchangeResult['order'] | null;
  notice: Notice | null;
  session: BalanceReceiver | null;
}

export type WithdrawEvent =
  | { type: 'RETRY' }
  | { type: 'AMOUNT.CHANGE'; value: string }
  | { type: 'BANK.SELECT'; bankId: number }
  | { type: 'SUBMIT' }
  | { type: 'PASSWORD.CHANGE'; value: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'VERIFY' }
  | { type: 'SET_PASSWORD' }
  | { type: 'BIND_BANK' }
  | { type: 'AGAIN' }
  | DoneActorEvent<ExchangeOptions, 'getExchange'>
  | ErrorActorEvent<unknown, 'getExchange'>
  | DoneActorEvent<ExchangeResult, 'exchange'>
  | ErrorActorEvent<unknown, 'exchange'>;

export async function withdraw(request: ExchangeRequest, signal?: AbortSignal): Promise<ExchangeResult> {
  const password = await encryptPassword(request.password, request.publicKey);
  return callApi(
    'exchange',
    { amount: request.amount, bankId: request.bankId, password },
    signal ? { signal } : undefined,
  );
}

const amountProblem = (context: WithdrawContext) => {
  const options = context.options;
  if (!options) return null;
  return checkAmount(context.amount, { min: options.minAmount, max: options.maxAmount, held: options.coin });
};

export const withdrawMachine = setup({
  types: {
    context: {} as WithdrawContext,
    events: {} as WithdrawEvent,
    input: {} as WithdrawInput,
    emitted: {} as NavigateEmitted,
  },
  actors: {
    getExchange: fromPromise<ExchangeOptions>(({ signal }) => callApi('getExchange', {}, { signal })),
    exchange: fromPromise<ExchangeResult, ExchangeRequest>(({ input, signal }) => withdraw(input, signal)),
  },
  guards: {
    kycNeeded: ({ context }) => context.options?.needKyc === true,
    noBank: ({ context }) => (context.options?.appUserBankList.length ?? 0) === 0,
    noPassword: ({ context }) => context.options?.hasSafeboxPassword !== 1,
    amountRejected: ({ context }) => amountProblem(context) !== null,
    passwordShaped: ({ context }) => isWalletPassword(context.password),
    refusedForKyc: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.exchange');
      const errcode = errcodeOf(event.error);
      return errcode === WALLET_ERRCODE.kycRequired || errcode === WALLET_ERRCODE.kycPending;
    },
    refusedForPassword: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.exchange');
      return errcodeOf(event.error) === WALLET_ERRCODE.wrongWalletPassword;
    },
  },
  actions: {
    assignOptions: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.getExchange');
      const banks = event.output.appUserBankList;
      const kept = banks.some((bank) => bank.bankId === context.bankId);
      return { options: event.output, bankId: kept ? context.bankId : (banks[0]?.bankId ?? null) };
    }),
    assignLoadError: assign({
      notice: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.getExchange');
        return callFailure(event.error);
      },
    }),
    assignAmount: assign({
      amount: ({ event }) => {
        assertEvent(event, 'AMOUNT.CHANGE');
        return event.value.slice(0, 16);
      },
    }),
    assignBank: assign({
      bankId: ({ event }) => {
        assertEvent(event, 'BANK.SELECT');
        return event.bankId;
      },
    }),
    assignPassword: assign({
      password: ({ event }) => {
        assertEvent(event, 'PASSWORD.CHANGE');
        return walletPasswordInput(event.value);
      },
    }),
    clearPassword: assign({ password: '' }),
    noticeKyc: assign({
      notice: ({ context }) =>
        notice(
          context.options?.kycStatus === 'pending' ? 'wallet.withdraw.kycPending' : 'wallet.withdraw.kycRequired',
          'error',
        ),
    }),
    noticeNoBank: assign({ notice: () => notice('wallet.withdraw.noBank', 'error') }),
    noticeNoPassword: assign({ notice: () => notice('wallet.withdraw.noPassword', 'error') }),
    noticeAmount: assign({
      notice: ({ context }) => {
        const problem = amountProblem(context);
        return problem ? notice(problem.id, 'error', problem.values) : null;
      },
    }),
    noticePasswordShape: assign({ notice: () => notice('wallet.password.rule', 'error') }),
    noticeWrongPassword: assign({ notice: () => notice('wallet.password.wrong', 'error') }),
    noticeFailure: assign({
      notice: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.exchange');
        return callFailure(event.error);
      },
    }),
    assignOrder: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.exchange');
      const options = context.options ? { ...context.options, coin: event.output.coin } : null;
      return {
        order: event.output.order,
        options,
        amount: '',
        notice: notice('wallet.withdraw.placed', 'success'),
      };
    }),
    refreshSession: enqueueActions(({ enqueue, context }) => {
      const { session } = context;
      if (session) enqueue(() => session.send({ type: 'BALANCE.REFRESH' }));
    }),
    goVerify: emit({ type: 'navigate' as const, to: { page: 'walletsKycUpload' } }),
    goSetPassword: emit({ type: 'navigate' as const, to: { page: 'walletsPassword' } }),
    goBindBank: emit({ type: 'navigate' as const, to: { page: 'bindBankCard' } }),
  },
}).createMachine({
  id: 'withdraw',
  context: ({ input }) => ({
    publicKey: input.publicKey,
    options: null,
    amount: '',
    bankId: null,
    password: '',
    order: null,
    notice: null,
    session: input.session ?? null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'getExchange: balance, limits, bound banks, KYC state, whether a wallet password exists.',
      invoke: {
        id: 'getExchange',
        src: 'getExchange',
        onDone: { target: 'editing', actions: 'assignOptions' },
        onError: { target: 'failed', actions: 'assignLoadError' },
      },
    },
    failed: {
      description: 'The options could not be read: the reason and Retry.',
      on: { RETRY: 'loading' },
    },
    editing: {
      description: 'Amount and bank; the processing period follows the amount; the KYC banner while KYC is due.',
      on: {
        'AMOUNT.CHANGE': { actions: 'assignAmount' },
        'BANK.SELECT': { actions: 'assignBank' },
        SUBMIT: [
          { guard: 'kycNeeded', target: 'kycRequired', actions: 'noticeKyc' },
          { guard: 'noBank', target: 'bankRequired', actions: 'noticeNoBank' },
          { guard: 'noPassword', target: 'passwordRequired', actions: 'noticeNoPassword' },
          { guard: 'amountRejected', actions: 'noticeAmount' },
          { target: 'askingPassword' },
        ],
      },
    },
    kycRequired: {
      description: 'Refused: KYC is needed before the first withdrawal (or within 7 days); offers to verify now.',
      on: { VERIFY: { actions: 'goVerify' }, CANCEL: 'editing' },
    },
    bankRequired: {
      description: 'Refused: no bank account is bound; offers to bind one.',
      on: { BIND_BANK: { actions: 'goBindBank' }, CANCEL: 'editing' },
    },
    passwordRequired: {
      description: 'Refused: no wallet password yet; offers to set one.',
      on: { SET_PASSWORD: { actions: 'goSetPassword' }, CANCEL: 'editing' },
    },
    askingPassword: {
      // Not cleared on exit: submitting reads it as its input. Cancel and the end of submitting clear it.
      description: 'The wallet password dialog (asked for every withdrawal).',
      on: {
        'PASSWORD.CHANGE': { actions: 'assignPassword' },
        CANCEL: { target: 'editing', actions: 'clearPassword' },
        CONFIRM: [{ guard: 'passwordShaped', target: 'submitting' }, { actions: 'noticePasswordShape' }],
      },
    },
    submitting: {
      description: 'Encrypts the password and sends exchange.',
      invoke: {
        id: 'exchange',
        src: 'exchange',
        input: ({ context }) => ({
          amount: parsePesos(context.amount) ?? 0,
          bankId: context.bankId ?? 0,
          password: context.password,
          publicKey: context.publicKey,
        }),
        onDone: { target: 'placed', actions: ['assignOrder', 'refreshSession'] },
        onError: [
          { guard: 'refusedForKyc', target: 'kycRequired', actions: 'noticeFailure' },
          { guard: 'refusedForPassword', target: 'askingPassword', actions: 'noticeWrongPassword' },
          { target: 'editing', actions: 'noticeFailure' },
        ],
      },
      exit: 'clearPassword',
    },
    placed: {
      description: 'The order is placed: amount held, processing period; Again reloads the options.',
      on: { AGAIN: 'loading' },
    },
  },
});

/** The processing period of what the player typed, or null while it is not an amount. */
export function periodOf(amountText: string): { min: number; max: number } | null {
  const amount = parsePesos(amountText);
  return amount && amount > 0 ? processingDays(amount) : null;
}

export type WithdrawMachine = typeof withdrawMachine;
