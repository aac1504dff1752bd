import type { MessageId } from '../../platform/intl/messages';
import { isApiError } from './errors';

/**
 * The one error map (ARCHITECTURE "Cross-cutting rules", spec §8): any failure of a call → a react-intl
 * message id and its values. Transport failures (network, timeout, HTTP status, unreadable answer) and the
 * server's reasons read the same everywhere; the wording of the flow that failed picks the rest: a common one
 * (`ErrorContext`), or a flow's own `ErrcodeMap` (the account forms', machines/auth/authErrors.ts; the activities',
 * machines/activity/activity.machine.ts), kept beside that flow so its table and texts load with its screens.
 */
export type ErrorContext = 'default' | 'refresh' | 'deposit';

/** A flow's own wording: the errcodes it names (before the server's reasons), and its message for any other. */
export interface ErrcodeMap {
  readonly byErrcode: Readonly<Record<number, MessageId>>;
  readonly otherwise: MessageId;
}

/** How a flow words a failure: a common context or its own map. */
export type ErrorWording = ErrorContext | ErrcodeMap;

export interface ErrorText {
  id: MessageId;
  values?: Record<string, string | number>;
}

/**
 * Reasons the server gives on any form (spec §8 and the designed codes, docs/api.md): each reads as itself in every
 * flow, so the player learns what to do instead of retrying in vain.
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
  // Responsible gaming (RG_ERRCODE of src/api/contract/responsibleGaming.ts, not imported: this file is in
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

/** errcode 1021: a code went out less than a minute ago; the server says how many seconds are left. */
export const CODE_TOO_SOON = 1021;
/** The seconds a 1021 leaves, when the server did not say: the whole minute. */
const CODE_RESEND_SECONDS = 60;

/** errcode 9005: the reference server does not implement this call yet. */
const NOT_YET_AVAILABLE = 9005;

/** The lowest HTTP status of a failure on the server's side (its crash, a proxy's 502 or 504). */
const SERVER_FAILURE = 500;

export function errorMessage(error: unknown, wording: ErrorWording = 'default'): ErrorText {
  if (!isApiError(error)) return { id: 'error.unknown' };
  // A failure on the server's side reads the same in every flow, with the request's reference for support.
  const { reference, code = 0 } = error;
  if (reference && code >= SERVER_FAILURE) {
    return { id: 'error.server', values: { code: error.errcode ?? code, reference } };
  }
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
  const reason = serverReasons[errcode];
  if (typeof wording === 'object') return { id: wording.byErrcode[errcode] ?? reason ?? wording.otherwise, values };
  switch (wording) {
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
