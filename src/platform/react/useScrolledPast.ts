import { useSyncExternalStore } from 'react';

/** How often the scroll position is read while the page scrolls (spec §5: scroll-to-top throttled 500 ms). */
export const SCROLL_THROTTLE_MS = 500;

/**
 * True once the page is scrolled more than `threshold` px (spec §2: the home's scroll-to-top button after
 * 100 px). Reads the window's scroll position at most every 500 ms while scrolling, plus once when the
 * scrolling stops, so the answer is never stale for longer than that. False outside a browser.
 */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > threshold,
    () => false,
  );
}

function subscribeToScroll(onChange: () => void): () => void {
  let last = 0;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    const now = Date.now();
    clearTimeout(trailing);
    if (now - last >= SCROLL_THROTTLE_MS) {
      last = now;
      onChange();
    } else {
      trailing = setTimeout(() => {
        last = Date.now();
        onChange();
      }, SCROLL_THROTTLE_MS);
    }
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    clearTimeout(trailing);
    window.removeEventListener('scroll', onScroll);
  };
}
