import { assign, type DoneActorEvent, sendTo, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import { CODE_MAX_LENGTH, REGISTER_ERRCODE } from '../../src/api/contract/accountRules';
import type { WebConfig } from '../../src/api/contract/entities';
import type { DataOf } from '../../src/api/contract/map';
import { deviceInfo } from '../../src/platform/device';
import { encryptPassword } from '../../src/platform/rsa';
import { changeField, errcodeOf, type FieldChange, failureNotice } from '../shared/form';
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
 * child debounces it 300 ms and checks the rules of spec §5 (machines/shared/validation.ts) before calling,
 * with issue 18's date of birth (21 or older on today's Manila date) and excluded-persons declaration.
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
  /** The clock the age rule reads (ms); the page passes nothing (Date.now), tests a fixed or simulated one. */
  now?: () => number;
}

export type RegisterField = 'account' | 'password' | 'confirmation' | 'code' | 'birthDate';

export interface RegisterRequest extends Record<RegisterField, string> {
  kind: RegisterKind;
  config: RegisterConfig;
  inviteCode: string;
  /** The excluded-persons declaration (terms of use, section 2) is checked. */
  notExcluded: boolean;
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
  /** The player declared they are not an excluded person (issue 18); unchecked at first. */
  notExcluded: boolean;
  now: () => number;
  notice: Notice | null;
  session: LoginReceiver | null;
  sendCode: SendCodeReceiver | null;
}

export type RegisterEvent =
  | FieldChange<RegisterField>
  | { type: 'PASSWORD.TOGGLE' }
  | { type: 'AGREEMENT.TOGGLE' }
  | { type: 'DECLARATION.TOGGLE' }
  | { type: 'TERMS.OPEN'; tab?: TermsTab }
  | { type: 'SEND_CODE' }
  | { type: 'SUBMIT' }
  | DoneActorEvent<SubmissionOutput<RegisterResult>, 'submission'>
  | DoneActorEvent<TermsOutput, 'terms'>;

/** Code length accepted by the field (the server's codes have 6 digits; the contract allows 12). */
export { CODE_MAX_LENGTH };
/** Submit waits this long for another tap before the rules run. */
export const SUBMIT_DEBOUNCE_MS = 300;
/** YYYY-MM-DD. */
const BIRTH_DATE_LENGTH = 10;

/** The declaration as the contract takes it, `true` only: the rules refuse a form without it before any call. */
function declaration(notExcluded: boolean): { notExcluded: true } {
  if (!notExcluded) throw new Error('The excluded-persons declaration was not made.');
  return { notExcluded: true };
}

/** Encrypts the password, then accountRegist4 (phone with code) or accountRegist (username, phone without code). */
export async function register(request: RegisterRequest, signal?: AbortSignal): Promise<RegisterResult> {
  const password = await encryptPassword(request.password, request.config.rsaPublicKey);
  const options = signal ? { signal } : undefined;
  const common = {
    account: request.account,
    password,
    type: 0 as const,
    birthDate: request.birthDate,
    ...declaration(request.notExcluded),
    phoneinfoJsonModel: deviceInfo(),
    ...(request.kind.account === 'phone' ? { countryCode: request.config.countryCode } : {}),
    ...(request.inviteCode ? { inviteCode: request.inviteCode } : {}),
  };
  if (request.kind.needsCode) return callApi('accountRegist4', { ...common, code: request.code.trim() }, options);
  return callApi('accountRegist', common, options);
}

export const registerSubmission = submissionOf(register);

/** Server refusals about one input (issue 18): the screen ties them to it, as it does a broken rule. */
const fieldOfErrcode: Readonly<Record<number, string>> = {
  [REGISTER_ERRCODE.underAge]: 'birthDate',
  [REGISTER_ERRCODE.birthDateInvalid]: 'birthDate',
  [REGISTER_ERRCODE.declarationMissing]: 'notExcluded',
};

/** A failed register call: its message through the register map, tied to the input it is about (1053-1055). */
export function registerFailure(error: unknown): Notice {
  const shown = failureNotice(error, 'register');
  const field = fieldOfErrcode[errcodeOf(error) ?? 0];
  return field === undefined ? shown : { ...shown, field };
}

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
        birthDate: BIRTH_DATE_LENGTH,
      }),
    ),
    togglePassword: assign({ showPassword: ({ context }) => !context.showPassword }),
    toggleAgreement: assign({ agreement: ({ context }) => !context.agreement }),
    toggleDeclaration: assign({ notExcluded: ({ context }) => !context.notExcluded }),
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
      fields: { account: '', password: '', confirmation: '', code: '', birthDate: '' },
      inviteCode: (input.inviteCode ?? '').trim().slice(0, 40),
      kind: registerKind(input.webConfig),
      config: input.webConfig,
      host: input.host,
      green,
      showPassword: false,
      agreement: green ? storedGreenAgreement() : true,
      notExcluded: false,
      now: input.now ?? Date.now,
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
        'DECLARATION.TOGGLE': { actions: 'toggleDeclaration' },
        'TERMS.OPEN': 'terms',
        SEND_CODE: { guard: 'needsCode', actions: 'requestCode' },
        SUBMIT: { guard: 'agreed', target: 'submitting' },
      },
    },
    terms: termsState('The terms and privacy panel (the terms child; green-mode consent as on the login form).'),
    submitting: submittingState({
      description: 'The submission child: 300 ms debounce (SUBMIT restarts it), the rules, then the register call.',
      input: ({ context }: { context: RegisterContext }) => ({
        request: {
          ...context.fields,
          kind: context.kind,
          config: context.config,
          inviteCode: context.inviteCode,
          notExcluded: context.notExcluded,
        },
        check: (request: RegisterRequest) => checkRegister(request, request.kind, request.config, context.now()),
        debounce: SUBMIT_DEBOUNCE_MS,
        errors: registerFailure,
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
