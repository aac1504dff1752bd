import type { MessageId } from '../../platform/intl/messages';
import { isApiError } from './errors';

/**
 * The one error map (ARCHITECTURE "Cross-cutting rules", spec §8): any failure of a call → a react-intl
 * message id and its values. `context` picks the wording of the flow that failed, and a flow's `own` errcodes (the
 * activities' 1001-1010, machines/shared/activity.machine.ts, whose texts load with those screens) come first;
 * transport failures (network, timeout, HTTP status, unreadable answer) read the same everywhere.
 */
export type ErrorContext = 'default' | 'login' | 'register' | 'sendCode' | 'refresh' | 'deposit';

export interface ErrorText {
  id: MessageId;
  values?: Record<string, string | number>;
}

/** Login and register errcodes with their own message (spec §8); 1045 only for phone register. */
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
/** Register adds 1045 and the 21+ check of issue 18 (REGISTER_ERRCODE; texts in the auth part, as the form is). */
const registerFailed: Record<number, MessageId> = {
  ...loginFailed,
  1045: 'login.loginFailed1045',
  1053: 'auth.birthDate.underAge',
  1054: 'auth.birthDate.invalid',
  1055: 'auth.notExcluded.required',
};

/**
 * Reasons the server gives on any form (spec §8 and the designed codes, docs/api.md): each reads as itself in every
 * flow, so the player learns what to do instead of retrying in vain (issue 22.5).
 */
const serverReasons: Record<number, MessageId> = {
  101: 'login.loginFailed101',
  1020: 'login.loginFailed1020',
  1021: 'login.codeTooSoon',
  1043: 'login.loginFailed1043',
  1045: 'login.loginFailed1045',
  1047: 'login.loginFailed1047',
  1050: 'login.loginFailed1050',
  1051: 'login.loginFailed1051',
  1052: 'login.loginFailed1052',
  9007: 'error.rateLimited',
  // Responsible gaming (issue 18, RG_ERRCODE of src/api/contract/responsibleGaming.ts, not imported: this file is in
  // the guest's first download). Any call may answer a break. The server's msg is never shown (English only).
  5101: 'error.rg5101',
  5102: 'error.rg5102',
  5103: 'error.rg5103',
  5104: 'error.rg5104',
  5105: 'error.rg5105',
};

/**
 * A break (5103 time-out, 5104 self-exclusion) refuses the log-in, or any call, until it ends: the server says in
 * how many seconds (retryIn), which the message shows as a Manila date and time (`until`, ms). Without retryIn the
 * message says only that the break has not ended.
 */
const breakWithoutEnd: Record<number, MessageId> = {
  5103: 'error.rg5103.noEnd',
  5104: 'error.rg5104.noEnd',
};

/** Send code (smsSend): the mobile is unknown (forget) or already taken (register, bind). */
const sendCodeFailed: Record<number, MessageId> = { 102: 'login.loginFailed102', 1019: 'login.loginFailed1019' };

/** errcode 1021: a code went out less than a minute ago; the server says how many seconds are left. */
export const CODE_TOO_SOON = 1021;
/** The seconds a 1021 leaves, when the server did not say: the whole minute. */
const CODE_RESEND_SECONDS = 60;

/** errcode 9005: the reference server does not implement this call yet. */
const NOT_YET_AVAILABLE = 9005;

export function errorMessage(
  error: unknown,
  context: ErrorContext = 'default',
  own: Readonly<Record<number, MessageId>> = {},
): ErrorText {
  if (!isApiError(error)) return { id: 'error.unknown' };
  if (error.kind !== 'errcode') {
    return error.values ? { id: error.messageId, values: error.values } : { id: error.messageId };
  }
  const errcode = error.errcode ?? 0;
  const values: Record<string, number> = { code: errcode };
  if (error.code === 401) return { id: 'error.unauthorized' };
  if (errcode === NOT_YET_AVAILABLE) return { id: 'error.notYetAvailable' };
  if (errcode === CODE_TOO_SOON) values.seconds = retryInOf(error) ?? CODE_RESEND_SECONDS;
  const breakEnd = breakWithoutEnd[errcode];
  if (breakEnd) {
    const retryIn = retryInOf(error);
    if (retryIn === undefined) return { id: breakEnd, values };
    values.until = Date.now() + retryIn * 1000;
  }
  const mine = own[errcode];
  if (mine) return { id: mine, values };
  const reason = serverReasons[errcode];
  switch (context) {
    case 'login':
      return { id: loginFailed[errcode] ?? reason ?? 'login.loginFailed', values };
    case 'register':
      return { id: registerFailed[errcode] ?? reason ?? 'login.loginFailed', values };
    case 'sendCode':
      return { id: sendCodeFailed[errcode] ?? reason ?? 'login.loginSendFail', values };
    case 'refresh':
    case 'deposit':
      return { id: reason ?? 'common.refreshFail', values };
    default:
      return { id: reason ?? 'common.errorError', values };
  }
}

/** The seconds the server said to wait (1021, 5103, 5104), if it did. */
export function retryInOf(error: unknown): number | undefined {
  return isApiError(error) && 'retryIn' in error && typeof error.retryIn === 'number' ? error.retryIn : undefined;
}
