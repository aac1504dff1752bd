import { describe, expect, test } from 'vitest';
import { sendCodeEvent } from '../../../machines/auth/accountForm';
import { LOGIN_ERRORS, REGISTER_ERRORS } from '../../../machines/auth/authErrors';
import { failureNotice, problemNotice } from '../../../machines/shared/form';
import { ErrcodeError } from '../../../src/api/client/errors';

const config = {
  countryCode: '63',
  accountLengthMin: 10,
  accountLengthMax: 11,
  usernameLengthMin: 6,
  usernameLengthMax: 16,
  passwordLengthMin: 6,
  passwordLengthMax: 20,
  accountRule: { mobileStartsWith: '9' },
};

describe('machines/accountForm helpers', () => {
  test('problemNotice: null lets the form send; a problem becomes an error notice with its values', () => {
    expect(problemNotice(null)).toBeNull();
    expect(problemNotice({ id: 'login.loginPasswordTip', values: { min: 6, max: 20 } })).toMatchObject({
      id: 'login.loginPasswordTip',
      values: { min: 6, max: 20 },
      tone: 'error',
    });
  });

  test('failureNotice maps an errcode through the form map: a server reason reads as itself in every flow, an unknown one generic', () => {
    const error = new ErrcodeError('/app/v1/accountRegist', 1045, 200);
    expect(failureNotice(error, REGISTER_ERRORS)).toMatchObject({ id: 'login.loginFailed1045', tone: 'error' });
    expect(failureNotice(error, LOGIN_ERRORS)).toMatchObject({ id: 'login.loginFailed1045', tone: 'error' });
    const unknown = new ErrcodeError('/app/v1/accountLogin', 1999, 200);
    expect(failureNotice(unknown, LOGIN_ERRORS)).toMatchObject({ id: 'login.loginFailed', values: { code: 1999 } });
  });

  test('sendCodeEvent carries mobile, country code, kind and the phone bounds of the config', () => {
    expect(sendCodeEvent('9171234567', config, 1)).toEqual({
      type: 'SEND',
      mobile: '9171234567',
      countryCode: '63',
      kind: 1,
      bounds: { accountLengthMin: 10, accountLengthMax: 11, mobileStartsWith: '9' },
    });
  });
});
