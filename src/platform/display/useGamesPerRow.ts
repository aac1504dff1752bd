import { useSyncExternalStore } from 'react';
import { gamesPerRow } from './layout';

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange, { passive: true });
  return () => window.removeEventListener('resize', onChange);
}

/**
 * Games per grid row (src/platform/display/layout.ts), followed as the window is resized: a desktop window made narrower
 * redraws its grids with fewer columns instead of keeping the count it first rendered with. An external store, not
 * state: no adapter in src/platform/react/ needed.
 */
export function useGamesPerRow(): number {
  return useSyncExternalStore(subscribeToResize, gamesPerRow, () => 5);
}
