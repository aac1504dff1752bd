import { assertEvent, assign, type DoneActorEvent, type ErrorActorEvent, emit, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import type { PageLink } from '../../src/api/contract/pages';
import { encryptPassword } from '../../src/platform/rsa';
import { type Notice, notice } from '../shared/notice';
import type { NavigateEmitted } from '../shared/protocol';
import { isWalletPassword, type Problem, walletPasswordInput } from './walletRules';
import { callFailure, errcodeOf, WALLET_ERRCODE } from './walletSession';

/**
 * /walletsPassword (spec §7 safeboxPasswordInit, modifySafePassword): sets the first wallet password, or
 * changes it with the current one. Whether one exists comes from getSafebox. The password guards every
 * withdrawal and taking coins out of the safe box. Rules (a choice, docs/wallet.md): six digits, typed twice;
 * a new password differs from the current one. After saving it goes back to `returnTo` after 0.5 s.
 */

export interface SavePasswordRequest {
  mode: 'set' | 'change';
  current: string;
  password: string;
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
  current: string;
  password: string;
  confirmation: string;
  notice: Notice | null;
}

export type WalletPasswordEvent =
  | { type: 'RETRY' }
  | { type: 'CURRENT.CHANGE'; value: string }
  | { type: 'PASSWORD.CHANGE'; value: string }
  | { type: 'CONFIRMATION.CHANGE'; value: string }
  | { type: 'SUBMIT' }
  | DoneActorEvent<DataOf<'getSafebox'>, 'getSafebox'>
  | ErrorActorEvent<unknown, 'getSafebox'>
  | DoneActorEvent<unknown, 'savePassword'>
  | ErrorActorEvent<unknown, 'savePassword'>;

export const PASSWORD_SAVED_REDIRECT_MS = 500;

/** The form's problem, or null when it may be sent. */
export function checkWalletPassword(
  context: Pick<WalletPasswordContext, 'mode' | 'current' | 'password' | 'confirmation'>,
): Problem | null {
  if (context.mode === 'change' && !isWalletPassword(context.current)) return { id: 'wallet.password.currentRule' };
  if (!isWalletPassword(context.password)) return { id: 'wallet.password.rule' };
  if (context.password !== context.confirmation) return { id: 'wallet.password.mismatch' };
  if (context.mode === 'change' && context.password === context.current) return { id: 'wallet.password.same' };
  return null;
}

export async function savePassword(request: SavePasswordRequest, signal?: AbortSignal): Promise<unknown> {
  const options = signal ? { signal } : undefined;
  const password = await encryptPassword(request.password, request.publicKey);
  if (request.mode === 'set') return callApi('safeboxPasswordInit', { password }, options);
  const oldPassword = await encryptPassword(request.current, request.publicKey);
  return callApi('modifySafePassword', { oldPassword, password }, options);
}

export const walletPasswordMachine = setup({
  types: {
    context: {} as WalletPasswordContext,
    events: {} as WalletPasswordEvent,
    input: {} as WalletPasswordInput,
    emitted: {} as NavigateEmitted,
  },
  actors: {
    getSafebox: fromPromise<DataOf<'getSafebox'>>(({ signal }) => callApi('getSafebox', {}, { signal })),
    savePassword: fromPromise<unknown, SavePasswordRequest>(({ input, signal }) => savePassword(input, signal)),
  },
  guards: {
    formRejected: ({ context }) => checkWalletPassword(context) !== null,
    wrongCurrent: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.savePassword');
      return errcodeOf(event.error) === WALLET_ERRCODE.wrongWalletPassword;
    },
  },
  actions: {
    assignMode: assign({
      mode: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.getSafebox');
        return event.output.hasSafeboxPassword === 1 ? ('change' as const) : ('set' as const);
      },
    }),
    assignLoadError: assign({
      notice: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.getSafebox');
        return callFailure(event.error);
      },
    }),
    assignCurrent: assign({
      current: ({ event }) => {
        assertEvent(event, 'CURRENT.CHANGE');
        return walletPasswordInput(event.value);
      },
    }),
    assignPassword: assign({
      password: ({ event }) => {
        assertEvent(event, 'PASSWORD.CHANGE');
        return walletPasswordInput(event.value);
      },
    }),
    assignConfirmation: assign({
      confirmation: ({ event }) => {
        assertEvent(event, 'CONFIRMATION.CHANGE');
        return walletPasswordInput(event.value);
      },
    }),
    noticeForm: assign({
      notice: ({ context }) => {
        const problem = checkWalletPassword(context);
        return problem ? notice(problem.id, 'error', problem.values) : null;
      },
    }),
    noticeSaved: assign({
      notice: ({ context }) =>
        notice(context.mode === 'set' ? 'wallet.password.setDone' : 'wallet.password.changed', 'success'),
      current: '',
      password: '',
      confirmation: '',
    }),
    noticeWrongCurrent: assign({ notice: () => notice('wallet.password.wrong', 'error'), current: '' }),
    noticeFailure: assign({
      notice: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.savePassword');
        return callFailure(event.error);
      },
    }),
    goBack: emit(({ context }) => ({ type: 'navigate' as const, to: context.returnTo, replace: true })),
  },
  delays: { savedRedirect: PASSWORD_SAVED_REDIRECT_MS },
}).createMachine({
  id: 'walletPassword',
  context: ({ input }) => ({
    publicKey: input.publicKey,
    returnTo: input.returnTo,
    mode: 'set',
    current: '',
    password: '',
    confirmation: '',
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'getSafebox: whether a wallet password exists (set it, or change it).',
      invoke: {
        id: 'getSafebox',
        src: 'getSafebox',
        onDone: { target: 'editing', actions: 'assignMode' },
        onError: { target: 'failed', actions: 'assignLoadError' },
      },
    },
    failed: {
      description: 'Could not read whether a password exists: the reason and Retry.',
      on: { RETRY: 'loading' },
    },
    editing: {
      description: 'Set: new password twice. Change: current password, then the new one twice.',
      on: {
        'CURRENT.CHANGE': { actions: 'assignCurrent' },
        'PASSWORD.CHANGE': { actions: 'assignPassword' },
        'CONFIRMATION.CHANGE': { actions: 'assignConfirmation' },
        SUBMIT: [{ guard: 'formRejected', actions: 'noticeForm' }, { target: 'saving' }],
      },
    },
    saving: {
      description: 'Encrypts and sends safeboxPasswordInit or modifySafePassword.',
      invoke: {
        id: 'savePassword',
        src: 'savePassword',
        input: ({ context }) => ({
          mode: context.mode,
          current: context.current,
          password: context.password,
          publicKey: context.publicKey,
        }),
        onDone: { target: 'saved', actions: 'noticeSaved' },
        onError: [
          { guard: 'wrongCurrent', target: 'editing', actions: 'noticeWrongCurrent' },
          { target: 'editing', actions: 'noticeFailure' },
        ],
      },
    },
    saved: {
      description: 'Saved; back to where the player came from after 0.5 s.',
      after: { savedRedirect: { target: 'done', actions: 'goBack' } },
    },
    done: { description: 'On the way back.' },
  },
});

export type WalletPasswordMachine = typeof walletPasswordMachine;
