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
  // Asked whenever the pictures may have changed: the same value is not written again. The page only
  // sees the cookie under its path, so forgetting it is always written (a logout from /profile reads none).
  const kept = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (value !== null && kept === value) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const life = value === null ? 'Max-Age=0' : `Max-Age=${MAX_AGE_S}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Safari versions players still use; the value is two ids the app made.
  document.cookie = `${name}=${value ?? ''}; ${life}; Path=${path}; SameSite=Lax${secure}`;
}
