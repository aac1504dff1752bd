import { callApi } from '../../src/api/client/call';
import { CODE_MAX_LENGTH, REGISTER_ERRCODE } from '../../src/api/contract/accountRules';
import type { WebConfig } from '../../src/api/contract/entities';
import type { DataOf } from '../../src/api/contract/map';
import { encryptPassword } from '../../src/platform/crypto/rsa';
import { deviceInfo } from '../../src/platform/device/device';
import { failureAbout, failureNotice } from '../shared/form';
import type { Notice } from '../shared/notice';
import { submissionOf } from '../shared/submission.machine';
import { ACCOUNT_MAX_LENGTH, type Bounds, checkRegister, type RegisterKind, registerKind } from '../shared/validation';
import { type AccountFormInput, createAccountForm, SUBMIT_DEBOUNCE_MS, sendCodeEvent } from './accountForm';
import { REGISTER_ERRORS } from './authErrors';

export { SUBMIT_DEBOUNCE_MS };

/**
 * The /register form (spec §2 /register, §5, §8). The screen passes the session actor and the session's
 * send-code child (its systemId 'sendCode') in the input: the send-code button sends SEND to that child, a
 * success sends LOGGED_IN to the session. Submit is refused until the terms are agreed; the `submission`
 * child debounces it 300 ms and checks the rules of spec §5 (machines/shared/validation.ts) before calling,
 * with the date of birth (21 or older on today's Manila date) and the excluded-persons declaration.
 */

export type RegisterResult = DataOf<'accountRegist'>;

export type RegisterConfig = Bounds &
  Pick<WebConfig, 'mode' | 'registerType' | 'otpStatus' | 'rsaPublicKey' | 'countryCode'>;

export interface RegisterInput extends AccountFormInput<RegisterConfig> {
  /** The site's host, shown read-only as the only website choice in green mode. */
  host: string;
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

/** The register form's own input, kept as its `params`. */
export interface RegisterParams {
  kind: RegisterKind;
  /** The site's host, shown read-only as the only website choice in green mode. */
  host: string;
  /** The inviter's code of the link the visitor came by; '' without one. */
  inviteCode: string;
  now: () => number;
}

/** Code length accepted by the field (the server's codes have 6 digits; the contract allows 12). */
export { CODE_MAX_LENGTH };

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

/** A failed register call: its message through the register map, tied to the input it is about (1053-1055). */
export const registerFailure: (error: unknown) => Notice = failureAbout(
  (error) => failureNotice(error, REGISTER_ERRORS),
  {
    [REGISTER_ERRCODE.underAge]: 'birthDate',
    [REGISTER_ERRCODE.birthDateInvalid]: 'birthDate',
    [REGISTER_ERRCODE.declarationMissing]: 'notExcluded',
  },
);

export const registerMachine = createAccountForm({
  id: 'register',
  describe: {
    submitting: 'The submission child: 300 ms debounce (SUBMIT restarts it), the rules, then the register call.',
    succeeded: 'Registered and logged in; the session redirects to /lobby/home after 0.5 s.',
  },
  fields: (): Record<RegisterField, string> => ({
    account: '',
    password: '',
    confirmation: '',
    code: '',
    birthDate: '',
  }),
  limits: (config: RegisterConfig) => ({
    account: ACCOUNT_MAX_LENGTH,
    password: config.passwordLengthMax,
    confirmation: config.passwordLengthMax,
    code: CODE_MAX_LENGTH,
    birthDate: BIRTH_DATE_LENGTH,
  }),
  params: (input: RegisterInput): RegisterParams => ({
    kind: registerKind(input.webConfig),
    host: input.host,
    inviteCode: (input.inviteCode ?? '').trim().slice(0, 40),
    now: input.now ?? Date.now,
  }),
  submission: registerSubmission,
  request: ({ fields, config, params, notExcluded }) => ({
    ...fields,
    kind: params.kind,
    config,
    inviteCode: params.inviteCode,
    notExcluded,
  }),
  check: (request, { params }) => checkRegister(request, request.kind, request.config, params.now()),
  debounce: SUBMIT_DEBOUNCE_MS,
  errors: registerFailure,
  password: true,
  terms: 'refuse',
  declaration: true,
  code: {
    event: ({ fields, config }) => sendCodeEvent(fields.account, config, 0),
    needed: ({ params }) => params.kind.needsCode,
  },
  success: { notice: 'common.success', report: (result) => ({ type: 'LOGGED_IN', result }) },
});

export type RegisterMachine = typeof registerMachine;
