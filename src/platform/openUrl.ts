/**
 * Opens an external address in a new tab without giving it a handle on this page (customer service, banner and
 * notice links). Called inside the player's click, so popup blockers let it through. No-op outside a browser.
 */
export function openExternalUrl(url: string): void {
  if (typeof window === 'undefined' || !/^https?:\/\//i.test(url)) return;
  window.open(url, '_blank', 'noopener,noreferrer');
}
