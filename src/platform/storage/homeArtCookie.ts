import { HOME_ART_COOKIE } from '../../api/contract/homeArtCookie';

/** A year: the cookie outlives a player's pause between visits; logging out removes it sooner. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Names a returning player's first pictures for the server's painted first screen (`homeArtCookieValue`), or
 * forgets them (null). Nothing to do where there is no document (the machines' tests in Node).
 */
export function keepHomeArtCookie(value: string | null): void {
  if (typeof document === 'undefined') return;
  const { name, path } = HOME_ART_COOKIE;
  const kept = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  // Written on every change of the player or their activity data: only a different value goes to the browser.
  if (kept === (value ?? undefined)) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const life = value === null ? 'Max-Age=0' : `Max-Age=${MAX_AGE_S}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Safari versions players still use; the value is two ids the app made.
  document.cookie = `${name}=${value ?? ''}; ${life}; Path=${path}; SameSite=Lax${secure}`;
}
