import { useSyncExternalStore } from 'react';
import { inNextTask } from '../startup/nextTask';

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
    () => readScrollY > threshold,
    () => false,
  );
}

/**
 * The scroll position as last read: React calls a snapshot function during every commit, and reading
 * `window.scrollY` there forces the layout of whatever was just committed inside that task (the lobby's first
 * render at start-up, docs/bench.md). It is read once the next frame is drawn and on scroll events instead.
 */
let readScrollY = 0;

function subscribeToScroll(onChange: () => void): () => void {
  let last = 0;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  const read = () => {
    readScrollY = window.scrollY;
    onChange();
  };
  const onScroll = () => {
    const now = Date.now();
    clearTimeout(trailing);
    if (now - last >= SCROLL_THROTTLE_MS) {
      last = now;
      read();
    } else {
      trailing = setTimeout(() => {
        last = Date.now();
        read();
      }, SCROLL_THROTTLE_MS);
    }
  };
  // The first read waits for the next frame to be drawn: the layout is clean then, so reading the position costs
  // nothing. Read in the next task instead, it forced the layout of the lobby just committed.
  let cancelFirst = () => cancelAnimationFrame(frame);
  const frame = requestAnimationFrame(() => {
    cancelFirst = inNextTask(read);
  });
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    cancelFirst();
    clearTimeout(trailing);
    window.removeEventListener('scroll', onScroll);
  };
}
