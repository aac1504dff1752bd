import { describe, expect, test } from 'vitest';
import {
  checkBirthDate,
  checkPassword,
  checkPhone,
  checkUsername,
  phoneBoundsOf,
  registerKind,
} from '../../machines/shared/validation';
import type { AccountConfig } from '../../server/auth/accountRules';
import {
  checkMobile,
  checkPasswordLength,
  checkRegistrant,
  registerRule,
  checkUsername as serverUsername,
} from '../../server/auth/accountRules';
import { AppError } from '../../server/errors';
import {
  ageInManila,
  birthDateProblem,
  latestBirthDate,
  manilaToday,
  REGISTER_ERRCODE,
} from '../../src/api/contract/accountRules';

const config: AccountConfig = {
  mode: 'normal',
  registerType: 2,
  otpStatus: 1,
  accountLengthMin: 10,
  accountLengthMax: 11,
  usernameLengthMin: 6,
  usernameLengthMax: 16,
  passwordLengthMin: 6,
  passwordLengthMax: 20,
  accountRule: { mobileStartsWith: '9' },
};

const serverAccepts = (check: () => void) => {
  try {
    check();
    return true;
  } catch {
    return false;
  }
};

/** One set of rules (src/api/contract/accountRules.ts): the form refuses exactly what the server refuses. */
describe('account rules shared by the client forms and the server', () => {
  test.each(['player01', 'short', 'play er', 'player_1', 'a1b2c3d4e5f6g7h8X', ''])('username %j', (value) => {
    expect(checkUsername(value, config) === null).toBe(serverAccepts(() => serverUsername(config, value)));
  });

  test.each(['9171234567', '8171234567', '917123456', '917123456789', '91712345a7', ''])('phone %j', (value) => {
    expect(checkPhone(value, phoneBoundsOf(config)) === null).toBe(serverAccepts(() => checkMobile(config, value)));
  });

  test.each(['Secret12', '12345', 'x'.repeat(21), 'x'.repeat(20), ''])('password %j', (value) => {
    expect(checkPassword(value, config) === null).toBe(serverAccepts(() => checkPasswordLength(config, value)));
  });

  test.each([
    ['normal', 2, 1],
    ['normal', 1, 1],
    ['normal', 1, 0],
    ['normal', 3, 1],
    ['green', 2, 1],
  ] as const)('register kind %s type %i otp %i', (mode, registerType, otpStatus) => {
    const kind = registerKind({ mode, registerType, otpStatus });
    const rule = registerRule({ ...config, mode, registerType, otpStatus });
    expect(rule.phone).toBe(kind.account === 'phone');
    expect(rule.codeRequired).toBe(kind.needsCode);
  });
});

/** The server's errcode for a registrant, 0 when it passes. */
const registrantErrcode = (birthDate: string, notExcluded: boolean, now: number): number => {
  try {
    checkRegistrant(birthDate, notExcluded, now);
    return 0;
  } catch (error) {
    if (error instanceof AppError) return error.errcode;
    throw error;
  }
};

/** 21 or older in whole years on today's Manila date (UTC+8). */
describe('the 21+ rule at registration', () => {
  // 2026-03-01 16:30 UTC is already 2 March 2026, 00:30, in Manila.
  const lateUtc = Date.UTC(2026, 2, 1, 16, 30);
  // 2026-03-02 15:59:59.999 UTC is the last moment of 2 March in Manila.
  const lastManilaMoment = Date.UTC(2026, 2, 2, 15, 59, 59, 999);

  test('today is the Manila date, not the UTC one', () => {
    expect(manilaToday(lateUtc)).toBe('2026-03-02');
    expect(manilaToday(Date.UTC(2026, 2, 1, 15, 59, 59, 999))).toBe('2026-03-01');
    expect(manilaToday(lastManilaMoment)).toBe('2026-03-02');
  });

  test('exactly 21 today in Manila passes; turning 21 tomorrow is under age', () => {
    expect(birthDateProblem('2005-03-02', lateUtc)).toBeNull();
    expect(ageInManila('2005-03-02', lateUtc)).toBe(21);
    expect(birthDateProblem('2005-03-03', lateUtc)).toBe('underAge');
    expect(ageInManila('2005-03-03', lateUtc)).toBe(20);
    // Still 2 March in Manila a moment before its midnight; the next day a year older.
    expect(birthDateProblem('2005-03-03', lastManilaMoment)).toBe('underAge');
    expect(birthDateProblem('2005-03-03', lastManilaMoment + 1)).toBeNull();
    expect(latestBirthDate(lateUtc)).toBe('2005-03-02');
  });

  test('born on 29 February: 21 on 1 March of a common year; the latest date on a 29 February is the 28th', () => {
    expect(birthDateProblem('2004-02-29', Date.UTC(2025, 1, 28, 4))).toBe('underAge');
    expect(birthDateProblem('2004-02-29', Date.UTC(2025, 2, 1, 4))).toBeNull();
    const leapDay = Date.UTC(2028, 1, 29, 4);
    expect(latestBirthDate(leapDay)).toBe('2007-02-28');
    expect(birthDateProblem('2007-02-28', leapDay)).toBeNull();
    expect(birthDateProblem('2007-03-01', leapDay)).toBe('underAge');
  });

  test.each([
    ['2001-02-30', 'a day that does not exist'],
    ['2001-13-01', 'a month that does not exist'],
    ['2001-00-10', 'month 0'],
    ['1899-12-31', 'before 1900'],
    ['2026-03-03', 'tomorrow in Manila'],
    ['2999-01-01', 'far in the future'],
    ['2001-2-3', 'not YYYY-MM-DD'],
    ['', 'empty'],
    ['1990-06-15T00:00', 'with a time'],
  ])('%j is invalid (%s)', (value) => {
    expect(birthDateProblem(value, lateUtc)).toBe('invalid');
  });

  test('1 January 1900 and a player born today (under age, not invalid) are dates', () => {
    expect(birthDateProblem('1900-01-01', lateUtc)).toBeNull();
    expect(birthDateProblem('2026-03-02', lateUtc)).toBe('underAge');
    expect(birthDateProblem('2006-01-01', lateUtc)).toBe('underAge');
  });

  test.each(['2005-03-02', '2005-03-03', '2001-02-30', '1899-12-31', '2026-03-03', '1990-06-15', '', '1900-01-01'])(
    'the form refuses %j exactly when the server does (1053 under age, 1054 invalid)',
    (value) => {
      const client = value === '' ? 'invalid' : birthDateProblem(value, lateUtc);
      const server = registrantErrcode(value, true, lateUtc);
      expect(checkBirthDate(value, lateUtc) === null).toBe(server === 0);
      expect(server).toBe(
        client === null ? 0 : client === 'underAge' ? REGISTER_ERRCODE.underAge : REGISTER_ERRCODE.birthDateInvalid,
      );
    },
  );

  test('the server wants the declaration after a good birth date (1055), and names its errcodes 1053-1055', () => {
    expect(registrantErrcode('1990-06-15', false, lateUtc)).toBe(1055);
    expect(registrantErrcode('2010-01-01', false, lateUtc)).toBe(1053);
    expect(REGISTER_ERRCODE).toEqual({ underAge: 1053, birthDateInvalid: 1054, declarationMissing: 1055 });
  });
});
