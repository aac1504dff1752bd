import {
  type AccountBounds,
  birthDateProblem,
  passwordOk,
  phoneLengthOk,
  phoneStartOk,
  type RegisterKind,
  usernameOk,
} from '../../src/api/contract/accountRules';
import type { WebConfig } from '../../src/api/contract/entities';
import type { MessageId } from '../../src/platform/intl/messages';
import type { MessageValues } from './notice';

export { ACCOUNT_MAX_LENGTH, type RegisterKind, registerKind } from '../../src/api/contract/accountRules';

/**
 * The form rules of spec §5 (written once in src/api/contract/accountRules.ts, shared with the server) with
 * their messages. Each answers `null` when the value passes, otherwise the react-intl message id (with its
 * values) the form shows, in the order the screens check them.
 */
export interface Problem {
  id: MessageId;
  values?: MessageValues;
  /** The form field the problem is about (the screen ties the message to that input: WCAG 2.2 error identification). */
  field?: string;
}

/** `problem` as being about `field`. */
export function about(field: string, problem: Problem | null): Problem | null {
  return problem && { ...problem, field };
}

/** The configuration fields the rules read. */
export type Bounds = AccountBounds;

/** The bounds a phone number is checked against (also what the send-code machine receives). */
export type PhoneBounds = Pick<WebConfig, 'accountLengthMin' | 'accountLengthMax'> & { mobileStartsWith: string };

export const phoneBoundsOf = (config: Bounds): PhoneBounds => ({
  accountLengthMin: config.accountLengthMin,
  accountLengthMax: config.accountLengthMax,
  mobileStartsWith: config.accountRule.mobileStartsWith,
});

/** Username: required, letters and digits only, usernameLengthMin..usernameLengthMax. */
export function checkUsername(value: string, config: Bounds): Problem | null {
  if (usernameOk(value, config)) return null;
  return { id: 'login.loginUsernameTip', values: { min: config.usernameLengthMin, max: config.usernameLengthMax } };
}

function phoneStart(value: string, bounds: PhoneBounds): Problem | null {
  const start = bounds.mobileStartsWith;
  if (phoneStartOk(value, { accountRule: { mobileStartsWith: start } })) return null;
  return { id: 'errInputText.mobileInputTips1', values: { start } };
}

function phoneLength(value: string, bounds: PhoneBounds): Problem | null {
  if (phoneLengthOk(value, bounds)) return null;
  return { id: 'login.loginPhoneTip', values: { min: bounds.accountLengthMin, max: bounds.accountLengthMax } };
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
  if (passwordOk(value, config)) return null;
  return { id: 'login.loginPasswordTip', values: { min: config.passwordLengthMin, max: config.passwordLengthMax } };
}

/** Confirmation: present and equal to the password. */
export function checkConfirmation(password: string, confirmation: string): Problem | null {
  return confirmation.length > 0 && confirmation === password ? null : { id: 'login.loginConfirmationTip' };
}

/** One-time code: required when the register form asks for one. */
export function checkCode(code: string, required: boolean): Problem | null {
  return required && code.trim().length === 0 ? { id: 'login.loginOtpTip' } : null;
}

/**
 * Date of birth at registration (the legal gambling age): required, then the shared rule on today's Manila date (the
 * server's errcodes 1054 and 1053 read the same). The messages are the register screen's (its auth part).
 */
export function checkBirthDate(value: string, now: number): Problem | null {
  if (value === '') return { id: 'auth.birthDate.missing' };
  const problem = birthDateProblem(value, now);
  if (problem === null) return null;
  return { id: problem === 'underAge' ? 'auth.birthDate.underAge' : 'auth.birthDate.invalid' };
}

/** The excluded-persons declaration (terms of use, section 2) must be made (the server's 1055 reads the same). */
export function checkDeclaration(notExcluded: boolean): Problem | null {
  return notExcluded ? null : { id: 'auth.notExcluded.required' };
}

/** What every sign-up gives (registration, the LINE sign-up step): the 21+ rule and the excluded-persons declaration. */
export interface AdultDeclaration {
  /** YYYY-MM-DD from the date input ('' until a whole date is given). */
  birthDate: string;
  notExcluded: boolean;
}

/** The birth date, then the declaration, each about its input; null when both pass. */
export function checkAdultDeclaration(fields: AdultDeclaration, now: number): Problem | null {
  return (
    about('birthDate', checkBirthDate(fields.birthDate, now)) ??
    about('notExcluded', checkDeclaration(fields.notExcluded))
  );
}

export interface RegisterFields {
  account: string;
  password: string;
  confirmation: string;
  code: string;
  /** YYYY-MM-DD from the date input ('' until a whole date is given). */
  birthDate: string;
  notExcluded: boolean;
}

/** The first problem of a register form, field by field in screen order; null when it may be sent. */
export function checkRegister(fields: RegisterFields, kind: RegisterKind, config: Bounds, now: number): Problem | null {
  const account =
    kind.account === 'username'
      ? checkUsername(fields.account, config)
      : checkPhone(fields.account, phoneBoundsOf(config));
  return (
    about('account', account) ??
    about('password', checkPassword(fields.password, config)) ??
    about('confirmation', checkConfirmation(fields.password, fields.confirmation)) ??
    about('code', checkCode(fields.code, kind.needsCode)) ??
    checkAdultDeclaration(fields, now)
  );
}
