import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { API_BASE } from '../../src/api/contract/define';
import type { Db } from '../db/connect';
import { settings } from '../db/schema';

/**
 * The device signal the server controls (the invitee device limit counts it): a random device id in a long-lived
 * HttpOnly cookie, signed with a key only the server knows (HMAC-SHA256). The client cannot choose the id: a cookie
 * whose signature does not match (typed, edited, or made with another key) counts as no cookie, and the answer sets
 * a new one. Script accessible storage and the Fingerprint header stay what the client says; this does not.
 *
 * Clearing cookies gives a new device (nothing in a browser can stop that); the deposit a valid invitee must make
 * is what makes that costly (docs/security.md "Device signals").
 */
export const DEVICE_COOKIE = 'lobby_device';

/** 400 days, the longest lifetime browsers keep a cookie for. */
const MAX_AGE_S = 400 * 86_400;
const ID_BYTES = 16;
const SIGNATURE_CHARS = 43; // base64url of a SHA-256 HMAC
/** The settings row holding the signing key, drawn on first use and kept across restarts. */
const KEY_SETTING = 'deviceCookieKey';

const keys = new WeakMap<Db, Promise<Buffer>>();

/** The signing key of this database's server: read, or drawn and stored by the first caller. */
export function deviceKeyOf(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      const drawn = randomBytes(32).toString('hex');
      await db.insert(settings).values({ key: KEY_SETTING, value: drawn }).onConflictDoNothing();
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY_SETTING));
      return Buffer.from(typeof row?.value === 'string' ? row.value : drawn, 'hex');
    })();
    // A failed read is tried again by the next call rather than cached.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const sign = (key: Buffer, id: string) => createHmac('sha256', key).update(id).digest('base64url');

/** `id.signature`: the cookie's value for device `id`. */
export function signedDevice(key: Buffer, id: string): string {
  return `${id}.${sign(key, id)}`;
}

/**
 * Cookie values already checked against a key, with their device id: a browser sends the same value on every call,
 * and the HMAC was a measurable share of a small call. Only values whose signature passed are kept; the set is
 * emptied when full, so it stays bounded whatever a client sends.
 */
const verified = new WeakMap<Buffer, Map<string, string>>();
const MAX_VERIFIED = 10_000;

/** The device id of a cookie value whose signature is this server's, else null (forged, edited, malformed). */
export function verifiedDevice(key: Buffer, value: string | undefined): string | null {
  let known = verified.get(key);
  const hit = value === undefined ? undefined : known?.get(value);
  if (hit !== undefined) return hit;
  const [id, signature, extra] = (value ?? '').split('.');
  if (!id || !signature || extra !== undefined || signature.length !== SIGNATURE_CHARS) return null;
  const expected = Buffer.from(sign(key, id));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!known) {
    known = new Map();
    verified.set(key, known);
  }
  if (known.size >= MAX_VERIFIED) known.clear();
  known.set(value ?? '', id);
  return id;
}

/**
 * The caller's device id: the signed cookie's, or a new one set on this answer (Lax, HttpOnly, the API path only,
 * Secure over HTTPS, including HTTPS a trusted proxy ended).
 */
export async function deviceOf(c: Context, db: Db, trustProxy: number): Promise<string> {
  const key = await deviceKeyOf(db);
  const known = verifiedDevice(key, getCookie(c, DEVICE_COOKIE));
  if (known) return known;
  const id = randomBytes(ID_BYTES).toString('base64url');
  const https =
    new URL(c.req.url).protocol === 'https:' || (trustProxy > 0 && c.req.header('x-forwarded-proto') === 'https');
  setCookie(c, DEVICE_COOKIE, signedDevice(key, id), {
    path: API_BASE,
    httpOnly: true,
    sameSite: 'Lax',
    secure: https,
    maxAge: MAX_AGE_S,
  });
  return id;
}
