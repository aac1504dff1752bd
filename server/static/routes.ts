import type { Hono } from 'hono';
import type { CatalogueCache } from '../catalogue/cache';
import type { Db } from '../db/connect';
import { artSvg, gameIconSvg, isArtKind } from './art';

const SVG_HEADERS = { 'Content-Type': 'image/svg+xml; charset=UTF-8', 'Cache-Control': 'public, max-age=86400' };

/** Images drawn on request (no files on disk): game icons by id and the labelled placeholders of the seed. */
export function registerArtRoutes(app: Hono, db: Db, catalogue: CatalogueCache): void {
  app.get('/static/game-icons/:file', async (c) => {
    const match = /^(\d{1,9})\.svg$/.exec(c.req.param('file'));
    const game = match ? (await catalogue.get(db)).gameById.get(Number(match[1])) : undefined;
    if (!game) return c.json({ code: 404, errcode: 404, msg: 'no such icon' }, 404);
    return c.body(gameIconSvg(game.id, game.name), 200, SVG_HEADERS);
  });
  app.get('/static/art/:kind/:file', (c) => {
    const kind = c.req.param('kind');
    const match = /^([A-Za-z0-9-]{1,80})\.svg$/.exec(c.req.param('file'));
    if (!isArtKind(kind) || !match) return c.json({ code: 404, errcode: 404, msg: 'no such image' }, 404);
    return c.body(artSvg(kind, match[1]!), 200, SVG_HEADERS);
  });
}
