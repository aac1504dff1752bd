import { describe, expect, it } from 'vitest';
import { local } from '../../src/platform/storage/storage';
import { clearToken, forgetCachedToken, getToken, setToken } from '../../src/platform/storage/token';

describe('token (spec §4)', () => {
  it('is set in memory and storage, and cleared from both', () => {
    setToken('abc');
    expect(getToken()).toBe('abc');
    expect(local.get('token')).toBe('abc');
    clearToken();
    expect(getToken()).toBeUndefined();
    expect(local.get('token')).toBeUndefined();
  });

  it('is read from storage when not cached', () => {
    local.set('token', 'from-storage');
    forgetCachedToken();
    expect(getToken()).toBe('from-storage');
    clearToken();
  });
});
