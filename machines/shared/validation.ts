import type { WebConfig } from '../../src/api/contract/entities';
import type { MessageId } from '../../src/platform/intl/messages';

/**
 * The form rules of spec §5 as pure functions. Each answers `null` when the value passes, otherwise the
 * react-intl message id (with its values) the form shows. Machines call them from named guards and actions.
 */
export interface Problem {
  id: MessageId;
  values?: Record<string, string | number>;
}

/** The configuration fields the rules read. */
export type Bounds = Pick<
  WebConfig,
  | 'accountLengthMin'
  | 'accountLengthMax'
  | 'usernameLengthMin'
  | 'usernameLengthMax'
  | 'passwordLengthMin'
  | 'passwordLengthMax'
  | 'accountRule'
>;

/** The bounds a phone number is checked against (also what the send-code machine receives). */
export type PhoneBounds = Pick<WebConfig, 'accountLengthMin' | 'accountLengthMax'> & { mobileStartsWith: string };

export const phoneBoundsOf = (config: Bounds): PhoneBounds => ({
  accountLengthMin: config.accountLengthMin,
  accountLengthMax: config.accountLengthMax,
  mobileStartsWith: config.accountRule.mobileStartsWith,
});

/** Account input max (spec §5, §9). */
export const ACCOUNT_MAX_LENGTH = 50;

const within = (value: string, min: number, max: number) => value.length >= min && value.length <= max;

/** Username: required, letters and digits only, usernameLengthMin..usernameLengthMax. */
export function checkUsername(value: string, config: Bounds): Problem | null {
  const min = config.usernameLengthMin;
  const max = config.usernameLengthMax;
  if (/^[A-Za-z0-9]+$/.test(value) && within(value, min, max)) return null;
  return { id: 'login.loginUsernameTip', values: { min, max } };
}

function phoneStart(value: string, bounds: PhoneBounds): Problem | null {
  const start = bounds.mobileStartsWith;
  if (!start || value.startsWith(start)) return null;
  return { id: 'errInputText.mobileInputTips1', values: { start } };
}

function phoneLength(value: string, bounds: PhoneBounds): Problem | null {
  const min = bounds.accountLengthMin;
  const max = bounds.accountLengthMax;
  // Digits only: the message says "digits", and a mobile number has nothing else.
  if (/^\d+$/.test(value) && within(value, min, max)) return null;
  return { id: 'login.loginPhoneTip', values: { min, max } };
}

/** Phone account at registration: the start character first, then the length (spec §5 order). */
export function checkPhone(value: string, bounds: PhoneBounds): Problem | null {
  return phoneStart(value, bounds) ?? phoneLength(value, bounds);
}

/** Before sending a one-time code: the length first (the message carries the bounds), then the start character. */
export function checkPhoneForCode(value: string, bounds: PhoneBounds): Problem | null {
  return phoneLength(value, bounds) ?? phoneStart(value, bounds);
}

/** Password: required, passwordLengthMin..passwordLengthMax. */
export function checkPassword(value: string, config: Bounds): Problem | null {
  const min = config.passwordLengthMin;
  const max = config.passwordLengthMax;
  if (value.length > 0 && within(value, min, max)) return null;
  return { id: 'login.loginPasswordTip', values: { min, max } };
}

/** Confirmation: present and equal to the password. */
export function checkConfirmation(password: string, confirmation: string): Problem | null {
  return confirmation.length > 0 && confirmation === password ? null : { id: 'login.loginConfirmationTip' };
}

/** One-time code: required when the register form asks for one. */
export function checkCode(code: string, required: boolean): Problem | null {
  return required && code.trim().length === 0 ? { id: 'login.loginOtpTip' } : null;
}

/** How /register asks for the account (spec §2 /register, §4 login methods). */
export interface RegisterKind {
  account: 'username' | 'phone';
  /** A one-time code field with a send button. */
  needsCode: boolean;
  /** Phone without code: the notice that the number verifies account security. */
  phoneNotice: boolean;
}

/**
 * registerType 2 is a username; 1 (phone) and 3 (phone without code) are phone numbers, and green mode always
 * registers by phone. The code applies when otpStatus is 1 and the mode is phone or green, never for type 3.
 */
export function registerKind(config: Pick<WebConfig, 'registerType' | 'otpStatus' | 'mode'>): RegisterKind {
  const green = config.mode === 'green';
  const noOtp = config.registerType === 3;
  const phone = green || config.registerType === 1 || noOtp;
  return {
    account: phone ? 'phone' : 'username',
    needsCode: phone && !noOtp && config.otpStatus === 1,
    phoneNotice: noOtp,
  };
}

export interface RegisterFields {
  account: string;
  password: string;
  confirmation: string;
  code: string;
}

/** The first problem of a register form, field by field in screen order; null when it may be sent. */
export function checkRegister(fields: RegisterFields, kind: RegisterKind, config: Bounds): Problem | null {
  const account =
    kind.account === 'username'
      ? checkUsername(fields.account, config)
      : checkPhone(fields.account, phoneBoundsOf(config));
  return (
    account ??
    checkPassword(fields.password, config) ??
    checkConfirmation(fields.password, fields.confirmation) ??
    checkCode(fields.code, kind.needsCode)
  );
}
