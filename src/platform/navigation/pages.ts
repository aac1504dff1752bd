import { type Layout, type PageLink, pageLinkOfPath, pathOf } from '../../api/contract/pages';
import { isDesktopLayout } from '../display/layout';

/** The running layout (src/app/main.tsx marks <html data-layout> once at start). */
export function currentLayout(): Layout {
  return isDesktopLayout() ? 'desktop' : 'mobile';
}

/** A page link's address in the running layout: what a <Link> or the router's navigate receives. */
export function hrefOf(target: PageLink, layout: Layout = currentLayout()): string {
  return pathOf(target, layout);
}

/** An in-app address of either layout rewritten for the running one; null when no page is there. */
export function inThisLayout(address: string, layout: Layout = currentLayout()): string | null {
  const target = pageLinkOfPath(address);
  return target ? pathOf(target, layout) : null;
}
