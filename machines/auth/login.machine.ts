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
import { rememberAccount, savedAccount, storeCredential } from '../../src/platform/credentials';
import { deviceInfo } from '../../src/platform/device';
import { encryptPassword } from '../../src/platform/rsa';
import { session } from '../../src/platform/storage';
import { type Notice, notice } from '../shared/notice';
import { ACCOUNT_MAX_LENGTH } from '../shared/validation';
import { failureNotice } from './accountForm';

/**
 * The /login form (spec §2 /login, §4 Agreement, §5, §8). The screen creates it and passes the session actor
 * in its input: on success the form sends LOGGED_IN there, and the session stores everything and redirects.
 * The terms panel (and its tab) is state of this machine.
 */

export type LoginResult = DataOf<'accountLogin'>;

/** Where a form reports a login: the session actor (or anything that takes LOGGED_IN). */
export interface LoginReceiver {
  send(event: { type: 'LOGGED_IN'; result: LoginResult }): void;
}

export interface LoginInput {
  webConfig: Pick<WebConfig, 'mode' | 'passwordLengthMax' | 'rsaPublicKey' | 'countryCode'>;
  /** The session actor (systemId 'session'); absent in isolated machine tests. */
  session?: LoginReceiver;
}

export interface LoginRequest {
  account: string;
  password: string;
  publicKey: string;
  countryCode: string;
}

export interface LoginContext {
  account: string;
  password: string;
  showPassword: boolean;
  agreement: boolean;
  green: boolean;
  passwordMax: number;
  publicKey: string;
  countryCode: string;
  notice: Notice | null;
  session: LoginReceiver | null;
}

export type TermsTab = 'terms' | 'privacy';

export type LoginEvent =
  | { type: 'ACCOUNT.CHANGE'; value: string }
  | { type: 'PASSWORD.CHANGE'; value: string }
  | { type: 'PASSWORD.TOGGLE' }
  | { type: 'AGREEMENT.TOGGLE' }
  | { type: 'TERMS.OPEN' }
  | { type: 'TERMS.TAB'; tab: TermsTab }
  | { type: 'TERMS.AGREE' }
  | { type: 'TERMS.CLOSE' }
  | { type: 'SUBMIT' }
  | DoneActorEvent<LoginResult, 'login'>
  | ErrorActorEvent<unknown, 'login'>;

/** Encrypts the password, then accountLogin with the device info (spec §3, §5). */
export async function login(request: LoginRequest, signal?: AbortSignal): Promise<LoginResult> {
  const password = await encryptPassword(request.password, request.publicKey);
  return callApi(
    'accountLogin',
    { account: request.account, password, countryCode: request.countryCode, phoneinfoJsonModel: deviceInfo() },
    signal ? { signal } : undefined,
  );
}

/** Agreement defaults to true unless the mode is green; green mode restores a consent the panel stored. */
function initialContext({ input }: { input: LoginInput }): LoginContext {
  const green = input.webConfig.mode === 'green';
  return {
    account: savedAccount(),
    password: '',
    showPassword: false,
    agreement: green ? (session.get('greenAgreement') ?? false) : true,
    green,
    passwordMax: input.webConfig.passwordLengthMax,
    publicKey: input.webConfig.rsaPublicKey,
    countryCode: input.webConfig.countryCode,
    notice: null,
    session: input.session ?? null,
  };
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actors: {
    login: fromPromise<LoginResult, LoginRequest>(({ input, signal }) => login(input, signal)),
  },
  guards: {
    filled: ({ context }) => context.account.length > 0 && context.password.length > 0,
    agreed: ({ context }) => context.agreement,
    green: ({ context }) => context.green,
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
        return event.value.slice(0, context.passwordMax);
      },
    }),
    togglePassword: assign({ showPassword: ({ context }) => !context.showPassword }),
    toggleAgreement: assign({ agreement: ({ context }) => !context.agreement }),
    agree: assign({ agreement: true }),
    rememberGreenAgreement: ({ context }) => {
      if (context.green) session.set('greenAgreement', true);
    },
    forgetGreenAgreement: () => session.remove('greenAgreement'),
    noticeAgreementRequired: assign({ notice: () => notice('verify.accountTips', 'error') }),
    noticeSuccess: assign({ notice: () => notice('common.success', 'success') }),
    noticeFailure: assign({
      notice: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.login');
        return failureNotice(event.error, 'login');
      },
    }),
    notifySession: enqueueActions(({ enqueue, context, event }) => {
      assertEvent(event, 'xstate.done.actor.login');
      const { session: receiver } = context;
      if (receiver) enqueue(() => receiver.send({ type: 'LOGGED_IN', result: event.output }));
    }),
    rememberAccount: ({ context }) => rememberAccount(context.account),
    offerToPasswordManager: ({ context }) => void storeCredential(context.account, context.password),
  },
}).createMachine({
  id: 'login',
  context: initialContext,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'ACCOUNT.CHANGE': { actions: 'assignAccount' },
        'PASSWORD.CHANGE': { actions: 'assignPassword' },
        'PASSWORD.TOGGLE': { actions: 'togglePassword' },
        'AGREEMENT.TOGGLE': [
          // Green mode: checking the box opens the panel first; its I Agree does the checking.
          { guard: and(['green', not('agreed')]), target: 'terms' },
          { actions: ['toggleAgreement', 'forgetGreenAgreement'] },
        ],
        'TERMS.OPEN': 'terms',
        SUBMIT: [
          { guard: and(['filled', 'agreed']), target: 'submitting' },
          { guard: and(['filled', 'green']), target: 'terms' },
          { guard: 'filled', actions: 'noticeAgreementRequired' },
        ],
      },
    },
    terms: {
      // Exit clears the stored consent; I Agree's own action (run after exit) stores it again, so closing
      // without agreeing forgets it and agreeing keeps it for this tab (a reload keeps the box checked).
      description: 'The terms and privacy panel with its two tabs.',
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
    submitting: {
      description: 'Encrypts the password and calls accountLogin (the screen shows a loading toast).',
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({
          account: context.account,
          password: context.password,
          publicKey: context.publicKey,
          countryCode: context.countryCode,
        }),
        onDone: {
          target: 'succeeded',
          actions: ['noticeSuccess', 'rememberAccount', 'offerToPasswordManager', 'notifySession'],
        },
        onError: { target: 'editing', actions: 'noticeFailure' },
      },
    },
    succeeded: {
      description: 'Logged in; the session redirects to /lobby/home after 0.5 s.',
    },
  },
});

export type LoginMachine = typeof loginMachine;
