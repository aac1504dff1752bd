/** Errcodes the server designed for transport failures (docs: wire conventions). Domain codes live with their handlers. */
export const ERRCODE = {
  unauthorized: 401,
  malformedJson: 9001,
  invalidBody: 9002,
  bodyTooLarge: 9003,
  unknownCall: 9004,
  notAvailable: 9005,
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
    readonly status: 200 | 400 | 401 | 404 | 409 | 413 | 429 = 200,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
