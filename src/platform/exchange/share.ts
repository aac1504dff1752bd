/** What the system share sheet did: shared, closed by the player, or could not open. */
export type WebShareOutcome = 'shared' | 'cancelled' | 'failed';

/** A server path made absolute with the app's own origin (the server does not know the public address). */
export function absoluteUrl(path: string): string {
  if (typeof location === 'undefined') return path;
  return new URL(path, location.origin).href;
}

/** Whether this browser has a system share sheet (Web Share API: most phones, few desktops). */
export function canWebShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** Opens the system share sheet with a link. Never throws. */
export async function webShare(url: string, title: string): Promise<WebShareOutcome> {
  if (!canWebShare()) return 'failed';
  try {
    await navigator.share({ url, title });
    return 'shared';
  } catch (error) {
    // Not allowed here (no user gesture, insecure context) or the sheet failed.
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}
