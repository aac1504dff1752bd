import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { API_BASE } from '../../src/api/contract/define';
import { FIRST_SCREEN_COOKIE } from '../../src/api/contract/firstScreenCookie';
import { accepted } from '../http/acceptEncoding';
import { opensHome, withFirstScreen } from './homeShell';
import { playerScreenOf } from './playerScreens';

/** Hashed build output never changes under its name; everything else must be revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Prefixes that never fall back to index.html. */
// Server routes, never the app: in production the sandbox and payment routes are absent and must answer 404.
const NOT_APP_ROUTES = [API_BASE, '/ops-api', '/__test__', '/static/', '/assets/', '/sandbox/', '/payments/'];

const notFound = (c: Context) => c.json({ code: 404, errcode: 404, msg: `not found: ${c.req.path}` }, 404);

/** The precompressed copies the build writes beside each text file (vite.config.ts `precompress`), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the built app (APP_DIST): files as they are, /assets/* with long cache headers, and
 * index.html (ops.html under /ops) for any other GET that looks like an app route (history fallback). A missing file
 * under /assets or a path ending in an extension answers 404 rather than HTML.
 * Text files go out as the build's brotli or gzip copy when the browser accepts it: hashed /assets/*
 * are `immutable` for a year; index.html, the service worker (sw.js), the manifest and the other unhashed files are
 * `no-cache` (revalidated on every use, so a deploy is seen at once). The home's addresses, and for a returning
 * player the deposit tab's and a game's, get index.html with their first screen painted in (./homeShell.ts,
 * ./playerScreens.ts).
 */
export interface AppDistOptions {
  /**
   * The first screen for index.html at `url` (the home's, ./homeShell.ts, or a returning player's page,
   * ./playerScreens.ts), given the player's first-screen cookie (`FIRST_SCREEN_COOKIE`) when the browser sent one;
   * null when there is nothing to paint. Asked only for the addresses `paints` names.
   */
  firstScreen?: (url: URL, firstScreenCookie: string | undefined) => Promise<string | null>;
}

/** Whether index.html at `url` may be painted: the home's addresses, and the pages painted for a player's cookie. */
const paints = (url: URL) =>
  opensHome(url.pathname) || playerScreenOf(url.pathname, url.searchParams.get('gameId') ?? undefined) !== null;

export function registerAppDist(app: Hono, appDist: string, options: AppDistOptions = {}): void {
  const root = resolve(appDist);
  let files: MiddlewareHandler | null = null;
  const filesHandler = (): MiddlewareHandler | null => {
    // Created on first use: the folder may be built after the server starts.
    if (!files && existsSync(root)) {
      files = serveStatic({ root, precompressed: true });
    }
    return files;
  };

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const path = c.req.path;
    if (path.startsWith(API_BASE) || path.startsWith('/__test__')) return next();
    // The home's addresses (`/` is index.html's own) get the page with the home's first screen, below.
    const handler = opensHome(path) ? null : filesHandler();
    if (handler) {
      const res = await handler(c, async () => {});
      if (res) {
        res.headers.set('Cache-Control', path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
        return res;
      }
    }
    if (NOT_APP_ROUTES.some((p) => path.startsWith(p)) || /\.[A-Za-z0-9]{1,8}$/.test(path)) return notFound(c);
    // The back office (/ops, docs/ops.md) is a page of its own: its routes get ops.html, never the player app.
    const page = path === '/ops' || path.startsWith('/ops/') ? 'ops.html' : 'index.html';
    const html = await readFile(join(root, page), 'utf8').catch(() => null);
    if (html === null) {
      return c.text(`The app is not built: ${join(root, page)} is missing. Run \`npm run build\`.`, 404);
    }
    c.header('Cache-Control', REVALIDATE);
    const url = new URL(c.req.url);
    const paintable = page === 'index.html' && paints(url);
    // A page that may be painted differs by the cookie: a guest's copy must never be kept for a player.
    c.header('Vary', paintable ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
    const shell = paintable ? await options.firstScreen?.(url, getCookie(c, FIRST_SCREEN_COOKIE.name)) : null;
    if (shell) {
      // Made per request (the configuration may change; a player's screen differs from a guest's): the compress
      // middleware encodes this one.
      return c.html(withFirstScreen(html, shell));
    }
    const accepts = accepted(c.req.header('Accept-Encoding'));
    for (const { encoding, suffix } of PRECOMPRESSED) {
      if (!accepts.has(encoding)) continue;
      const body = await readFile(join(root, `${page}${suffix}`)).catch(() => null);
      if (body === null) continue;
      c.header('Content-Encoding', encoding);
      c.header('Content-Type', 'text/html; charset=UTF-8');
      return c.body(body);
    }
    return c.html(html);
  });
}
