import { assign, type DoneActorEvent, sendTo, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import { CODE_MAX_LENGTH } from '../../src/api/contract/accountRules';
import type { WebConfig } from '../../src/api/contract/entities';
import type { DataOf } from '../../src/api/contract/map';
import { deviceInfo } from '../../src/platform/device';
import { encryptPassword } from '../../src/platform/rsa';
import { changeField, type FieldChange } from '../shared/form';
import { type Notice, notice } from '../shared/notice';
import { type SubmissionOutput, submissionOf, submitted, submittingState } from '../shared/submission.machine';
import {
  forgetGreenAgreement,
  storedGreenAgreement,
  type TermsOutput,
  type TermsTab,
  termsMachine,
  termsState,
} from '../shared/terms.machine';
import { ACCOUNT_MAX_LENGTH, type Bounds, checkRegister, type RegisterKind, registerKind } from '../shared/validation';
import { sendCodeEvent } from './accountForm';
import type { LoginReceiver } from './login.machine';
import type { SendCodeEvent } from './sendCode.machine';

/**
 * The /register form (spec §2 /register, §5, §8). The screen passes the session actor and the session's
 * send-code child (its systemId 'sendCode') in the input: the send-code button sends SEND to that child, a
 * success sends LOGGED_IN to the session. Submit is refused until the terms are agreed; the `submission`
 * child debounces it 300 ms and checks the rules of spec §5 (machines/shared/validation.ts) before calling.
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

export type RegisterField = 'account' | 'password' | 'confirmation' | 'code';

export interface RegisterRequest extends Record<RegisterField, string> {
  kind: RegisterKind;
  config: RegisterConfig;
  inviteCode: string;
}

export interface RegisterContext {
  fields: Record<RegisterField, string>;
  /** The inviter's code of the link the visitor came by; '' without one. */
  inviteCode: string;
  kind: RegisterKind;
  config: RegisterConfig;
  host: string;
  green: boolean;
  showPassword: boolean;
  agreement: boolean;
  notice: Notice | null;
  session: LoginReceiver | null;
  sendCode: SendCodeReceiver | null;
}

export type RegisterEvent =
  | FieldChange<RegisterField>
  | { type: 'PASSWORD.TOGGLE' }
  | { type: 'AGREEMENT.TOGGLE' }
  | { type: 'TERMS.OPEN'; tab?: TermsTab }
  | { type: 'SEND_CODE' }
  | { type: 'SUBMIT' }
  | DoneActorEvent<SubmissionOutput<RegisterResult>, 'submission'>
  | DoneActorEvent<TermsOutput, 'terms'>;

/** Code length accepted by the field (the server's codes have 6 digits; the contract allows 12). */
export { CODE_MAX_LENGTH };
/** Submit waits this long for another tap before the rules run. */
export const SUBMIT_DEBOUNCE_MS = 300;

/** Encrypts the password, then accountRegist4 (phone with code) or accountRegist (username, phone without code). */
export async function register(request: RegisterRequest, signal?: AbortSignal): Promise<RegisterResult> {
  const password = await encryptPassword(request.password, request.config.rsaPublicKey);
  const options = signal ? { signal } : undefined;
  const common = {
    account: request.account,
    password,
    type: 0 as const,
    phoneinfoJsonModel: deviceInfo(),
    ...(request.kind.account === 'phone' ? { countryCode: request.config.countryCode } : {}),
    ...(request.inviteCode ? { inviteCode: request.inviteCode } : {}),
  };
  if (request.kind.needsCode) return callApi('accountRegist4', { ...common, code: request.code.trim() }, options);
  return callApi('accountRegist', common, options);
}

export const registerSubmission = submissionOf(register);

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as RegisterInput,
    children: {} as { submission: 'submission'; terms: 'terms' },
  },
  actors: { submission: registerSubmission, terms: termsMachine },
  guards: {
    agreed: ({ context }) => context.agreement,
    greenUnagreed: ({ context }) => context.green && !context.agreement,
    needsCode: ({ context }) => context.kind.needsCode,
    accepted: (_, output: SubmissionOutput<RegisterResult>) => output.ok,
    termsAgreed: (_, output: TermsOutput) => output.agreed,
  },
  actions: {
    setField: assign(({ context }, change: FieldChange<RegisterField>) =>
      changeField(context, change, {
        account: ACCOUNT_MAX_LENGTH,
        password: context.config.passwordLengthMax,
        confirmation: context.config.passwordLengthMax,
        code: CODE_MAX_LENGTH,
      }),
    ),
    togglePassword: assign({ showPassword: ({ context }) => !context.showPassword }),
    toggleAgreement: assign({ agreement: ({ context }) => !context.agreement }),
    agree: assign({ agreement: true }),
    forgetGreenAgreement,
    requestCode: ({ context }) => context.sendCode?.send(sendCodeEvent(context.fields.account, context.config, 0)),
    restartSubmission: sendTo('submission', { type: 'SUBMIT' }),
    showOutcome: assign({
      notice: (_, output: SubmissionOutput<RegisterResult>) =>
        output.ok ? notice('common.success', 'success') : output.notice,
    }),
    notifySession: ({ context, event }) => {
      if (event.type === 'xstate.done.actor.submission' && event.output.ok) {
        context.session?.send({ type: 'LOGGED_IN', result: event.output.result });
      }
    },
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => {
    const green = input.webConfig.mode === 'green';
    return {
      fields: { account: '', password: '', confirmation: '', code: '' },
      inviteCode: (input.inviteCode ?? '').trim().slice(0, 40),
      kind: registerKind(input.webConfig),
      config: input.webConfig,
      host: input.host,
      green,
      showPassword: false,
      agreement: green ? storedGreenAgreement() : true,
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
        'FIELD.CHANGE': { actions: { type: 'setField', params: ({ event }) => event } },
        'PASSWORD.TOGGLE': { actions: 'togglePassword' },
        'AGREEMENT.TOGGLE': [
          { guard: 'greenUnagreed', target: 'terms' },
          { actions: ['toggleAgreement', 'forgetGreenAgreement'] },
        ],
        'TERMS.OPEN': 'terms',
        SEND_CODE: { guard: 'needsCode', actions: 'requestCode' },
        SUBMIT: { guard: 'agreed', target: 'submitting' },
      },
    },
    terms: termsState('The terms and privacy panel (the terms child; green-mode consent as on the login form).'),
    submitting: submittingState({
      description: 'The submission child: 300 ms debounce (SUBMIT restarts it), the rules, then the register call.',
      input: ({ context }: { context: RegisterContext }) => ({
        request: { ...context.fields, kind: context.kind, config: context.config, inviteCode: context.inviteCode },
        check: (request: RegisterRequest) => checkRegister(request, request.kind, request.config),
        debounce: SUBMIT_DEBOUNCE_MS,
        errors: 'register' as const,
      }),
      onDone: submitted([
        { guard: 'accepted', target: 'succeeded', output: ['showOutcome'], also: ['notifySession'] },
        { target: 'editing', output: ['showOutcome'] },
      ]),
      debounced: true,
    }),
    succeeded: {
      description: 'Registered and logged in; the session redirects to /lobby/home after 0.5 s.',
      tags: ['blocking', 'done'],
    },
  },
});

export type RegisterMachine = typeof registerMachine;
