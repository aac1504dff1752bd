import type { Hono } from 'hono';
import type { CatalogueCache } from '../catalogue/cache';
import type { Db } from '../db/connect';
import { colorGameRound, colorPlayBody } from '../games/colorGame';
import { colorErrorPage, colorGamePage } from './colorGamePage';
import type { DemoStudio } from './routes';
import { registerStudioTable } from './studioTableRoutes';

/** The Color Game studio's page and rounds (demo mode), at /sandbox/color-game. */
export function registerColorGame(
  app: Hono,
  db: Db,
  catalogue: CatalogueCache,
  now: () => Promise<number>,
  studio: DemoStudio,
): void {
  registerStudioTable(app, db, catalogue, now, studio, {
    path: '/sandbox/color-game',
    body: colorPlayBody,
    page: colorGamePage,
    errorPage: colorErrorPage,
    round: (wallet, body, at) => colorGameRound(db, wallet, body.key, body.bets, at),
  });
}
