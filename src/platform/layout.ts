/** Whether the app runs its desktop layout (src/app/main.tsx marks <html data-layout>); false outside a browser. */
export function isDesktopLayout(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.layout === 'desktop';
}

/**
 * Games per grid row: 5 on the phone (spec §9); on desktop 6–8 by the window's width, read at each render of the
 * grid (docs/design.md "Desktop lobby").
 */
export function gamesPerRow(): number {
  return isDesktopLayout() ? Math.min(8, Math.max(6, Math.floor(window.innerWidth / 200))) : 5;
}
