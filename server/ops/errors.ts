/** A refusal of an /ops call: HTTP status and a sentence for the staff member. */
export class OpsError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 423 | 429,
    message: string,
  ) {
    super(message);
  }
}
