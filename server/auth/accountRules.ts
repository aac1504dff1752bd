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

const LETTERS_DIGITS = /^[A-Za-z0-9]+$/;
const DIGITS = /^[0-9]+$/;

function within(value: string, min: number, max: number): boolean {
  return value.length >= min && value.length <= max;
}

/** Username: letters and digits, usernameLengthMin..Max (spec §5). Otherwise errcode 1051. */
export function checkUsername(config: AccountConfig, account: string): void {
  if (!LETTERS_DIGITS.test(account) || !within(account, config.usernameLengthMin, config.usernameLengthMax)) {
    throw new AppError(
      AUTH_ERRCODE.accountFormat,
      `A username is ${config.usernameLengthMin}-${config.usernameLengthMax} letters or digits.`,
    );
  }
}

/** Phone number: digits, starting with mobileStartsWith when set, accountLengthMin..Max (spec §5). Otherwise 1051. */
export function checkMobile(config: AccountConfig, mobile: string): void {
  const start = config.accountRule.mobileStartsWith;
  if (
    !DIGITS.test(mobile) ||
    (start !== '' && !mobile.startsWith(start)) ||
    !within(mobile, config.accountLengthMin, config.accountLengthMax)
  ) {
    const starts = start === '' ? '' : `, starting with ${start}`;
    throw new AppError(
      AUTH_ERRCODE.accountFormat,
      `A phone number is ${config.accountLengthMin}-${config.accountLengthMax} digits${starts}.`,
    );
  }
}

/** New passwords (register, reset): passwordLengthMin..Max characters. Otherwise errcode 1052. */
export function checkPasswordLength(config: AccountConfig, password: string): void {
  if (!within(password, config.passwordLengthMin, config.passwordLengthMax)) {
    throw new AppError(
      AUTH_ERRCODE.passwordLength,
      `A password is ${config.passwordLengthMin}-${config.passwordLengthMax} characters.`,
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
  const phone = config.mode === 'green' || config.registerType !== 2;
  return {
    phone,
    codeRequired: phone && config.registerType !== 3 && config.otpStatus === 1,
    plainPhoneType: config.registerType === 3 ? 3 : 1,
  };
}
