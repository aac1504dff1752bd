/**
 * Staff passwords are stronger than the players' (whose rule is only a length from the web config): 12 to 128
 * characters, letters and digits, not the username, not a common password. Players have no breached-password
 * check to reuse; the short list below refuses the obvious ones.
 */
export const STAFF_PASSWORD = { min: 12, max: 128 } as const;

const COMMON = [
  'password',
  'passw0rd',
  'qwerty',
  'letmein',
  'welcome',
  'admin',
  'casino',
  'lucky',
  'lobby',
  '123456',
  'abc123',
  'iloveyou',
  'changeme',
];

/** Why a staff password is refused, or null when it is strong enough. */
export function staffPasswordProblem(password: string, username: string): string | null {
  if (password.length < STAFF_PASSWORD.min || password.length > STAFF_PASSWORD.max) {
    return `A staff password is ${STAFF_PASSWORD.min} to ${STAFF_PASSWORD.max} characters.`;
  }
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'A staff password has letters and digits.';
  const lower = password.toLowerCase();
  if (username !== '' && lower.includes(username.toLowerCase()))
    return 'A staff password does not contain the username.';
  if (COMMON.some((word) => lower.includes(word))) return 'This password is too common.';
  return null;
}
