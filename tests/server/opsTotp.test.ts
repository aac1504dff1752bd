import { describe, expect, it } from 'vitest';
import { staffPasswordProblem } from '../../server/ops/staffPassword';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  TOTP,
  totpCode,
  totpUri,
} from '../../server/ops/totp';

/** RFC 6238 appendix B: the SHA-1 key is the ASCII "12345678901234567890", 8 digits. */
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: readonly [seconds: number, code: string][] = [
  [59, '94287082'],
  [1_111_111_109, '07081804'],
  [1_111_111_111, '14050471'],
  [1_234_567_890, '89005924'],
  [2_000_000_000, '69279037'],
  [20_000_000_000, '65353130'],
];

describe('TOTP (RFC 6238, HMAC-SHA1, 30 s)', () => {
  it('gives the RFC test vectors', () => {
    const secret = base32Encode(RFC_KEY);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    for (const [seconds, code] of RFC_VECTORS) {
      expect(totpCode(secret, seconds * 1000, 8)).toBe(code);
      expect(hotp(RFC_KEY, Math.floor(seconds / 30), 8)).toBe(code);
    }
  });

  it('gives the RFC 4226 HOTP vectors in 6 digits', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(RFC_KEY, counter))).toEqual(expected);
  });

  it('accepts the current step and one either side, nothing further, and only six digits', () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / TOTP.stepMs);
    // A secret whose five steps around now give five different codes: a code shared by two of them (about 10 in
    // 10^6 secrets) would name the other step.
    const codesOf = (key: string) => [-2, -1, 0, 1, 2].map((d) => totpCode(key, now + d * TOTP.stepMs));
    let secret = newTotpSecret();
    for (let tries = 1; new Set(codesOf(secret)).size < 5; tries++) {
      expect(tries, 'ten secrets in a row with a repeated code').toBeLessThan(10);
      secret = newTotpSecret();
    }
    expect(matchTotp(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, now - TOTP.stepMs), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, now + TOTP.stepMs), now)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, now - 2 * TOTP.stepMs), now)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, now + 2 * TOTP.stepMs), now)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now)).toBeNull();
    expect(matchTotp(secret, `${totpCode(secret, now)}0`, now)).toBeNull();
  });

  it('base32 round-trips and the setup URI names the issuer, account and secret', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(() => base32Decode('not base32!')).toThrow();
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpUri('Lucky Lobby ops', 'finance', 'ABC')).toBe(
      'otpauth://totp/Lucky%20Lobby%20ops%3Afinance?secret=ABC&issuer=Lucky%20Lobby%20ops&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('staff passwords', () => {
  it('refuse short, letter-only, digit-only, name-bearing and common passwords', () => {
    expect(staffPasswordProblem('Short-1', 'ana')).toMatch(/12 to 128/);
    expect(staffPasswordProblem('only-letters-here', 'ana')).toMatch(/letters and digits/);
    expect(staffPasswordProblem('123456789012345', 'ana')).toMatch(/letters and digits/);
    expect(staffPasswordProblem('Maria-Santos-2026', 'maria')).toMatch(/username/);
    expect(staffPasswordProblem('MyPassword2026!', 'ana')).toMatch(/common/);
    expect(staffPasswordProblem('Blue-River-Stone-82', 'ana')).toBeNull();
  });
});
