import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_VERSION, checkMinAppVersion, compareVersions, isBelowMinimum } from '../../src/api/contract/appVersion';

describe('the app version and the operator minimum', () => {
  it('is the package version: the build a release names is the one the server says it serves', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(APP_VERSION).toBe(pkg.version);
  });

  it('compares number by number, not as text', () => {
    expect(compareVersions('1.0.10', '1.0.9')).toBeGreaterThan(0);
    expect(compareVersions('1.2.0', '1.10.0')).toBeLessThan(0);
    expect(compareVersions('2.0.0', '1.99.99')).toBeGreaterThan(0);
    expect(compareVersions('1.0.28', '1.0.28')).toBe(0);
  });

  it('requires an update only below a readable minimum', () => {
    expect(isBelowMinimum('1.0.27', '1.0.28')).toBe(true);
    expect(isBelowMinimum('1.0.28', '1.0.28')).toBe(false);
    expect(isBelowMinimum('1.0.28', undefined)).toBe(false);
    expect(isBelowMinimum('1.0.28', '')).toBe(false);
    expect(isBelowMinimum('1.0.28', 'latest')).toBe(false);
  });

  it('an operator may require any version up to the one served, or none', () => {
    expect(checkMinAppVersion(' 1.0.20 ', '1.0.28')).toEqual({ ok: true, value: '1.0.20' });
    expect(checkMinAppVersion('', '1.0.28')).toEqual({ ok: true, value: '' });
    expect(checkMinAppVersion('1.0.28', '1.0.28')).toEqual({ ok: true, value: '1.0.28' });
    expect(checkMinAppVersion('1.0.29', '1.0.28')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/at most 1\.0\.28/),
    });
    for (const bad of ['1.0', '1.0.0.0', 'v1.0.0', '1.0.-1', '01.0.0', null, 7]) {
      expect(checkMinAppVersion(bad, '1.0.28').ok).toBe(false);
    }
  });
});
