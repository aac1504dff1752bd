import { assertEvent, assign, type DoneActorEvent, emit, enqueueActions, sendTo, setup } from 'xstate';
import type { UserInfo, WebConfig } from '../../src/api/contract/entities';
import type { DataOf } from '../../src/api/contract/map';
import type { PageLink } from '../../src/api/contract/pages';
import type { MessageId } from '../../src/platform/intl/messages';
import { changeField, type FieldChange, type FieldLimits } from '../shared/form';
import type { TypesOf } from '../shared/machineTypes';
import { type Notice, notice } from '../shared/notice';
import type { NavigateEmitted } from '../shared/protocol';
import {
  type SubmissionInput,
  type SubmissionMachine,
  type SubmissionOutput,
  submittingState,
} from '../shared/submission.machine';
import { type Bounds, type Problem, phoneBoundsOf } from '../shared/validation';
import type { SendCodeEvent } from './sendCode.machine';
import {
  forgetGreenAgreement,
  storedGreenAgreement,
  type TermsOutput,
  type TermsTab,
  termsMachine,
  termsState,
} from './terms.machine';

/**
 * createAccountForm: the one skeleton of the account forms (login, register, forget, bind). A form is
 * its config: its fields and their limits, its call (a `submission` child), what it asks before it sends and what
 * a success does. Only the parts a config uses are in its chart (no `terms` state without `terms`…), so the
 * coverage gate sees what the form can do.
 *
 *   editing (tag editable): FIELD.CHANGE, PASSWORD.TOGGLE?, AGREEMENT.TOGGLE?, TERMS.OPEN?, DECLARATION.TOGGLE?,
 *     SEND_CODE?, SUBMIT
 *   terms (tag terms): the terms panel child; its I Agree checks the box
 *   submitting (tag blocking): the submission child (debounce → rules → call)
 *   succeeded (tags blocking, done) → after LEAVE_AFTER_MS → done, emitting `navigate` (forms that leave)
 *
 * Screens read it through machines/auth/accountForm.selectors.ts and the shared form selectors.
 */

/** The session, as the forms see it: a login (login, register) or the updated player (bind). */
export type AccountReport =
  | { type: 'LOGGED_IN'; result: DataOf<'accountLogin'> }
  | { type: 'USER.UPDATED'; user: UserInfo };

export interface AccountSession {
  send(event: AccountReport): void;
}

/** The session's send-code child (or anything that takes SEND). */
export interface SendCodeReceiver {
  send(event: SendCodeEvent): void;
}

/** What every account form takes; a form adds its own (`params`). */
export interface AccountFormInput<TConfig> {
  webConfig: TConfig;
  /** The session actor; absent in isolated machine tests. */
  session?: AccountSession;
  /** The session's send-code child (systemId 'sendCode'); absent in isolated machine tests. */
  sendCode?: SendCodeReceiver;
}

export interface AccountFormContext<TField extends string, TConfig, TParams> {
  fields: Record<TField, string>;
  config: TConfig;
  /** The form's own input (the register form's kind and host, the bind form's way back…). */
  params: TParams;
  green: boolean;
  showPassword: boolean;
  /** The terms are agreed (forms with an agreement box). */
  agreement: boolean;
  /** The player declared they are not an excluded person (the register form). */
  notExcluded: boolean;
  notice: Notice | null;
  session: AccountSession | null;
  sendCode: SendCodeReceiver | null;
}

export type AccountFormEvent<TField extends string, TResult> =
  | FieldChange<TField>
  | { type: 'PASSWORD.TOGGLE' }
  | { type: 'AGREEMENT.TOGGLE' }
  | { type: 'DECLARATION.TOGGLE' }
  | { type: 'TERMS.OPEN'; tab?: TermsTab }
  | { type: 'SEND_CODE' }
  | { type: 'SUBMIT' }
  | DoneActorEvent<SubmissionOutput<TResult>, 'submission'>
  | DoneActorEvent<TermsOutput, 'terms'>;

export type AccountFormTag = 'editable' | 'terms' | 'blocking' | 'done';

/** Submit waits this long for another tap before the rules run (register, forget, bind). */
export const SUBMIT_DEBOUNCE_MS = 300;
/** Between the success notice and the way out (forget, bind). */
export const LEAVE_AFTER_MS = 500;

/** The form's context, its config read from the form's input. */
type FormContext<TField extends string, TInput extends AccountFormInput<unknown>, TParams> = AccountFormContext<
  TField,
  TInput['webConfig'],
  TParams
>;

export interface AccountFormConfig<
  TField extends string,
  TInput extends AccountFormInput<unknown>,
  TParams,
  TRequest,
  TResult,
> {
  id: string;
  /** What its statechart says of the call and of the success (docs/statecharts). */
  describe: { submitting: string; succeeded: string };
  /** The fields and their first values. */
  fields(config: NoInfer<TInput['webConfig']>): Record<TField, string>;
  /** What a field takes: a maximum length or a cleaning function. */
  limits(config: NoInfer<TInput['webConfig']>): FieldLimits<NoInfer<TField>>;
  /** The form's own part of the input, kept as `params`. */
  params(input: TInput): TParams;
  /** The call, as a submission child (`submissionOf(call)`). */
  submission: SubmissionMachine<TRequest, TResult>;
  request(context: NoInfer<FormContext<TField, TInput, TParams>>): TRequest;
  /** The first rule the request breaks; absent: the server alone decides. */
  check?(request: TRequest, context: NoInfer<FormContext<TField, TInput, TParams>>): Problem | null;
  /** 0 sends at once (and SUBMIT is not taken while sending). */
  debounce: number;
  errors: SubmissionInput<TRequest>['errors'];
  /** PASSWORD.TOGGLE shows and hides the passwords. */
  password?: boolean;
  /** SUBMIT is not taken while one of these is empty. */
  required?: readonly NoInfer<TField>[];
  /**
   * The agreement box and the terms panel. `refuse`: SUBMIT is not taken until agreed. `ask`: SUBMIT unagreed
   * opens the panel in green mode and says the agreement is needed otherwise.
   */
  terms?: 'refuse' | 'ask';
  /** DECLARATION.TOGGLE: the excluded-persons declaration (register). */
  declaration?: boolean;
  /** SEND_CODE asks the session's send-code child for a code (only when `needed`, if given). */
  code?: {
    event(context: NoInfer<FormContext<TField, TInput, TParams>>): SendCodeEvent;
    needed?(context: NoInfer<FormContext<TField, TInput, TParams>>): boolean;
  };
  success: {
    notice: MessageId;
    /** What the session hears. */
    report?(result: TResult): AccountReport;
    /** What the browser keeps (the login's account and the password manager). */
    keep?(context: NoInfer<FormContext<TField, TInput, TParams>>): void;
    /** Fields emptied (secrets that are no longer needed). */
    clear?: readonly NoInfer<TField>[];
    /** Where the form goes LEAVE_AFTER_MS after the notice. */
    leave?(context: NoInfer<FormContext<TField, TInput, TParams>>): PageLink;
  };
}

export function createAccountForm<
  TField extends string,
  TInput extends AccountFormInput<object>,
  TParams,
  TRequest,
  TResult,
>(form: AccountFormConfig<TField, TInput, TParams, TRequest, TResult>) {
  type Context = FormContext<TField, TInput, TParams>;
  const filled = (context: Context) => (form.required ?? []).every((field) => context.fields[field] !== '');
  const { success } = form;
  const machine = setup({
    types: {} as TypesOf<
      Context,
      AccountFormEvent<TField, TResult>,
      TInput,
      'submission' | 'terms',
      NavigateEmitted,
      AccountFormTag
    >,
    actors: { submission: form.submission, terms: termsMachine },
    guards: {
      filled: ({ context }) => filled(context),
      filledAndAgreed: ({ context }) => filled(context) && context.agreement,
      filledInGreen: ({ context }) => filled(context) && context.green,
      greenUnagreed: ({ context }) => context.green && !context.agreement,
      codeNeeded: ({ context }) => form.code?.needed?.(context) ?? true,
      accepted: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.submission');
        return event.output.ok;
      },
      termsAgreed: (_, output: TermsOutput) => output.agreed,
    },
    actions: {
      setField: assign(({ context, event }) => {
        assertEvent(event, 'FIELD.CHANGE');
        return changeField(context, event, form.limits(context.config));
      }),
      togglePassword: assign({ showPassword: ({ context }) => !context.showPassword }),
      toggleAgreement: assign({ agreement: ({ context }) => !context.agreement }),
      toggleDeclaration: assign({ notExcluded: ({ context }) => !context.notExcluded }),
      agree: assign({ agreement: true }),
      forgetGreenAgreement,
      noticeAgreementRequired: assign({ notice: () => notice('verify.accountTips', 'error') }),
      requestCode: enqueueActions(({ context, enqueue }) => {
        const { sendCode } = context;
        if (sendCode && form.code) {
          const event = form.code.event(context);
          enqueue(() => sendCode.send(event));
        }
      }),
      restartSubmission: sendTo('submission', { type: 'SUBMIT' }),
      showOutcome: assign({
        notice: ({ event }) => {
          assertEvent(event, 'xstate.done.actor.submission');
          return event.output.ok ? notice(success.notice, 'success') : event.output.notice;
        },
      }),
      keepCredentials: ({ context }) => success.keep?.(context),
      tellSession: enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'xstate.done.actor.submission');
        const { session } = context;
        if (session && event.output.ok && success.report) {
          const report = success.report(event.output.result);
          enqueue(() => session.send(report));
        }
      }),
      clearSecrets: assign({
        fields: ({ context }) => ({
          ...context.fields,
          ...Object.fromEntries((success.clear ?? []).map((field) => [field, ''])),
        }),
      }),
      leave: emit(({ context }) => ({
        type: 'navigate' as const,
        to: success.leave?.(context) ?? { page: 'home' },
        replace: true,
      })),
    },
    delays: { leave: LEAVE_AFTER_MS },
  });

  const terms = form.terms !== undefined;
  const debounced = form.debounce > 0;
  const submitTo = !terms
    ? ('submitting' as const)
    : [
        { guard: 'filledAndAgreed', target: 'submitting' } as const,
        ...(form.terms === 'ask'
          ? ([
              { guard: 'filledInGreen', target: 'terms' },
              { guard: 'filled', actions: 'noticeAgreementRequired' },
            ] as const)
          : []),
      ];
  return machine.createMachine({
    id: form.id,
    context: ({ input }) => {
      const config = input.webConfig;
      const green = 'mode' in config && config.mode === 'green';
      return {
        fields: form.fields(config),
        config,
        params: form.params(input),
        green,
        showPassword: false,
        // Agreement defaults to true unless the mode is green; green mode restores a consent the panel stored.
        agreement: green ? storedGreenAgreement() : true,
        notExcluded: false,
        notice: null,
        session: input.session ?? null,
        sendCode: input.sendCode ?? null,
      };
    },
    initial: 'editing',
    states: {
      editing: {
        tags: ['editable'],
        on: {
          'FIELD.CHANGE': { actions: 'setField' },
          ...(form.password ? { 'PASSWORD.TOGGLE': { actions: 'togglePassword' } as const } : {}),
          ...(terms
            ? ({
                'AGREEMENT.TOGGLE': [
                  // Green mode: checking the box opens the panel first; its I Agree does the checking.
                  { guard: 'greenUnagreed', target: 'terms' },
                  { actions: ['toggleAgreement', 'forgetGreenAgreement'] },
                ],
                'TERMS.OPEN': 'terms',
              } as const)
            : {}),
          ...(form.declaration ? { 'DECLARATION.TOGGLE': { actions: 'toggleDeclaration' } as const } : {}),
          ...(form.code
            ? {
                SEND_CODE: form.code.needed
                  ? ({ guard: 'codeNeeded', actions: 'requestCode' } as const)
                  : ({ actions: 'requestCode' } as const),
              }
            : {}),
          SUBMIT: submitTo,
        },
      },
      ...(terms ? { terms: termsState('The terms and privacy panel (the terms child); I Agree checks the box.') } : {}),
      submitting: submittingState({
        description: form.describe.submitting,
        input: ({ context }: { context: Context }) => ({
          request: form.request(context),
          check: form.check && ((request: TRequest) => form.check?.(request, context) ?? null),
          debounce: form.debounce,
          errors: form.errors,
        }),
        onDone: [
          {
            guard: 'accepted',
            target: 'succeeded',
            actions: [
              'showOutcome',
              ...(success.keep ? (['keepCredentials'] as const) : []),
              ...(success.report ? (['tellSession'] as const) : []),
              ...(success.clear ? (['clearSecrets'] as const) : []),
            ],
          } as const,
          { target: 'editing', actions: 'showOutcome' } as const,
        ],
        debounced,
      }),
      succeeded: {
        description: form.describe.succeeded,
        tags: ['blocking', 'done'],
        ...(success.leave ? { after: { leave: { target: 'done', actions: 'leave' } } as const } : {}),
      },
      ...(success.leave ? { done: { description: 'On the way out.', tags: ['blocking', 'done'] } as const } : {}),
    },
  });
}

/** The SEND event for the session's send-code child (smsSend `kind`) for this mobile and config. */
export function sendCodeEvent(
  mobile: string,
  config: Bounds & Pick<WebConfig, 'countryCode'>,
  kind: SendCodeEvent['kind'],
): SendCodeEvent {
  return { type: 'SEND', mobile, countryCode: config.countryCode, kind, bounds: phoneBoundsOf(config) };
}
