import { assign, type DoneActorEvent, emit, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { encryptPassword } from '../../src/platform/crypto/rsa';
import { byEvent, type Settled } from '../shared/actorEvents';
import {
  accepted,
  clearFieldErrors,
  editField,
  type FieldChange,
  failureAbout,
  refusedWith,
  setsField,
} from '../shared/form';
import { loadingStates } from '../shared/loading';
import type { TypesOf } from '../shared/machineTypes';
import { type Notice, notice } from '../shared/notice';
import type { NavigateEmitted } from '../shared/protocol';
import { type SubmissionOutput, submissionOf, submitted, submittingNow } from '../shared/submission.machine';
import { about } from '../shared/validation';
import { checkAmount, isWalletPassword, type Problem, parsePesos, walletPasswordInput } from './walletRules';
import { askBalanceRefresh, type BalanceReceiver, callFailure, WALLET_ERRCODE } from './walletSession';

/**
 * The safe box (the Safe box tab of the wallets page, /lobby/wallets/safebox; spec §1, §7 getSafebox): coin
 * moved into the safe needs nothing more; taking coin out needs the wallet password. Both balances show.
 * Errors about one input name it (WCAG 2.2 error identification): the amount's rules and 3002 / 3005 → `amount`, the
 * password's shape and 3009 → `password`; an error goes once its field is typed again, or the direction changes.
 */

export type SafeboxState = DataOf<'getSafebox'>;
export type SafeboxMoved = DataOf<'safeboxTransfer'>;
export type Direction = 'in' | 'out';

export type SafeboxField = 'amount' | 'password';

export interface TransferRequest extends Record<SafeboxField, string> {
  direction: Direction;
  balances: SafeboxState | null;
  publicKey: string;
}

export interface SafeboxInput {
  publicKey: string;
  session?: BalanceReceiver;
}

export interface SafeboxContext {
  publicKey: string;
  balances: SafeboxState | null;
  direction: Direction;
  fields: Record<SafeboxField, string>;
  notice: Notice | null;
  session: BalanceReceiver | null;
}

export type SafeboxEvent =
  | { type: 'RETRY' }
  | { type: 'DIRECTION.SELECT'; direction: Direction }
  | FieldChange<SafeboxField>
  | { type: 'SET_PASSWORD' }
  | { type: 'SUBMIT' }
  | Settled<SafeboxState, 'getSafebox'>
  | DoneActorEvent<SubmissionOutput<SafeboxMoved>, 'submission'>;

export async function transfer(request: TransferRequest, signal?: AbortSignal): Promise<SafeboxMoved> {
  const options = signal ? { signal } : undefined;
  const amount = parsePesos(request.amount) ?? 0;
  if (request.direction === 'in') return callApi('safeboxTransfer', { direction: 'in', amount }, options);
  const password = await encryptPassword(request.password, request.publicKey);
  return callApi('safeboxTransfer', { direction: 'out', amount, password }, options);
}

/** The amount within what the source holds; taking out also needs a wallet password, and six digits of it. */
export function checkTransfer(request: TransferRequest): Problem | null {
  const { balances } = request;
  if (!balances) return null;
  const held = request.direction === 'in' ? balances.coin : balances.safebox;
  const amount = about('amount', checkAmount(request.amount, { min: 1, max: 0, held }));
  if (amount || request.direction === 'in') return amount;
  // No password yet: the form shows the way to set one instead of a field.
  if (balances.hasSafeboxPassword !== 1) return { id: 'wallet.withdraw.noPassword' };
  return isWalletPassword(request.password) ? null : { id: 'wallet.password.rule', field: 'password' };
}

/** safeboxTransfer refused: too much for the range or the balance names the amount, a wrong password the password. */
export const safeboxFailure = failureAbout(callFailure, {
  [WALLET_ERRCODE.amountOutOfRange]: 'amount',
  [WALLET_ERRCODE.balanceTooLow]: 'amount',
  [WALLET_ERRCODE.wrongWalletPassword]: 'password',
} satisfies Partial<Record<number, SafeboxField>>);

export const safeboxSubmission = submissionOf(transfer);

export const safeboxMachine = setup({
  types: {} as TypesOf<SafeboxContext, SafeboxEvent, SafeboxInput, 'getSafebox' | 'submission', NavigateEmitted>,
  actors: {
    getSafebox: fromPromise<SafeboxState>(({ signal }) => callApi('getSafebox', {}, { signal })),
    submission: safeboxSubmission,
  },
  guards: {
    accepted,
    wrongPassword: refusedWith(WALLET_ERRCODE.wrongWalletPassword),
  },
  actions: {
    assignBalances: assign({ balances: (_, balances: SafeboxState) => balances }),
    assignLoadError: assign({ notice: (_, params: { error: unknown }) => callFailure(params.error) }),
    assignDirection: assign(({ context }, params: { direction: Direction }) => ({
      direction: params.direction,
      fields: { ...context.fields, password: '' },
      notice: clearFieldErrors(context.notice),
    })),
    setField: assign(({ context }, change: FieldChange<SafeboxField>) =>
      editField(context, change, { amount: 16, password: walletPasswordInput }),
    ),
    showOutcome: assign(({ context }, output: SubmissionOutput<SafeboxMoved>) => {
      if (!output.ok) return { notice: output.notice };
      return {
        balances: context.balances ? { ...context.balances, ...output.result } : null,
        fields: { amount: '', password: '' },
        notice: notice(context.direction === 'in' ? 'wallet.safebox.movedIn' : 'wallet.safebox.movedOut', 'success'),
      };
    }),
    clearPassword: assign({ fields: ({ context }) => ({ ...context.fields, password: '' }) }),
    refreshSession: askBalanceRefresh,
    goSetPassword: emit({ type: 'navigate' as const, to: { page: 'walletsPassword' } }),
  },
}).createMachine({
  id: 'safebox',
  context: ({ input }) => ({
    publicKey: input.publicKey,
    balances: null,
    direction: 'in',
    fields: { amount: '', password: '' },
    notice: null,
    session: input.session ?? null,
  }),
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'getSafebox',
      target: 'editing',
      assign: 'assignBalances',
      read: 'getSafebox: coin and safe balances, whether a wallet password exists.',
      failed: 'The balances could not be read: the reason and Retry.',
    }),
    editing: {
      description: 'Direction (into or out of the safe), amount, and for taking out the wallet password.',
      tags: ['editable', 'form'],
      on: {
        'DIRECTION.SELECT': { actions: { type: 'assignDirection', params: byEvent } },
        ...setsField,
        SET_PASSWORD: { actions: 'goSetPassword' },
        SUBMIT: 'moving',
      },
    },
    moving: submittingNow({
      description: 'The submission child: the rules, then safeboxTransfer (the password encrypted when taking out).',
      tags: ['form'],
      request: (context: SafeboxContext) => ({
        ...context.fields,
        direction: context.direction,
        balances: context.balances,
        publicKey: context.publicKey,
      }),
      check: checkTransfer,
      errors: safeboxFailure,
      onDone: submitted([
        { guard: 'accepted', target: 'editing', output: ['showOutcome'], also: ['refreshSession'] },
        { guard: 'wrongPassword', target: 'editing', output: ['showOutcome'], also: ['clearPassword'] },
        { target: 'editing', output: ['showOutcome'] },
      ]),
    }),
  },
});

export type SafeboxMachine = typeof safeboxMachine;
