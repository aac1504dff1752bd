/**
 * Calls `onHidden` when the page becomes hidden (tab switched, app backgrounded, page closing); answers the
 * unsubscribe. No document (Node): nothing to watch.
 */
export function onPageHidden(onHidden: () => void): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const listener = () => {
    if (document.visibilityState === 'hidden') onHidden();
  };
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}
