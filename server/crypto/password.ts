import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { passwordChecks } from '../runtime/metrics';

/** scrypt's cost in production (2^14, the common interactive-login setting). */
export const PRODUCTION_COST = 16_384;
/** The cost under the tests only: the suites hash and check passwords thousands of times. */
export const TEST_COST = 1_024;

/**
 * The cost new hashes get: PRODUCTION_COST, except inside vitest (which sets VITEST in its workers and is never
 * how the server runs) and on a server with test controls (the end-to-end server: TEST_CONTROLS=1, which production
 * mode refuses to start with, server/config.ts). The cost is stored in each hash, so verification reads it from
 * there either way.
 */
export const scryptCost = (env: Record<string, string | undefined>): number =>
  env.VITEST || env.TEST_CONTROLS === '1' || env.TEST_CONTROLS === 'true' ? TEST_COST : PRODUCTION_COST;

const N = scryptCost(process.env);
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * `scrypt$N$r$p$salt$hash` (base64). The seed passes a salt drawn from its PRNG so its rows are
 * reproducible; everything else lets the salt be random.
 */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await derive(password, salt, N, R, P, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  passwordChecks.inc({ cost: n });
  const key = await derive(password, Buffer.from(saltB64, 'base64'), Number(n), Number(r), Number(p), expected.length);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
