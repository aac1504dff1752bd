/** Whether the app runs its desktop layout (src/app/main.tsx marks <html data-layout>); false outside a browser. */
export function isDesktopLayout(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.layout === 'desktop';
}

/** The public address of a notice's detail page: /notice/detail/{id} on mobile, under /lobby on desktop (spec §2). */
export function noticeDetailPath(id: number): string {
  return isDesktopLayout() ? `/lobby/notice/detail/${id}` : `/notice/detail/${id}`;
}
