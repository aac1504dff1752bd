import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { serializedOf } from '../catalogue/rawJson';
import { ERRCODE } from '../errors';

const JSON_TYPE = 'application/json; charset=UTF-8';

/**
 * `{code, errcode, msg?, ...data}` as text. Top-level data fields registered with preserialize()
 * (the game list, the web config) are spliced in as cached JSON instead of being stringified again.
 */
export function envelopeJson(code: number, errcode: number, msg?: string, data?: object): string {
  const parts = [`"code":${code}`, `"errcode":${errcode}`];
  if (msg !== undefined) parts.push(`"msg":${JSON.stringify(msg)}`);
  if (data) {
    for (const [key, value] of Object.entries(data)) {
      if (value === undefined) continue;
      parts.push(`${JSON.stringify(key)}:${serializedOf(value) ?? JSON.stringify(value)}`);
    }
  }
  return `{${parts.join(',')}}`;
}

/**
 * Content-Length on every JSON answer: the compress middleware skips bodies under 1 KB only when it knows their
 * length (otherwise refreshData's 100-byte answer goes through a CompressionStream on every request).
 */
function jsonHeaders(text: string): Record<string, string> {
  return { 'Content-Type': JSON_TYPE, 'Content-Length': String(Buffer.byteLength(text, 'utf8')) };
}

/** The errcode of each answer given in the envelope, by request (the request metrics label their outcome by it). */
const errcodes = new WeakMap<Request, number>();

/** The errcode the envelope answer to this request carried; undefined when the answer was not an envelope. */
export function errcodeOf(c: Context): number | undefined {
  return errcodes.get(c.req.raw);
}

/** Notes the errcode of an envelope answer made elsewhere (the appConfig bytes made once per catalogue). */
export function noteErrcode(c: Context, errcode: number): void {
  errcodes.set(c.req.raw, errcode);
}

export function ok(c: Context, data: object): Response {
  noteErrcode(c, 0);
  const text = envelopeJson(200, 0, undefined, data);
  return c.body(text, 200, jsonHeaders(text));
}

/** An error answer: envelope code equals the HTTP status, except 9005 and domain errors that travel as 200. */
export function fail(
  c: Context,
  status: ContentfulStatusCode,
  errcode: number,
  msg: string,
  extra?: { retryIn?: number | undefined; ticket?: string | undefined },
): Response {
  noteErrcode(c, errcode);
  const text = envelopeJson(status, errcode, msg, extra);
  return c.body(text, status, jsonHeaders(text));
}

export function unauthorized(c: Context, msg = 'Please log in again.'): Response {
  return fail(c, 401, ERRCODE.unauthorized, msg);
}
