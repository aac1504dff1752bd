import { describe, expect, test } from 'vitest';
import {
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
  registerRule,
  checkUsername as serverUsername,
} from '../../server/auth/accountRules';

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
