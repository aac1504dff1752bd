import { describe, expect, it } from 'vitest';
import { LOGIN_ERRORS, REGISTER_ERRORS, SEND_CODE_ERRORS } from '../../machines/auth/authErrors';
import { callFailure } from '../../machines/wallet/walletSession';
import { AUTH_ERRCODE } from '../../server/auth/errcodes';
import { ERRCODE } from '../../server/errors';
import { type ErrorWording, errorMessage } from '../../src/api/client/errorMessage';
import { ErrcodeError } from '../../src/api/client/errors';
import { RG_ERRCODE } from '../../src/api/contract/responsibleGaming';
import { WALLET_ERRCODE } from '../../src/api/contract/walletErrcodes';
import { everyMessage } from '../../src/platform/intl/everyMessage';

/**
 * For every form, every errcode the server can answer it reads as its own reason, never as the
 * generic "something went wrong / could not be sent (error N)". The table names the server's errcode catalogues
 * (server/auth/errcodes.ts, src/api/contract/walletErrcodes.ts, server/errors.ts), so a new code without a
 * message fails here.
 */
const A = AUTH_ERRCODE;
const GENERIC = new Set(['common.errorError', 'common.refreshFail', 'login.loginFailed', 'login.loginSendFail']);
/** A time-out or a self-exclusion refuses the log-in and any call (retryIn says until when). */
const everywhere = [ERRCODE.rateLimited, A.undecryptable, RG_ERRCODE.inTimeOut, RG_ERRCODE.selfExcluded];

/** The errcodes each account form's call can answer (server/handlers/auth.ts), with the map the form reads them by. */
const accountForms: { form: string; context: ErrorWording; errcodes: number[] }[] = [
  { form: 'login', context: LOGIN_ERRORS, errcodes: [A.wrongPassword, A.noSuchAccount, A.lockedOut, A.suspended] },
  {
    form: 'register',
    context: REGISTER_ERRORS,
    errcodes: [
      A.usernameTaken,
      A.mobileTaken,
      A.badCode,
      A.noCodeRequested,
      A.deviceLimit,
      A.accountFormat,
      A.passwordLength,
      // The 21+ check and the excluded-persons declaration.
      A.underAge,
      A.birthDateInvalid,
      A.declarationMissing,
    ],
  },
  {
    form: 'forget',
    context: REGISTER_ERRORS,
    errcodes: [A.noSuchAccount, A.badCode, A.noCodeRequested, A.suspended, A.accountFormat, A.passwordLength],
  },
  { form: 'bind', context: REGISTER_ERRORS, errcodes: [A.mobileTaken, A.badCode, A.noCodeRequested, A.accountFormat] },
  {
    form: 'send code',
    context: SEND_CODE_ERRORS,
    errcodes: [A.noSuchAccount, A.mobileTaken, A.codeTooSoon, A.accountFormat],
  },
];

describe('every errcode a form can get reads as its own reason', () => {
  for (const { form, context, errcodes } of accountForms) {
    it.each([...errcodes, ...everywhere])(`${form}: errcode %i`, (code) => {
      const text = errorMessage(new ErrcodeError('/app/v1/x', code, 200), context);
      expect(GENERIC.has(text.id), `${form} ${code} → ${text.id}`).toBe(false);
      expect(everyMessage[text.id]).toBeTruthy();
    });
  }

  // Withdraw, bank, safe box, points, wallet password, KYC and deposit read failures through callFailure.
  it.each([...Object.values(WALLET_ERRCODE), RG_ERRCODE.depositOverLimit, A.wrongPassword, A.lockedOut, ...everywhere])(
    'wallet forms: errcode %i',
    (code) => {
      const text = callFailure(new ErrcodeError('/app/v1/x', code, 200));
      expect(GENERIC.has(text.id), `${code} → ${text.id}`).toBe(false);
      expect(everyMessage[text.id]).toBeTruthy();
    },
  );

  it('1021 says how many seconds are left: the server’s figure, else the whole minute', () => {
    const withSeconds = errorMessage(new ErrcodeError('/app/v1/smsSend', 1021, 200, 'wait', 17), SEND_CODE_ERRORS);
    expect(withSeconds).toEqual({ id: 'login.codeTooSoon', values: { code: 1021, seconds: 17 } });
    expect(errorMessage(new ErrcodeError('/app/v1/smsSend', 1021, 200), SEND_CODE_ERRORS).values).toMatchObject({
      seconds: 60,
    });
  });
});
