import { assign, type DoneActorEvent, emit, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { encryptPassword } from '../../src/platform/crypto/rsa';
import { byEvent, type Settled } from '../shared/actorEvents';
import {
  accepted,
  clearFieldError,
  clearFieldErrors,
  editField,
  type FieldChange,
  failureAbout,
  problemNotice,
  refusedWith,
  setsField,
} from '../shared/form';
import { loadingStates } from '../shared/loading';
import type { TypesOf } from '../shared/machineTypes';
import { type Notice, notice } from '../shared/notice';
import type { NavigateEmitted } from '../shared/protocol';
import { type SubmissionOutput, submissionOf, submitted, submittingNow } from '../shared/submission.machine';
import { about } from '../shared/validation';
import {
  checkAmount,
  isWalletPassword,
  kycRefusalMessage,
  parsePesos,
  processingDays,
  walletPasswordInput,
} from './walletRules';
import { askBalanceRefresh, type BalanceReceiver, callFailure, WALLET_ERRCODE } from './walletSession';

/**
 * A withdrawal (/lobby/wallets/withdraw, /withdrawal/{name}; spec §1 KYC rule, §7 getExchange and exchange,
 * §9 processing periods). getExchange gives the balance, limits, bound banks, the KYC state (and its due date)
 * and whether a safe password exists. Submitting checks, in order: KYC (refused with the reason and a way to
 * verify), a bound bank, a wallet password, the amount; then asks the wallet password (every withdrawal) and the
 * `submission` child sends exchange. The amount leaves the balance at request time (the answer's coin); the
 * session re-reads the balances. Binding a bank from here comes back to this form (`?back=withdraw`).
 * Errors about one input name it (WCAG 2.2 error identification): the amount's rules and 3002 / 3005 → `amount`, the
 * password's shape and 3009 → `password` (the dialog asks again), 3003 → `bankId`; an error goes once its field is
 * typed again.
 */

export type ExchangeOptions = DataOf<'getExchange'>;
export type ExchangeResult = DataOf<'exchange'>;
export type WithdrawField = 'amount' | 'password';
/** The inputs an error may be tied to: the two fields and the bank select. */
export type WithdrawErrorField = WithdrawField | 'bankId';

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
  bankId: number | null;
  fields: Record<WithdrawField, string>;
  /** The last order placed in this visit. */
  order: ExchangeResult['order'] | null;
  notice: Notice | null;
  session: BalanceReceiver | null;
}

export type WithdrawEvent =
  | { type: 'RETRY' }
  | FieldChange<WithdrawField>
  | { type: 'BANK.SELECT'; bankId: number }
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'VERIFY' }
  | { type: 'SET_PASSWORD' }
  | { type: 'BIND_BANK' }
  | { type: 'AGAIN' }
  | Settled<ExchangeOptions, 'getExchange'>
  | DoneActorEvent<SubmissionOutput<ExchangeResult>, 'submission'>;

/** Where "Bind a bank account" goes from the withdraw form: the bank form, which comes back here. */
export const BIND_BANK_FROM_WITHDRAW = { page: 'bindBankCard', query: { back: 'withdraw' } } as const;

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
  const bounds = { min: options.minAmount, max: options.maxAmount, held: options.coin };
  return about('amount', checkAmount(context.fields.amount, bounds));
};

/** exchange refused: an amount out of range or over the balance, a wrong password or an unbound bank name their input. */
export const withdrawFailure = failureAbout(callFailure, {
  [WALLET_ERRCODE.amountOutOfRange]: 'amount',
  [WALLET_ERRCODE.balanceTooLow]: 'amount',
  [WALLET_ERRCODE.wrongWalletPassword]: 'password',
  [WALLET_ERRCODE.bankNotBound]: 'bankId',
} satisfies Partial<Record<number, WithdrawErrorField>>);

/**
 * A state where the withdrawal is refused before it is sent (tags `refused` and `tag`): the way out of the refusal
 * (`fix`: verify, bind a bank, set a password) or Cancel back to the form.
 */
function refusal<const TTag extends string, const TFix extends object>(description: string, tag: TTag, fix: TFix) {
  return { description, tags: ['form', 'refused', tag], on: { ...fix, CANCEL: 'editing' } } as const;
}

export const withdrawSubmission = submissionOf(withdraw);

export const withdrawMachine = setup({
  types: {} as TypesOf<WithdrawContext, WithdrawEvent, WithdrawInput, 'getExchange' | 'submission', NavigateEmitted>,
  actors: {
    getExchange: fromPromise<ExchangeOptions>(({ signal }) => callApi('getExchange', {}, { signal })),
    submission: withdrawSubmission,
  },
  guards: {
    kycNeeded: ({ context }) => context.options?.needKyc === true,
    noBank: ({ context }) => (context.options?.appUserBankList.length ?? 0) === 0,
    noPassword: ({ context }) => context.options?.hasSafeboxPassword !== 1,
    amountRejected: ({ context }) => amountProblem(context) !== null,
    accepted,
    refusedForKyc: refusedWith(WALLET_ERRCODE.kycRequired, WALLET_ERRCODE.kycPending),
    passwordShaped: ({ context }) => isWalletPassword(context.fields.password),
    wrongPassword: refusedWith(WALLET_ERRCODE.wrongWalletPassword),
  },
  actions: {
    assignOptions: assign(({ context }, options: ExchangeOptions) => {
      const banks = options.appUserBankList;
      const kept = banks.some((bank) => bank.bankId === context.bankId);
      return { options, bankId: kept ? context.bankId : (banks[0]?.bankId ?? null) };
    }),
    assignLoadError: assign({ notice: (_, params: { error: unknown }) => callFailure(params.error) }),
    setField: assign(({ context }, change: FieldChange<WithdrawField>) =>
      editField(context, change, { amount: 16, password: walletPasswordInput }),
    ),
    assignBank: assign({
      bankId: (_, params: { bankId: number }) => params.bankId,
      notice: ({ context }) => clearFieldError(context.notice, 'bankId'),
    }),
    clearPassword: assign({ fields: ({ context }) => ({ ...context.fields, password: '' }) }),
    /** The dialog closes: an error about its password goes with it. */
    dropPassword: assign({
      fields: ({ context }) => ({ ...context.fields, password: '' }),
      notice: ({ context }) => clearFieldError(context.notice, 'password'),
    }),
    /** The form passed its checks: errors tied to its fields no longer hold. */
    clearFieldErrors: assign({ notice: ({ context }) => clearFieldErrors(context.notice) }),
    noticeKyc: assign({ notice: ({ context }) => notice(kycRefusalMessage(context.options?.kycStatus), 'error') }),
    noticeNoBank: assign({ notice: () => notice('wallet.withdraw.noBank', 'error') }),
    noticeNoPassword: assign({ notice: () => notice('wallet.withdraw.noPassword', 'error') }),
    noticePasswordShape: assign({ notice: () => ({ ...notice('wallet.password.rule', 'error'), field: 'password' }) }),
    noticeAmount: assign({ notice: ({ context }) => problemNotice(amountProblem(context)) }),
    showFailure: assign({
      notice: (_, output: SubmissionOutput<ExchangeResult>) => (output.ok ? null : output.notice),
    }),
    assignOrder: assign(({ context }, output: SubmissionOutput<ExchangeResult>) => {
      if (!output.ok) return {};
      const options = context.options ? { ...context.options, coin: output.result.coin } : null;
      return {
        order: output.result.order,
        options,
        fields: { amount: '', password: '' },
        notice: notice('wallet.withdraw.placed', 'success'),
      };
    }),
    refreshSession: askBalanceRefresh,
    goVerify: emit({ type: 'navigate' as const, to: { page: 'walletsKycUpload' } }),
    goSetPassword: emit({ type: 'navigate' as const, to: { page: 'walletsPassword' } }),
    goBindBank: emit({ type: 'navigate' as const, to: BIND_BANK_FROM_WITHDRAW }),
  },
}).createMachine({
  id: 'withdraw',
  context: ({ input }) => ({
    publicKey: input.publicKey,
    options: null,
    bankId: null,
    fields: { amount: '', password: '' },
    order: null,
    notice: null,
    session: input.session ?? null,
  }),
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'getExchange',
      target: 'editing',
      assign: 'assignOptions',
      read: 'getExchange: balance, limits, bound banks, KYC state, whether a wallet password exists.',
      failed: 'The options could not be read: the reason and Retry.',
    }),
    editing: {
      description: 'Amount and bank; the processing period follows the amount; the KYC banner while KYC is due.',
      tags: ['form', 'editable'],
      on: {
        ...setsField,
        'BANK.SELECT': { actions: { type: 'assignBank', params: byEvent } },
        BIND_BANK: { actions: 'goBindBank' },
        SUBMIT: [
          { guard: 'kycNeeded', target: 'kycRequired', actions: 'noticeKyc' },
          { guard: 'noBank', target: 'bankRequired', actions: 'noticeNoBank' },
          { guard: 'noPassword', target: 'passwordRequired', actions: 'noticeNoPassword' },
          { guard: 'amountRejected', actions: 'noticeAmount' },
          { target: 'askingPassword', actions: 'clearFieldErrors' },
        ],
      },
    },
    kycRequired: refusal(
      'Refused: KYC is needed before the first withdrawal (or within 7 days); offers to verify now.',
      'refusedKyc',
      { VERIFY: { actions: 'goVerify' } },
    ),
    bankRequired: refusal(
      'Refused: no bank account is bound; offers to bind one (and comes back here).',
      'refusedBank',
      { BIND_BANK: { actions: 'goBindBank' } },
    ),
    passwordRequired: refusal('Refused: no wallet password yet; offers to set one.', 'refusedPassword', {
      SET_PASSWORD: { actions: 'goSetPassword' },
    }),
    askingPassword: {
      // Not cleared on exit: submitting reads it as its input. Cancel and the end of submitting clear it.
      description: 'The wallet password dialog (asked for every withdrawal).',
      tags: ['form', 'asking'],
      on: {
        ...setsField,
        CANCEL: { target: 'editing', actions: 'dropPassword' },
        CONFIRM: [{ guard: 'passwordShaped', target: 'submitting' }, { actions: 'noticePasswordShape' }],
      },
    },
    submitting: {
      ...submittingNow({
        description: 'The submission child: exchange with the password encrypted.',
        tags: ['form', 'asking'],
        request: (context: WithdrawContext) => ({
          amount: parsePesos(context.fields.amount) ?? 0,
          bankId: context.bankId ?? 0,
          password: context.fields.password,
          publicKey: context.publicKey,
        }),
        errors: withdrawFailure,
        onDone: submitted([
          { guard: 'accepted', target: 'placed', output: ['assignOrder'], also: ['refreshSession'] },
          { guard: 'refusedForKyc', target: 'kycRequired', output: ['showFailure'] },
          { guard: 'wrongPassword', target: 'askingPassword', output: ['showFailure'] },
          { target: 'editing', output: ['showFailure'] },
        ]),
      }),
      exit: 'clearPassword',
    },
    placed: {
      description: 'The order is placed: amount held, processing period; Again reloads the options.',
      tags: ['placed'],
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
