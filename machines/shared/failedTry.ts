import type { Notice } from './notice';

/**
 * A try that failed (a reward claimed, a mail's attachments received): why, as a notice (the network's reason, a
 * timeout, the server's status or its refusal), and the event that tries the same again. Every failure makes a new
 * one (its notice has a new `seq`) and the next try clears it, so the screen says it failed on every try: a
 * failure left in context from the try before would read, to a player, as if this try had said nothing.
 */
export interface FailedTry<TRetry extends { type: string }> {
  readonly notice: Notice;
  readonly retry: TRetry;
}

export function failedTry<TRetry extends { type: string }>(notice: Notice, retry: TRetry): FailedTry<TRetry> {
  return { notice, retry };
}
