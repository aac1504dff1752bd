/**
 * The only errors the API client throws. Each carries a react-intl message id for the generic case;
 * screens that need the spec's per-flow wording go through errorMessage.ts.
 */
import type { MessageId } from '../../platform/intl/messages';

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'schema' | 'errcode';

export abstract class ApiError extends Error {
  abstract readonly kind: ApiErrorKind;
  /** HTTP status, or the envelope `code` for errcode errors. */
  readonly code?: number;
  readonly errcode?: number;
  readonly messageId: MessageId;
  readonly values?: Record<string, string | number>;
  /** The server's X-Request-Id of the answer, when there was one: shown as "Reference" beside a server failure. */
  reference?: string;

  constructor(
    message: string,
    init: {
      messageId: MessageId;
      code?: number;
      errcode?: number;
      values?: Record<string, string | number>;
      cause?: unknown;
    },
  ) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = new.target.name;
    this.messageId = init.messageId;
    if (init.code !== undefined) this.code = init.code;
    if (init.errcode !== undefined) this.errcode = init.errcode;
    if (init.values !== undefined) this.values = init.values;
  }
}

/** The request never got an answer (offline, DNS, refused connection) or the caller aborted it. */
export class NetworkError extends ApiError {
  readonly kind = 'network';
  /** True when the caller's signal aborted the call (an actor stopped); usually nothing to show. */
  readonly aborted: boolean;
  constructor(path: string, cause: unknown, aborted = false) {
    super(`${aborted ? 'Aborted' : 'Network failure'}: ${path}`, { messageId: 'error.network', cause });
    this.aborted = aborted;
  }
}

export class TimeoutError extends ApiError {
  readonly kind = 'timeout';
  constructor(path: string, timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms: ${path}`, { messageId: 'error.timeout' });
  }
}

/** An HTTP error status whose body is not an answer envelope (a proxy page, a crash page). */
export class HttpStatusError extends ApiError {
  readonly kind = 'http';
  constructor(path: string, status: number) {
    super(`HTTP ${status}: ${path}`, { messageId: 'error.http', code: status, values: { status } });
  }
}

/** The answer is not JSON, not an envelope, or does not match the contract. */
export class SchemaError extends ApiError {
  readonly kind = 'schema';
  constructor(path: string, detail: string, cause?: unknown) {
    super(`Unreadable answer from ${path}: ${detail}`, { messageId: 'error.schema', cause });
  }
}

/** The server answered with an envelope that is not a success: errcode ≠ 0, or code ≠ 200 (401 included). */
export class ErrcodeError extends ApiError {
  readonly kind = 'errcode';
  declare readonly errcode: number;
  readonly msg?: string;
  /** Seconds until the same request may succeed, when the server says (1021). */
  readonly retryIn?: number;
  /** lineLogin's 1056: the single-use ticket lineSignUp completes the LINE sign-in with. */
  readonly ticket?: string;
  constructor(path: string, errcode: number, code: number, msg?: string, retryIn?: number, ticket?: string) {
    super(`errcode ${errcode} (code ${code}) from ${path}${msg ? `: ${msg}` : ''}`, {
      messageId: code === 401 ? 'error.unauthorized' : 'common.errorError',
      code,
      errcode,
      values: { code: errcode },
    });
    if (msg !== undefined) this.msg = msg;
    if (retryIn !== undefined) this.retryIn = retryIn;
    if (ticket !== undefined) this.ticket = ticket;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
