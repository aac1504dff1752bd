import { assign, type DoneActorEvent, emit, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import type { PageLink } from '../../src/api/contract/pages';
import { encryptPassword } from '../../src/platform/crypto/rsa';
import type { Settled } from '../shared/actorEvents';
import { accepted, editField, editingState, type FieldChange, failureAbout, refusedWith } from '../shared/form';
import { loadingStates } from '../shared/loading';
import type { TypesOf } from '../shared/machineTypes';
import { type Notice, notice } from '../shared/notice';
import type { NavigateEmitted } from '../shared/protocol';
import { type SubmissionOutput, submissionOf, submitted, submittingNow } from '../shared/submission.machine';
import { isWalletPassword, type Problem, walletPasswordInput } from './walletRules';
import { callFailure, WALLET_ERRCODE } from './walletSession';

/**
 * /walletsPassword (spec §7 safeboxPasswordInit, modifySafePassword): sets the first wallet password, or
 * changes it with the current one. Whether one exists comes from getSafebox. The password guards every
 * withdrawal and taking coins out of the safe box. Rules (a choice, docs/wallet.md): six digits, typed twice;
 * a new password differs from the current one. The `submission` child checks them and saves; after saving it
 * goes back to `returnTo` after 0.5 s. A wrong current password empties that field. Errors name their input
 * (WCAG 2.2 error identification): the current password's shape and 3009 → `current`, the new one's shape, a new one
 * equal to the current one and 3020 → `password`, a confirmation that differs → `confirmation`.
 */

export type WalletPasswordField = 'current' | 'password' | 'confirmation';
export type WalletPasswordFields = Record<WalletPasswordField, string>;

export interface SavePasswordRequest extends WalletPasswordFields {
  mode: 'set' | 'change';
  publicKey: string;
}

export interface WalletPasswordInput {
  publicKey: string;
  returnTo: PageLink;
}

export interface WalletPasswordContext {
  publicKey: string;
  returnTo: PageLink;
  mode: 'set' | 'change';
  fields: WalletPasswordFields;
  notice: Notice | null;
}

export type WalletPasswordEvent =
  | { type: 'RETRY' }
  | FieldChange<WalletPasswordField>
  | { type: 'SUBMIT' }
  | Settled<DataOf<'getSafebox'>, 'getSafebox'>
  | DoneActorEvent<SubmissionOutput<unknown>, 'submission'>;

export const PASSWORD_SAVED_REDIRECT_MS = 500;

/** The form's problem, about the field it names, or null when it may be sent. */
export function checkWalletPassword(request: Pick<SavePasswordRequest, 'mode' | WalletPasswordField>): Problem | null {
  const changing = request.mode === 'change';
  if (changing && !isWalletPassword(request.current)) return { id: 'wallet.password.currentRule', field: 'current' };
  if (!isWalletPassword(request.password)) return { id: 'wallet.password.rule', field: 'password' };
  if (request.password !== request.confirmation) return { id: 'wallet.password.mismatch', field: 'confirmation' };
  if (changing && request.password === request.current) return { id: 'wallet.password.same', field: 'password' };
  return null;
}

/** Saving refused: a wrong current password names that field, a new one of the wrong shape (3020) the new one. */
export const walletPasswordFailure = failureAbout(callFailure, {
  [WALLET_ERRCODE.wrongWalletPassword]: 'current',
  [WALLET_ERRCODE.walletPasswordFormat]: 'password',
} satisfies Partial<Record<number, WalletPasswordField>>);

export async function savePassword(request: SavePasswordRequest, signal?: AbortSignal): Promise<unknown> {
  const options = signal ? { signal } : undefined;
  const password = await encryptPassword(request.password, request.publicKey);
  if (request.mode === 'set') return callApi('safeboxPasswordInit', { password }, options);
  const oldPassword = await encryptPassword(request.current, request.publicKey);
  return callApi('modifySafePassword', { oldPassword, password }, options);
}

export const walletPasswordSubmission = submissionOf(savePassword);

export const walletPasswordMachine = setup({
  types: {} as TypesOf<
    WalletPasswordContext,
    WalletPasswordEvent,
    WalletPasswordInput,
    'getSafebox' | 'submission',
    NavigateEmitted
  >,
  actors: {
    getSafebox: fromPromise<DataOf<'getSafebox'>>(({ signal }) => callApi('getSafebox', {}, { signal })),
    submission: walletPasswordSubmission,
  },
  guards: {
    accepted,
    wrongCurrent: refusedWith(WALLET_ERRCODE.wrongWalletPassword),
  },
  actions: {
    assignMode: assign({
      mode: (_, safebox: DataOf<'getSafebox'>) => (safebox.hasSafeboxPassword === 1 ? 'change' : 'set'),
    }),
    assignLoadError: assign({ notice: (_, params: { error: unknown }) => callFailure(params.error) }),
    setField: assign(({ context }, change: FieldChange<WalletPasswordField>) =>
      editField(context, change, {
        current: walletPasswordInput,
        password: walletPasswordInput,
        confirmation: walletPasswordInput,
      }),
    ),
    showOutcome: assign({
      notice: ({ context }, output: SubmissionOutput<unknown>) => {
        if (!output.ok) return output.notice;
        return notice(context.mode === 'set' ? 'wallet.password.setDone' : 'wallet.password.changed', 'success');
      },
    }),
    clearFields: assign({ fields: { current: '', password: '', confirmation: '' } }),
    clearCurrent: assign({ fields: ({ context }) => ({ ...context.fields, current: '' }) }),
    goBack: emit(({ context }) => ({ type: 'navigate' as const, to: context.returnTo, replace: true })),
  },
  delays: { savedRedirect: PASSWORD_SAVED_REDIRECT_MS },
}).createMachine({
  id: 'walletPassword',
  context: ({ input }) => ({
    publicKey: input.publicKey,
    returnTo: input.returnTo,
    mode: 'set',
    fields: { current: '', password: '', confirmation: '' },
    notice: null,
  }),
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'getSafebox',
      target: 'editing',
      assign: 'assignMode',
      read: 'getSafebox: whether a wallet password exists (set it, or change it).',
      failed: 'Could not read whether a password exists: the reason and Retry.',
    }),
    editing: editingState('Set: new password twice. Change: current password, then the new one twice.'),
    submitting: submittingNow({
      description: 'The submission child: the rules, then safeboxPasswordInit or modifySafePassword (encrypted).',
      tags: ['form'],
      request: (context: WalletPasswordContext) => ({
        ...context.fields,
        mode: context.mode,
        publicKey: context.publicKey,
      }),
      check: checkWalletPassword,
      errors: walletPasswordFailure,
      onDone: submitted([
        { guard: 'accepted', target: 'saved', output: ['showOutcome'], also: ['clearFields'] },
        { guard: 'wrongCurrent', target: 'editing', output: ['showOutcome'], also: ['clearCurrent'] },
        { target: 'editing', output: ['showOutcome'] },
      ]),
    }),
    saved: {
      description: 'Saved; back to where the player came from after 0.5 s.',
      tags: ['blocking', 'done', 'form'],
      after: { savedRedirect: { target: 'done', actions: 'goBack' } },
    },
    done: { description: 'On the way back.', tags: ['blocking', 'done', 'form'] },
  },
});

export type WalletPasswordMachine = typeof walletPasswordMachine;
