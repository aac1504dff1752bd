import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { BACK_OFFICE_ASSETS } from './backOffice';
import type { ThemeColours } from './offlinePage';

/**
 * The installable app (docs/pwa.md): the web manifest and a Workbox service worker. It precaches the built code,
 * styles, icons, the font and the offline page; pages always come from the network (a deploy is seen at once; no
 * network: the offline page); game icons and the server's images are cached at run time; API calls are never cached
 * (no rule matches them). A new version waits until the player accepts the reload prompt, which the app registers
 * itself (src/platform/pwa/serviceWorker.ts).
 */
export function installableAppOptions(theme: ThemeColours): Partial<VitePWAOptions> {
  return {
    registerType: 'prompt',
    injectRegister: false,
    strategies: 'generateSW',
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    integration: { closeBundleOrder: 'pre' },
    manifest: {
      id: '/lobby/home',
      name: 'Lucky Lobby',
      short_name: 'Lucky Lobby',
      description: 'Slots, fish, poker, sports, live and more games for players in the Philippines aged 21 and over.',
      lang: 'en-PH',
      dir: 'ltr',
      start_url: '/lobby/home',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      background_color: theme.bg,
      theme_color: theme.bg,
      categories: ['games', 'entertainment'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,png,svg,webmanifest,woff2}', 'offline.html'],
      // The back office is never a player's, even when its nested build writes its files before this glob runs.
      globIgnores: ['**/node_modules/**/*', `${BACK_OFFICE_ASSETS}/**`, 'ops.html'],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      runtimeCaching: [
        {
          // Pages: always the network (index.html is `no-cache`); without one, the precached offline page.
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/offline.html' } },
        },
        {
          // Game icons: drawn once per game id, kept a week, the newest 1,000.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/static/game-icons/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'game-icons',
            expiration: { maxEntries: 1_000, maxAgeSeconds: 7 * 24 * 3600 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Banners, logos and the other server images: shown from the cache, refreshed behind.
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin && request.destination === 'image' && url.pathname.startsWith('/static/'),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'images',
            expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  };
}

export const installableApp = (theme: ThemeColours) => VitePWA(installableAppOptions(theme));
