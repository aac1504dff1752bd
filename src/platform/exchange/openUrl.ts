import { isOpenableUrl } from '../../api/contract/pages';

/**
 * Opens an external address (or one of the server's own pages, a same-origin path) in a new tab without giving it a handle on this page (customer service, banner and
 * notice links). Called inside the player's click, so popup blockers let it through. No-op outside a browser.
 */
export function openExternalUrl(url: string): void {
  if (typeof window === 'undefined' || !isOpenableUrl(url)) return;
  window.open(url, '_blank', 'noopener,noreferrer');
}
