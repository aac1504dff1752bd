import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { CatalogueCache } from '../catalogue/cache';
import { clockOffset } from '../clock';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { requirePlayable } from './availability';
import { demoErrorPage, demoGamePage } from './demoPage';
import { openTicket, spin } from './demoSessions';
import { activeSeed } from './fair';
import { DEMO_STAKE } from './rules';

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-store' };
const spinBody = z.strictObject({ key: z.string().regex(/^[0-9a-f]{48}$/) });

const TICKET_MESSAGES = {
  unknown: 'This game link is not valid. Go back to the lobby and open the game again.',
  expired: 'This game link has expired. Go back to the lobby and open the game again.',
  closed: 'This game session has ended. Go back to the lobby and open the game again.',
} as const;

/** The reference server's demo slot: GET the page with a startGame ticket, POST a spin with the page's play key. */
export function registerDemoGame(
  app: Hono,
  db: Db,
  catalogue: CatalogueCache,
  clock: () => number,
  testControls: boolean,
): void {
  const now = async () => clock() + (await clockOffset(db, testControls));

  app.get('/sandbox/game/:gameId', async (c) => {
    const idText = c.req.param('gameId');
    const ticket = c.req.query('ticket') ?? '';
    if (!/^\d{1,9}$/.test(idText) || !/^[0-9a-f]{32}$/.test(ticket)) {
      return c.body(demoErrorPage(TICKET_MESSAGES.unknown), 404, HTML_HEADERS);
    }
    const gameId = Number(idText);
    try {
      requirePlayable((await catalogue.get(db)).gameById.get(gameId));
    } catch (err) {
      if (err instanceof AppError) return c.body(demoErrorPage(err.message), 409, HTML_HEADERS);
      throw err;
    }
    const at = await now();
    const opened = await openTicket(db, gameId, ticket, at);
    if (!opened.ok) return c.body(demoErrorPage(TICKET_MESSAGES[opened.reason]), 410, HTML_HEADERS);
    // The seed pair is committed (its hash shown) before any spin uses it.
    const seed = await activeSeed(db, opened.userId, at);
    const [user] = await db.select({ coin: users.coin }).from(users).where(eq(users.id, opened.userId));
    const game = (await catalogue.get(db)).gameById.get(gameId);
    return c.body(
      demoGamePage({
        gameName: game?.name ?? `Game ${gameId}`,
        playKey: opened.playKey,
        coin: user?.coin ?? 0,
        stake: DEMO_STAKE,
        fair: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
      }),
      200,
      HTML_HEADERS,
    );
  });

  app.post('/sandbox/game/spin', async (c) => {
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      return c.json({ ok: false, reason: 'request', message: 'The spin request was not valid JSON.' }, 400);
    }
    const parsed = spinBody.safeParse(json);
    if (!parsed.success)
      return c.json({ ok: false, reason: 'request', message: 'The spin request was not valid.' }, 400);
    const result = await spin(db, parsed.data.key, await now());
    if (!result.ok && (result.reason === 'session' || result.reason === 'seed')) return c.json(result, 409);
    return c.json(result, 200);
  });
}
