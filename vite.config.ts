import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Dev server: the app with hot reload; API calls and server-drawn images go to the reference server
 * (API_TARGET, default http://127.0.0.1:8080; start it with `npm run server`).
 * Build: dist/ with a manifest (the size bench reads it to measure what /lobby/home downloads).
 * Nothing secret is defined here: VITE_API_BASE is the only variable the bundle reads (src/api/client/config.ts).
 */
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

const CATALOGUE = /\/src\/platform\/intl\/en-PH\.ts$/;

/**
 * Production builds ship the en-PH catalogue pre-parsed (ICU message ASTs) and replace the ICU parser with its
 * no-parser entry: about 9 KB of gzip less for every visitor. The dev server and the tests keep the strings and
 * the parser, so a malformed message still fails there first (and here, at build time).
 */
function precompiledMessages(): Plugin {
  return {
    name: 'lucky-lobby:precompiled-messages',
    apply: 'build',
    enforce: 'post',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!CATALOGUE.test(id)) return undefined;
      // After TypeScript is stripped the module is `export const enPH = { 'id': 'message', … };`.
      const body = code.replace(/export\s+const\s+enPH\s*=/, 'return ');
      const catalogue = new Function(body)() as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(catalogue).map(([key, message]) => [key, parse(message, { ignoreTag: false })]),
      );
      return { code: `export const enPH = ${JSON.stringify(compiled)};\n`, map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), precompiledMessages()],
  server: {
    proxy: {
      '/prod-api-2': { target: apiTarget, changeOrigin: true },
      '/static': { target: apiTarget, changeOrigin: true },
      '/sandbox': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    manifest: true,
    // The entry (React, router, intl, XState, zod) is ~510 kB raw by design; the real limit is the gzip budget
    // of what a guest downloads for /lobby/home, enforced by e2e/bundle.spec.ts.
    chunkSizeWarningLimit: 600,
  },
});
