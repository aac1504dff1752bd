import { errorMessage } from '../../src/api/client/errorMessage';
import { isApiError } from '../../src/api/client/errors';
import { type Notice, notice } from '../shared/notice';
import type { DepositOptions } from '../shared/protocol';

/**
 * What the activity machines (first-charge, invite, sign-up bonus) share: how an activity errcode closes the
 * activity (spec §8) and what they ask of the session.
 */

/** Activity errcodes 1001-1010 (spec §8): shown as activity.act39.err{code}, and the activity closes. */
export function isClosingErrcode(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'errcode') return false;
  const code = error.errcode ?? 0;
  return code >= 1001 && code <= 1010;
}

/** The message of an activity call's failure: activity.act39.err{code}, else common.errorError with the code. */
export function activityNotice(error: unknown): Notice {
  const text = errorMessage(error, 'activity');
  return notice(text.id, 'error', text.values);
}

/** What the activity machines send the session actor. */
export type ToSession =
  | { type: 'BALANCE.REFRESH' }
  | { type: 'ACTIVITIES.REFRESH' }
  | { type: 'DEPOSIT.OPEN'; options: DepositOptions };

export interface SessionReceiver {
  send(event: ToSession): void;
}

/** Countdown tick of the activity pages and modals. */
export const COUNTDOWN_TICK_MS = 1_000;
/** Claim buttons are debounced (spec §5, §9: 200 ms). */
export const CLAIM_DEBOUNCE_MS = 200;

/** Seconds left until `expireTime` (ms), never negative; null when the activity does not end (-1). */
export function secondsLeft(expireTime: number, now: number): number | null {
  if (expireTime === -1) return null;
  return Math.max(0, Math.ceil((expireTime - now) / 1000));
}
