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

/** The catalogue and its per-area parts (en-PH.ts spreads ./en-PH/<area>.ts; the activity part spreads ./en-PH/activity/*.ts). */
const CATALOGUE = /\/src\/platform\/intl\/en-PH(\/[^/]+){0,2}\.ts$/;

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
      // After TypeScript is stripped each module is `export const x = { 'id': 'message', …, ...part };`: every
      // string-valued property becomes its parsed AST in place; spreads and imports of the parts stay as they are.
      const edits: Array<{ start: number; end: number; text: string }> = [];
      const visit = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) {
          for (const child of node) visit(child);
          return;
        }
        const n = node as { type?: string; value?: { type?: string; value?: unknown; start: number; end: number } };
        if (n.type === 'Property' && n.value?.type === 'Literal' && typeof n.value.value === 'string') {
          const ast = parse(n.value.value, { ignoreTag: false });
          edits.push({ start: n.value.start, end: n.value.end, text: JSON.stringify(ast) });
          return;
        }
        for (const child of Object.values(node)) visit(child);
      };
      visit(this.parse(code));
      let out = code;
      for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
      return { code: out, map: null };
    },
  };
}

/** Statechart modules: their state `description`s are for the Stately inspector and the generated docs. */
const MACHINE = /\/machines\/(?:\w+\/)*[\w.]+\.machine\.ts$/;

/**
 * Production builds drop the `description` of every state node (plain strings in machines/<area>/*.machine.ts): the
 * inspector is not in those builds and docs/statecharts is generated from the sources, so the texts only cost
 * bytes (about 1.5 KB of gzip on the guest's first screen). Behaviour is unchanged: XState never reads them.
 */
function withoutStateDescriptions(): Plugin {
  return {
    name: 'lucky-lobby:without-state-descriptions',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!MACHINE.test(id)) return undefined;
      const cuts: Array<{ start: number; end: number }> = [];
      const visit = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) {
          for (const child of node) visit(child);
          return;
        }
        const n = node as {
          type?: string;
          start: number;
          end: number;
          key?: { type?: string; name?: string };
          value?: { type?: string; value?: unknown };
        };
        const literal = n.value?.type === 'Literal' && typeof n.value.value === 'string';
        if (n.type === 'Property' && n.key?.type === 'Identifier' && n.key.name === 'description' && literal) {
          cuts.push({ start: n.start, end: code[n.end] === ',' ? n.end + 1 : n.end });
          return;
        }
        for (const child of Object.values(node)) visit(child);
      };
      visit(this.parse(code));
      let out = code;
      for (const cut of cuts.sort((a, b) => b.start - a.start)) out = out.slice(0, cut.start) + out.slice(cut.end);
      return { code: out, map: null };
    },
  };
}

/**
 * The modules of the guest's first screen (/lobby/home: layout, shell, header, home tab, grids and their
 * machines), measured with `npm run bench:entry`. Other screens reuse some of them (the layout, the grid),
 * which then come from this one cached file.
 */
const HOME_MODULES = new RegExp(
  [
    'machines/lobby/(bannerCarousel|bigWinTicker|featuredRewards|favourites|customerService|lobbyTabs|noticePopup)\\.machine',
    'machines/(session/session\\.selectors|lobby/homeContent|lobby/notices)\\.ts',
    'src/screens/lobby/(TargetLink|BigWinTicker|FeaturedRewards|HomeBanners|LobbyFooter|HomeTab|LobbyTabs|GuestHeader|Header|HomeScreen|HomeVideo)\\.tsx',
    'src/screens/shell/',
    'src/screens/shared/(favourites|LobbyGameGrid|ServiceButton)\\.tsx',
    'src/screens/news/NoticePopup\\.tsx',
    'src/platform/(react/useVirtualRows|react/useScrolledPast|openUrl)\\.ts',
    'src/ui/(gameBadge\\.ts|GameCard\\.tsx|GameGrid\\.tsx|TabBar\\.tsx|Toast\\.tsx)',
    'src/app/layouts/MobileLayout\\.tsx',
  ].join('|'),
);

export default defineConfig({
  plugins: [react(), precompiledMessages(), withoutStateDescriptions()],
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
    rolldownOptions: {
      output: {
        // Everything a guest's /lobby/home loads, in two files instead of ~18: every chunk pays its own gzip
        // start-up and its import/export glue, which cost ~8 KB of the 160 KB budget (docs/bench.md).
        // Libraries only a later page uses (Swiper, the QR code, jsencrypt, dayjs, the inspector) stay lazy.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](?!(swiper|qrcode\.react|jsencrypt|dayjs|@statelyai)[\\/])/,
            },
            { name: 'home', test: HOME_MODULES },
          ],
        },
      },
    },
  },
});
