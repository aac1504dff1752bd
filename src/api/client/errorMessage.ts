import type { MessageId } from '../../platform/intl/messages';
import { isApiError } from './errors';

/**
 * The one error map (ARCHITECTURE "Cross-cutting rules", spec §8): any failure of a call → a react-intl
 * message id and its values. `context` picks the wording of the flow that failed; transport failures
 * (network, timeout, HTTP status, unreadable answer) read the same everywhere.
 */
export type ErrorContext = 'default' | 'login' | 'register' | 'sendCode' | 'refresh' | 'deposit' | 'activity';

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
const registerFailed: Record<number, MessageId> = { ...loginFailed, 1045: 'login.loginFailed1045' };

/** Activity errcodes 1001–1010 (spec §8: activity.act39.err{code}). */
const activityFailed: Record<number, MessageId> = {
  1001: 'activity.act39.err1001',
  1002: 'activity.act39.err1002',
  1003: 'activity.act39.err1003',
  1004: 'activity.act39.err1004',
  1005: 'activity.act39.err1005',
  1006: 'activity.act39.err1006',
  1007: 'activity.act39.err1007',
  1008: 'activity.act39.err1008',
  1009: 'activity.act39.err1009',
  1010: 'activity.act39.err1010',
};

/** errcode 9005: the reference server does not implement this call yet. */
const NOT_YET_AVAILABLE = 9005;

export function errorMessage(error: unknown, context: ErrorContext = 'default'): ErrorText {
  if (!isApiError(error)) return { id: 'error.unknown' };
  if (error.kind !== 'errcode') {
    return error.values ? { id: error.messageId, values: error.values } : { id: error.messageId };
  }
  const errcode = error.errcode ?? 0;
  const values = { code: errcode };
  if (error.code === 401) return { id: 'error.unauthorized' };
  if (errcode === NOT_YET_AVAILABLE) return { id: 'error.notYetAvailable' };
  switch (context) {
    case 'login':
      return { id: loginFailed[errcode] ?? 'login.loginFailed', values };
    case 'register':
      return { id: registerFailed[errcode] ?? 'login.loginFailed', values };
    case 'sendCode':
      return { id: 'login.loginSendFail', values };
    case 'refresh':
    case 'deposit':
      return { id: 'common.refreshFail', values };
    case 'activity':
      return { id: activityFailed[errcode] ?? 'common.errorError', values };
    default:
      return { id: 'common.errorError', values };
  }
}
