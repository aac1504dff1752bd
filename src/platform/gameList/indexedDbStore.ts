import type { GameCatalogue } from './catalogue';
import type { CatalogueStore } from './catalogueStore';

const DB_NAME = 'lucky-lobby';
const DB_VERSION = 1;
/** One object store, one record: the catalogue under CATALOGUE_KEY. */
export const CATALOGUE_STORE = 'catalogue';
export const CATALOGUE_KEY = 'games';

const settled = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, DB_VERSION);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(CATALOGUE_STORE)) request.result.createObjectStore(CATALOGUE_STORE);
  };
  // Another tab holding an older version open: give up rather than wait (the caller falls back to the network).
  request.onblocked = () => request.onerror?.(new Event('blocked'));
  return settled(request);
}

/** The plain IndexedDB API (no wrapper package); one connection, opened on first use. */
export function indexedDbCatalogueStore(factory: IDBFactory): CatalogueStore {
  let db: Promise<IDBDatabase> | undefined;
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    db ??= open(factory);
    const transaction = (await db).transaction(CATALOGUE_STORE, mode);
    const result = settled(work(transaction.objectStore(CATALOGUE_STORE)));
    // A write counts once the transaction commits (a quota error can still abort it after the request succeeded).
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
    return result;
  };
  return {
    read: () => run('readonly', (store) => store.get(CATALOGUE_KEY) as IDBRequest<GameCatalogue | undefined>),
    write: async (catalogue) => {
      await run('readwrite', (store) => store.put(catalogue, CATALOGUE_KEY));
    },
    clear: async () => {
      await run('readwrite', (store) => store.delete(CATALOGUE_KEY));
    },
  };
}
