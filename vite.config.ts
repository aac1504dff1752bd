import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { backOffice } from './scripts/build/backOffice';
import { chunksByArea } from './scripts/build/chunks';
import { earlyConfig } from './scripts/build/earlyConfig';
import { firstScreenTextsFile } from './scripts/build/firstScreenTexts';
import { installableApp } from './scripts/build/installableApp';
import { precompiledMessages } from './scripts/build/messages';
import { offlinePage, themeColours } from './scripts/build/offlinePage';
import { precompress } from './scripts/build/precompress';
import { withoutStateDescriptions } from './scripts/build/stateDescriptions';
import { terserFirst } from './scripts/build/terser';

/**
 * Dev server: the app with hot reload; API calls and server-drawn images go to the reference server
 * (API_TARGET, default http://127.0.0.1:8080; start it with `npm run server`).
 * Build: dist/ with a manifest (the size bench reads it to measure what /lobby/home downloads).
 * Nothing secret is defined here: VITE_API_BASE is the only variable the bundle reads (src/api/client/config.ts).
 *
 * Every plugin lives in scripts/build/, one file each with its unit test in tests/unit/build/. They transform only
 * the app's own code (its catalogues, its statecharts, its chunks) and the build's output folder: the libraries
 * are bundled as installed. Library changes, where any are worth their bytes, are version-pinned patch files in
 * patches/, applied by patch-package when the packages are installed (docs/architecture.md, "The build").
 */
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const theme = themeColours();
const chunks = chunksByArea();

export default defineConfig({
  plugins: [
    react(),
    // The chunk rule's reading of the module graph (scripts/build/chunks.ts).
    chunks.plugin,
    // The early appConfig request's own script, ahead of the app's (docs/pwa.md).
    earlyConfig(),
    // The app's catalogues pre-parsed, the ICU parser's no-parser entry in the bundle.
    precompiledMessages(),
    // The app's statecharts without their written state descriptions.
    withoutStateDescriptions(),
    // The texts the server paints a returning player's deposit tab and game with (docs/pwa.md).
    firstScreenTextsFile(),
    // dist/offline.html, the web manifest and the service worker.
    offlinePage(theme),
    installableApp(theme),
    // The operator back office, a build of its own in the same folder (docs/ops.md).
    backOffice(),
    // The app's own chunks through Terser before the bundler's minifier.
    terserFirst(),
    // .br and .gz copies of every text file, for the reference server to send as they are.
    precompress(),
  ],
  // The game-list worker is a bundle of its own.
  worker: { plugins: () => [terserFirst()] },
  server: {
    proxy: {
      '/prod-api-2': { target: apiTarget, changeOrigin: true },
      '/static': { target: apiTarget, changeOrigin: true },
      '/sandbox': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    manifest: true,
    // The libraries' chunk is ~300 kB raw by design; the real limit is the gzip budget of what a guest downloads
    // for /lobby/home, enforced by e2e/bundle.spec.ts.
    chunkSizeWarningLimit: 600,
    // The icon sprite stays a file: `<use>` cannot reference a data: URL, and a file costs no JavaScript.
    assetsInlineLimit: (file) => (file.endsWith('/icons.svg') ? false : undefined),
    // A lazy page's preload list keeps only its CSS (Vite loads a chunk's styles through it): its JavaScript is
    // fetched as the browser reads the page's imports, and the entry's table of names stays small.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_filename, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      // The libraries, the first screen, the areas that travel together, then the bundler's own split at every
      // dynamic import (scripts/build/chunks.ts).
      output: { codeSplitting: { groups: chunks.groups } },
    },
  },
});
