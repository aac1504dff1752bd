import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { API_BASE } from '../../src/api/contract/define';

/** Hashed build output never changes under its name; everything else must be revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Prefixes that never fall back to index.html. */
const NOT_APP_ROUTES = [API_BASE, '/__test__', '/static/', '/assets/'];

const notFound = (c: Context) => c.json({ code: 404, errcode: 404, msg: `not found: ${c.req.path}` }, 404);

/**
 * Serves the built app (APP_DIST): files as they are, /assets/* with long cache headers, and
 * index.html for any other GET that looks like an app route (history fallback). A missing file
 * under /assets or a path ending in an extension answers 404 rather than HTML.
 */
export function registerAppDist(app: Hono, appDist: string): void {
  const root = resolve(appDist);
  let files: MiddlewareHandler | null = null;
  const filesHandler = (): MiddlewareHandler | null => {
    // Created on first use: the folder may be built after the server starts.
    if (!files && existsSync(root)) {
      files = serveStatic({ root });
    }
    return files;
  };

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const path = c.req.path;
    if (path.startsWith(API_BASE) || path.startsWith('/__test__')) return next();
    const handler = filesHandler();
    if (handler) {
      const res = await handler(c, async () => {});
      if (res) {
        res.headers.set('Cache-Control', path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
        return res;
      }
    }
    if (NOT_APP_ROUTES.some((p) => path.startsWith(p)) || /\.[A-Za-z0-9]{1,8}$/.test(path)) return notFound(c);
    const html = await readFile(join(root, 'index.html'), 'utf8').catch(() => null);
    if (html === null) {
      return c.text(`The app is not built: ${join(root, 'index.html')} is missing. Run \`npm run build\`.`, 404);
    }
    c.header('Cache-Control', REVALIDATE);
    return c.html(html);
  });
}
