import { type ErrorContext, errorMessage } from '../../src/api/client/errorMessage';
import type { WebConfig } from '../../src/api/contract/entities';
import { type Notice, notice } from '../shared/notice';
import { type Bounds, type Problem, phoneBoundsOf } from '../shared/validation';
import type { SendCodeEvent } from './sendCode.machine';

/** Helpers the account forms (login, register, forget, bind) share; their charts keep their own action names. */

/** The error notice for a form problem; null when the form may be sent. */
export function problemNotice(problem: Problem | null): Notice | null {
  return problem ? notice(problem.id, 'error', problem.values) : null;
}

/** The error notice for a failed call, through the errcode map of `map`. */
export function failureNotice(error: unknown, map: ErrorContext): Notice {
  const text = errorMessage(error, map);
  return notice(text.id, 'error', text.values);
}

/** The SEND event for the session's send-code child (smsSend `kind`) for this mobile and config. */
export function sendCodeEvent(
  mobile: string,
  config: Bounds & Pick<WebConfig, 'countryCode'>,
  kind: SendCodeEvent['kind'],
): SendCodeEvent {
  return { type: 'SEND', mobile, countryCode: config.countryCode, kind, bounds: phoneBoundsOf(config) };
}
