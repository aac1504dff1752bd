import type { GameCatalogue } from './catalogue';

/**
 * Where the worker keeps the catalogue between visits: IndexedDB in the browser (./indexedDbStore.ts), an in-memory
 * one in tests. Any method may reject (private mode, quota, a blocked database): the caller decides what that means.
 */
export interface CatalogueStore {
  read(): Promise<GameCatalogue | undefined>;
  write(catalogue: GameCatalogue): Promise<void>;
  clear(): Promise<void>;
}

export function memoryCatalogueStore(initial?: GameCatalogue): CatalogueStore {
  let held = initial;
  return {
    read: async () => held,
    write: async (catalogue) => {
      held = catalogue;
    },
    clear: async () => {
      held = undefined;
    },
  };
}

/** A store that holds nothing and refuses every write: a browser without IndexedDB. */
export const noCatalogueStore: CatalogueStore = {
  read: async () => undefined,
  write: () => Promise.reject(new Error('no catalogue store')),
  clear: async () => undefined,
};
