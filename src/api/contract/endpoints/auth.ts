import { z } from 'zod/mini';
import { REGISTER_ERRCODE } from '../accountRules';
import { empty, endpoint, text } from '../define';
import { userInfo } from '../entities';
import { loginResult } from '../player';

/** Device info sent with auth calls (spec §3). */
export const deviceInfo = z.object({
  channel: text(40),
  appId: text(80),
  os: text(40),
  isBrowser: z.literal(1),
  version: text(20),
  deviceModel: text(80),
  deviceIdJsonModel: z.object({ afuid: text(80) }),
});
export type DeviceInfo = z.infer<typeof deviceInfo>;

/** RSA-encrypted password, base64 (2048-bit key gives 344 characters). */
const encryptedPassword = text(1024).check(z.minLength(1));

const authCommon = {
  outUrl: z.optional(text(300)),
  phoneinfoJsonModel: z.optional(deviceInfo),
  countryCode: z.optional(text(8)),
};

const loginData = z.object(loginResult);

/** The mobile a one-time code is sent to (smsSend) and checked against (bindAccount, forgetPassword). */
const codeMobile = {
  countryCode: z.optional(text(8)),
  mobile: text(30).check(z.minLength(1)),
};

/** The one-time code smsSend sent. */
const oneTimeCode = text(12).check(z.minLength(1));

/**
 * What both registration calls and lineSignUp add (designed: the spec has no age check): the birth date (the 21+ rule
 * of accountRules.ts runs on the server's Manila date) and the player's declaration of not being an excluded person
 * (terms of use, section 2).
 */
const registration = {
  birthDate: z
    .string()
    .check(
      z.maxLength(10),
      z.regex(/^\d{4}-\d{2}-\d{2}$/),
      z.describe(
        'YYYY-MM-DD. Not in the spec (the legal gambling age): 21 or older on the Manila date (else 1053); a real day from 1900 to today (else 1054)',
      ),
    ),
  notExcluded: z
    .literal(true)
    .check(
      z.describe(
        'Not in the spec (a regulated operator turns excluded persons away): the player declares they are not an excluded person (terms of use, section 2); else 1055',
      ),
    ),
};

/** A registration body refused only at these fields answers the errcode (HTTP 200), not 9002: the form says what to fix. */
const registrationErrcodes = {
  birthDate: REGISTER_ERRCODE.birthDateInvalid,
  notExcluded: REGISTER_ERRCODE.declarationMissing,
};

/** Authentication and account calls (spec §7). */
export const auth = {
  accountLogin: endpoint({
    path: '/app/v1/accountLogin',
    access: 'public',
    shape: 'spec',
    summary: 'Login with account (username or phone) and encrypted password.',
    request: z.object({ ...authCommon, account: text(50).check(z.minLength(1)), password: encryptedPassword }),
    data: loginData,
  }),
  accountRegist: endpoint({
    path: '/app/v1/accountRegist',
    access: 'public',
    shape: 'spec',
    summary: 'Register, username type or phone without one-time code.',
    request: z.object({
      ...authCommon,
      account: text(50).check(z.minLength(1)),
      password: encryptedPassword,
      type: z.literal(0),
      inviteCode: z.optional(text(40)),
      ...registration,
    }),
    fieldErrcodes: registrationErrcodes,
    data: loginData,
  }),
  accountRegist4: endpoint({
    path: '/app/v1/accountRegist4',
    access: 'public',
    shape: 'spec',
    summary: 'Register, phone with one-time code.',
    request: z.object({
      ...authCommon,
      account: text(50).check(z.minLength(1)),
      password: encryptedPassword,
      type: z.literal(0),
      code: oneTimeCode,
      inviteCode: z.optional(text(40)),
      ...registration,
    }),
    fieldErrcodes: registrationErrcodes,
    data: loginData,
  }),
  smsSend: endpoint({
    path: '/app/v1/smsSend',
    access: 'public',
    shape: 'spec',
    summary: 'Send a one-time code (type 0 register, 1 reset password, 2 bind mobile). The sandbox logs it.',
    request: z.object({
      ...codeMobile,
      type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    }),
    data: empty,
  }),
  lineLogin: endpoint({
    path: '/app/v1/lineLogin',
    access: 'public',
    shape: 'spec',
    summary:
      'Social (Line) callback: exchanges the authorization code for a session; 1056 + ticket while the player owes a birth date.',
    request: z.object({
      state: text(80),
      code: text(200).check(z.minLength(1)),
      uuid: z.optional(text(80)),
      phoneinfoJsonModel: z.optional(deviceInfo),
    }),
    data: loginData,
  }),
  lineSignUp: endpoint({
    path: '/app/v1/lineSignUp',
    access: 'public',
    shape: 'designed',
    summary:
      'Completes a LINE sign-in answered 1056: the ticket, the birth date (21+) and the declaration; 1057 for a spent ticket.',
    request: z.object({
      ticket: text(128).check(
        z.minLength(1),
        z.describe('From lineLogin’s 1056 answer: single use, 15 minutes, bound to the LINE user; else 1057'),
      ),
      ...registration,
      phoneinfoJsonModel: z.optional(deviceInfo),
    }),
    fieldErrcodes: registrationErrcodes,
    data: loginData,
  }),
  bindAccount: endpoint({
    path: '/app/v1/bindAccount',
    access: 'token',
    shape: 'designed',
    summary: 'Bind a mobile number to the logged-in account with a one-time code.',
    request: z.object({ ...codeMobile, code: oneTimeCode }),
    data: z.object({ user: userInfo }),
  }),
  forgetPassword: endpoint({
    path: '/app/v1/forgetPassword',
    access: 'public',
    shape: 'designed',
    summary: 'Reset a password with a one-time code sent to the bound mobile.',
    request: z.object({ ...codeMobile, code: oneTimeCode, password: encryptedPassword }),
    data: empty,
  }),
  reportDevice: endpoint({
    path: '/app/v1/reportDevice',
    access: 'token',
    shape: 'designed',
    summary: 'Device-info report after login (spec: path not shown).',
    request: z.object({ phoneinfoJsonModel: deviceInfo }),
    data: empty,
  }),
  logout: endpoint({
    path: '/app/v1/logout',
    access: 'token',
    shape: 'designed',
    summary: 'Ends the session on the server so the token stops working.',
    request: empty,
    data: empty,
  }),
  logoutAll: endpoint({
    path: '/app/v1/logoutAll',
    access: 'token',
    shape: 'designed',
    summary: 'Log out everywhere: ends every session of the player, this one included; answers how many ended.',
    request: empty,
    data: z.object({ ended: z.int() }),
  }),
};
