import { assign, type DoneActorEvent, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { DataOf, RequestOf } from '../../src/api/contract/map';
import type { PageLink } from '../../src/api/contract/pages';
import type { UserBank } from '../../src/api/contract/player';
import type { MessageId } from '../../src/platform/intl/messages';
import { byEvent, type Settled } from '../shared/actorEvents';
import {
  accepted,
  clearFieldErrors,
  editField,
  type FieldChange,
  failureAbout,
  failureNotice,
  setsField,
} from '../shared/form';
import { loadingStates } from '../shared/loading';
import type { TypesOf } from '../shared/machineTypes';
import { type Notice, notice } from '../shared/notice';
import type { NavigateEmitted } from '../shared/protocol';
import { type SubmissionOutput, submissionOf, submitted, submittingNow } from '../shared/submission.machine';
import { callFailure, WALLET_ERRCODE } from './walletSession';

/**
 * The /bindBankCard form (spec §2, §3 user bank list, §7 addBankInfo / modifyBankInfo): bank select
 * (getBankTypes), account name and number, validated before the call. A bank the player already bound is
 * modified: its account name and full number come from getBankInfo (every other answer masks the
 * number, and the full one lives only in this form's context, never in the session or storage); any other bank
 * is added. The answer's (masked) list goes to the session (BANKS.UPDATED), which merges it by bankId and lets a
 * waiting deposit resume. With `returnTo` the form then goes there. Each broken rule shows under its input (tied
 * to it), and the first one, in screen order, is the toast; a refused save reads as on every wallet form, 3012 (unknown
 * bank) tied to the bank choice. 3013 (name or number refused) names no one field: the toast alone says it.
 */

export type BankType = DataOf<'getBankTypes'>['bankList'][number];
export type BankList = DataOf<'addBankInfo'>;
export type BankForm = RequestOf<'addBankInfo'>;
export type BankField = 'accountName' | 'cardNum';

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
  /** The player's bound banks (session context; numbers masked). */
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

/** The inputs in screen order: the bank choice, then the two fields. */
export const BANK_ERROR_FIELDS = ['bankId', 'accountName', 'cardNum'] as const satisfies readonly (keyof FieldErrors)[];
/** The values of a field's rule message (the number's length). */
export const bankRuleValues = (field: keyof FieldErrors): Record<string, number> | undefined =>
  field === 'cardNum' ? { min: CARD_NUM_MIN, max: CARD_NUM_MAX } : undefined;

export interface BankCardContext {
  banks: Record<string, UserBank>;
  bankTypes: BankType[];
  bankId: number | null;
  fields: Record<BankField, string>;
  errors: FieldErrors;
  notice: Notice | null;
  returnTo: PageLink | null;
  session: BankReceiver | null;
}

export interface SaveBankRequest {
  form: BankForm;
  modify: boolean;
}

export type BankCardEvent =
  | { type: 'RETRY' }
  | { type: 'SELECT.OPEN' }
  | { type: 'SELECT.CLOSE' }
  | { type: 'BANK.SELECT'; bankId: number }
  | FieldChange<BankField>
  | { type: 'SUBMIT' }
  | Settled<DataOf<'getBankTypes'>, 'loadBankTypes'>
  | Settled<DataOf<'getBankInfo'>, 'getBankInfo'>
  | DoneActorEvent<SubmissionOutput<BankList>, 'submission'>;

/** Digits only: the player may type spaces or dashes between groups. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The form's errors; an empty object when it can be sent. */
export function validateBankForm(form: { bankId: number | null } & Record<BankField, string>): FieldErrors {
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

const formErrors = (context: BankCardContext) => validateBankForm({ bankId: context.bankId, ...context.fields });

/** The toast of a refused form: its first error in screen order, about that field. */
function firstErrorNotice(errors: FieldErrors): Notice | null {
  const field = BANK_ERROR_FIELDS.find((name) => errors[name] !== undefined);
  const id = field && errors[field];
  return field && id ? { ...notice(id, 'error', bankRuleValues(field)), field } : null;
}

/** addBankInfo / modifyBankInfo refused: an unknown bank (3012) is about the bank choice. */
export const bankFailure = failureAbout(callFailure, { [WALLET_ERRCODE.unknownBank]: 'bankId' });

/** Modify when the chosen bank is already bound (the list is keyed by bankId), add otherwise. */
export function isModifying(context: Pick<BankCardContext, 'banks' | 'bankId'>): boolean {
  return context.bankId !== null && context.banks[context.bankId] !== undefined;
}

export const saveBank = (request: SaveBankRequest, signal?: AbortSignal): Promise<BankList> =>
  callApi(request.modify ? 'modifyBankInfo' : 'addBankInfo', request.form, signal ? { signal } : undefined);

export const bankCardSubmission = submissionOf(saveBank);

const FIELD_LIMITS = { accountName: ACCOUNT_NAME_MAX, cardNum: CARD_NUM_MAX + 6 } as const;

export const bankCardMachine = setup({
  types: {} as TypesOf<
    BankCardContext,
    BankCardEvent,
    BankCardInput,
    'loadBankTypes' | 'getBankInfo' | 'submission',
    NavigateEmitted
  >,
  actors: {
    loadBankTypes: fromPromise<DataOf<'getBankTypes'>>(({ signal }) => callApi('getBankTypes', {}, { signal })),
    getBankInfo: fromPromise<DataOf<'getBankInfo'>, { bankId: number }>(({ input, signal }) =>
      callApi('getBankInfo', { bankId: input.bankId }, { signal }),
    ),
    submission: bankCardSubmission,
  },
  guards: {
    valid: ({ context }) => Object.keys(formErrors(context)).length === 0,
    bound: ({ context }) => isModifying(context),
    hasReturn: ({ context }) => context.returnTo !== null,
    accepted,
  },
  actions: {
    assignBankTypes: assign(({ context }, types: DataOf<'getBankTypes'>) => {
      const known = types.bankList.some((bank) => bank.bankId === context.bankId);
      return { bankTypes: types.bankList, bankId: known ? context.bankId : null };
    }),
    /** A new choice starts empty; a bound bank's name and number come next from getBankInfo. */
    choose: assign({
      bankId: (_, params: { bankId: number | null }) => params.bankId,
      fields: { accountName: '', cardNum: '' },
      errors: {},
      notice: ({ context }) => clearFieldErrors(context.notice),
    }),
    prefill: assign({
      fields: (_, bank: UserBank) => ({ accountName: bank.accountName, cardNum: bank.cardNum }),
    }),
    /** getBankInfo failed: the name from the (masked) list; the player types the number again. */
    prefillName: assign(({ context }, params: { error: unknown }) => ({
      fields: {
        accountName: context.bankId === null ? '' : (context.banks[context.bankId]?.accountName ?? ''),
        cardNum: '',
      },
      notice: failureNotice(params.error, 'default'),
    })),
    setField: assign(({ context }, change: FieldChange<BankField>) => ({
      ...editField(context, change, FIELD_LIMITS),
      errors: { ...context.errors, [change.field]: undefined },
    })),
    assignErrors: assign(({ context }) => {
      const errors = formErrors(context);
      return { errors, notice: firstErrorNotice(errors) };
    }),
    assignLoadError: assign({ notice: (_, params: { error: unknown }) => failureNotice(params.error, 'default') }),
    showFailure: assign({ notice: (_, output: SubmissionOutput<BankList>) => (output.ok ? null : output.notice) }),
    applySaved: enqueueActions(({ context, enqueue }, output: SubmissionOutput<BankList>) => {
      if (!output.ok) return;
      const list = output.result.appUserBankList;
      enqueue.assign({
        banks: { ...context.banks, ...Object.fromEntries(list.map((bank) => [bank.bankId, bank])) },
        notice: notice('wallet.bank.saved', 'success'),
      });
      const { session } = context;
      if (session) enqueue(() => session.send({ type: 'BANKS.UPDATED', appUserBankList: list }));
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
    fields: { accountName: '', cardNum: '' },
    errors: {},
    notice: null,
    returnTo: input.returnTo ?? null,
    session: input.session ?? null,
  }),
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'loadBankTypes',
      target: 'chosen',
      assign: 'assignBankTypes',
      read: 'getBankTypes: the banks a player can bind.',
      failed: 'The bank list did not load: the error and a retry button.',
    }),
    chosen: {
      description: 'A bank is chosen: a bound one is read in full for editing, any other starts empty.',
      always: [{ guard: 'bound', target: 'prefilling' }, { target: 'editing' }],
    },
    prefilling: {
      description: 'getBankInfo: the bound account name and its full number (the only answer not masked).',
      tags: ['form', 'blocking'],
      invoke: {
        id: 'getBankInfo',
        src: 'getBankInfo',
        input: ({ context }) => ({ bankId: context.bankId ?? 0 }),
        onDone: { target: 'editing', actions: { type: 'prefill', params: ({ event }) => event.output.bank } },
        onError: { target: 'editing', actions: { type: 'prefillName', params: byEvent } },
      },
    },
    editing: {
      description: 'Bank, account name and number; errors show under their fields.',
      tags: ['form', 'editable'],
      on: {
        'SELECT.OPEN': 'selecting',
        ...setsField,
        SUBMIT: [{ guard: 'valid', target: 'saving' }, { actions: 'assignErrors' }],
      },
    },
    selecting: {
      description: 'The bank select list.',
      tags: ['form', 'selecting'],
      on: {
        'BANK.SELECT': { target: 'chosen', actions: { type: 'choose', params: byEvent } },
        'SELECT.CLOSE': 'editing',
      },
    },
    saving: submittingNow({
      description: 'The submission child: addBankInfo for a new bank, modifyBankInfo for a bound one.',
      tags: ['form'],
      request: (context: BankCardContext) => ({
        form: {
          bankId: context.bankId ?? 0,
          accountName: context.fields.accountName.trim(),
          cardNum: cardDigits(context.fields.cardNum),
        },
        modify: isModifying(context),
      }),
      errors: bankFailure,
      onDone: submitted([
        { guard: 'accepted', target: 'saved', output: ['applySaved'] },
        { target: 'editing', output: ['showFailure'] },
      ]),
    }),
    saved: {
      description: 'Saved and merged into the session; back to returnTo, or the form can be changed again.',
      tags: ['form', 'done'],
      always: { guard: 'hasReturn', target: 'left', actions: 'navigateBack' },
      on: {
        'SELECT.OPEN': 'selecting',
        'FIELD.CHANGE': { target: 'editing', actions: { type: 'setField', params: byEvent } },
      },
    },
    left: { description: 'On the way back to returnTo.', tags: ['form', 'done'] },
  },
});

export type BankCardMachine = typeof bankCardMachine;
