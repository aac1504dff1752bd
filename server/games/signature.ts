import { createHmac, timingSafeEqual } from 'node:crypto';

/** Headers of every wallet call: the sender's clock (ms since the epoch) and the HMAC over it and the raw body. */
export const TIMESTAMP_HEADER = 'X-Timestamp';
export const SIGNATURE_HEADER = 'X-Signature';

/**
 * A call signed longer ago (or further ahead) than this is refused: a captured call cannot be replayed later, and
 * five minutes covers the clock drift between two servers kept by NTP.
 */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

/** Hex HMAC-SHA256 with the provider's secret over `<timestamp>.<raw body>`. */
export function signWalletCall(secret: string, timestamp: number, body: string | Uint8Array): string {
  const mac = createHmac('sha256', secret);
  mac.update(`${timestamp}.`);
  mac.update(body);
  return mac.digest('hex');
}

export type SignatureCheck = 'ok' | 'invalid' | 'stale';

/** Checks a call's headers against its raw bytes, in constant time over the signature. */
export function checkWalletSignature(
  secret: string,
  timestampHeader: string | undefined,
  signatureHeader: string | undefined,
  body: Uint8Array,
  now: number,
): SignatureCheck {
  if (!timestampHeader || !/^\d{1,15}$/.test(timestampHeader)) return 'invalid';
  if (!signatureHeader || !/^[0-9a-f]{64}$/i.test(signatureHeader)) return 'invalid';
  const timestamp = Number(timestampHeader);
  const expected = Buffer.from(signWalletCall(secret, timestamp, body), 'hex');
  const given = Buffer.from(signatureHeader.toLowerCase(), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  // Checked after the signature, so a forged call learns nothing about the server's clock.
  return Math.abs(now - timestamp) > MAX_CLOCK_SKEW_MS ? 'stale' : 'ok';
}

/** Signs a launch URL's query (every parameter but the signature, in the order given). */
export function signLaunchQuery(secret: string, query: URLSearchParams): string {
  return createHmac('sha256', secret).update(`launch?${query.toString()}`).digest('hex');
}
