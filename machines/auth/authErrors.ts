import type { ErrcodeMap } from '../../src/api/client/errorMessage';
import type { MessageId } from '../../src/platform/intl/messages';

/*
 * The account forms' own wording of a failed call (spec §8), for src/api/client/errorMessage.ts. Here, beside the
 * forms, rather than in the client: a guest's first screen never words a log-in failure, so neither these tables
 * nor their texts (src/platform/intl/en-PH/auth.ts) are in its download.
 */

/** Login errcodes with their own message (spec §8). */
const loginFailed: Record<number, MessageId> = {
  101: 'login.loginFailed101',
  102: 'login.loginFailed102',
  1018: 'login.loginFailed1018',
  1019: 'login.loginFailed1019',
  1020: 'login.loginFailed1020',
  1043: 'login.loginFailed1043',
  1047: 'login.loginFailed1047',
  1049: 'login.loginFailed1049',
};

/** Log-in (the form and LINE's return). */
export const LOGIN_ERRORS: ErrcodeMap = { byErrcode: loginFailed, otherwise: 'login.loginFailed' };

/**
 * Register, and the forms worded like it (forget, bind): login's messages, 1045 (no code requested for this mobile,
 * phone register) and the 21+ check (REGISTER_ERRCODE).
 */
export const REGISTER_ERRORS: ErrcodeMap = {
  byErrcode: {
    ...loginFailed,
    1045: 'login.loginFailed1045',
    1053: 'auth.birthDate.underAge',
    1054: 'auth.birthDate.invalid',
    1055: 'auth.notExcluded.required',
  },
  otherwise: 'login.loginFailed',
};

/** Send code (smsSend): the mobile is unknown (forget) or already taken (register, bind). */
export const SEND_CODE_ERRORS: ErrcodeMap = {
  byErrcode: { 102: 'login.loginFailed102', 1019: 'login.loginFailed1019' },
  otherwise: 'login.loginSendFail',
};
