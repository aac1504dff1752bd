import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_COST, scryptCost, TEST_COST, verifyPassword } from '../../server/crypto/password';

/** The password hash's cost (server/crypto/password.ts): production strength outside the test runner. */
describe('scrypt cost', () => {
  it('is 2^14 wherever the server runs, and lower only inside vitest and on the test-controls server', () => {
    expect(PRODUCTION_COST).toBe(16_384);
    expect(scryptCost({})).toBe(PRODUCTION_COST);
    expect(scryptCost({ NODE_ENV: 'production' })).toBe(PRODUCTION_COST);
    expect(scryptCost({ VITEST: 'true' })).toBe(TEST_COST);
    // The end-to-end server (test controls on; production mode refuses to start with them).
    expect(scryptCost({ TEST_CONTROLS: '1' })).toBe(TEST_COST);
    expect(scryptCost({ TEST_CONTROLS: '0' })).toBe(PRODUCTION_COST);
  });

  it('verifies a hash made at the production cost (the cost travels in the hash)', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('Secret12', salt, 32, { N: PRODUCTION_COST, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const stored = ['scrypt', PRODUCTION_COST, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('Secret12', stored)).toBe(true);
    expect(await verifyPassword('Secret13', stored)).toBe(false);
  });
});
