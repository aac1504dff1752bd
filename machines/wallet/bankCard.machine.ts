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
import { errorMessage } from '../../src/api/client/errorMessage';
import type { UserBank } from '../../src/api/contract/entities';
import type { DataOf, RequestOf } from '../../src/api/contract/map';
import type { PageLink } from '../../src/api/contract/pages';
import type { MessageId } from '../../src/platform/intl/messages';
import { type Notice, notice } from '../shared/notice';

/**
 * The /bindBankCard form (spec §2, §3 user bank list, §7 addBankInfo / modifyBankInfo): bank select
 * (getBankTypes), account name and number, validated before the call. A bank the player already bound is
 * modified (prefilled), any other is added; the answer's list goes to the session (BANKS.UPDATED), which merges
 * it by bankId and lets a waiting deposit resume. With `returnTo` the form then goes there.
 */

export type BankType = DataOf<'getBankTypes'>['bankList'][number];
export type BankList = DataOf<'addBankInfo'>;
export type BankForm = RequestOf<'addBankInfo'>;

/** Account rules shared with the server (errcode 3013): a name of letters and a number of 10–19 digits. */
export const ACCOUNT_NAME_MIN = 2;
export const ACCOUNT_NAME_MAX = 80;
export const CARD_NUM_MIN = 10;
export const CARD_NUM_MAX = 19;
const NAME_PATTERN = /^[\p{L} .'-]+$/u;

export interface BankReceiver {
  send(event: { type: 'BANKS.UPDATED'; appUserBankList: UserBank[] }): void;
}

export interface BankCardInput {
  /** The player's bound banks (session context). */
  banks: Record<string, UserBank>;
  /** A bank chosen beforehand (?bankId= from the deposit's detour or the card list's Edit). */
  bankId?: number | null;
  /** Where to go after saving; null = stay (a waiting deposit navigates itself). */
  returnTo?: PageLink | null;
  session?: BankReceiver;
}

export interface FieldErrors {
  bankId?: MessageId;
  accountName?: MessageId;
  cardNum?: MessageId;
}

export interface BankCardContext {
  banks: Record<string, UserBank>;
  bankTypes: BankType[];
  bankId: number | null;
  accountName: string;
  cardNum: string;
  errors: FieldErrors;
  notice: Notice | null;
  returnTo: PageLink | null;
  session: BankReceiver | null;
}

export type BankCardEvent =
  | { type: 'RETRY' }
  | { type: 'SELECT.OPEN' }
  | { type: 'SELECT.CLOSE' }
  | { type: 'BANK.SELECT'; bankId: number }
  | { type: 'ACCOUNT_NAME.CHANGE'; value: string }
  | { type: 'CARD_NUM.CHANGE'; value: string }
  | { type: 'SUBMIT' }
  | DoneActorEvent<DataOf<'getBankTypes'>, 'loadBankTypes'>
  | ErrorActorEvent<unknown, 'loadBankTypes'>
  | DoneActorEvent<BankList, 'save'>
  | ErrorActorEvent<unknown, 'save'>;

/** Digits only: the player may type spaces or dashes between groups. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The form's errors; an empty object when it can be sent. */
export function validateBankForm(form: Pick<BankCardContext, 'bankId' | 'accountName' | 'cardNum'>): FieldErrors {
  const errors: FieldErrors = {};
  if (form.bankId === null) errors.bankId = 'wallet.bank.bankRequired';
  const name = form.accountName.trim();
  if (name.length < ACCOUNT_NAME_MIN || name.length > ACCOUNT_NAME_MAX || !NAME_PATTERN.test(name)) {
    errors.accountName = 'wallet.bank.nameRule';
  }
  const digits = cardDigits(form.cardNum);
  if (!/^\d+$/.test(digits) || digits.length < CARD_NUM_MIN || digits.length > CARD_NUM_MAX) {
    errors.cardNum = 'wallet.bank.cardRule';
  }
  return errors;
}

/** Modify when the chosen bank is already bound (the list is keyed by bankId), add otherwise. */
export function isModifying(context: Pick<BankCardContext, 'banks' | 'bankId'>): boolean {
  return context.bankId !== null && context.banks[context.bankId] !== undefined;
}

/** Choosing a bank prefills what the player bound to it before (modify), or starts empty (add). */
function chosen(context: BankCardContext, bankId: number | null): Partial<BankCardContext> {
  const bound = bankId === null ? undefined : context.banks[bankId];
  return {
    bankId,
    accountName: bound?.accountName ?? '',
    // Issue 16: the server masks bound numbers (•••• 7890); the player types the number again to change it.
    cardNum: bound && /^[0-9]+$/.test(bound.cardNum) ? bound.cardNum : '',
    errors: {},
  };
}

export const bankCardMachine = setup({
  types: {
    context: {} as BankCardContext,
    events: {} as BankCardEvent,
    input: {} as BankCardInput,
    emitted: {} as { type: 'navigate'; to: PageLink; replace?: boolean },
  },
  actors: {
    loadBankTypes: fromPromise<DataOf<'getBankTypes'>>(({ signal }) => callApi('getBankTypes', {}, { signal })),
    save: fromPromise<BankList, { form: BankForm; modify: boolean }>(({ input, signal }) =>
      callApi(input.modify ? 'modifyBankInfo' : 'addBankInfo', input.form, { signal }),
    ),
  },
  guards: {
    valid: ({ context }) => Object.keys(validateBankForm(context)).length === 0,
    hasReturn: ({ context }) => context.returnTo !== null,
  },
  actions: {
    assignBankTypes: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.loadBankTypes');
      const known = event.output.bankList.some((bank) => bank.bankId === context.bankId);
      return { bankTypes: event.output.bankList, ...chosen(context, known ? context.bankId : null) };
    }),
    selectBank: assign(({ context, event }) => {
      assertEvent(event, 'BANK.SELECT');
      return chosen(context, event.bankId);
    }),
    assignAccountName: assign({
      accountName: ({ event }) => {
        assertEvent(event, 'ACCOUNT_NAME.CHANGE');
        return event.value.slice(0, ACCOUNT_NAME_MAX);
      },
      errors: ({ context }) => ({ ...context.errors, accountName: undefined }),
    }),
    assignCardNum: assign({
      cardNum: ({ event }) => {
        assertEvent(event, 'CARD_NUM.CHANGE');
        return event.value.slice(0, CARD_NUM_MAX + 6);
      },
      errors: ({ context }) => ({ ...context.errors, cardNum: undefined }),
    }),
    assignErrors: assign({ errors: ({ context }) => validateBankForm(context) }),
    noticeLoadFailed: assign({
      notice: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.loadBankTypes');
        const text = errorMessage(event.error);
        return notice(text.id, 'error', text.values);
      },
    }),
    noticeSaveFailed: assign({
      notice: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.save');
        const text = errorMessage(event.error);
        return notice(text.id, 'error', text.values);
      },
    }),
    noticeSaved: assign({ notice: () => notice('wallet.bank.saved', 'success') }),
    assignSavedBanks: assign({
      banks: ({ context, event }) => {
        assertEvent(event, 'xstate.done.actor.save');
        return { ...context.banks, ...Object.fromEntries(event.output.appUserBankList.map((b) => [b.bankId, b])) };
      },
    }),
    notifySession: enqueueActions(({ enqueue, context, event }) => {
      assertEvent(event, 'xstate.done.actor.save');
      const { session } = context;
      if (session)
        enqueue(() => session.send({ type: 'BANKS.UPDATED', appUserBankList: event.output.appUserBankList }));
    }),
    navigateBack: emit(({ context }) => ({
      type: 'navigate' as const,
      to: context.returnTo ?? { page: 'home' },
      replace: true,
    })),
  },
}).createMachine({
  id: 'bankCard',
  context: ({ input }) => ({
    banks: input.banks,
    bankTypes: [],
    bankId: input.bankId ?? null,
    accountName: '',
    cardNum: '',
    errors: {},
    notice: null,
    returnTo: input.returnTo ?? null,
    session: input.session ?? null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'getBankTypes: the banks a player can bind.',
      invoke: {
        id: 'loadBankTypes',
        src: 'loadBankTypes',
        onDone: { target: 'editing', actions: 'assignBankTypes' },
        onError: { target: 'failed', actions: 'noticeLoadFailed' },
      },
    },
    failed: {
      description: 'The bank list did not load: the error and a retry button.',
      on: { RETRY: 'loading' },
    },
    editing: {
      description: 'Bank, account name and number; errors show under their fields.',
      on: {
        'SELECT.OPEN': 'selecting',
        'ACCOUNT_NAME.CHANGE': { actions: 'assignAccountName' },
        'CARD_NUM.CHANGE': { actions: 'assignCardNum' },
        SUBMIT: [{ guard: 'valid', target: 'saving' }, { actions: 'assignErrors' }],
      },
    },
    selecting: {
      description: 'The bank select list.',
      on: {
        'BANK.SELECT': { target: 'editing', actions: 'selectBank' },
        'SELECT.CLOSE': 'editing',
      },
    },
    saving: {
      description: 'addBankInfo for a new bank, modifyBankInfo for a bound one.',
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({
          form: {
            bankId: context.bankId ?? 0,
            accountName: context.accountName.trim(),
            cardNum: cardDigits(context.cardNum),
          },
          modify: isModifying(context),
        }),
        onDone: [
          {
            guard: 'hasReturn',
            target: 'saved',
            actions: ['assignSavedBanks', 'noticeSaved', 'notifySession', 'navigateBack'],
          },
          { target: 'saved', actions: ['assignSavedBanks', 'noticeSaved', 'notifySession'] },
        ],
        onError: { target: 'editing', actions: 'noticeSaveFailed' },
      },
    },
    saved: {
      description: 'Saved and merged into the session; the form can be changed again.',
      on: {
        'SELECT.OPEN': 'selecting',
        'ACCOUNT_NAME.CHANGE': { target: 'editing', actions: 'assignAccountName' },
        'CARD_NUM.CHANGE': { target: 'editing', actions: 'assignCardNum' },
      },
    },
  },
});

export type BankCardMachine = typeof bankCardMachine;
