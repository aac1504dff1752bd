import type { Hono } from 'hono';
import { z } from 'zod';
import type { CatalogueCache } from '../catalogue/cache';
import type { Db } from '../db/connect';
import { AppError } from '../errors';
import { studioSpin } from '../games/demoStudio';
import type { WalletClient } from '../games/walletClient';
import { requirePlayable } from './availability';
import { demoErrorPage, demoGamePage } from './demoPage';
import { activeSeed } from './fair';
import { DEMO_STAKE } from './rules';

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-store' };
const spinBody = z.strictObject({ key: z.string().regex(/^[0-9a-f]{48}$/) });

const TICKET_MESSAGES = {
  unknown: 'This game link is not valid. Go back to the lobby and open the game again.',
  expired: 'This game link has expired. Go back to the lobby and open the game again.',
  closed: 'This game session has ended. Go back to the lobby and open the game again.',
} as const;

export interface DemoStudio {
  /** Shown on the page: the provider the game belongs to. */
  name: string;
  /** The studio's signed side of the seamless wallet. */
  wallet: WalletClient;
}

/** A game page's opening: the game and the player's session, or why not (the page's status and reason). */
export type OpenedGame =
  | {
      ok: true;
      gameName: string;
      playKey: string;
      coin: number;
      fair: { serverSeedHash: string; clientSeed: string; nonce: number };
    }
  | { ok: false; status: 404; ticket: 'unknown' }
  | { ok: false; status: 409; message: string }
  | { ok: false; status: 410; ticket: keyof typeof TICKET_MESSAGES };

/**
 * What an in-house studio's page does before it draws: the game id and the startGame ticket well formed, the game
 * still playable, the ticket exchanged for a session through the wallet's authenticate call, and the player's seed
 * pair committed (its hash shown) before any round uses it.
 */
export async function openStudioGame(
  db: Db,
  catalogue: CatalogueCache,
  studio: DemoStudio,
  idText: string,
  ticket: string,
  at: number,
): Promise<OpenedGame> {
  if (!/^\d{1,9}$/.test(idText) || !/^[0-9a-f]{32}$/.test(ticket)) return { ok: false, status: 404, ticket: 'unknown' };
  const gameId = Number(idText);
  try {
    requirePlayable((await catalogue.get(db)).gameById.get(gameId));
  } catch (err) {
    if (err instanceof AppError) return { ok: false, status: 409, message: err.message };
    throw err;
  }
  const opened = await studio.wallet.call('authenticate', { token: ticket, gameId });
  if (opened.status === 'ERROR') return { ok: false, status: 410, ticket: opened.reason ?? 'unknown' };
  const { sessionToken, playerId } = opened;
  if (!sessionToken || !playerId) throw new Error('the wallet opened a session without its token');
  const seed = await activeSeed(db, Number(playerId), at);
  const game = (await catalogue.get(db)).gameById.get(gameId);
  return {
    ok: true,
    gameName: game?.name ?? `Game ${gameId}`,
    playKey: sessionToken,
    coin: opened.balance,
    fair: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
  };
}

const TICKET_REASONS = { unknown: 'ticketUnknown', expired: 'ticketExpired', closed: 'ticketClosed' } as const;

/**
 * GET an in-house studio's page (`path` with `:gameId`, and the startGame ticket in the query): the game drawn in
 * the player's language, or its error page (a refused ticket by its reason, a game no longer playable by message).
 */
export function serveStudioPage(
  app: Hono,
  path: string,
  deps: { db: Db; catalogue: CatalogueCache; now: () => Promise<number>; studio: DemoStudio },
  pages: {
    game(opened: Extract<OpenedGame, { ok: true }> & { providerName: string }): string;
    error(reason: (typeof TICKET_REASONS)[keyof typeof TICKET_REASONS] | null, message?: string): string;
  },
): void {
  app.get(path, async (c) => {
    const { db, catalogue, studio } = deps;
    const opened = await openStudioGame(
      db,
      catalogue,
      studio,
      c.req.param('gameId') ?? '',
      c.req.query('ticket') ?? '',
      await deps.now(),
    );
    if (!opened.ok) {
      const page =
        opened.status === 409 ? pages.error(null, opened.message) : pages.error(TICKET_REASONS[opened.ticket]);
      return c.body(page, opened.status, HTML_HEADERS);
    }
    return c.body(pages.game({ ...opened, providerName: studio.name }), 200, HTML_HEADERS);
  });
}

/**
 * The demo studio's slot page (demo mode): GET the page with a startGame ticket, which the studio exchanges for a
 * session token through the wallet's authenticate call; POST a spin with that token (the page's play key).
 */
export function registerDemoGame(
  app: Hono,
  db: Db,
  catalogue: CatalogueCache,
  now: () => Promise<number>,
  studio: DemoStudio,
): void {
  app.get('/sandbox/game/:gameId', async (c) => {
    const opened = await openStudioGame(
      db,
      catalogue,
      studio,
      c.req.param('gameId'),
      c.req.query('ticket') ?? '',
      await now(),
    );
    if (!opened.ok) {
      const message = opened.status === 409 ? opened.message : TICKET_MESSAGES[opened.ticket];
      return c.body(demoErrorPage(message), opened.status, HTML_HEADERS);
    }
    return c.body(demoGamePage({ ...opened, providerName: studio.name, stake: DEMO_STAKE }), 200, HTML_HEADERS);
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
    const result = await studioSpin(db, studio.wallet, parsed.data.key, await now());
    if (!result.ok && (result.reason === 'session' || result.reason === 'seed')) return c.json(result, 409);
    return c.json(result, 200);
  });
}
