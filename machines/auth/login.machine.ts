import { assign, type DoneActorEvent, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { WebConfig } from '../../src/api/contract/entities';
import type { DataOf } from '../../src/api/contract/map';
import { rememberAccount, savedAccount, storeCredential } from '../../src/platform/credentials';
import { deviceInfo } from '../../src/platform/device';
import { encryptPassword } from '../../src/platform/rsa';
import { changeField, type FieldChange } from '../shared/form';
import { type Notice, notice } from '../shared/notice';
import { type SubmissionOutput, submissionOf, submitted } from '../shared/submission.machine';
import {
  forgetGreenAgreement,
  storedGreenAgreement,
  type TermsOutput,
  type TermsTab,
  termsMachine,
  termsState,
} from '../shared/terms.machine';
import { ACCOUNT_MAX_LENGTH } from '../shared/validation';

/**
 * The /login form (spec §2 /login, §4 Agreement, §5, §8). The screen creates it and passes the session actor
 * in its input: on success the form sends LOGGED_IN there, and the session stores everything and redirects.
 * The terms panel is the `terms` child, the call the `submission` child (no debounce, no rules: the button
 * is enabled once both fields are filled).
 */

export type LoginResult = DataOf<'accountLogin'>;
export type { TermsTab };

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

export type LoginField = 'account' | 'password';

export interface LoginContext {
  fields: Record<LoginField, string>;
  showPassword: boolean;
  agreement: boolean;
  green: boolean;
  config: LoginInput['webConfig'];
  notice: Notice | null;
  session: LoginReceiver | null;
}

export type LoginEvent =
  | FieldChange<LoginField>
  | { type: 'PASSWORD.TOGGLE' }
  | { type: 'AGREEMENT.TOGGLE' }
  | { type: 'TERMS.OPEN'; tab?: TermsTab }
  | { type: 'SUBMIT' }
  | DoneActorEvent<SubmissionOutput<LoginResult>, 'submission'>
  | DoneActorEvent<TermsOutput, 'terms'>;

/** Encrypts the password, then accountLogin with the device info (spec §3, §5). */
export async function login(request: LoginRequest, signal?: AbortSignal): Promise<LoginResult> {
  const password = await encryptPassword(request.password, request.publicKey);
  return callApi(
    'accountLogin',
    { account: request.account, password, countryCode: request.countryCode, phoneinfoJsonModel: deviceInfo() },
    signal ? { signal } : undefined,
  );
}

export const loginSubmission = submissionOf(login);

const filled = (context: LoginContext) => context.fields.account !== '' && context.fields.password !== '';

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    children: {} as { submission: 'submission'; terms: 'terms' },
  },
  actors: { submission: loginSubmission, terms: termsMachine },
  guards: {
    filled: ({ context }) => filled(context),
    filledAndAgreed: ({ context }) => filled(context) && context.agreement,
    filledInGreen: ({ context }) => filled(context) && context.green,
    greenUnagreed: ({ context }) => context.green && !context.agreement,
    accepted: (_, output: SubmissionOutput<LoginResult>) => output.ok,
    termsAgreed: (_, output: TermsOutput) => output.agreed,
  },
  actions: {
    setField: assign(({ context }, change: FieldChange<LoginField>) =>
      changeField(context, change, { account: ACCOUNT_MAX_LENGTH, password: context.config.passwordLengthMax }),
    ),
    togglePassword: assign({ showPassword: ({ context }) => !context.showPassword }),
    toggleAgreement: assign({ agreement: ({ context }) => !context.agreement }),
    agree: assign({ agreement: true }),
    forgetGreenAgreement,
    noticeAgreementRequired: assign({ notice: () => notice('verify.accountTips', 'error') }),
    showOutcome: assign({
      notice: (_, output: SubmissionOutput<LoginResult>) =>
        output.ok ? notice('common.success', 'success') : output.notice,
    }),
    rememberAccount: ({ context }) => rememberAccount(context.fields.account),
    offerToPasswordManager: ({ context }) => void storeCredential(context.fields.account, context.fields.password),
    notifySession: ({ context, event }) => {
      if (event.type === 'xstate.done.actor.submission' && event.output.ok) {
        context.session?.send({ type: 'LOGGED_IN', result: event.output.result });
      }
    },
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => {
    // Agreement defaults to true unless the mode is green; green mode restores a consent the panel stored.
    const green = input.webConfig.mode === 'green';
    return {
      fields: { account: savedAccount(), password: '' },
      showPassword: false,
      agreement: green ? storedGreenAgreement() : true,
      green,
      config: input.webConfig,
      notice: null,
      session: input.session ?? null,
    };
  },
  initial: 'editing',
  states: {
    editing: {
      tags: ['editable'],
      on: {
        'FIELD.CHANGE': { actions: { type: 'setField', params: ({ event }) => event } },
        'PASSWORD.TOGGLE': { actions: 'togglePassword' },
        'AGREEMENT.TOGGLE': [
          // Green mode: checking the box opens the panel first; its I Agree does the checking.
          { guard: 'greenUnagreed', target: 'terms' },
          { actions: ['toggleAgreement', 'forgetGreenAgreement'] },
        ],
        'TERMS.OPEN': 'terms',
        SUBMIT: [
          { guard: 'filledAndAgreed', target: 'submitting' },
          { guard: 'filledInGreen', target: 'terms' },
          { guard: 'filled', actions: 'noticeAgreementRequired' },
        ],
      },
    },
    terms: termsState('The terms and privacy panel (the terms child); I Agree checks the box.'),
    submitting: {
      description: 'Encrypts the password and calls accountLogin (the screen shows a loading toast).',
      tags: ['blocking'],
      invoke: {
        id: 'submission',
        src: 'submission',
        input: ({ context }) => ({
          request: {
            account: context.fields.account,
            password: context.fields.password,
            publicKey: context.config.rsaPublicKey,
            countryCode: context.config.countryCode,
          },
          debounce: 0,
          errors: 'login',
        }),
        onDone: submitted([
          {
            guard: 'accepted',
            target: 'succeeded',
            output: ['showOutcome'],
            also: ['rememberAccount', 'offerToPasswordManager', 'notifySession'],
          },
          { target: 'editing', output: ['showOutcome'] },
        ]),
      },
    },
    succeeded: {
      description: 'Logged in; the session redirects to /lobby/home after 0.5 s.',
      tags: ['blocking', 'done'],
    },
  },
});

export type LoginMachine = typeof loginMachine;
