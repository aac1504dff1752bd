/**
 * Errcodes of the profile, mail, task and superior calls (designed; docs/profile.md). Shared by the reference
 * server and the client. All travel as HTTP 200, code 200.
 */
export const PROFILE_ERRCODE = {
  mailNotFound: 5001,
  mailNothingToReceive: 5002,
  mailAlreadyReceived: 5003,
  superiorUnknown: 5011,
  superiorSelf: 5012,
  superiorAlreadySet: 5013,
  taskUnknown: 5021,
  taskNotDone: 5022,
  taskAlreadyClaimed: 5023,
  wrongOldPassword: 5031,
  nicknameInvalid: 5041,
  detailsRealName: 5051,
  detailsEmail: 5052,
  detailsBirthDate: 5053,
} as const;
export type ProfileErrcode = (typeof PROFILE_ERRCODE)[keyof typeof PROFILE_ERRCODE];

/** Nickname rule: 2–20 characters after trimming, no angle brackets or control characters (HTML-inert). */
export const NICKNAME = { min: 2, max: 20, pattern: /^[^<>&"'`\p{Cc}]+$/u } as const;

export function nicknameProblem(raw: string): 'length' | 'characters' | null {
  const value = raw.trim();
  const length = [...value].length;
  if (length < NICKNAME.min || length > NICKNAME.max) return 'length';
  if (!NICKNAME.pattern.test(value)) return 'characters';
  return null;
}

/** Personal details (updateAppUserOther): the longest real name, e-mail address and address, in characters. */
export const DETAILS_MAX = { realName: 120, email: 120, address: 300 } as const;

/**
 * An e-mail address as the personal-details form and updateAppUserOther take it: one @, no spaces, a dot in the
 * domain. Deliberately loose; the server's contract (zod's email) has the last word and answers 5052.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Number of avatar images served at /static/avatar/avatar_{n}.png (n from 0). */
export const AVATAR_COUNT = 8;
