import type { z } from 'zod/mini';
import { localShapes, sessionShapes } from '../../api/contract/homeShapes';
import { checkShape, type Shape } from '../../api/contract/shape';
import type { localSchemas, sessionSchemas } from './storageSchemas';

/**
 * Typed local and session storage (spec §3). Each key has a schema: values are JSON-serialised on write
 * and validated on read, so a corrupt or outdated value reads as `undefined` (and is removed) instead of
 * throwing somewhere far away. Without window storage (Node, machines under test) or when it throws
 * (private mode, quota) the store falls back to an in-memory map.
 */

export type { AdParams } from './storageSchemas';

export type LocalKey = keyof typeof localSchemas;
export type SessionKey = keyof typeof sessionSchemas;
export type LocalValue<K extends LocalKey> = z.output<(typeof localSchemas)[K]>;
export type SessionValue<K extends SessionKey> = z.output<(typeof sessionSchemas)[K]>;

export interface TypedStore<S extends Record<string, z.ZodMiniType>> {
  get<K extends keyof S & string>(key: K): z.output<S[K]> | undefined;
  set<K extends keyof S & string>(key: K, value: z.input<S[K]>): void;
  remove(key: keyof S & string): void;
  /** Removes every key of this store (and only those). */
  clear(): void;
}

/** The few Storage methods we use; window storage or the memory fallback. */
interface RawStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function memoryStore(): RawStore {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** Window storage when it exists and accepts a write; reading the property itself can throw (blocked cookies). */
function windowStore(kind: 'localStorage' | 'sessionStorage'): RawStore | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    const store = window[kind];
    const probe = '__storage_probe__';
    store.setItem(probe, '1');
    store.removeItem(probe);
    return store;
  } catch {
    return undefined;
  }
}

export function createStore<S extends Record<string, z.ZodMiniType>>(
  schemas: S,
  primary: RawStore | undefined,
): TypedStore<S> {
  const memory = memoryStore();
  // Keys whose last write went to memory because the window store refused it (quota).
  const inMemory = new Set<string>();
  // Parsed values, so hot keys (webConfig, gameList) are validated once, not on every read.
  const cache = new Map<string, unknown>();

  const rawGet = (key: string): string | null => {
    if (inMemory.has(key) || !primary) return memory.getItem(key);
    try {
      return primary.getItem(key);
    } catch {
      return memory.getItem(key);
    }
  };

  const remove = (key: string) => {
    cache.delete(key);
    inMemory.delete(key);
    memory.removeItem(key);
    try {
      primary?.removeItem(key);
    } catch {
      // Nothing more to do: the memory copy is gone and reads fall back to it.
    }
  };

  if (primary && typeof window !== 'undefined') {
    // Another tab changed storage: drop cached parses so the next read sees the new value.
    window.addEventListener('storage', (event) => {
      if (event.key === null) cache.clear();
      else cache.delete(event.key);
    });
  }

  return {
    get(key) {
      if (cache.has(key)) return cache.get(key) as z.output<S[typeof key]>;
      const raw = rawGet(key);
      if (raw === null) return undefined;
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        remove(key);
        return undefined;
      }
      const parsed = schemas[key]!.safeParse(json);
      if (!parsed.success) {
        remove(key);
        return undefined;
      }
      cache.set(key, parsed.data);
      return parsed.data as z.output<S[typeof key]>;
    },
    set(key, value) {
      const raw = JSON.stringify(value);
      cache.delete(key);
      if (primary) {
        try {
          primary.setItem(key, raw);
          inMemory.delete(key);
          memory.removeItem(key);
          return;
        } catch {
          // Quota or private mode: keep the value for this page's lifetime.
        }
      }
      inMemory.add(key);
      memory.setItem(key, raw);
    },
    remove,
    clear() {
      for (const key of Object.keys(schemas)) remove(key);
    },
  };
}

/**
 * The stores check with the shapes written from ./storageSchemas.ts (src/api/contract/homeShapes.ts) (one `safeParse` each, as a schema has), so
 * the first download carries no zod; tests/unit/contract-shapes.test.ts proves they read as the schemas.
 */
function checkers<S extends Record<string, z.ZodMiniType>>(shapes: Record<keyof S, Shape>): S {
  const out: Record<string, Pick<z.ZodMiniType, 'safeParse'>> = {};
  for (const [key, shape] of Object.entries<Shape>(shapes)) {
    out[key] = { safeParse: (value: unknown) => checkShape(shape, value) } as Pick<z.ZodMiniType, 'safeParse'>;
  }
  return out as S;
}

export const local: TypedStore<typeof localSchemas> = createStore(
  checkers<typeof localSchemas>(localShapes),
  windowStore('localStorage'),
);
export const session: TypedStore<typeof sessionSchemas> = createStore(
  checkers<typeof sessionSchemas>(sessionShapes),
  windowStore('sessionStorage'),
);
