import type { Hono } from 'hono';
import type { z } from 'zod';
import type { CatalogueCache } from '../catalogue/cache';
import type { Db } from '../db/connect';
import type { StudioRefusal } from '../games/fairRound';
import type { WalletClient } from '../games/walletClient';
import { type DemoStudio, type OpenedGame, openStudioGame } from './routes';

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-store' };

const TICKET_REASONS = { unknown: 'ticketUnknown', expired: 'ticketExpired', closed: 'ticketClosed' } as const;
export type TicketReason = (typeof TICKET_REASONS)[keyof typeof TICKET_REASONS];

/** An in-house studio's page and its error state. */
export interface StudioPages {
  page(opened: Extract<OpenedGame, { ok: true }> & { providerName: string }): string;
  /** The error state: a refused ticket by its reason, or the game no longer playable with the server's words. */
  errorPage(reason: TicketReason | null, message?: string): string;
}

/**
 * GET an in-house studio's page (`path` with `:gameId`, the startGame ticket in the query), which the studio
 * exchanges for a session token through the wallet's authenticate call: the game drawn in the player's language,
 * or its error page (a refused ticket by its reason, a game no longer playable by the server's words).
 */
export function serveStudioPage(
  app: Hono,
  path: string,
  deps: { db: Db; catalogue: CatalogueCache; now: () => Promise<number>; studio: DemoStudio },
  pages: StudioPages,
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
        opened.status === 409 ? pages.errorPage(null, opened.message) : pages.errorPage(TICKET_REASONS[opened.ticket]);
      return c.body(page, opened.status, HTML_HEADERS);
    }
    return c.body(pages.page({ ...opened, providerName: studio.name }), 200, HTML_HEADERS);
  });
}

/** An in-house table game's page and its round of bets (the Color Game, Baccarat). */
export interface StudioTable<B extends { key: string }> extends StudioPages {
  /** The page's path prefix: GET `<path>/:gameId?ticket=…`, POST `<path>/play`. */
  path: string;
  body: z.ZodType<B>;
  round(wallet: WalletClient, body: B, now: number): Promise<{ ok: true } | StudioRefusal>;
}

/**
 * An in-house table's routes (demo mode): GET the page with a startGame ticket, which the studio exchanges for a
 * session token through the wallet's authenticate call; POST a round (its bets) with that token. The body is capped
 * by the gate's /sandbox rule and checked here field by field; an ended session or a seed race answers 409.
 */
export function registerStudioTable<B extends { key: string }>(
  app: Hono,
  db: Db,
  catalogue: CatalogueCache,
  now: () => Promise<number>,
  studio: DemoStudio,
  table: StudioTable<B>,
): void {
  serveStudioPage(app, `${table.path}/:gameId`, { db, catalogue, now, studio }, table);

  app.post(`${table.path}/play`, async (c) => {
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      return c.json({ ok: false, reason: 'request', message: 'The round request was not valid JSON.' }, 400);
    }
    const parsed = table.body.safeParse(json);
    if (!parsed.success) {
      return c.json({ ok: false, reason: 'request', message: 'The round request was not valid.' }, 400);
    }
    const result = await table.round(studio.wallet, parsed.data, await now());
    if (!result.ok && (result.reason === 'session' || result.reason === 'seed')) return c.json(result, 409);
    return c.json(result, 200);
  });
}
