import {
  and,
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  emit,
  enqueueActions,
  fromPromise,
  not,
  setup,
} from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { encryptPassword } from '../../src/platform/rsa';
import { type Notice, notice } from '../shared/notice';
import type { NavigateEmitted } from '../shared/protocol';
import { checkAmount, isWalletPassword, parsePesos, walletPasswordInput } from './walletRules';
import { type BalanceReceiver, callFailure, errcodeOf, WALLET_ERRCODE } from './walletSession';

/**
 * The safe box (the Safe box tab of the wallets page, /lobby/wallets/safebox; spec §1, §7 getSafebox): coin
 * moved into the safe needs nothing more; taking coin out needs the wallet password. Both balances show.
 */

export type SafeboxState = DataOf<'getSafebox'>;
export type SafeboxMoved = DataOf<'safeboxTransfer'>;
export type Direction = 'in' | 'out';

export interface TransferRequest {
  direction: Direction;
  amount: number;
  password: string;
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
  amount: string;
  password: string;
  notice: Notice | null;
  session: BalanceReceiver | null;
}

export type SafeboxEvent =
  | { type: 'RETRY' }
  | { type: 'DIRECTION.SELECT'; direction: Direction }
  | { type: 'AMOUNT.CHANGE'; value: string }
  | { type: 'PASSWORD.CHANGE'; value: string }
  | { type: 'SET_PASSWORD' }
  | { type: 'SUBMIT' }
  | DoneActorEvent<SafeboxState, 'getSafebox'>
  | ErrorActorEvent<unknown, 'getSafebox'>
  | DoneActorEvent<SafeboxMoved, 'transfer'>
  | ErrorActorEvent<unknown, 'transfer'>;

export async function transfer(request: TransferRequest, signal?: AbortSignal): Promise<SafeboxMoved> {
  const options = signal ? { signal } : undefined;
  if (request.direction === 'in')
    return callApi('safeboxTransfer', { direction: 'in', amount: request.amount }, options);
  const password = await encryptPassword(request.password, request.publicKey);
  return callApi('safeboxTransfer', { direction: 'out', amount: request.amount, password }, options);
}

const amountProblem = (context: SafeboxContext) => {
  const balances = context.balances;
  if (!balances) return null;
  const held = context.direction === 'in' ? balances.coin : balances.safebox;
  return checkAmount(context.amount, { min: 1, max: 0, held });
};

export const safeboxMachine = setup({
  types: {
    context: {} as SafeboxContext,
    events: {} as SafeboxEvent,
    input: {} as SafeboxInput,
    emitted: {} as NavigateEmitted,
  },
  actors: {
    getSafebox: fromPromise<SafeboxState>(({ signal }) => callApi('getSafebox', {}, { signal })),
    transfer: fromPromise<SafeboxMoved, TransferRequest>(({ input, signal }) => transfer(input, signal)),
  },
  guards: {
    amountRejected: ({ context }) => amountProblem(context) !== null,
    takingOut: ({ context }) => context.direction === 'out',
    hasPassword: ({ context }) => context.balances?.hasSafeboxPassword === 1,
    passwordShaped: ({ context }) => isWalletPassword(context.password),
    wrongPassword: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.transfer');
      return errcodeOf(event.error) === WALLET_ERRCODE.wrongWalletPassword;
    },
  },
  actions: {
    assignBalances: assign({
      balances: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.getSafebox');
        return event.output;
      },
    }),
    assignLoadError: assign({
      notice: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.getSafebox');
        return callFailure(event.error);
      },
    }),
    assignDirection: assign({
      direction: ({ event }) => {
        assertEvent(event, 'DIRECTION.SELECT');
        return event.direction;
      },
      password: '',
    }),
    assignAmount: assign({
      amount: ({ event }) => {
        assertEvent(event, 'AMOUNT.CHANGE');
        return event.value.slice(0, 16);
      },
    }),
    assignPassword: assign({
      password: ({ event }) => {
        assertEvent(event, 'PASSWORD.CHANGE');
        return walletPasswordInput(event.value);
      },
    }),
    noticeAmount: assign({
      notice: ({ context }) => {
        const problem = amountProblem(context);
        return problem ? notice(problem.id, 'error', problem.values) : null;
      },
    }),
    noticeNoPassword: assign({ notice: () => notice('wallet.withdraw.noPassword', 'error') }),
    noticePasswordShape: assign({ notice: () => notice('wallet.password.rule', 'error') }),
    assignMoved: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.transfer');
      return {
        balances: context.balances ? { ...context.balances, ...event.output } : null,
        amount: '',
        password: '',
        notice: notice(context.direction === 'in' ? 'wallet.safebox.movedIn' : 'wallet.safebox.movedOut', 'success'),
      };
    }),
    noticeWrongPassword: assign({ notice: () => notice('wallet.password.wrong', 'error'), password: '' }),
    noticeFailure: assign({
      notice: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.transfer');
        return callFailure(event.error);
      },
    }),
    refreshSession: enqueueActions(({ enqueue, context }) => {
      const { session } = context;
      if (session) enqueue(() => session.send({ type: 'BALANCE.REFRESH' }));
    }),
    goSetPassword: emit({ type: 'navigate' as const, to: { page: 'walletsPassword' } }),
  },
}).createMachine({
  id: 'safebox',
  context: ({ input }) => ({
    publicKey: input.publicKey,
    balances: null,
    direction: 'in',
    amount: '',
    password: '',
    notice: null,
    session: input.session ?? null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'getSafebox: coin and safe balances, whether a wallet password exists.',
      invoke: {
        id: 'getSafebox',
        src: 'getSafebox',
        onDone: { target: 'editing', actions: 'assignBalances' },
        onError: { target: 'failed', actions: 'assignLoadError' },
      },
    },
    failed: {
      description: 'The balances could not be read: the reason and Retry.',
      on: { RETRY: 'loading' },
    },
    editing: {
      description: 'Direction (into or out of the safe), amount, and for taking out the wallet password.',
      on: {
        'DIRECTION.SELECT': { actions: 'assignDirection' },
        'AMOUNT.CHANGE': { actions: 'assignAmount' },
        'PASSWORD.CHANGE': { actions: 'assignPassword' },
        SET_PASSWORD: { actions: 'goSetPassword' },
        SUBMIT: [
          { guard: 'amountRejected', actions: 'noticeAmount' },
          { guard: and(['takingOut', not('hasPassword')]), actions: 'noticeNoPassword' },
          { guard: and(['takingOut', not('passwordShaped')]), actions: 'noticePasswordShape' },
          { target: 'moving' },
        ],
      },
    },
    moving: {
      description: 'safeboxTransfer (the password encrypted when taking out); answers both balances.',
      invoke: {
        id: 'transfer',
        src: 'transfer',
        input: ({ context }) => ({
          direction: context.direction,
          amount: parsePesos(context.amount) ?? 0,
          password: context.password,
          publicKey: context.publicKey,
        }),
        onDone: { target: 'editing', actions: ['assignMoved', 'refreshSession'] },
        onError: [
          { guard: 'wrongPassword', target: 'editing', actions: 'noticeWrongPassword' },
          { target: 'editing', actions: 'noticeFailure' },
        ],
      },
    },
  },
});

export type SafeboxMachine = typeof safeboxMachine;
