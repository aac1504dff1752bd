import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { minify } from 'terser';
import { build, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { foldFacadesPlugin } from './scripts/build/foldFacades';
import { leanLibraries } from './scripts/build/leanLibraries';
import { leanReact } from './scripts/build/leanReact';
import { pwaMessages } from './src/platform/intl/en-PH/pwa';
import { offlinePageHtml } from './src/platform/pwa/offlinePage';

/**
 * Dev server: the app with hot reload; API calls and server-drawn images go to the reference server
 * (API_TARGET, default http://127.0.0.1:8080; start it with `npm run server`).
 * Build: dist/ with a manifest (the size bench reads it to measure what /lobby/home downloads).
 * Nothing secret is defined here: VITE_API_BASE is the only variable the bundle reads (src/api/client/config.ts).
 */
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * The catalogues and their per-area parts (en-PH.ts spreads ./en-PH/<area>.ts; the activity part spreads
 * ./en-PH/activity/*.ts; ./fil-PH/ mirrors them). Every language must be here: the build has no ICU parser, so a
 * string message left unparsed shows its placeholders ("{percent}% bonus") instead of its values.
 */
const CATALOGUE = /\/src\/platform\/intl\/(en-PH|fil-PH)(\/[^/]+){0,2}\.ts$/;

/**
 * Production builds ship the catalogues pre-parsed (ICU message ASTs) and replace the ICU parser with its
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

/**
 * React Router publishes two builds and its package's exports name only the development one (its warnings and
 * invariant texts inline): its own framework plugin swaps in the production build, which a library-mode app has to
 * ask for. Production builds resolve `react-router` and `react-router/dom` (react-router-dom re-exports both) to
 * `dist/production`: the same code without the development checks, 474 B of gzip less for every visitor (issue 17).
 */
function productionRouter(): Plugin {
  const root = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const build = (file: string) => join(root, 'dist', 'production', file);
  return {
    name: 'lucky-lobby:production-router',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: build('index.mjs') },
          { find: /^react-router\/dom$/, replacement: build('dom-export.mjs') },
        ],
      },
    }),
  };
}

/**
 * The app's own files go through Terser before the bundler's minifier (oxc) has the last word: Terser folds what oxc
 * leaves (sequences, conditionals, repeated property reads): 584 B of gzip less on the guest's first download, the
 * game-list worker's 43 B included (issue 17; docs/bench.md). The libraries' chunk (`vendor`) is left alone:
 * React, the router and XState ship minified, and a second pass gained nothing there. Safe options only.
 */
function terserFirst(): Plugin {
  return {
    name: 'lucky-lobby:terser-first',
    apply: 'build',
    async renderChunk(code, chunk, options) {
      if (chunk.name === 'vendor') return null;
      // Its map (JSON text) when the build writes maps (npm run bench:entry attributes bytes through them).
      const result = await minify(code, {
        module: true,
        format: { comments: false },
        sourceMap: Boolean(options.sourcemap),
      });
      if (result.code === undefined) return null;
      return { code: result.code, map: typeof result.map === 'string' ? result.map : null };
    },
  };
}

/** The library bundles whose unused components `pureLibraryComponents()` lets the bundler drop. */
const COMPONENT_LIBRARIES =
  /\/node_modules\/(react-router\/dist\/production\/chunk-[\w-]+\.mjs|react-intl\/index\.js)$/;

/** Calls that only make a component (or a context) from their arguments: nothing happens until it is rendered. */
const COMPONENT_FACTORIES = new Set([
  'forwardRef',
  'memo',
  'createContext',
  'createFormattedComponent',
  'createFormattedDateTimePartsComponent',
]);

/**
 * React Router and react-intl each ship one bundle in which every component is made at the top level
 * (`var Form = React.forwardRef(…)`, `createFormattedComponent("formatList")`) and named for React's developer tools
 * (`Form.displayName = "Form"`). The bundler keeps whatever such a statement touches: a call it cannot prove pure, a
 * property written. So the guest's first download carried components the app never renders (the router's `Form`
 * with its submission code, react-intl's relative time, list, duration and parts components).
 * Production builds mark those top-level factory calls pure and drop the top-level `displayName` writes: about
 * 1.5 KB of gzip less for every visitor (issue 17). The components the app renders are unchanged; without their
 * `displayName`, React's developer tools show their plain names.
 */
function pureLibraryComponents(): Plugin {
  const calleeName = (node: { type?: string; name?: string; property?: { name?: string } }) =>
    node.type === 'Identifier' ? node.name : node.type === 'MemberExpression' ? node.property?.name : undefined;
  return {
    name: 'lucky-lobby:pure-library-components',
    apply: 'build',
    transform(code, id) {
      if (!COMPONENT_LIBRARIES.test(id)) return undefined;
      type Node = { type: string; start: number; end: number; [key: string]: unknown };
      const edits: Array<{ start: number; end: number; text: string }> = [];
      const markIfFactory = (node: Node | null | undefined) => {
        if (node?.type !== 'CallExpression') return;
        const name = calleeName(node.callee as Node & { name?: string; property?: { name?: string } });
        if (name && COMPONENT_FACTORIES.has(name))
          edits.push({ start: node.start, end: node.start, text: '/* @__PURE__ */ ' });
      };
      for (const statement of (this.parse(code) as unknown as { body: Node[] }).body) {
        if (statement.type === 'VariableDeclaration') {
          for (const declarator of statement.declarations as Node[]) markIfFactory(declarator.init as Node);
        } else if (statement.type === 'ExpressionStatement') {
          const expression = statement.expression as Node;
          const left = expression.left as (Node & { property?: { name?: string } }) | undefined;
          if (
            expression.type === 'AssignmentExpression' &&
            left?.type === 'MemberExpression' &&
            left.property?.name === 'displayName'
          ) {
            edits.push({ start: statement.start, end: statement.end, text: '' });
          } else markIfFactory(expression);
        }
      }
      let out = code;
      for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
      return { code: out, map: null };
    },
  };
}

/** Statecharts and the state fragments they share: their `description`s are for the inspector and the docs. */
const MACHINE = /\/machines\/(?:\w+\/)*[\w.]+\.ts$/;

/**
 * Production builds drop the `description` of every state node (a string, or strings joined with `+`, in machines/;
 * a description passed in, as machines/shared/loading.ts takes one, stays): the inspector is not in those builds and
 * docs/statecharts is generated from the sources, so the texts only cost bytes (about 1.5 KB of gzip on the guest's
 * first screen; the joined strings and the shared fragments' 191 B more). Behaviour is unchanged: XState never reads
 * them.
 */
function withoutStateDescriptions(): Plugin {
  type Expression = { type?: string; value?: unknown; operator?: string; left?: Expression; right?: Expression };
  const text = (node: Expression | undefined): boolean =>
    node?.type === 'Literal'
      ? typeof node.value === 'string'
      : node?.type === 'BinaryExpression' && node.operator === '+' && text(node.left) && text(node.right);
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
          value?: Expression;
        };
        if (n.type === 'Property' && n.key?.type === 'Identifier' && n.key.name === 'description' && text(n.value)) {
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
 * machines; the game-type tab and its index reader, which the page fetches on idle anyway: one file costs less than
 * three), measured with `npm run bench:entry`. Other screens reuse some of them (the layout, the grid),
 * which then come from this one cached file. The mobile notice pop-up is not here: it opens after the lobby has
 * painted, in its overlay turn, and brings the dialogs' focus code (src/platform/display/modalFocus.ts) in its own file.
 * The per-area catalogue wrapper (src/screens/shared/AreaIntl.tsx) is here: the first overlay of both layouts and
 * the desktop shell use it in a guest's first seconds, and a file of its own cost 353 B of gzip for ~250 here.
 * The app's shell (the root, the router, the route tree but the desktop one, the service worker's and the install
 * offer's adapters) is here too: the entry's file keeps src/app/main.tsx alone. Apart, the two files cost their own
 * gzip start and the ~50 names the entry imported from this one: 654 B of gzip (issue 17; docs/bench.md). main.tsx
 * stays apart, evaluated in a task of its own: with it inside, this file's evaluation (already the start-up's longest
 * task) grew from ~56 to ~92 ms (its first use of React DOM runs that library's body).
 */
const HOME_MODULES = new RegExp(
  [
    'machines/lobby/(bannerCarousel|bigWinTicker|featuredRewards|favourites|customerService|lobbyTabs|noticePopup)\\.machine',
    'machines/(session/session\\.selectors|lobby/homeContent|lobby/notices)\\.ts',
    'src/screens/lobby/(TargetLink|BigWinTicker|FeaturedRewards|HomeBanners|LobbyFooter|HomeTab|LobbyTabs|GuestHeader|Header|HomeScreen|HomeVideo|TypeTab)\\.tsx',
    'src/platform/gameList/indexOfCatalogue\\.ts',
    'src/screens/shell/',
    'src/screens/shared/(favourites|LobbyGameGrid|ServiceButton|AreaIntl)\\.tsx',
    'src/platform/(react/useVirtualRows|react/useScrolledPast|exchange/openUrl)\\.ts',
    'src/ui/(gameBadge\\.ts|GameCard\\.tsx|GameGrid\\.tsx|TabBar\\.tsx|Toast\\.tsx)',
    'src/app/layouts/MobileLayout\\.tsx',
    'src/app/(AppRoot|App|AppRouter|LocaleIntl|inspector)\\.tsx?',
    'src/app/routes/(?!desktop)',
    'src/platform/(pwa/serviceWorker|pwa/installOffer|display/ErrorBoundary|react/HistoryRouter|react/useScrollReset)\\.tsx?',
    'src/screens/prompts/AppUpdateMount\\.tsx',
    'src/ui/ProgressBar\\.tsx',
    'machines/session/locale\\.selectors\\.ts',
  ].join('|'),
);

/**
 * The home's prompts (the app-download prompt a phone's first visit opens in its first seconds, the install guides,
 * their messages with the install texts) in one file: apart they were three, each with its own gzip start and import
 * glue, all fetched together on a phone's first visit (issue 17, e2e/bundle.spec.ts counts them): 287 B less. The
 * update prompt's and the offline page's messages (en-PH/pwa.ts) are not among them: the prompts never show those.
 * Only these modules: the dialog's parts are DIALOG_MODULES, which a desktop guest's notice pop-up needs alone.
 */
const PROMPT_MODULES =
  /\/(src\/screens\/prompts\/(Prompts|PromptsIntl)\.tsx|machines\/prompts\/prompts\.selectors\.ts|machines\/pwa\/appInstall\.(machine|selectors)\.ts|src\/platform\/pwa\/installPrompt\.ts|src\/platform\/intl\/en-PH\/prompts\.ts)$/;

/**
 * Every modal's parts (the dialog, its form, the focus trap) in one file: a new guest's first overlay (the
 * app-download prompt on a phone, the notice pop-up) fetches all three at once, and apart they were three gzip starts
 * with their import glue: 476 B less for a new guest on a phone (issue 17, docs/bench.md). The prompts stay out of it:
 * a desktop guest's notice pop-up needs the dialog alone.
 */
const DIALOG_MODULES = /\/src\/(ui\/(Dialog|Form)\.tsx|platform\/display\/modalFocus\.ts)$/;

/** The early appConfig request's module (src/app/earlyConfig.ts): its own entry, ahead of the app in index.html. */
const EARLY_ENTRY = 'src/app/earlyConfig.ts';

/** The app's entry (index.html's own module script) and the meta tag the build's page names it in instead. */
const APP_ENTRY = 'src/app/main.tsx';
const ENTRY_META = 'lucky-lobby-entry';

/**
 * Puts `src/app/earlyConfig.ts` into `index.html` as a module script of its own, first in `<head>` (issue 17,
 * docs/pwa.md): the guest's appConfig request starts beside the app's code, not after it. Vite merges every module
 * script of an HTML page into one entry, so the build emits this one as a separate chunk (it imports nothing the
 * app imports, so it shares no chunk with the app) and the tag names that chunk; the dev server serves the source.
 * An external module, not an inline script: the Content-Security-Policy needs no 'unsafe-inline'.
 *
 * In the build, the app's entry script leaves the page for a `<meta name="lucky-lobby-entry">` naming it: the early
 * module starts it once the page's first screen has painted (src/app/afterShellPaint.ts). The dev server keeps the
 * page's own script.
 */
function earlyConfig(): Plugin {
  let building = false;
  return {
    name: 'lucky-lobby:early-config',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (building) this.emitFile({ type: 'chunk', id: `/${EARLY_ENTRY}`, name: 'early' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(EARLY_ENTRY),
        );
        if (building && !chunk) throw new Error(`${EARLY_ENTRY} is missing from the build`);
        const src = chunk ? `/${chunk.fileName}` : `/${EARLY_ENTRY}`;
        const early = { tag: 'script', attrs: { type: 'module', async: true, src }, injectTo: 'head-prepend' } as const;
        if (!building) return [early];
        // Vite merges the page's own module scripts into one entry chunk, whose facade is the page itself.
        const entry = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId === ctx.filename,
        );
        if (entry?.type !== 'chunk') throw new Error(`${ctx.path} has no entry chunk (${APP_ENTRY})`);
        // The files the entry imports, each after its own imports: the early module evaluates them one a task.
        const imports: string[] = [];
        const visit = (fileName: string) => {
          const chunk = ctx.bundle?.[fileName];
          if (chunk?.type !== 'chunk' || imports.includes(fileName)) return;
          for (const child of chunk.imports) visit(child);
          imports.push(fileName);
        };
        for (const child of entry.imports) visit(child);
        const tag = new RegExp(`<script type="module" crossorigin src="/${entry.fileName}"></script>\\s*`);
        if (!tag.test(html)) throw new Error(`${ctx.path} has no script tag for its entry (${APP_ENTRY})`);
        return {
          html: html.replace(tag, ''),
          tags: [
            early,
            {
              tag: 'meta',
              attrs: { name: ENTRY_META, content: [entry.fileName, ...imports].map((file) => `/${file}`).join(' ') },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

/** The theme's colours (src/ui/theme.css `:root`), for the web manifest and the offline page. */
function themeColours(): { bg: string; text: string; gold: string } {
  const css = readFileSync(new URL('./src/ui/theme.css', import.meta.url), 'utf8');
  const colour = (name: string) => {
    const found = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css)?.[1];
    if (!found) throw new Error(`src/ui/theme.css has no --${name} colour`);
    return found;
  };
  return { bg: colour('bg'), text: colour('text'), gold: colour('gold') };
}
const theme = themeColours();

/** dist/offline.html: the service worker's page for a navigation without network (src/platform/pwa/offlinePage.ts). */
function offlinePage(): Plugin {
  return {
    name: 'lucky-lobby:offline-page',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlinePageHtml(pwaMessages, theme) });
    },
  };
}

/** Text-like files worth compressing, and the size under which compression does not pay. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Precompressed copies beside every text file of the build (`x.js.br`, `x.js.gz`, brotli quality 11 and gzip -9,
 * kept only when smaller): the reference server picks one by `Accept-Encoding` (server/static/appDist.ts), so
 * nothing is compressed per request. Runs last, after the service worker is written.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lucky-lobby:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const walk = (dir: string): string[] =>
          readdirSync(dir).flatMap((name) => {
            const path = join(dir, name);
            return statSync(path).isDirectory() ? walk(path) : [path];
          });
        for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f))) {
          const raw = readFileSync(file);
          if (raw.length < MIN_COMPRESS_BYTES) continue;
          const br = brotliCompressSync(raw, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          });
          const gz = gzipSync(raw, { level: 9 });
          if (br.length < raw.length) writeFileSync(`${file}.br`, br);
          if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
        }
      },
    },
  };
}

/**
 * The operator back office (ops.html → src/ops/main.tsx, docs/ops.md) as a build of its own, written into the same
 * folder after the player app's: it shares no chunk with the player's pages (so none of them can ever load it, and
 * the guest's bundle is byte for byte what it was), the service worker written before it does not list it, and the
 * precompress step that runs after it compresses its files too. Staff read English: no catalogue, no early config.
 */
function backOffice(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lucky-lobby:back-office',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await build({
          configFile: false,
          logLevel: 'warn',
          plugins: [react(), withoutStateDescriptions()],
          build: {
            outDir,
            // Its own folder, which the service worker's precache skips whichever closeBundle hook ends first.
            assetsDir: 'assets/ops',
            emptyOutDir: false,
            copyPublicDir: false,
            chunkSizeWarningLimit: 600,
            rolldownOptions: { input: { ops: 'ops.html' } },
          },
        });
      },
    },
  };
}

/**
 * The installable app (issue 17, docs/pwa.md): the web manifest and a Workbox service worker (generateSW). The
 * worker precaches the built code, styles, icons, the font and the offline page (index.html is not precached: pages
 * always come from the network, so a deploy is seen at once, and without a network the offline page answers); game icons
 * and the server's images are cached at run time; API calls (/prod-api-2, balances and money) are never cached:
 * no rule matches them, so they go to the network as if no worker were there. `registerType: 'prompt'`: a new
 * version waits until the player accepts the reload prompt (machines/pwa/appUpdate.machine.ts), which the app
 * registers itself (src/platform/pwa/serviceWorker.ts; `injectRegister: false`).
 */
function installableApp() {
  return VitePWA({
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
      // The back office is never a player's: its files stay out of the players' worker even when its nested build
      // writes them before this glob runs (both run at closeBundle).
      globIgnores: ['**/node_modules/**/*', 'assets/ops/**', 'ops.html'],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      // The entry and vendor chunks are above Workbox's 2 MiB default in no build, but say it: precache them all.
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
  });
}

/**
 * @xstate/react imports React's store hooks through `use-sync-external-store/shim`, a CommonJS fallback for React
 * before 18. React 19 has them: the shim's entries resolve to the library's plain build (with-selector) and to
 * React's own hook, saving the guest ~300 B of gzip (issue 17). Behaviour is React's own either way: the shim
 * itself hands over to React's hook whenever React has one.
 */
const REACT_STORE_HOOKS = [
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: 'use-sync-external-store/with-selector.js',
  },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: '/src/platform/shims/storeHook.ts' },
];

export default defineConfig({
  resolve: { alias: REACT_STORE_HOOKS },
  plugins: [
    react(),
    earlyConfig(),
    precompiledMessages(),
    productionRouter(),
    pureLibraryComponents(),
    leanLibraries(),
    leanReact(),
    withoutStateDescriptions(),
    offlinePage(),
    installableApp(),
    backOffice(),
    terserFirst(),
    foldFacadesPlugin(),
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
    // The entry (React, router, intl, XState, zod) is ~510 kB raw by design; the real limit is the gzip budget
    // of what a guest downloads for /lobby/home, enforced by e2e/bundle.spec.ts.
    chunkSizeWarningLimit: 600,
    // The icon sprite stays a file: `<use>` cannot reference a data: URL, and a file costs no JavaScript (issue 19).
    assetsInlineLimit: (file) => (file.endsWith('/icons.svg') ? false : undefined),
    // A lazy page's preload list keeps only its CSS (Vite loads a chunk's styles through it) and leaves out the
    // JavaScript it imports: the browser fetches those as it reads the page's imports. Every name in these lists sits in the entry's `__vite__mapDeps` table, which grew with each page
    // (about 120 hashed names, ~1.5 KB gzip of the guest budget) for a preload only a later page benefits from.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_filename, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // Everything a guest's /lobby/home loads, in two files instead of ~18: every chunk pays its own gzip
        // start-up and its import/export glue, which cost ~8 KB of the 160 KB budget (docs/bench.md).
        // Libraries only a later page uses (Swiper, the QR code, jsencrypt, dayjs, the inspector) stay lazy, and so
        // does zod: the guest home checks its answers with shapes (src/api/contract/shape.ts), later calls load it.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](?!(swiper|qrcode\.react|jsencrypt|dayjs|@statelyai|zod)[\\/])/,
            },
            { name: 'home', test: HOME_MODULES },
            { name: 'prompts', test: PROMPT_MODULES, includeDependenciesRecursively: false },
            { name: 'dialog', test: DIALOG_MODULES, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
