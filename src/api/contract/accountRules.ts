import type { WebConfig } from './entities';

/**
 * The account rules of spec §5, written once for the client forms (machines/shared/validation.ts turns a broken
 * rule into its message) and the reference server (server/auth/accountRules.ts turns it into errcode 1051 or
 * 1052). Plain functions over the configuration; no other dependency.
 */

/** The configuration fields the rules read. */
export type AccountBounds = Pick<
  WebConfig,
  | 'accountLengthMin'
  | 'accountLengthMax'
  | 'usernameLengthMin'
  | 'usernameLengthMax'
  | 'passwordLengthMin'
  | 'passwordLengthMax'
  | 'accountRule'
>;

/** Account input max (spec §5, §9). */
export const ACCOUNT_MAX_LENGTH = 50;
/** One-time code length accepted (the server's codes have 6 digits; the contract allows 12). */
export const CODE_MAX_LENGTH = 12;

const within = (value: string, min: number, max: number) => value.length >= min && value.length <= max;

/** Username: letters and digits only, usernameLengthMin..usernameLengthMax. */
export const usernameOk = (value: string, bounds: AccountBounds): boolean =>
  /^[A-Za-z0-9]+$/.test(value) && within(value, bounds.usernameLengthMin, bounds.usernameLengthMax);

/** A phone number starts with accountRule.mobileStartsWith (when one is set). */
export const phoneStartOk = (value: string, bounds: Pick<AccountBounds, 'accountRule'>): boolean =>
  value.startsWith(bounds.accountRule.mobileStartsWith);

/** A phone number is digits only, accountLengthMin..accountLengthMax of them. */
export const phoneLengthOk = (value: string, bounds: Pick<AccountBounds, 'accountLengthMin' | 'accountLengthMax'>) =>
  /^\d+$/.test(value) && within(value, bounds.accountLengthMin, bounds.accountLengthMax);

/** A new password: passwordLengthMin..passwordLengthMax characters, never empty. */
export const passwordOk = (value: string, bounds: AccountBounds): boolean =>
  value.length > 0 && within(value, bounds.passwordLengthMin, bounds.passwordLengthMax);

/** How /register asks for the account (spec §2 /register, §4 login methods). */
export interface RegisterKind {
  account: 'username' | 'phone';
  /** Phone registration goes through accountRegist4 with a one-time code. */
  needsCode: boolean;
  /** Phone without code: the notice that the number verifies account security (registerType 3). */
  phoneNotice: boolean;
}

/**
 * registerType 2 is a username; 1 (phone) and 3 (phone without code) are phone numbers, and green mode always
 * registers by phone. The code applies when otpStatus is 1 and the mode is phone or green, never for type 3.
 */
export function registerKind(config: Pick<WebConfig, 'registerType' | 'otpStatus' | 'mode'>): RegisterKind {
  const noOtp = config.registerType === 3;
  const phone = config.mode === 'green' || config.registerType !== 2;
  return {
    account: phone ? 'phone' : 'username',
    needsCode: phone && !noOtp && config.otpStatus === 1,
    phoneNotice: noOtp,
  };
}
