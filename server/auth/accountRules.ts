import {
  birthDateProblem,
  MINIMUM_AGE,
  passwordOk,
  phoneLengthOk,
  phoneStartOk,
  registerKind,
  usernameOk,
} from '../../src/api/contract/accountRules';
import type { WebConfig } from '../../src/api/contract/entities';
import { AppError } from '../errors';
import { AUTH_ERRCODE } from './errcodes';

/** The configuration fields the account rules read (spec §5). */
export type AccountConfig = Pick<
  WebConfig,
  | 'mode'
  | 'registerType'
  | 'otpStatus'
  | 'accountLengthMin'
  | 'accountLengthMax'
  | 'usernameLengthMin'
  | 'usernameLengthMax'
  | 'passwordLengthMin'
  | 'passwordLengthMax'
  | 'accountRule'
>;

/** The rules themselves live in src/api/contract/accountRules.ts (shared with the client forms). */

/** Username: letters and digits, usernameLengthMin..Max (spec §5). Otherwise errcode 1051. */
export function checkUsername(config: AccountConfig, account: string): void {
  if (!usernameOk(account, config)) {
    throw new AppError(
      AUTH_ERRCODE.accountFormat,
      `A username is ${config.usernameLengthMin}-${config.usernameLengthMax} letters or digits.`,
    );
  }
}

/** Phone number: digits, starting with mobileStartsWith when set, accountLengthMin..Max (spec §5). Otherwise 1051. */
export function checkMobile(config: AccountConfig, mobile: string): void {
  const start = config.accountRule.mobileStartsWith;
  if (!phoneStartOk(mobile, config) || !phoneLengthOk(mobile, config)) {
    const starts = start === '' ? '' : `, starting with ${start}`;
    throw new AppError(
      AUTH_ERRCODE.accountFormat,
      `A phone number is ${config.accountLengthMin}-${config.accountLengthMax} digits${starts}.`,
    );
  }
}

/** New passwords (register, reset): passwordLengthMin..Max characters. Otherwise errcode 1052. */
export function checkPasswordLength(config: AccountConfig, password: string): void {
  if (!passwordOk(password, config)) {
    throw new AppError(
      AUTH_ERRCODE.passwordLength,
      `A password is ${config.passwordLengthMin}-${config.passwordLengthMax} characters.`,
    );
  }
}

/**
 * Registration: the birth date by the shared rule on the request's Manila date (1054 invalid, 1053 under
 * 21), then the excluded-persons declaration (1055). The contract already refuses a body without either with these
 * errcodes; this is the rule itself, and a guard for any caller that skips the contract.
 */
export function checkRegistrant(birthDate: string, notExcluded: boolean, now: number): void {
  const problem = birthDateProblem(birthDate, now);
  if (problem === 'invalid') {
    throw new AppError(AUTH_ERRCODE.birthDateInvalid, 'Enter a real date of birth (YYYY-MM-DD), from 1900 to today.');
  }
  if (problem === 'underAge') {
    throw new AppError(AUTH_ERRCODE.underAge, `Only players aged ${MINIMUM_AGE} or older may register.`);
  }
  if (notExcluded !== true) {
    throw new AppError(
      AUTH_ERRCODE.declarationMissing,
      'Declare that you are not an excluded person (terms of use, section 2).',
    );
  }
}

/** What the register screen offers under this configuration (spec §2 /register, §4 login methods). */
export interface RegisterRule {
  /** Accounts are phone numbers (phone or green mode) rather than usernames. */
  phone: boolean;
  /** Phone registration must go through accountRegist4 with a one-time code. */
  codeRequired: boolean;
  /** accountType of a phone account made without a code: phone 1, phone without code 3. */
  plainPhoneType: 1 | 3;
}

export function registerRule(config: AccountConfig): RegisterRule {
  const kind = registerKind(config);
  return {
    phone: kind.account === 'phone',
    codeRequired: kind.needsCode,
    plainPhoneType: kind.phoneNotice ? 3 : 1,
  };
}
