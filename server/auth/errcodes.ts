import { LINE_SIGN_UP_ERRCODE, REGISTER_ERRCODE } from '../../src/api/contract/accountRules';

/**
 * Errcodes of the session and account calls. 101–1049 are spec §8's; 1021, 1050–1057 are ours (designed, docs/api.md).
 * All travel as HTTP 200, code 200. 1053–1057 (the age check, the declaration, LINE sign-up) are defined with their
 * rule in src/api/contract/accountRules.ts.
 */
export const AUTH_ERRCODE = {
  wrongPassword: 101,
  noSuchAccount: 102,
  usernameTaken: 1018,
  mobileTaken: 1019,
  lockedOut: 1020,
  codeTooSoon: 1021,
  badCode: 1043,
  noCodeRequested: 1045,
  suspended: 1047,
  deviceLimit: 1049,
  undecryptable: 1050,
  accountFormat: 1051,
  passwordLength: 1052,
  /** Registration: under 21 on today's Manila date. */
  underAge: REGISTER_ERRCODE.underAge,
  /** Registration: the birth date is not YYYY-MM-DD, does not exist, is before 1900 or after today (Manila). */
  birthDateInvalid: REGISTER_ERRCODE.birthDateInvalid,
  /** Registration: the excluded-persons declaration (terms of use, section 2) is missing. */
  declarationMissing: REGISTER_ERRCODE.declarationMissing,
  /** lineLogin: the LINE player owes a birth date and the declaration; the envelope carries the sign-up ticket. */
  lineDetailsNeeded: LINE_SIGN_UP_ERRCODE.detailsNeeded,
  /** lineSignUp: the ticket is unknown, used or expired. */
  lineTicketInvalid: LINE_SIGN_UP_ERRCODE.ticketInvalid,
} as const;

/**
 * Lock-out: 5 wrong passwords within 15 min lock the key (account for unknown devices, visitor
 * id, wallet) for 15 min from the last one; an address is locked after 30. Failures from the third on are slowed
 * 250 ms more each, at most 2 s.
 */
export const LOCKOUT = {
  failures: 5,
  perAddress: 30,
  windowMs: 15 * 60_000,
  slowFrom: 3,
  slowStepMs: 250,
  maxDelayMs: 2_000,
} as const;

/** One-time codes: 6 digits, 5 min, single use, one per mobile per 60 s; the fifth wrong guess burns a code. */
export const CODE_RULES = { digits: 6, ttlMs: 5 * 60_000, resendMs: 60_000, maxAttempts: 5 } as const;

/**
 * Accounts of one server device (signed cookie, server/security/deviceCookie.ts) that can count as invitees: the
 * first five registered on it (server/activity/invitees.ts). A family sharing a phone keeps its accounts.
 */
export const INVITEES_PER_DEVICE = 5;

/**
 * Registrations one server device may make before 1049 refuses the next: above INVITEES_PER_DEVICE, so the
 * sixth to tenth accounts of a device open (they just never count as invitees), and a farm on one browser stops.
 */
export const ACCOUNTS_PER_DEVICE = 10;

/** One-time code purposes (smsSend type). */
export const CODE_TYPE = { register: 0, forget: 1, bind: 2 } as const;
