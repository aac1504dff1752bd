import type { Hono } from 'hono';
import type { CatalogueCache } from '../catalogue/cache';
import type { Db } from '../db/connect';
import { AppError } from '../errors';
import { colorGameRound, colorPlayBody } from '../games/colorGame';
import { requirePlayable } from './availability';
import { colorErrorPage, colorGamePage } from './colorGamePage';
import { activeSeed } from './fair';
import type { DemoStudio } from './routes';

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-store' };

const TICKET_REASONS = { unknown: 'ticketUnknown', expired: 'ticketExpired', closed: 'ticketClosed' } as const;

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
  app.get('/sandbox/color-game/:gameId', async (c) => {
    const idText = c.req.param('gameId');
    const ticket = c.req.query('ticket') ?? '';
    if (!/^\d{1,9}$/.test(idText) || !/^[0-9a-f]{32}$/.test(ticket)) {
      return c.body(colorErrorPage('ticketUnknown'), 404, HTML_HEADERS);
    }
    const gameId = Number(idText);
    try {
      requirePlayable((await catalogue.get(db)).gameById.get(gameId));
    } catch (err) {
      if (err instanceof AppError) return c.body(colorErrorPage(null, err.message), 409, HTML_HEADERS);
      throw err;
    }
    const at = await now();
    const opened = await studio.wallet.call('authenticate', { token: ticket, gameId });
    if (opened.status === 'ERROR') {
      return c.body(colorErrorPage(TICKET_REASONS[opened.reason ?? 'unknown']), 410, HTML_HEADERS);
    }
    const { sessionToken, playerId } = opened;
    if (!sessionToken || !playerId) throw new Error('the wallet opened a session without its token');
    // The seed pair is committed (its hash shown) before any round uses it.
    const seed = await activeSeed(db, Number(playerId), at);
    const game = (await catalogue.get(db)).gameById.get(gameId);
    return c.body(
      colorGamePage({
        gameName: game?.name ?? `Game ${gameId}`,
        providerName: studio.name,
        playKey: sessionToken,
        coin: opened.balance,
        fair: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
      }),
      200,
      HTML_HEADERS,
    );
  });

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
