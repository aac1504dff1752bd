import type { Hono } from 'hono';
import type { CatalogueCache } from '../catalogue/cache';
import type { Db } from '../db/connect';
import { baccaratPlayBody, baccaratRound } from '../games/baccarat';
import { cardsErrorPage, cardsGamePage } from './cardsPage';
import type { DemoStudio } from './routes';
import { registerStudioTable } from './studioTableRoutes';

/** The card room's Baccarat page and rounds (demo mode), at /sandbox/cards. */
export function registerCardsGame(
  app: Hono,
  db: Db,
  catalogue: CatalogueCache,
  now: () => Promise<number>,
  studio: DemoStudio,
): void {
  registerStudioTable(app, db, catalogue, now, studio, {
    path: '/sandbox/cards',
    body: baccaratPlayBody,
    page: cardsGamePage,
    errorPage: cardsErrorPage,
    round: (wallet, body, at) => baccaratRound(db, wallet, body.key, body.bets, at),
  });
}
