import type { Hono } from 'hono';
import type { CatalogueCache } from '../catalogue/cache';
import type { Db } from '../db/connect';
import { placeSportsBet, sportsBetBody, sportsResult, sportsResultBody } from '../games/virtualSports';
import type { JobQueue } from '../jobs/queue';
import type { DemoStudio } from './routes';
import { registerStudioPage } from './studioTableRoutes';
import { sportsErrorPage, virtualSportsPage } from './virtualSportsPage';

/** A JSON body, or null when it is not JSON. */
async function jsonOf(req: { json(): Promise<unknown> }): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    return null;
  }
}

/**
 * The virtual sports studio's page (demo mode): GET the page with a startGame ticket, which the studio exchanges for
 * a session token through the wallet's authenticate call; POST a bet before kick-off and POST for its result at
 * full time, both with that token. The bodies are capped by the gate's /sandbox rule and checked here field by field.
 */
export function registerVirtualSports(
  app: Hono,
  db: Db,
  catalogue: CatalogueCache,
  now: () => Promise<number>,
  studio: DemoStudio,
  jobs: JobQueue,
): void {
  registerStudioPage(app, db, catalogue, now, studio, {
    path: '/sandbox/virtual-sports',
    page: virtualSportsPage,
    errorPage: sportsErrorPage,
  });

  app.post('/sandbox/virtual-sports/bet', async (c) => {
    const parsed = sportsBetBody.safeParse(await jsonOf(c.req));
    if (!parsed.success)
      return c.json({ ok: false, reason: 'request', message: 'The bet request was not valid.' }, 400);
    const { key, ...bet } = parsed.data;
    const result = await placeSportsBet(db, studio.wallet, jobs, key, bet, await now());
    if (!result.ok && (result.reason === 'session' || result.reason === 'seed')) return c.json(result, 409);
    return c.json(result, 200);
  });

  app.post('/sandbox/virtual-sports/result', async (c) => {
    const parsed = sportsResultBody.safeParse(await jsonOf(c.req));
    if (!parsed.success) {
      return c.json({ ok: false, reason: 'request', message: 'The result request was not valid.' }, 400);
    }
    const result = await sportsResult(db, studio.wallet, parsed.data.key, parsed.data.round, await now());
    if (!result.ok && result.reason === 'unknown') return c.json(result, 404);
    return c.json(result, 200);
  });
}
