import {
  and,
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  enqueueActions,
  fromPromise,
  not,
  setup,
} from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { WebConfig } from '../../src/api/contract/entities';
import type { DataOf } from '../../src/api/contract/map';
import { deviceInfo } from '../../src/platform/device';
import { encryptPassword } from '../../src/platform/rsa';
import { session } from '../../src/platform/storage';
import { type Notice, notice } from '../shared/notice';
import { ACCOUNT_MAX_LENGTH, type Bounds, checkRegister, type RegisterKind, registerKind } from '../shared/validation';
import { failureNotice, problemNotice, sendCodeEvent } from './accountForm';
import type { LoginReceiver, TermsTab } from './login.machine';
import type { SendCodeEvent } from './sendCode.machine';

/**
 * The /register form (spec §2 /register, §5, §8). The screen passes the session actor and the session's
 * send-code child (its systemId 'sendCode') in the input: the send-code button sends SEND to that child, a
 * success sends LOGGED_IN to the session. Submit is debounced 300 ms and refused until the terms are agreed;
 * the rules of spec §5 (machines/shared/validation.ts) run after the debounce.
 */

export type RegisterResult = DataOf<'accountRegist'>;

export type RegisterConfig = Bounds &
  Pick<WebConfig, 'mode' | 'registerType' | 'otpStatus' | 'rsaPublicKey' | 'countryCode'>;

/** The session's send-code child (or anything that takes SEND). */
export interface SendCodeReceiver {
  send(event: SendCodeEvent): void;
}

export interface RegisterInput {
  webConfig: RegisterConfig;
  /** The site's host, shown read-only as the only website choice in green mode. */
  host: string;
  /** Absent in isolated machine tests. */
  session?: LoginReceiver;
  sendCode?: SendCodeReceiver;
  /** The inviter's code from an invite link (`/register?inviteCode=…`, docs/promotions.md). */
  inviteCode?: string;
}

export interface RegisterRequest {
  account: string;
  password: string;
  code: string;
  kind: RegisterKind;
  publicKey: string;
  countryCode: string;
  inviteCode: string;
}

export interface RegisterContext {
  /** The inviter's code of the link the visitor came by; '' without one. */
  inviteCode: string;
  kind: RegisterKind;
  config: RegisterConfig;
  host: string;
  green: boolean;
  account: string;
  password: string;
  confirmation: string;
  code: string;
  showPassword: boolean;
  agreement: boolean;
  notice: Notice | null;
  session: LoginReceiver | null;
  sendCode: SendCodeReceiver | null;
}

export type RegisterEvent =
  | { type: 'ACCOUNT.CHANGE'; value: string }
  | { type: 'PASSWORD.CHANGE'; value: string }
  | { type: 'CONFIRMATION.CHANGE'; value: string }
  | { type: 'CODE.CHANGE'; value: string }
  | { type: 'PASSWORD.TOGGLE' }
  | { type: 'AGREEMENT.TOGGLE' }
  | { type: 'TERMS.OPEN' }
  | { type: 'TERMS.TAB'; tab: TermsTab }
  | { type: 'TERMS.AGREE' }
  | { type: 'TERMS.CLOSE' }
  | { type: 'SEND_CODE' }
  | { type: 'SUBMIT' }
  | DoneActorEvent<RegisterResult, 'register'>
  | ErrorActorEvent<unknown, 'register'>;

/** Code length accepted by the field (the server's codes have 6 digits; the contract allows 12). */
export const CODE_MAX_LENGTH = 12;

/** Encrypts the password, then accountRegist4 (phone with code) or accountRegist (username, phone without code). */
export async function register(request: RegisterRequest, signal?: AbortSignal): Promise<RegisterResult> {
  const password = await encryptPassword(request.password, request.publicKey);
  const options = signal ? { signal } : undefined;
  const common = {
    account: request.account,
    password,
    type: 0 as const,
    phoneinfoJsonModel: deviceInfo(),
    ...(request.kind.account === 'phone' ? { countryCode: request.countryCode } : {}),
    ...(request.inviteCode ? { inviteCode: request.inviteCode } : {}),
  };
  if (request.kind.needsCode) return callApi('accountRegist4', { ...common, code: request.code.trim() }, options);
  return callApi('accountRegist', common, options);
}

function initialContext({ input }: { input: RegisterInput }): RegisterContext {
  const green = input.webConfig.mode === 'green';
  return {
    inviteCode: (input.inviteCode ?? '').trim().slice(0, 40),
    kind: registerKind(input.webConfig),
    config: input.webConfig,
    host: input.host,
    green,
    account: '',
    password: '',
    confirmation: '',
    code: '',
    showPassword: false,
    agreement: green ? (session.get('greenAgreement') ?? false) : true,
    notice: null,
    session: input.session ?? null,
    sendCode: input.sendCode ?? null,
  };
}

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as RegisterInput,
  },
  actors: {
    register: fromPromise<RegisterResult, RegisterRequest>(({ input, signal }) => register(input, signal)),
  },
  guards: {
    agreed: ({ context }) => context.agreement,
    green: ({ context }) => context.green,
    needsCode: ({ context }) => context.kind.needsCode,
    formRejected: ({ context }) => checkRegister(context, context.kind, context.config) !== null,
    privacyTab: ({ event }) => event.type === 'TERMS.TAB' && event.tab === 'privacy',
  },
  actions: {
    assignAccount: assign({
      account: ({ event }) => {
        assertEvent(event, 'ACCOUNT.CHANGE');
        return event.value.slice(0, ACCOUNT_MAX_LENGTH);
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
    assignCode: assign({
      code: ({ event }) => {
        assertEvent(event, 'CODE.CHANGE');
        return event.value.slice(0, CODE_MAX_LENGTH);
      },
    }),
    togglePassword: assign({ showPassword: ({ context }) => !context.showPassword }),
    toggleAgreement: assign({ agreement: ({ context }) => !context.agreement }),
    agree: assign({ agreement: true }),
    rememberGreenAgreement: ({ context }) => {
      if (context.green) session.set('greenAgreement', true);
    },
    forgetGreenAgreement: () => session.remove('greenAgreement'),
    requestCode: enqueueActions(({ enqueue, context }) => {
      const { sendCode } = context;
      if (!sendCode) return;
      const send = sendCodeEvent(context.account, context.config, 0);
      enqueue(() => sendCode.send(send));
    }),
    noticeProblem: assign({
      notice: ({ context }) => {
        const problem = checkRegister(context, context.kind, context.config);
        return problemNotice(problem);
      },
    }),
    noticeSuccess: assign({ notice: () => notice('common.success', 'success') }),
    noticeFailure: assign({
      notice: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.register');
        return failureNotice(event.error, 'register');
      },
    }),
    notifySession: enqueueActions(({ enqueue, context, event }) => {
      assertEvent(event, 'xstate.done.actor.register');
      const { session: receiver } = context;
      if (receiver) enqueue(() => receiver.send({ type: 'LOGGED_IN', result: event.output }));
    }),
  },
  delays: {
    submitDebounce: 300,
  },
}).createMachine({
  id: 'register',
  context: initialContext,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'ACCOUNT.CHANGE': { actions: 'assignAccount' },
        'PASSWORD.CHANGE': { actions: 'assignPassword' },
        'CONFIRMATION.CHANGE': { actions: 'assignConfirmation' },
        'CODE.CHANGE': { actions: 'assignCode' },
        'PASSWORD.TOGGLE': { actions: 'togglePassword' },
        'AGREEMENT.TOGGLE': [
          { guard: and(['green', not('agreed')]), target: 'terms' },
          { actions: ['toggleAgreement', 'forgetGreenAgreement'] },
        ],
        'TERMS.OPEN': 'terms',
        SEND_CODE: { guard: 'needsCode', actions: 'requestCode' },
        SUBMIT: { guard: 'agreed', target: 'debouncing' },
      },
    },
    terms: {
      description: 'The terms and privacy panel with its two tabs (green-mode consent as on the login form).',
      initial: 'termsOfUse',
      exit: 'forgetGreenAgreement',
      states: {
        termsOfUse: {},
        privacyPolicy: {},
      },
      on: {
        'TERMS.TAB': [{ guard: 'privacyTab', target: '.privacyPolicy' }, { target: '.termsOfUse' }],
        'TERMS.AGREE': { target: 'editing', actions: ['agree', 'rememberGreenAgreement'] },
        'TERMS.CLOSE': 'editing',
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
      description: 'Encrypts the password and registers (the screen shows a loading toast).',
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({
          account: context.account,
          password: context.password,
          code: context.code,
          kind: context.kind,
          publicKey: context.config.rsaPublicKey,
          countryCode: context.config.countryCode,
          inviteCode: context.inviteCode,
        }),
        onDone: { target: 'succeeded', actions: ['noticeSuccess', 'notifySession'] },
        onError: { target: 'editing', actions: 'noticeFailure' },
      },
    },
    succeeded: {
      description: 'Registered and logged in; the session redirects to /lobby/home after 0.5 s.',
    },
  },
});

export type RegisterMachine = typeof registerMachine;
