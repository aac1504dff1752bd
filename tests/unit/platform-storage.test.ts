import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createStore, local, session } from '../../src/platform/storage/storage';

/** A Storage double; `failing` makes every call throw, like Safari private mode or a full quota. */
function fakeStorage(failing: { get?: boolean; set?: boolean } = {}) {
  const map = new Map<string, string>();
  return {
    map,
    getItem(key: string) {
      if (failing.get) throw new Error('SecurityError');
      return map.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (failing.set) throw new Error('QuotaExceededError');
      map.set(key, value);
    },
    removeItem(key: string) {
      map.delete(key);
    },
  };
}

const schemas = { count: z.number(), names: z.array(z.string()), flag: z.boolean() };

describe('typed storage', () => {
  it('round-trips JSON values', () => {
    const raw = fakeStorage();
    const store = createStore(schemas, raw);
    store.set('names', ['a', 'b']);
    expect(raw.map.get('names')).toBe('["a","b"]');
    expect(store.get('names')).toEqual(['a', 'b']);
    store.remove('names');
    expect(store.get('names')).toBeUndefined();
    expect(raw.map.has('names')).toBe(false);
  });

  it('reads a corrupt value as undefined and removes it', () => {
    const raw = fakeStorage();
    raw.map.set('count', '{not json');
    raw.map.set('flag', '"yes"');
    const store = createStore(schemas, raw);
    expect(store.get('count')).toBeUndefined();
    expect(store.get('flag')).toBeUndefined();
    expect(raw.map.has('count')).toBe(false);
    expect(raw.map.has('flag')).toBe(false);
  });

  it('clears only its own keys', () => {
    const raw = fakeStorage();
    raw.map.set('other-app', 'keep');
    const store = createStore(schemas, raw);
    store.set('count', 3);
    store.set('flag', true);
    store.clear();
    expect([...raw.map.keys()]).toEqual(['other-app']);
  });

  it('falls back to memory when the window storage throws on write', () => {
    const raw = fakeStorage({ set: true });
    const store = createStore(schemas, raw);
    store.set('count', 5);
    expect(store.get('count')).toBe(5);
    expect(raw.map.size).toBe(0);
  });

  it('falls back to memory when the window storage throws on read', () => {
    const store = createStore(schemas, fakeStorage({ get: true, set: true }));
    expect(store.get('count')).toBeUndefined();
    store.set('count', 2);
    expect(store.get('count')).toBe(2);
  });

  it('works in memory without any window storage (Node)', () => {
    const store = createStore(schemas, undefined);
    store.set('flag', false);
    expect(store.get('flag')).toBe(false);
  });

  it('exposes the spec keys on the local and session stores', () => {
    local.set('gameVersion', 'v1');
    local.set('activityModalIds', [39, 40]);
    session.set('greenAgreement', true);
    session.set('adParams', { install_referrer: 'ph', proxy_id: '12' });
    expect(local.get('gameVersion')).toBe('v1');
    expect(local.get('activityModalIds')).toEqual([39, 40]);
    expect(session.get('greenAgreement')).toBe(true);
    expect(session.get('adParams')?.install_referrer).toBe('ph');
    local.clear();
    session.clear();
    expect(local.get('gameVersion')).toBeUndefined();
  });
});
