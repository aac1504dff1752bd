import { useLayoutEffect, useRef } from 'react';

/**
 * Scrolls the window to the top whenever `locationKey` changes (spec §2: scroll resets on each navigation), then
 * calls `onNavigate` (the page-view tracking of src/app). The latest callback is used.
 */
export function useScrollReset(locationKey: string, onNavigate?: () => void): void {
  const latest = useRef(onNavigate);
  latest.current = onNavigate;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger, it is not read inside.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    latest.current?.();
  }, [locationKey]);
}
