import { describe, expect, test } from 'vitest';
import {
  type Bounds,
  checkBirthDate,
  checkCode,
  checkConfirmation,
  checkDeclaration,
  checkPassword,
  checkPhone,
  checkPhoneForCode,
  checkRegister,
  checkUsername,
  phoneBoundsOf,
  registerKind,
} from '../../machines/shared/validation';

const config: Bounds = {
  accountLengthMin: 10,
  accountLengthMax: 11,
  usernameLengthMin: 6,
  usernameLengthMax: 16,
  passwordLengthMin: 6,
  passwordLengthMax: 20,
  accountRule: { mobileStartsWith: '9' },
};
const phone = phoneBoundsOf(config);

describe('username (spec §5)', () => {
  test.each(['player', 'Player01', 'a1b2c3d4e5f6g7h8'])('%s passes', (value) => {
    expect(checkUsername(value, config)).toBeNull();
  });
  test.each(['', 'short', 'a1b2c3d4e5f6g7h8X', 'play er', 'player_1', 'jöhnny1'])(
    '%j fails with both bounds',
    (value) => {
      expect(checkUsername(value, config)).toEqual({ id: 'login.loginUsernameTip', values: { min: 6, max: 16 } });
    },
  );
});

describe('phone at registration: start character, then length', () => {
  test('a number in bounds that starts right passes', () => {
    expect(checkPhone('9171234567', phone)).toBeNull();
    expect(checkPhone('91712345678', phone)).toBeNull();
  });
  test('a wrong first character is reported first', () => {
    expect(checkPhone('8171234567', phone)).toEqual({ id: 'errInputText.mobileInputTips1', values: { start: '9' } });
    expect(checkPhone('81', phone)).toEqual({ id: 'errInputText.mobileInputTips1', values: { start: '9' } });
  });
  test.each(['917123456', '917123456789', '91712345a7'])('%s fails the length rule', (value) => {
    expect(checkPhone(value, phone)).toEqual({ id: 'login.loginPhoneTip', values: { min: 10, max: 11 } });
  });
  test('no configured start character: only the length counts', () => {
    expect(checkPhone('8171234567', { ...phone, mobileStartsWith: '' })).toBeNull();
  });
});

describe('phone before sending a code: length (with the max), then start character', () => {
  test('length first', () => {
    expect(checkPhoneForCode('81', phone)).toEqual({ id: 'login.loginPhoneTip', values: { min: 10, max: 11 } });
  });
  test('then the start character', () => {
    expect(checkPhoneForCode('8171234567', phone)).toEqual({
      id: 'errInputText.mobileInputTips1',
      values: { start: '9' },
    });
  });
  test('a good number passes', () => {
    expect(checkPhoneForCode('9171234567', phone)).toBeNull();
  });
});

describe('password, confirmation, code', () => {
  test('password length within the configured bounds', () => {
    const tip = { id: 'login.loginPasswordTip', values: { min: 6, max: 20 } };
    expect(checkPassword('', config)).toEqual(tip);
    expect(checkPassword('12345', config)).toEqual(tip);
    expect(checkPassword('123456', config)).toBeNull();
    expect(checkPassword('x'.repeat(20), config)).toBeNull();
    expect(checkPassword('x'.repeat(21), config)).toEqual(tip);
  });
  test('confirmation present and equal', () => {
    expect(checkConfirmation('Secret12', 'Secret12')).toBeNull();
    expect(checkConfirmation('Secret12', 'Secret13')).toEqual({ id: 'login.loginConfirmationTip' });
    expect(checkConfirmation('', '')).toEqual({ id: 'login.loginConfirmationTip' });
  });
  test('code required only when the form asks for one', () => {
    expect(checkCode('', true)).toEqual({ id: 'login.loginOtpTip' });
    expect(checkCode('  ', true)).toEqual({ id: 'login.loginOtpTip' });
    expect(checkCode('123456', true)).toBeNull();
    expect(checkCode('', false)).toBeNull();
  });
});

describe('register kind (spec §2 /register)', () => {
  test('registerType 2 is a username without code', () => {
    expect(registerKind({ registerType: 2, otpStatus: 1, mode: 'normal' })).toEqual({
      account: 'username',
      needsCode: false,
      phoneNotice: false,
    });
  });
  test('registerType 1 is a phone with a code when otpStatus is 1', () => {
    expect(registerKind({ registerType: 1, otpStatus: 1, mode: 'normal' })).toMatchObject({
      account: 'phone',
      needsCode: true,
    });
    expect(registerKind({ registerType: 1, otpStatus: 0, mode: 'normal' })).toMatchObject({ needsCode: false });
  });
  test('green mode registers by phone, with a code when otpStatus is 1', () => {
    expect(registerKind({ registerType: 2, otpStatus: 1, mode: 'green' })).toMatchObject({
      account: 'phone',
      needsCode: true,
    });
  });
  test('registerType 3 is a phone without code, with the security notice', () => {
    expect(registerKind({ registerType: 3, otpStatus: 1, mode: 'green' })).toEqual({
      account: 'phone',
      needsCode: false,
      phoneNotice: true,
    });
  });
});

/** 2026-03-01 16:30 UTC: already 2 March in Manila (UTC+8). */
const NOW = Date.UTC(2026, 2, 1, 16, 30);

describe('a whole register form: the first problem in screen order', () => {
  const kind = registerKind({ registerType: 1, otpStatus: 1, mode: 'normal' });
  const good = {
    account: '9171234567',
    password: 'Secret12',
    confirmation: 'Secret12',
    code: '123456',
    birthDate: '1990-06-15',
    notExcluded: true,
  };
  test('a complete form passes', () => {
    expect(checkRegister(good, kind, config, NOW)).toBeNull();
  });
  test('account before password before confirmation before code before birth date before the declaration', () => {
    expect(checkRegister({ ...good, account: '1', password: '' }, kind, config, NOW)?.id).toBe(
      'errInputText.mobileInputTips1',
    );
    expect(checkRegister({ ...good, password: '1', confirmation: '' }, kind, config, NOW)?.id).toBe(
      'login.loginPasswordTip',
    );
    expect(checkRegister({ ...good, confirmation: 'x', code: '' }, kind, config, NOW)?.id).toBe(
      'login.loginConfirmationTip',
    );
    expect(checkRegister({ ...good, code: '', birthDate: '' }, kind, config, NOW)?.id).toBe('login.loginOtpTip');
    expect(checkRegister({ ...good, birthDate: '', notExcluded: false }, kind, config, NOW)).toEqual({
      id: 'auth.birthDate.missing',
      field: 'birthDate',
    });
    expect(checkRegister({ ...good, notExcluded: false }, kind, config, NOW)).toEqual({
      id: 'auth.notExcluded.required',
      field: 'notExcluded',
    });
  });
  test('a username form checks the username rule', () => {
    const username = registerKind({ registerType: 2, otpStatus: 0, mode: 'normal' });
    expect(checkRegister({ ...good, account: '9171234567', code: '' }, username, config, NOW)).toBeNull();
    expect(checkRegister({ ...good, account: 'bad name' }, username, config, NOW)?.id).toBe('login.loginUsernameTip');
  });
});

describe('date of birth: the shared 21+ rule on the Manila date', () => {
  test('exactly 21 today in Manila passes (though not yet in UTC); 21 tomorrow is under age', () => {
    expect(checkBirthDate('2005-03-02', NOW)).toBeNull();
    expect(checkBirthDate('2005-03-03', NOW)).toEqual({ id: 'auth.birthDate.underAge' });
  });
  test.each(['2001-02-30', '1899-12-31', '2026-03-03', '2001-2-3', '15/06/1990'])('%s is invalid', (value) => {
    expect(checkBirthDate(value, NOW)).toEqual({ id: 'auth.birthDate.invalid' });
  });
  test('empty asks for the date; the declaration must be made', () => {
    expect(checkBirthDate('', NOW)).toEqual({ id: 'auth.birthDate.missing' });
    expect(checkDeclaration(false)).toEqual({ id: 'auth.notExcluded.required' });
    expect(checkDeclaration(true)).toBeNull();
  });
});
