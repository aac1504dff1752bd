import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * Every request's id, so one player's complaint ("Reference: …" on their screen), the log lines of that request and
 * the audit rows it wrote can be found together. A balancer or an upstream service that already named the request
 * (`X-Request-Id`) keeps its name, so the trail crosses hops; anything else gets a fresh one.
 */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * What an incoming id may look like: short, printable, no spaces. It lands in log lines, an audit column and the
 * player's error message, so a client must not be able to send a paragraph, a newline or markup there.
 */
const SANE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

const current = new AsyncLocalStorage<string>();

/** The id of the request this code runs for; undefined outside a request (start-up, a timer's work). */
export function currentRequestId(): string | undefined {
  return current.getStore();
}

/** The incoming id when it is sane, else a new one. */
export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && SANE_ID.test(header) ? header : randomUUID();
}

/** Runs `fn` as the work of the request with this id. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return current.run(requestId, fn);
}
