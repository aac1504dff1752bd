import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { pwaMessages } from '../../src/platform/intl/en-PH/pwa';
import { offlinePageHtml } from '../../src/platform/pwa/offlinePage';

export interface ThemeColours {
  bg: string;
  text: string;
  gold: string;
}

/** The theme's colours (the `:root` of src/ui/theme.css), for the web manifest and the offline page. */
export function themeColours(
  css = readFileSync(new URL('../../src/ui/theme.css', import.meta.url), 'utf8'),
): ThemeColours {
  const colour = (name: string) => {
    const found = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css)?.[1];
    if (!found) throw new Error(`src/ui/theme.css has no --${name} colour`);
    return found;
  };
  return { bg: colour('bg'), text: colour('text'), gold: colour('gold') };
}

/** dist/offline.html: the service worker's page for a navigation without network (src/platform/pwa/offlinePage.ts). */
export function offlinePage(theme: ThemeColours): Plugin {
  return {
    name: 'lucky-lobby:offline-page',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlinePageHtml(pwaMessages, theme) });
    },
  };
}
