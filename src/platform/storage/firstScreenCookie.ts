import { FIRST_SCREEN_COOKIE } from '../../api/contract/firstScreenCookie';

/** A year: the cookie outlives a player's pause between visits; logging out removes it sooner. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Names what the server paints for a returning player (`firstScreenCookieValue`: their first pictures and language),
 * or forgets it (null). Nothing to do where there is no document (the machines' tests in Node).
 */
export function keepFirstScreenCookie(value: string | null): void {
  if (typeof document === 'undefined') return;
  const { name, path } = FIRST_SCREEN_COOKIE;
  // Asked whenever the pictures or the language may have changed: the same value is not written again.
  const kept = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (value !== null && kept === value) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const life = value === null ? 'Max-Age=0' : `Max-Age=${MAX_AGE_S}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Safari versions players still use; the value is two ids and a language the app made.
  document.cookie = `${name}=${value ?? ''}; ${life}; Path=${path}; SameSite=Lax${secure}`;
}
