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
import type { WebConfig } from '../../src/api/contract/entities';
import { encryptPassword } from '../../src/platform/rsa';
import { type Notice, notice } from '../shared/notice';
import type { NavigateEmitted } from '../shared/protocol';
import {
  type Bounds,
  checkCode,
  checkConfirmation,
  checkPassword,
  checkPhone,
  type Problem,
  phoneBoundsOf,
} from '../shared/validation';
import { failureNotice, problemNotice, sendCodeEvent } from './accountForm';
import type { SendCodeReceiver } from './register.machine';
import { CODE_MAX_LENGTH } from './register.machine';

/**
 * The /forget form (spec §2 /forget, §5, §8): mobile, one-time code (the session's send-code child, smsSend
 * type 1), new password and its confirmation. SUBMIT is debounced 300 ms, then the rules of spec §5 run in
 * screen order; forgetPassword gets the password RSA-encrypted. Success shows a notice and, after 0.5 s,
 * emits `navigate /login` (the screen's adapter calls the router).
 */

export type ForgetConfig = Bounds & Pick<WebConfig, 'rsaPublicKey' | 'countryCode'>;

export interface ForgetInput {
  webConfig: ForgetConfig;
  /** The session's send-code child; absent in isolated machine tests. */
  sendCode?: SendCodeReceiver;
}

export interface ForgetRequest {
  mobile: string;
  code: string;
  password: string;
  publicKey: string;
  countryCode: string;
}

export interface ForgetFields {
  mobile: string;
  code: string;
  password: string;
  confirmation: string;
}

export interface ForgetContext extends ForgetFields {
  config: ForgetConfig;
  showPassword: boolean;
  notice: Notice | null;
  sendCode: SendCodeReceiver | null;
}

export type ForgetEvent =
  | { type: 'MOBILE.CHANGE'; value: string }
  | { type: 'CODE.CHANGE'; value: string }
  | { type: 'PASSWORD.CHANGE'; value: string }
  | { type: 'CONFIRMATION.CHANGE'; value: string }
  | { type: 'PASSWORD.TOGGLE' }
  | { type: 'SEND_CODE' }
  | { type: 'SUBMIT' }
  | DoneActorEvent<unknown, 'forgetPassword'>
  | ErrorActorEvent<unknown, 'forgetPassword'>;

/** Delay between the success notice and the way back to /login. */
export const FORGET_REDIRECT_MS = 500;

/** The first problem of the form in screen order (mobile, code, password, confirmation); null when it may go. */
export function checkForget(fields: ForgetFields, config: Bounds): Problem | null {
  return (
    checkPhone(fields.mobile, phoneBoundsOf(config)) ??
    checkCode(fields.code, true) ??
    checkPassword(fields.password, config) ??
    checkConfirmation(fields.password, fields.confirmation)
  );
}

/** Encrypts the new password, then forgetPassword. */
export async function resetPassword(request: ForgetRequest, signal?: AbortSignal): Promise<unknown> {
  const password = await encryptPassword(request.password, request.publicKey);
  return callApi(
    'forgetPassword',
    { mobile: request.mobile, code: request.code.trim(), password, countryCode: request.countryCode },
    signal ? { signal } : undefined,
  );
}

export const forgetMachine = setup({
  types: {
    context: {} as ForgetContext,
    events: {} as ForgetEvent,
    input: {} as ForgetInput,
    emitted: {} as NavigateEmitted,
  },
  actors: {
    forgetPassword: fromPromise<unknown, ForgetRequest>(({ input, signal }) => resetPassword(input, signal)),
  },
  guards: {
    formRejected: ({ context }) => checkForget(context, context.config) !== null,
  },
  actions: {
    assignMobile: assign({
      mobile: ({ event }) => {
        assertEvent(event, 'MOBILE.CHANGE');
        return event.value.slice(0, 50);
      },
    }),
    assignCode: assign({
      code: ({ event }) => {
        assertEvent(event, 'CODE.CHANGE');
        return event.value.slice(0, CODE_MAX_LENGTH);
      },
    }),
    assignPassword: assign({
      password: ({ context, event }) => {
        assertEvent(event, 'PASSWORD.CHANGE');
        return event.value.slice(0, context.config.passwordLengthMax);
      },
    }),
    assignConfirmation: assign({
      confirmation: ({ context, event }) => {
        assertEvent(event, 'CONFIRMATION.CHANGE');
        return event.value.slice(0, context.config.passwordLengthMax);
      },
    }),
    togglePassword: assign({ showPassword: ({ context }) => !context.showPassword }),
    requestCode: enqueueActions(({ enqueue, context }) => {
      const { sendCode } = context;
      if (!sendCode) return;
      const send = sendCodeEvent(context.mobile, context.config, 1);
      enqueue(() => sendCode.send(send));
    }),
    noticeProblem: assign({
      notice: ({ context }) => {
        const problem = checkForget(context, context.config);
        return problemNotice(problem);
      },
    }),
    noticeSuccess: assign({ notice: () => notice('forget.success', 'success') }),
    noticeFailure: assign({
      notice: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.forgetPassword');
        // The register map: login's messages plus 1045 (no code requested for this mobile).
        return failureNotice(event.error, 'register');
      },
    }),
    forgetPasswords: assign({ password: '', confirmation: '' }),
    navigateToLogin: emit({ type: 'navigate', to: { page: 'login' }, replace: true }),
  },
  delays: {
    submitDebounce: 300,
    loginRedirect: FORGET_REDIRECT_MS,
  },
}).createMachine({
  id: 'forget',
  context: ({ input }) => ({
    mobile: '',
    code: '',
    password: '',
    confirmation: '',
    config: input.webConfig,
    showPassword: false,
    notice: null,
    sendCode: input.sendCode ?? null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'MOBILE.CHANGE': { actions: 'assignMobile' },
        'CODE.CHANGE': { actions: 'assignCode' },
        'PASSWORD.CHANGE': { actions: 'assignPassword' },
        'CONFIRMATION.CHANGE': { actions: 'assignConfirmation' },
        'PASSWORD.TOGGLE': { actions: 'togglePassword' },
        SEND_CODE: { actions: 'requestCode' },
        SUBMIT: 'debouncing',
      },
    },
    debouncing: {
      description: 'Waits 300 ms; another SUBMIT starts the wait again.',
      after: { submitDebounce: 'validating' },
      on: { SUBMIT: { target: 'debouncing', reenter: true } },
    },
    validating: {
      always: [{ guard: 'formRejected', target: 'editing', actions: 'noticeProblem' }, { target: 'submitting' }],
    },
    submitting: {
      description: 'Encrypts the new password and calls forgetPassword (the screen shows a loading toast).',
      invoke: {
        id: 'forgetPassword',
        src: 'forgetPassword',
        input: ({ context }) => ({
          mobile: context.mobile,
          code: context.code,
          password: context.password,
          publicKey: context.config.rsaPublicKey,
          countryCode: context.config.countryCode,
        }),
        onDone: { target: 'succeeded', actions: ['noticeSuccess', 'forgetPasswords'] },
        onError: { target: 'editing', actions: 'noticeFailure' },
      },
    },
    succeeded: {
      description: 'Password changed: the notice shows, then back to /login after 0.5 s.',
      after: { loginRedirect: { target: 'done', actions: 'navigateToLogin' } },
    },
    done: { description: 'On the way to /login.' },
  },
});

export type ForgetMachine = typeof forgetMachine;
