/** Whether the app runs its desktop layout (src/app/main.tsx marks <html data-layout>); false outside a browser. */
export function isDesktopLayout(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.layout === 'desktop';
}
