import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { CatalogueCache } from '../catalogue/cache';
import type { Db } from '../db/connect';
import {
  ARCADE_SETTLE_EVERY_MS,
  arcadeBet,
  arcadeBetBody,
  arcadeCashOut,
  arcadeRoundBody,
  arcadeState,
  settleClosedArcadeRounds,
} from '../games/arcade';
import { every, JOB, occurrence } from '../jobs/lobbyJobs';
import type { JobQueue } from '../jobs/queue';
import type { Logger } from '../log';
import { arcadeErrorPage, arcadePage } from './arcadePage';
import type { DemoStudio } from './routes';
import { registerStudioPage } from './studioTableRoutes';

/** A request body checked field by field before any work; a bad one answers why and changes nothing. */
async function bodyOf<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S> | null> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

const invalid = { ok: false, reason: 'request', message: 'The round request was not valid.' } as const;

/**
 * The arcade studio's crash game (demo mode): GET the page with a startGame ticket, exchanged for a session token
 * through the wallet's authenticate call; POST a stake (`bet`), a cash-out and the round's state with that token.
 * Bodies are capped by the gate's /sandbox rule. Rounds nobody reads are settled by the arcade-settle job.
 */
export function registerArcadeGame(
  app: Hono,
  db: Db,
  catalogue: CatalogueCache,
  now: () => Promise<number>,
  studio: DemoStudio,
  jobs: { queue: JobQueue; log?: Logger | undefined },
): void {
  registerStudioPage(app, db, catalogue, now, studio, {
    path: '/sandbox/arcade',
    page: arcadePage,
    errorPage: arcadeErrorPage,
  });

  app.post('/sandbox/arcade/bet', async (c) => {
    const body = await bodyOf(c, arcadeBetBody);
    if (!body) return c.json(invalid, 400);
    const result = await arcadeBet(db, studio.wallet, body.key, body.stake, body.target, await now());
    if (!result.ok && (result.reason === 'session' || result.reason === 'seed')) return c.json(result, 409);
    return c.json(result, 200);
  });

  app.post('/sandbox/arcade/cashout', async (c) => {
    const body = await bodyOf(c, arcadeRoundBody);
    if (!body) return c.json(invalid, 400);
    const result = await arcadeCashOut(db, studio.wallet, body.key, body.round, await now());
    return c.json(result, result.ok ? 200 : 409);
  });

  app.post('/sandbox/arcade/state', async (c) => {
    const body = await bodyOf(c, arcadeRoundBody);
    if (!body) return c.json(invalid, 400);
    const result = await arcadeState(db, studio.wallet, body.key, body.round, await now());
    return c.json(result, result.ok ? 200 : 404);
  });

  // Rounds closed that no read settled (the player left or lost the connection) are decided by their rule.
  jobs.queue.register(JOB.arcadeSettle, occurrence, async (_payload, ctx) => {
    await settleClosedArcadeRounds({ db, wallet: studio.wallet, log: jobs.log }, ctx.now);
  });
  jobs.queue.recurring(JOB.arcadeSettle, { next: every(ARCADE_SETTLE_EVERY_MS) });
}
