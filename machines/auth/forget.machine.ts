import { callApi } from '../../src/api/client/call';
import { CODE_MAX_LENGTH } from '../../src/api/contract/accountRules';
import type { WebConfig } from '../../src/api/contract/entities';
import { encryptPassword } from '../../src/platform/crypto/rsa';
import { submissionOf } from '../shared/submission.machine';
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
import { type AccountFormInput, createAccountForm, SUBMIT_DEBOUNCE_MS, sendCodeEvent } from './accountForm';
import { REGISTER_ERRORS } from './authErrors';

/**
 * The /forget form (spec §2 /forget, §5, §8): mobile, one-time code (the session's send-code child, smsSend
 * type 1), new password and its confirmation. The `submission` child debounces SUBMIT 300 ms, checks the
 * rules of spec §5 in screen order and calls forgetPassword with the password RSA-encrypted. Success shows a
 * notice, empties the passwords and, after 0.5 s, emits `navigate /login` (the screen follows it with the one
 * navigate adapter). The skeleton is the account forms' (./accountForm.ts).
 */

export type ForgetConfig = Bounds & Pick<WebConfig, 'rsaPublicKey' | 'countryCode'>;

export type ForgetInput = AccountFormInput<ForgetConfig>;

export type ForgetField = 'mobile' | 'code' | 'password' | 'confirmation';
export type ForgetFields = Record<ForgetField, string>;
export type ForgetRequest = ForgetFields & { config: ForgetConfig };

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

export const forgetMachine = createAccountForm({
  id: 'forget',
  describe: {
    submitting: 'The submission child: 300 ms debounce (SUBMIT restarts it), the rules, then forgetPassword.',
    succeeded: 'Password changed: the notice shows, then back to /login after 0.5 s.',
  },
  fields: (): ForgetFields => ({ mobile: '', code: '', password: '', confirmation: '' }),
  limits: (config: ForgetConfig) => ({
    mobile: ACCOUNT_MAX_LENGTH,
    code: CODE_MAX_LENGTH,
    password: config.passwordLengthMax,
    confirmation: config.passwordLengthMax,
  }),
  params: (_: ForgetInput) => null,
  submission: forgetSubmission,
  request: ({ fields, config }) => ({ ...fields, config }),
  check: (request) => checkForget(request, request.config),
  debounce: SUBMIT_DEBOUNCE_MS,
  // The register map: login's messages plus 1045 (no code requested for this mobile).
  errors: REGISTER_ERRORS,
  password: true,
  code: { event: ({ fields, config }) => sendCodeEvent(fields.mobile, config, 1) },
  success: { notice: 'forget.success', clear: ['password', 'confirmation'], leave: () => ({ page: 'login' }) },
});

export type ForgetMachine = typeof forgetMachine;
