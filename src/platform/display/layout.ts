/** Whether the app runs its desktop layout (src/app/main.tsx marks <html data-layout>); false outside a browser. */
export function isDesktopLayout(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.layout === 'desktop';
}

/**
 * Games per row of a desktop grid `width` px wide (the window): one per 200 px, never fewer than 6 nor more than 8
 * (a desktop screen fills its width with games, not with margins): 6 from where the desktop layout starts (1,024 px) to
 * 1,399, 7 at 1,440, 8 from 1,600.
 */
export const desktopColumns = (width: number): number => Math.max(6, Math.min(8, Math.floor(width / 200)));

/**
 * Games per grid row: 5 on the phone (spec §9); on desktop `desktopColumns` of the window, read at each render of
 * the grid (docs/design.md "Desktop lobby").
 */
export const gamesPerRow = (): number => (isDesktopLayout() ? desktopColumns(window.innerWidth) : 5);
