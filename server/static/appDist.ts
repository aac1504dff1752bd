import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { API_BASE } from '../../src/api/contract/define';
import { FIRST_SCREEN_COOKIE } from '../../src/api/contract/firstScreenCookie';
import { accepted } from '../http/acceptEncoding';
import { bodyFor, type DistFile, type DistFiles, entityTag, matchesTag, textOf } from './distFiles';
import { opensHome, withFirstScreen } from './homeShell';
import { playerScreenOf } from './playerScreens';

/** Hashed build output never changes under its name; everything else must be revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Prefixes that never fall back to index.html. */
// Server routes, never the app: in production the sandbox and payment routes are absent and must answer 404.
const NOT_APP_ROUTES = [API_BASE, '/ops-api', '/__test__', '/static/', '/assets/', '/sandbox/', '/payments/'];

const notFound = (c: Context) => c.json({ code: 404, errcode: 404, msg: `not found: ${c.req.path}` }, 404);

/**
 * Serves the built app (APP_DIST): files as they are, /assets/* with long cache headers, and
 * index.html (ops.html under /ops) for any other GET that looks like an app route (history fallback). A missing file
 * under /assets or a path ending in an extension answers 404 rather than HTML.
 * Files are answered from memory (./distFiles.ts); text files go out as the build's brotli or gzip copy when the
 * browser accepts it. Hashed /assets/* are `immutable` for a year; index.html, the service worker (sw.js), the
 * manifest and the other unhashed files are `no-cache` (revalidated on every use, so a deploy is seen at once: a
 * browser whose copy is current gets 304, by the content's entity tag). The home's addresses, and for a returning
 * player the deposit tab's and a game's, get index.html with their first screen painted in (./homeShell.ts,
 * ./playerScreens.ts).
 */
export interface AppDistOptions {
  /** The build's files, held (./distFiles.ts): the same copy the painted screens read. */
  files: DistFiles;
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

export function registerAppDist(app: Hono, appDist: string, options: AppDistOptions): void {
  const root = resolve(appDist);
  const { files } = options;
  let fromDisk: MiddlewareHandler | null = null;
  /** Byte ranges and files too large to hold, streamed from the disk. Made on first use: dist/ may come later. */
  const diskHandler = (): MiddlewareHandler | null => {
    if (!fromDisk && existsSync(root)) fromDisk = serveStatic({ root, precompressed: true });
    return fromDisk;
  };

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const path = c.req.path;
    if (path.startsWith(API_BASE) || path.startsWith('/__test__')) return next();
    const cacheControl = path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
    // The home's addresses (`/` is index.html's own) get the page with the home's first screen, below.
    if (!opensHome(path)) {
      const found = await files.get(path);
      if (found && found !== 'too large' && !c.req.header('Range')) return answerFile(c, found, cacheControl);
      const disk = found ? diskHandler() : null;
      const res = disk ? await disk(c, async () => {}) : undefined;
      if (res) {
        res.headers.set('Cache-Control', cacheControl);
        return res;
      }
    }
    if (NOT_APP_ROUTES.some((p) => path.startsWith(p)) || /\.[A-Za-z0-9]{1,8}$/.test(path)) return notFound(c);
    // The back office (/ops, docs/ops.md) is a page of its own: its routes get ops.html, never the player app.
    const page = path === '/ops' || path.startsWith('/ops/') ? 'ops.html' : 'index.html';
    const file = await files.get(`/${page}`);
    if (file === null || file === 'too large') {
      return c.text(`The app is not built: ${join(root, page)} is missing. Run \`npm run build\`.`, 404);
    }
    const url = new URL(c.req.url);
    const paintable = page === 'index.html' && paints(url);
    // A page that may be painted differs by the cookie: a guest's copy must never be kept for a player.
    const vary = paintable ? 'Accept-Encoding, Cookie' : 'Accept-Encoding';
    const shell = paintable ? await options.firstScreen?.(url, getCookie(c, FIRST_SCREEN_COOKIE.name)) : null;
    if (shell) {
      // Made per request (the configuration may change; a player's screen differs from a guest's): the compress
      // middleware encodes this one.
      c.header('Cache-Control', REVALIDATE);
      c.header('Vary', vary);
      return c.html(withFirstScreen(textOf(file), shell));
    }
    return answerFile(c, file, REVALIDATE, vary);
  });
}

/**
 * A held file's answer: its best encoding for the browser, or 304 when the browser's copy is that one. `vary` names
 * what else the answer depends on (a page's); a file depends on Accept-Encoding when the build wrote copies of it.
 */
function answerFile(c: Context, file: DistFile, cacheControl: string, vary?: string): Response {
  const { encoding, body } = bodyFor(file, accepted(c.req.header('Accept-Encoding')));
  const tag = entityTag(file, encoding);
  const headers: Record<string, string> = { 'Cache-Control': cacheControl, ETag: tag };
  const varies = vary ?? (file.bodies.size > 1 ? 'Accept-Encoding' : undefined);
  if (varies) headers.Vary = varies;
  if (matchesTag(c.req.header('If-None-Match'), tag)) return c.body(null, 304, headers);
  headers['Content-Type'] = file.type;
  headers['Content-Length'] = String(body.length);
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(body, 200, headers);
}
