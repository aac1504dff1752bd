import { z } from 'zod/mini';

/*
 * The contract uses zod/mini: its functional API tree-shakes, so the app bundle carries only what the contract
 * uses (classic schemas carry every method). `.check(z.maxLength(n))` is classic `.max(n)`, `z.int()` is
 * `z.number().int()`; validation and JSON Schema are identical. zod/mini installs no locale: issue messages
 * read "Invalid input" unless the process calls `z.config(z.locales.en())` (wherever a message is shown).
 */

/**
 * How a call is authorised.
 * - `public`: answers without a token (a token, when sent, is still read).
 * - `token`: the player must be logged in; without a valid token the answer is code 401.
 */
export type Access = 'public' | 'token';

/** Where the shape of a call comes from: the spec shows it, or we designed it (docs/api.md). */
export type ShapeSource = 'spec' | 'designed';

/**
 * Control characters a text field refuses (input hardening, docs/security.md): NUL and the other C0 codes except tab,
 * line feed and carriage return, and DEL. A NUL reached PostgreSQL as an invalid string and answered 500; now the
 * contract answers 9002 before any handler runs.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern names exactly the control characters refused.
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/** A bounded string without control characters: every string the server accepts has a ceiling. */
export const text = (max = 200) =>
  z.string().check(z.maxLength(max), z.regex(NO_CONTROL_CHARACTERS, 'must not contain control characters'));

/** Answer envelope every call carries (spec §8: every response has errcode; 0 is success). */
export const envelope = z.object({
  code: z.int(),
  errcode: z.int(),
  msg: z.optional(z.string()),
  /** On a refusal that passes with time (1021): seconds until the same request may succeed. */
  retryIn: z.optional(z.int()),
  /** On lineLogin's 1056: the single-use ticket lineSignUp completes the LINE sign-in with. */
  ticket: z.optional(text(128)),
});
export type Envelope = z.infer<typeof envelope>;

/**
 * Body fields the client adds to every request (spec §3). Optional on the server so a bare
 * `curl -d '{}'` still works; when present they must have the right type.
 */
export const commonFields = z.object({
  clientReferrer: z.optional(text(200)),
  channel: z.optional(text(40)),
  appId: z.optional(text(80)),
  platform: z.optional(z.union([z.literal(0), z.literal(1)])),
});
export type CommonFields = z.infer<typeof commonFields>;

export { API_BASE, headers } from './http';

/**
 * Default cap on a request body (small, so a flood of large bodies cannot exhaust the server); calls that carry
 * files raise it with `maxBodyBytes`.
 */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** Largest KYC image file (safe uploads): 2 MiB. The upload's body cap and the client's check both follow it. */
export const KYC_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Standard padded base64. Where Node's Buffer exists (the server) the check is a native decode and re-encode
 * (~3 ms for a 2 MiB image; a regex takes ~20× longer on the event loop); in a browser, a pattern.
 */
export function isBase64(value: string): boolean {
  if (value.length % 4 !== 0) return false;
  const NodeBuffer = (globalThis as { Buffer?: { from(s: string, e: string): { toString(e: string): string } } })
    .Buffer;
  return NodeBuffer ? NodeBuffer.from(value, 'base64').toString('base64') === value : BASE64.test(value);
}

/** Content types a call accepts: JSON only, so another site cannot post a simple (CORS-free) form or text. */
export const JSON_CONTENT_TYPE = 'application/json';

export interface EndpointDef<Req extends z.ZodMiniObject, Data extends z.ZodMiniObject> {
  /** Path below the base, e.g. `/app/v1/anonymous/appConfig`. */
  path: string;
  access: Access;
  shape: ShapeSource;
  /** One line for docs/api.md. */
  summary: string;
  /** The call's own payload (common fields are added by the client, accepted by the server). */
  request: Req;
  /** Fields of a successful answer (errcode 0) beside the envelope. */
  data: Data;
  /** Largest request body in bytes (default DEFAULT_MAX_BODY_BYTES); read only after the token is checked. */
  maxBodyBytes?: number;
  /**
   * Designed refusals of request fields (so the form can show the reason under its field): when every issue of a
   * refused body is at one of these fields, the answer is the first such field's errcode with HTTP 200 (a reason the
   * form shows), not 400 / 9002.
   */
  fieldErrcodes?: Readonly<Record<string, number>>;
  /**
   * Also accepts `text/plain` (navigator.sendBeacon cannot set a JSON type without a CORS preflight). Only the
   * event log has it: it changes nothing but tracking rows, and its user comes from the token, never the body.
   */
  beacon?: true;
}

export interface Endpoint<Req extends z.ZodMiniObject = z.ZodMiniObject, Data extends z.ZodMiniObject = z.ZodMiniObject>
  extends EndpointDef<Req, Data> {
  /** What the server validates: payload plus common fields. */
  body: z.ZodMiniObject;
  /** A full successful answer: envelope plus data. */
  response: z.ZodMiniObject;
}

export function endpoint<Req extends z.ZodMiniObject, Data extends z.ZodMiniObject>(
  def: EndpointDef<Req, Data>,
): Endpoint<Req, Data> {
  return {
    ...def,
    body: z.extend(def.request, commonFields.shape),
    response: z.extend(envelope, def.data.shape),
  };
}

/** Shorthands used by the endpoint files. */
export const empty = z.object({});
/** Integer amount in hundredths (spec §9). */
export const money = z.int();
export const id = z.int().check(z.nonnegative());
/** Bounded list, for the same reason. */
export const list = <T extends z.ZodMiniType>(item: T, max = 500) => z.array(item).check(z.maxLength(max));
