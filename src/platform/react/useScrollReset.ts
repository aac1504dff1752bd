import { useLayoutEffect } from 'react';

/** Scrolls the window to the top whenever `locationKey` changes (spec §2: scroll resets on each navigation). */
export function useScrollReset(locationKey: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger, it is not read inside.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [locationKey]);
}
