/** Errcodes the server designed for transport failures (docs: wire conventions). Domain codes live with their handlers. */
export const ERRCODE = {
  unauthorized: 401,
  malformedJson: 9001,
  invalidBody: 9002,
  bodyTooLarge: 9003,
  unknownCall: 9004,
  notAvailable: 9005,
  /** Content-Type other than application/json (HTTP 415). */
  unsupportedType: 9006,
  /** Too many requests from this client or in total (HTTP 429). */
  rateLimited: 9007,
  internal: 9500,
} as const;

/**
 * A refusal a handler answers on purpose: `{code, errcode, msg}` with HTTP `status`.
 * By default code 200 / HTTP 200, as the spec's domain errors (login 101, activity 1001…) arrive.
 */
export class AppError extends Error {
  constructor(
    readonly errcode: number,
    message: string,
    readonly status: 200 | 400 | 401 | 404 | 409 | 413 | 415 | 429 = 200,
    /** Seconds until the same request may succeed (1021: the next code); travels as the envelope's retryIn. */
    readonly retryIn?: number,
    /** lineLogin's 1056: the LINE sign-up ticket (server/auth/lineSignUp.ts); travels as the envelope's ticket. */
    readonly ticket?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
