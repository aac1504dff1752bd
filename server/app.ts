import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { API_BASE } from '../src/api/contract/define';
import { registerShareLinks } from './activity/shareLinks';
import { registerLineSandbox } from './auth/lineSandbox';
import { type CatalogueCache, createCatalogueCache } from './catalogue/cache';
import type { Db } from './db/connect';
import { ERRCODE } from './errors';
import { registerDemoGame } from './game/routes';
import { handlers as defaultHandlers } from './handlers';
import type { HandlerTable } from './handlers/types';
import { registerApi } from './http/api';
import { fail } from './http/respond';
import { createLogger, type Logger } from './log';
import type { SeedOptions } from './seed/seed';
import { registerAppDist } from './static/appDist';
import { registerArtRoutes } from './static/routes';
import { registerTestControls } from './testControls';
import { registerSandboxPay } from './wallet/sandboxPay';

export interface AppOptions {
  db: Db;
  /** Registers /__test__/* (TEST_CONTROLS=1). Without it those paths answer 404. */
  testControls?: boolean;
  /** Built app folder (APP_DIST); default `dist`. */
  appDist?: string;
  /** Defaults for /__test__/reset (SEED_GAMES, RSA_BITS). */
  seed?: SeedOptions;
  log?: Logger;
  clock?: () => number;
  /** Replaces the handler table (tests of the router itself). */
  handlers?: HandlerTable;
}

export interface LobbyApp {
  app: Hono;
  catalogue: CatalogueCache;
}

export function createApp(options: AppOptions): Hono {
  return createLobbyApp(options).app;
}

/** The whole server as a Hono app: API from the contract, drawn images, test controls, the built SPA. */
export function createLobbyApp(options: AppOptions): LobbyApp {
  const { db } = options;
  const log = options.log ?? createLogger();
  const catalogue = createCatalogueCache();
  const app = new Hono();

  // One line per request: method, path (no query string), status, duration. Never bodies: they carry passwords.
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    log.info(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
  });
  app.use(compress());

  const clock = options.clock ?? Date.now;
  const testControls = options.testControls === true;
  registerApi(app, {
    db,
    handlers: options.handlers ?? defaultHandlers,
    catalogue,
    log,
    clock,
    scenarioSwitches: testControls,
  });
  registerLineSandbox(app, db, clock, testControls);
  registerSandboxPay(app, db, clock, testControls);
  registerArtRoutes(app, db, catalogue);
  registerShareLinks(app, db);
  registerDemoGame(app, db, catalogue, clock, testControls);
  if (testControls) registerTestControls(app, db, catalogue, options.seed ?? {}, clock);
  registerAppDist(app, options.appDist ?? 'dist');

  app.notFound((c) =>
    fail(c, 404, c.req.path.startsWith(API_BASE) ? ERRCODE.unknownCall : 404, `not found: ${c.req.path}`),
  );
  app.onError((err, c) => {
    log.error(`[server] ${c.req.method} ${c.req.path} failed`, err);
    return fail(c, 500, ERRCODE.internal, 'internal error');
  });
  return { app, catalogue };
}
