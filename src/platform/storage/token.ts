import { local } from './storage';

/**
 * The access token (spec §4 Token): set, read from storage when not cached, cleared from memory and storage.
 * `undefined` in the cache means "not read yet"; `null` means "read, there is none".
 */
let cached: string | null | undefined;

export function getToken(): string | undefined {
  if (cached === undefined) cached = local.get('token') ?? null;
  return cached ?? undefined;
}

export function setToken(token: string): void {
  cached = token;
  local.set('token', token);
}

export function clearToken(): void {
  cached = null;
  local.remove('token');
}

/** Forget the in-memory copy so the next read goes to storage (tests, another tab logging out). */
export function forgetCachedToken(): void {
  cached = undefined;
}
