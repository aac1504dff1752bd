import type { Hono } from 'hono';
import type { CatalogueCache } from '../catalogue/cache';
import type { Db } from '../db/connect';
import { colorGameRound, colorPlayBody } from '../games/colorGame';
import { colorErrorPage, colorGamePage } from './colorGamePage';
import { type DemoStudio, serveStudioPage } from './routes';

/**
 * The Color Game studio's page (demo mode): GET the page with a startGame ticket, which the studio exchanges for a
 * session token through the wallet's authenticate call; POST a round (its colour bets) with that token. The body
 * is capped by the gate's /sandbox rule and checked here field by field.
 */
export function registerColorGame(
  app: Hono,
  db: Db,
  catalogue: CatalogueCache,
  now: () => Promise<number>,
  studio: DemoStudio,
): void {
  serveStudioPage(
    app,
    '/sandbox/color-game/:gameId',
    { db, catalogue, now, studio },
    { game: colorGamePage, error: colorErrorPage },
  );

  app.post('/sandbox/color-game/play', async (c) => {
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      return c.json({ ok: false, reason: 'request', message: 'The round request was not valid JSON.' }, 400);
    }
    const parsed = colorPlayBody.safeParse(json);
    if (!parsed.success) {
      return c.json({ ok: false, reason: 'request', message: 'The round request was not valid.' }, 400);
    }
    const result = await colorGameRound(db, studio.wallet, parsed.data.key, parsed.data.bets, await now());
    if (!result.ok && (result.reason === 'session' || result.reason === 'seed')) return c.json(result, 409);
    return c.json(result, 200);
  });
}
