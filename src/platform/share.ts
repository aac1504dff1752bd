import { copyText } from './clipboard';

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/** A server path made absolute with the app's own origin (the server does not know the public address). */
export function absoluteUrl(path: string): string {
  if (typeof location === 'undefined') return path;
  return new URL(path, location.origin).href;
}

/**
 * Shares a link: the system share sheet where the browser has one (mobile), else the clipboard. Never throws;
 * the caller also shows the link, so a cancelled sheet or a refused clipboard loses nothing.
 */
export async function shareLink(url: string, title: string): Promise<ShareOutcome> {
  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    try {
      await navigator.share({ url, title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (no user gesture, insecure context): fall back to the clipboard.
    }
  }
  return (await copyText(url)) ? 'copied' : 'failed';
}
