import type { WebConfig } from './entities';

/**
 * The account rules of spec §5, written once for the client forms (machines/shared/validation.ts turns a broken
 * rule into its message) and the reference server (server/auth/accountRules.ts turns it into errcode 1051 or
 * 1052); also the 21+ rule of registration (the legal gambling age, errcodes 1053 and 1054). Plain functions over the
 * configuration or the clock; no other dependency.
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

// ---- The 21+ check and the excluded-persons declaration at registration (a regulated operator's duty) ----

/** Only players aged 21 or older may register (terms of use, section 1). */
export const MINIMUM_AGE = 21;
/** A birth date before this year is refused as invalid. */
export const EARLIEST_BIRTH_YEAR = 1900;

/**
 * The designed errcodes of the registration's age check and declaration (docs/api.md, docs/responsible-gaming.md):
 * the contract answers them for a body refused at `birthDate` / `notExcluded`, the server (AUTH_ERRCODE) for the
 * rule below; the client reads them through its one error map.
 */
export const REGISTER_ERRCODE = {
  /** Under 21 on today's Manila date. */
  underAge: 1053,
  /** Not YYYY-MM-DD, a day that does not exist, before 1900, or after today (Manila). */
  birthDateInvalid: 1054,
  /** The excluded-persons declaration (terms of use, section 2) is missing or not `true`. */
  declarationMissing: 1055,
} as const;

/**
 * The designed errcodes of the LINE sign-up step (docs/auth.md "LINE login"): a LINE player without a birth
 * date gets no token from lineLogin but 1056 with a single-use `ticket` in the answer's envelope; lineSignUp spends
 * it with the birth date and the declaration (1053-1055 as at registration), or answers 1057.
 */
export const LINE_SIGN_UP_ERRCODE = {
  /** lineLogin: give the date of birth and the declaration first; the envelope carries the sign-up `ticket`. */
  detailsNeeded: 1056,
  /** lineSignUp: the ticket is unknown, already used or expired (15 minutes): sign in with LINE again. */
  ticketInvalid: 1057,
} as const;

/** Manila is UTC+8 all year (no daylight saving time). */
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** Today's date in Manila, YYYY-MM-DD. */
export const manilaToday = (now: number): string => new Date(now + MANILA_OFFSET_MS).toISOString().slice(0, 10);

/** Year, month and day of a YYYY-MM-DD date that exists (1900 or later); null otherwise. */
function dateParts(value: string): [number, number, number] | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  const exists = day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
  return exists && y >= EARLIEST_BIRTH_YEAR ? [y, m, d] : null;
}

/**
 * Whole years from a birth date to today's Manila date; null for a date that is not YYYY-MM-DD, does not exist or
 * is before 1900. A player born on 29 February is a year older on 1 March in common years.
 */
export function ageInManila(birthDate: string, now: number): number | null {
  const born = dateParts(birthDate);
  if (!born) return null;
  const [ty, tm, td] = manilaToday(now).split('-').map(Number) as [number, number, number];
  const [by, bm, bd] = born;
  return ty - by - (tm * 100 + td < bm * 100 + bd ? 1 : 0);
}

/**
 * What is wrong with a birth date given at registration: `invalid` (not YYYY-MM-DD, a day that does not exist,
 * before 1900, after today in Manila), `underAge` (under 21 on today's Manila date), or null when it passes.
 */
export function birthDateProblem(birthDate: string, now: number): 'invalid' | 'underAge' | null {
  const age = ageInManila(birthDate, now);
  // YYYY-MM-DD strings compare as the dates they name.
  if (age === null || birthDate > manilaToday(now)) return 'invalid';
  return age < MINIMUM_AGE ? 'underAge' : null;
}

/** The latest birth date that passes today in Manila (a date input's `max`): 21 years back; 28 Feb for 29 Feb. */
export function latestBirthDate(now: number): string {
  const today = manilaToday(now);
  const date = `${Number(today.slice(0, 4)) - MINIMUM_AGE}${today.slice(4)}`;
  return dateParts(date) ? date : `${date.slice(0, 4)}-02-28`;
}
