import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CONTENT_IMAGE_MAX_BYTES } from '../../src/api/contract/content';
import { CONTENT_VIDEO_MAX_BYTES } from '../../src/api/contract/contentMedia';
import { API_BASE, NO_CONTROL_CHARACTERS } from '../../src/api/contract/define';
import { ERRCODE } from '../errors';
import { WALLET_MAX_BYTES, WALLET_PATH } from '../games/contract';
import { readCappedFrom } from './body';
import { fail } from './respond';

/**
 * One gate in front of every route, public or staff: the body is read under its route's cap (a declared
 * Content-Length above it is refused unread; a chunked body is refused with the chunk that passes it, nothing
 * more kept), and its text, the query string and the path obey the contract's text rule (NO_CONTROL_CHARACTERS:
 * no NUL or other C0 code but tab, line feed and carriage return, no DEL), all before any route runs, so before
 * any database work. The route then reads the checked bytes through Hono's own body methods (`c.req.json()`,
 * `text()`, `parseBody()`), or the raw bytes through `checkedBody` (a signature over them).
 *
 * The player API reads its own body with the same reader and its per-call caps (server/http/api.ts): it answers
 * 415 and 401 before a byte is read, and its contract applies the same text rule field by field; here it gets the
 * path and query check only.
 */

/** What a route family answers when the gate refuses: its own error shape, with the 413 / 400 status. */
export type RefusalShape = 'envelope' | 'ops' | 'webhook' | 'payment' | 'wallet';

export interface BodyRule {
  /** Path prefix the rule covers (the longest matching prefix wins). */
  prefix: string;
  maxBytes: number;
  shape: RefusalShape;
}

/** Most bodies outside the player API are a few fields of JSON or a small form. */
export const DEFAULT_ROUTE_MAX_BYTES = 64 * 1024;

/** The operator's list of excluded persons arrives as one CSV file: tens of thousands of rows at most. */
export const EXCLUSION_LIST_MAX_BYTES = 2 * 1024 * 1024;

/** A provider's game list, as JSON or CSV text inside the import's JSON body: a whole catalogue of some 10,000 games. */
export const GAME_LIST_MAX_BYTES = 4 * 1024 * 1024;

/** A picture uploaded for the lobby's content, as base64 in the JSON body (server/ops/content.ts). */
export const CONTENT_UPLOAD_MAX_BYTES = Math.ceil(CONTENT_IMAGE_MAX_BYTES / 3) * 4 + 1024;

/** A promotional video uploaded in /ops, as base64 in the JSON body (server/ops/contentVideos.ts). */
export const CONTENT_VIDEO_UPLOAD_MAX_BYTES = Math.ceil(CONTENT_VIDEO_MAX_BYTES / 3) * 4 + 1024;

/** The routes' caps and answer shapes; anything not listed gets the default cap and the API's envelope. */
export const BODY_RULES: readonly BodyRule[] = [
  { prefix: '/ops-api', maxBytes: 16 * 1024, shape: 'ops' },
  { prefix: '/ops-api/exclusions/import', maxBytes: EXCLUSION_LIST_MAX_BYTES, shape: 'ops' },
  { prefix: '/ops-api/games/import', maxBytes: GAME_LIST_MAX_BYTES, shape: 'ops' },
  { prefix: '/ops-api/content/images', maxBytes: CONTENT_UPLOAD_MAX_BYTES, shape: 'ops' },
  { prefix: '/ops-api/content/video-files', maxBytes: CONTENT_VIDEO_UPLOAD_MAX_BYTES, shape: 'ops' },
  { prefix: '/kyc/webhook', maxBytes: 16 * 1024, shape: 'webhook' },
  { prefix: '/payouts/callback', maxBytes: 16 * 1024, shape: 'webhook' },
  { prefix: '/payments/callback', maxBytes: 16 * 1024, shape: 'payment' },
  { prefix: '/sandbox', maxBytes: 16 * 1024, shape: 'envelope' },
  { prefix: WALLET_PATH, maxBytes: WALLET_MAX_BYTES, shape: 'wallet' },
];

/** The rule for a path: the longest prefix that matches it at a segment boundary. */
export function bodyRuleFor(path: string): BodyRule {
  let best: BodyRule | undefined;
  for (const rule of BODY_RULES) {
    const matches = path === rule.prefix || path.startsWith(`${rule.prefix}/`);
    if (matches && (!best || rule.prefix.length > best.prefix.length)) best = rule;
  }
  return best ?? { prefix: '/', maxBytes: DEFAULT_ROUTE_MAX_BYTES, shape: 'envelope' };
}

type Refusal = 'tooLarge' | 'control' | 'utf8';

const MESSAGES: Record<Refusal, string> = {
  tooLarge: 'request body too large',
  control: 'invalid request: control character (NUL and the like) in the text',
  utf8: 'request body is not valid UTF-8',
};

/** The back office's own wording (its page shows `error` as it is). */
const OPS_MESSAGES: Record<Refusal, string> = {
  tooLarge: 'The body is too large.',
  control: 'Text must not contain control characters (such as NUL).',
  utf8: 'The body is not valid UTF-8.',
};

function refuse(c: Context, shape: RefusalShape, refusal: Refusal): Response {
  const status: ContentfulStatusCode = refusal === 'tooLarge' ? 413 : 400;
  const errcode = refusal === 'tooLarge' ? ERRCODE.bodyTooLarge : ERRCODE.invalidBody;
  c.header('Cache-Control', 'no-store');
  switch (shape) {
    case 'ops':
      return c.json({ ok: false, error: OPS_MESSAGES[refusal] }, status);
    case 'webhook':
      return c.json({ ok: false, error: MESSAGES[refusal], errcode }, status);
    case 'payment':
      return c.json({ ok: false, reason: 'malformed', message: MESSAGES[refusal], errcode }, status);
    case 'wallet':
      // A game provider reads a wallet code (docs/games.md).
      return c.json(
        {
          status: 'ERROR',
          code: refusal === 'tooLarge' ? 'BODY_TOO_LARGE' : 'INVALID_REQUEST',
          message: MESSAGES[refusal],
        },
        status,
      );
    default:
      return fail(c, status, errcode, MESSAGES[refusal]);
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** True when every string in a JSON value (keys included) obeys the text rule. */
function cleanJson(value: unknown): boolean {
  if (typeof value === 'string') return NO_CONTROL_CHARACTERS.test(value);
  if (Array.isArray(value)) return value.every(cleanJson);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).every(([key, inner]) => NO_CONTROL_CHARACTERS.test(key) && cleanJson(inner));
  }
  return true;
}

/** True when every key and value of a form or query string obeys the text rule. */
function cleanParams(params: URLSearchParams): boolean {
  for (const [key, value] of params) {
    if (!NO_CONTROL_CHARACTERS.test(key) || !NO_CONTROL_CHARACTERS.test(value)) return false;
  }
  return true;
}

/**
 * The text rule over a body, by its type: JSON's strings once unescaped (`\u0000` is a NUL), a form's fields once
 * decoded (`%00` is a NUL), any other text as it is. A body that is not valid JSON is the route's to refuse.
 */
export function bodyTextRefusal(bytes: Uint8Array, contentType: string | undefined): Refusal | null {
  if (bytes.byteLength === 0) return null;
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return 'utf8';
  }
  if (!NO_CONTROL_CHARACTERS.test(text)) return 'control';
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/x-www-form-urlencoded') return cleanParams(new URLSearchParams(text)) ? null : 'control';
  // JSON, or no declared type (a test control's body): escapes are looked at only when the text may hold one.
  if (text.includes('\\')) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return null;
    }
    if (!cleanJson(value)) return 'control';
  }
  return null;
}

/** The decoded path and query string obey the text rule (`/players?q=a%00b`, `/assets/%00`). */
export function urlRefusal(url: string): Refusal | null {
  const at = url.indexOf('?');
  if (at >= 0 && !cleanParams(new URLSearchParams(url.slice(at + 1)))) return 'control';
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const path = url.slice(start < 0 ? url.length : start, at < 0 ? undefined : at);
  if (path.includes('%')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // A malformed escape is not a control character; the route answers 404 to a path it does not know.
      return null;
    }
    if (!NO_CONTROL_CHARACTERS.test(decoded)) return 'control';
  }
  return null;
}

const checked = new WeakMap<Context, Uint8Array>();

/** The raw bytes the gate read and checked, for a route that needs them as sent (a signature over the body). */
export function checkedBody(c: Context): Uint8Array {
  return checked.get(c) ?? new Uint8Array();
}

/** The gate, for `app.use` before every route. */
export function bodyGate(): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    const rule = bodyRuleFor(path);
    const urlProblem = urlRefusal(c.req.url);
    if (urlProblem) return refuse(c, rule.shape, urlProblem);
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || path === API_BASE || path.startsWith(`${API_BASE}/`)) {
      return next();
    }
    const read = await readCappedFrom(c, rule.maxBytes);
    if (!read.ok) return refuse(c, rule.shape, 'tooLarge');
    const problem = bodyTextRefusal(read.bytes, c.req.header('content-type'));
    if (problem) return refuse(c, rule.shape, problem);
    const { bytes } = read;
    checked.set(c, bytes);
    // Hono's body methods read this copy (the stream itself was consumed above). Hono keeps a promise per body
    // kind in bodyCache, though its declared type names the Body methods.
    const own = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    (c.req.bodyCache as Record<string, unknown>).arrayBuffer = Promise.resolve(own);
    return next();
  };
}
