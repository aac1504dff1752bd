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

export function ok(c: Context, data: object): Response {
  return c.body(envelopeJson(200, 0, undefined, data), 200, { 'Content-Type': JSON_TYPE });
}

/** An error answer: envelope code equals the HTTP status, except 9005 and domain errors that travel as 200. */
export function fail(c: Context, status: ContentfulStatusCode, errcode: number, msg: string): Response {
  return c.body(envelopeJson(status, errcode, msg), status, { 'Content-Type': JSON_TYPE });
}

export function unauthorized(c: Context, msg = 'Please log in again.'): Response {
  return fail(c, 401, ERRCODE.unauthorized, msg);
}
