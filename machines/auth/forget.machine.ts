import { assign, type DoneActorEvent, emit, enqueueActions, sendTo, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { WebConfig } from '../../src/api/contract/entities';
import { encryptPassword } from '../../src/platform/rsa';
import { changeField, type FieldChange } from '../shared/form';
import { type Notice, notice } from '../shared/notice';
import type { NavigateEmitted } from '../shared/protocol';
import { type SubmissionOutput, submissionOf, submitted, submittingState } from '../shared/submission.machine';
import {
  ACCOUNT_MAX_LENGTH,
  about,
  type Bounds,
  checkCode,
  checkConfirmation,
  checkPassword,
  checkPhone,
  type Problem,
  phoneBoundsOf,
} from '../shared/validation';
import { sendCodeEvent } from './accountForm';
import { CODE_MAX_LENGTH, type SendCodeReceiver, SUBMIT_DEBOUNCE_MS } from './register.machine';

/**
 * The /forget form (spec §2 /forget, §5, §8): mobile, one-time code (the session's send-code child, smsSend
 * type 1), new password and its confirmation. The `submission` child debounces SUBMIT 300 ms, checks the
 * rules of spec §5 in screen order and calls forgetPassword with the password RSA-encrypted. Success shows a
 * notice and, after 0.5 s, emits `navigate /login` (the screen's adapter calls the router).
 */

export type ForgetConfig = Bounds & Pick<WebConfig, 'rsaPublicKey' | 'countryCode'>;

export interface ForgetInput {
  webConfig: ForgetConfig;
  /** The session's send-code child; absent in isolated machine tests. */
  sendCode?: SendCodeReceiver;
}

export type ForgetField = 'mobile' | 'code' | 'password' | 'confirmation';
export type ForgetFields = Record<ForgetField, string>;
export type ForgetRequest = ForgetFields & { config: ForgetConfig };

export interface ForgetContext {
  fields: ForgetFields;
  config: ForgetConfig;
  showPassword: boolean;
  notice: Notice | null;
  sendCode: SendCodeReceiver | null;
}

export type ForgetEvent =
  | FieldChange<ForgetField>
  | { type: 'PASSWORD.TOGGLE' }
  | { type: 'SEND_CODE' }
  | { type: 'SUBMIT' }
  | DoneActorEvent<SubmissionOutput<unknown>, 'submission'>;

/** Delay between the success notice and the way back to /login. */
export const FORGET_REDIRECT_MS = 500;

/** The first problem of the form in screen order (mobile, code, password, confirmation); null when it may go. */
export function checkForget(fields: ForgetFields, config: Bounds): Problem | null {
  return (
    about('mobile', checkPhone(fields.mobile, phoneBoundsOf(config))) ??
    about('code', checkCode(fields.code, true)) ??
    about('password', checkPassword(fields.password, config)) ??
    about('confirmation', checkConfirmation(fields.password, fields.confirmation))
  );
}

/** Encrypts the new password, then forgetPassword. */
export async function resetPassword(request: ForgetRequest, signal?: AbortSignal): Promise<unknown> {
  const password = await encryptPassword(request.password, request.config.rsaPublicKey);
  return callApi(
    'forgetPassword',
    { mobile: request.mobile, code: request.code.trim(), password, countryCode: request.config.countryCode },
    signal ? { signal } : undefined,
  );
}

export const forgetSubmission = submissionOf(resetPassword);

export const forgetMachine = setup({
  types: {
    context: {} as ForgetContext,
    events: {} as ForgetEvent,
    input: {} as ForgetInput,
    emitted: {} as NavigateEmitted,
    children: {} as { submission: 'submission' },
  },
  actors: { submission: forgetSubmission },
  guards: {
    accepted: (_, output: SubmissionOutput<unknown>) => output.ok,
  },
  actions: {
    setField: assign(({ context }, change: FieldChange<ForgetField>) =>
      changeField(context, change, {
        mobile: ACCOUNT_MAX_LENGTH,
        code: CODE_MAX_LENGTH,
        password: context.config.passwordLengthMax,
        confirmation: context.config.passwordLengthMax,
      }),
    ),
    togglePassword: assign({ showPassword: ({ context }) => !context.showPassword }),
    requestCode: enqueueActions(({ context, enqueue }) => {
      const { sendCode } = context;
      if (sendCode) enqueue(() => sendCode.send(sendCodeEvent(context.fields.mobile, context.config, 1)));
    }),
    restartSubmission: sendTo('submission', { type: 'SUBMIT' }),
    showOutcome: assign({
      notice: (_, output: SubmissionOutput<unknown>) =>
        output.ok ? notice('forget.success', 'success') : output.notice,
    }),
    forgetPasswords: assign({ fields: ({ context }) => ({ ...context.fields, password: '', confirmation: '' }) }),
    navigateToLogin: emit({ type: 'navigate', to: { page: 'login' }, replace: true }),
  },
  delays: {
    loginRedirect: FORGET_REDIRECT_MS,
  },
}).createMachine({
  id: 'forget',
  context: ({ input }) => ({
    fields: { mobile: '', code: '', password: '', confirmation: '' },
    config: input.webConfig,
    showPassword: false,
    notice: null,
    sendCode: input.sendCode ?? null,
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editable'],
      on: {
        'FIELD.CHANGE': { actions: { type: 'setField', params: ({ event }) => event } },
        'PASSWORD.TOGGLE': { actions: 'togglePassword' },
        SEND_CODE: { actions: 'requestCode' },
        SUBMIT: 'submitting',
      },
    },
    submitting: submittingState({
      description: 'The submission child: 300 ms debounce (SUBMIT restarts it), the rules, then forgetPassword.',
      input: ({ context }: { context: ForgetContext }) => ({
        request: { ...context.fields, config: context.config },
        check: (request: ForgetRequest) => checkForget(request, request.config),
        debounce: SUBMIT_DEBOUNCE_MS,
        // The register map: login's messages plus 1045 (no code requested for this mobile).
        errors: 'register' as const,
      }),
      onDone: submitted([
        { guard: 'accepted', target: 'succeeded', output: ['showOutcome'], also: ['forgetPasswords'] },
        { target: 'editing', output: ['showOutcome'] },
      ]),
      debounced: true,
    }),
    succeeded: {
      description: 'Password changed: the notice shows, then back to /login after 0.5 s.',
      tags: ['blocking', 'done'],
      after: { loginRedirect: { target: 'done', actions: 'navigateToLogin' } },
    },
    done: { description: 'On the way to /login.', tags: ['blocking', 'done'] },
  },
});

export type ForgetMachine = typeof forgetMachine;
