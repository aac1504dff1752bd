/** Whether the app runs its desktop layout (src/app/main.tsx marks <html data-layout>); false outside a browser. */
export function isDesktopLayout(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.layout === 'desktop';
}

/**
 * Games per grid row: 5 on the phone (spec §9); on desktop one per 200 px of window, at most 8 (6 at 1280 px, 7 at
 * 1440, 8 from 1600), read at each render of the grid (docs/design.md "Desktop lobby").
 */
export const gamesPerRow = (): number => (isDesktopLayout() ? Math.min(8, (window.innerWidth / 200) | 0) : 5);
