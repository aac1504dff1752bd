import { clearToken } from '../storage/token';

/**
 * The installable app's state for the diagnostics page (/test): the service worker and what it keeps (Cache
 * Storage, the storage estimate), and the one repair support asks for: clear it all and reload. Plain browser calls,
 * loaded only with that page.
 */
export interface ServiceWorkerState {
  /** The browser has service workers at all. */
  supported: boolean;
  /** A worker is registered for this site. */
  registered: boolean;
  /** That worker controls this page (the app's files come from its cache). */
  controlling: boolean;
  /** Its scope and the state of its active worker ('activated', …), '' without one. */
  scope: string;
  state: string;
  /** Its script (its version is the build that registered it). */
  script: string;
}

export interface CacheState {
  /** Each cache of Cache Storage and how many entries it holds. */
  caches: { name: string; entries: number }[];
  /** Bytes used and allowed (navigator.storage.estimate), null where the browser does not say. */
  usage: number | null;
  quota: number | null;
}

export async function serviceWorkerState(): Promise<ServiceWorkerState> {
  const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!sw) return { supported: false, registered: false, controlling: false, scope: '', state: '', script: '' };
  const registration = await sw.getRegistration();
  const worker = registration?.active ?? registration?.waiting ?? registration?.installing ?? null;
  return {
    supported: true,
    registered: registration !== undefined,
    controlling: sw.controller !== null,
    scope: registration?.scope ?? '',
    state: worker?.state ?? '',
    script: worker?.scriptURL ?? '',
  };
}

export async function cacheState(): Promise<CacheState> {
  const store = typeof caches === 'undefined' ? undefined : caches;
  const names = store ? await store.keys() : [];
  const counted = await Promise.all(
    names.map(async (name) => ({ name, entries: (await (await store!.open(name)).keys()).length })),
  );
  const estimate = await (typeof navigator !== 'undefined' && navigator.storage?.estimate
    ? navigator.storage.estimate()
    : Promise.resolve<StorageEstimate>({}));
  return { caches: counted, usage: estimate.usage ?? null, quota: estimate.quota ?? null };
}

/**
 * Unregisters every service worker of the site and deletes every cache, so the next load fetches the app afresh;
 * the login token stays unless the player asked to sign out too. The caller reloads.
 */
export async function clearAppCache(signOut: boolean): Promise<void> {
  const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  const registrations = sw ? await sw.getRegistrations() : [];
  await Promise.all(registrations.map((registration) => registration.unregister()));
  if (typeof caches !== 'undefined') await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  if (signOut) clearToken();
}
