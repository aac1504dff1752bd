import { callApi } from '../../src/api/client/call';
import type { WebConfig } from '../../src/api/contract/entities';
import type { DataOf } from '../../src/api/contract/map';
import { encryptPassword } from '../../src/platform/crypto/rsa';
import { deviceInfo } from '../../src/platform/device/device';
import { rememberAccount, savedAccount, storeCredential } from '../../src/platform/storage/credentials';
import { submissionOf } from '../shared/submission.machine';
import { ACCOUNT_MAX_LENGTH } from '../shared/validation';
import { type AccountFormInput, createAccountForm } from './accountForm';
import { LOGIN_ERRORS } from './authErrors';
import type { TermsTab } from './terms.machine';

/**
 * The /login form (spec §2 /login, §4 Agreement, §5, §8) on the account-form skeleton (./accountForm.ts). The
 * screen creates it and passes the session actor in its input: on success the form sends LOGGED_IN there, and the
 * session stores everything and redirects. No debounce, no rules: SUBMIT is taken once both fields are filled;
 * unagreed, green mode opens the terms panel and normal mode says the agreement is needed.
 */

export type LoginResult = DataOf<'accountLogin'>;
export type { TermsTab };

/** Where a form reports a login: the session actor (or anything that takes LOGGED_IN). */
export interface LoginReceiver {
  send(event: { type: 'LOGGED_IN'; result: LoginResult }): void;
}

export type LoginConfig = Pick<WebConfig, 'mode' | 'passwordLengthMax' | 'rsaPublicKey' | 'countryCode'>;
export type LoginInput = AccountFormInput<LoginConfig>;

export interface LoginRequest {
  account: string;
  password: string;
  publicKey: string;
  countryCode: string;
}

export type LoginField = 'account' | 'password';

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

export const loginMachine = createAccountForm({
  id: 'login',
  describe: {
    submitting: 'Encrypts the password and calls accountLogin (the screen shows a loading toast).',
    succeeded: 'Logged in; the session redirects to /lobby/home after 0.5 s.',
  },
  fields: (): Record<LoginField, string> => ({ account: savedAccount(), password: '' }),
  limits: (config: LoginConfig) => ({ account: ACCOUNT_MAX_LENGTH, password: config.passwordLengthMax }),
  params: (_: LoginInput) => null,
  submission: loginSubmission,
  request: ({ fields, config }) => ({
    account: fields.account,
    password: fields.password,
    publicKey: config.rsaPublicKey,
    countryCode: config.countryCode,
  }),
  debounce: 0,
  errors: LOGIN_ERRORS,
  password: true,
  required: ['account', 'password'],
  terms: 'ask',
  success: {
    notice: 'common.success',
    report: (result) => ({ type: 'LOGGED_IN', result }),
    keep: ({ fields }) => {
      rememberAccount(fields.account);
      void storeCredential(fields.account, fields.password);
    },
  },
});

export type LoginMachine = typeof loginMachine;
