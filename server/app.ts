import { resolve } from 'node:path';
import { Hono } from 'hono';
import { API_BASE } from '../src/api/contract/define';
import { registerShareLinks } from './activity/shareLinks';
import { registerLineSandbox } from './auth/lineSandbox';
import { type CatalogueCache, createCatalogueCache } from './catalogue/cache';
import { clockOffset } from './clock';
import type { LobbyMode } from './config';
import type { Db } from './db/connect';
import { ERRCODE } from './errors';
import { registerArcadeGame } from './game/arcadeRoutes';
import { registerCardsGame } from './game/cardsRoutes';
import { registerColorGame } from './game/colorGameRoutes';
import { registerLiveTable } from './game/liveTableRoutes';
import { registerDemoGame } from './game/routes';
import { registerVirtualSports } from './game/virtualSportsRoutes';
import {
  ARCADE_ID,
  CARDS_STUDIO_ID,
  COLOR_GAME_ID,
  DEMO_STUDIO_ID,
  LIVE_TABLE_ID,
  VIRTUAL_SPORTS_ID,
} from './games/catalogue';
import type { ConfiguredProvider } from './games/configured';
import { registerLiveTableJobs } from './games/liveTable';
import { registerSportsJobs } from './games/virtualSports';
import { walletClient } from './games/walletClient';
import { registerWalletRoutes } from './games/walletRoutes';
import { calls as defaultCalls } from './handlers';
import type { CallTable } from './handlers/types';
import { registerApi } from './http/api';
import { mountRequestPipeline } from './http/pipeline';
import { fail } from './http/respond';
import { registerLobbyJobs, sandboxDeliveries } from './jobs/lobbyJobs';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { registerKycWebhook } from './kyc/webhook';
import { createMemoryBus, type LiveBus } from './live/bus';
import { attachLiveBus } from './live/publish';
import { type KeepAlive, type LiveStreams, registerLiveStream } from './live/stream';
import { createLogger, type Logger } from './log';
import { registerChatStream } from './ops/chatStream';
import { registerOps } from './ops/routes';
import { DEFAULT_SECOND_APPROVAL_ABOVE } from './ops/withdrawals';
import { registerPaymentCallback } from './payments/callback';
import { registerPayoutCallback } from './payouts/settle';
import { forgetSessionsOnEnd } from './player/sessions';
import { createProviders, type Providers } from './providers';
import { defaultReadinessChecks, type Lifecycle, type ReadinessChecks, type Watched } from './runtime/health';
import { registerRuntimeRoutes } from './runtime/routes';
import { registerSandboxPages } from './sandbox/pages';
import type { SeedOptions } from './seed/seed';
import { registerAppDist } from './static/appDist';
import { builtApp } from './static/builtApp';
import { registerContentImageRoute } from './static/contentImages';
import { registerContentVideoRoute } from './static/contentVideos';
import { distFiles } from './static/distFiles';
import { homeShellHtml, opensHome } from './static/homeShell';
import { paintPlayerScreen } from './static/playerScreens';
import { ownArtSvg, registerArtRoutes } from './static/routes';
import { registerVideoRoutes } from './static/video';
import { registerTestControls } from './testControls';
import { createTestScopes, TEST_SCOPE_HEADER, testScopeId } from './testScope';
import { defaultFileStore, type FileStore } from './wallet/fileStore';
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
  /** Production headers (HSTS); default: the mode the providers were chosen for. */
  production?: boolean;
  /** Where KYC files go; default a DiskFileStore under UPLOAD_DIR or .data/uploads. */
  files?: FileStore;
  /** Replaces the handler table (tests of the router itself); made with `callTable`, so it covers every call. */
  calls?: CallTable;
  /** demo (default): sandbox providers; production: none of them, and no test controls. */
  mode?: LobbyMode;
  /** Signs and checks payment callbacks; production requires it (and paymentGatewayUrl). */
  paymentWebhookSecret?: string;
  paymentGatewayUrl?: string;
  /** Sign and check the sandbox KYC vendor's decisions and the sandbox payout's callbacks (drawn when unset). */
  kycWebhookSecret?: string;
  payoutWebhookSecret?: string;
  /** The sandboxes' delays (demo mode; defaults 20 s and 10 s). */
  sandboxKycDelayMs?: number;
  sandboxPayoutDelayMs?: number;
  /** Reverse-proxy hops whose X-Forwarded-For names the client (TRUST_PROXY); default 0, the socket's peer. */
  trustProxy?: number;
  /** /ops: withdrawals above this many hundredths need a second finance approver (OPS_SECOND_APPROVAL_ABOVE). */
  opsSecondApprovalAbove?: number;
  /** INSTANCE_ID: named in an X-Instance header on every answer, so an operator sees which instance answered. */
  instanceId?: string;
  /** Set by boot when the process drains (SIGTERM): /readyz answers 503 and answers close their connections. */
  lifecycle?: Lifecycle;
  /** The durable job queue (server/jobs); boot passes one to start, else the app makes one nobody polls. */
  jobQueue?: JobQueue;
  /** The periodic work /readyz watches (boot's job poller); none by default. */
  jobs?: () => readonly Watched[];
  /** Replaces /readyz checks (tests make one fail). */
  readiness?: Partial<ReadinessChecks>;
  /** METRICS_TOKEN: /metrics then needs it as a bearer token; unset, production serves no /metrics. */
  metricsToken?: string;
  /** Third-party game providers (GAME_PROVIDERS): the only ones offered in production. */
  gameProviders?: readonly ConfiguredProvider[];
  /** The demo studio's wallet secret (demo mode); drawn per process when unset. */
  demoStudioSecret?: string;
  /**
   * Where writes are announced to the open live streams (server/live/bus.ts): boot passes the PostgreSQL one on
   * PostgreSQL; default an in-process bus (one process, PGlite).
   */
  live?: LiveBus;
  /** The live streams' keep-alive (tests beat it by hand); default every 25 s. */
  liveKeepAlive?: KeepAlive;
}

export interface LobbyApp {
  app: Hono;
  catalogue: CatalogueCache;
  providers: Providers;
  files: FileStore;
  /** The bus this app announces on and streams from. */
  bus: LiveBus;
  /** The open live streams (the drain ends them). */
  live: LiveStreams;
  jobs: JobQueue;
}

export function createApp(options: AppOptions): Hono {
  return createLobbyApp(options).app;
}

/** The whole server as a Hono app: API from the contract, drawn images, test controls, the built SPA. */
export function createLobbyApp(options: AppOptions): LobbyApp {
  const { db } = options;
  const log = options.log ?? createLogger();
  const clock = options.clock ?? Date.now;
  // The sandboxes post their signed messages to this app's own routes, like a vendor would over the network.
  const loopback = async (path: string, body: unknown) => {
    const res = await app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  };
  // Work due later is a durable job (server/jobs): the sandboxes' deliveries, the retry sweep, the lottery draw.
  const jobs =
    options.jobQueue ??
    createJobQueue({ db, clock, log, ...(options.instanceId ? { instance: options.instanceId } : {}) });
  const providers = createProviders({ ...options, deliveries: sandboxDeliveries(jobs) }, log, loopback);
  registerLobbyJobs(jobs, { db, loopback, payouts: providers.payouts, log });
  const demo = providers.mode === 'demo';
  if (!demo && options.testControls) throw new Error('test controls are refused in production mode');
  // The stored test scenario is laid over the web config only where test controls can set it.
  const catalogue = createCatalogueCache(providers.mode, demo && options.testControls === true, clock);
  const files = options.files ?? defaultFileStore();
  const app = new Hono();

  const instanceId = options.instanceId;
  if (instanceId) {
    app.use(async (c, next) => {
      await next();
      c.res.headers.set('X-Instance', instanceId);
    });
  }
  // Health, readiness and metrics first: they answer before any middleware below runs (server/runtime/routes.ts).
  const lifecycle = options.lifecycle ?? { draining: false };
  registerRuntimeRoutes(app, {
    lifecycle,
    checks: { ...defaultReadinessChecks(db, options.jobs ?? (() => []), clock), ...options.readiness },
    metrics: { production: !demo, token: options.metricsToken },
  });
  // Every other request: its id, log line and figures, compression, security headers, the body gate.
  mountRequestPipeline(app, { log, lifecycle, production: options.production ?? !demo });

  const testControls = demo && options.testControls === true;
  // Test-data switches per browser client (server/testScope.ts): before every route, only with test controls.
  const scopes = testControls ? createTestScopes() : undefined;
  if (scopes) app.use(scopes.middleware);
  // The live stream sits under the API's path: before the API's catch-all answers unknown calls there.
  const bus = options.live ?? createMemoryBus(log);
  attachLiveBus(db, bus, (err) => log.error('[live] publishing failed', err));
  // A session ended on any instance stops being honoured here at once, not when this instance's cached copy ages out.
  forgetSessionsOnEnd(db, bus);
  const live = registerLiveStream(app, {
    db,
    bus,
    clock,
    // A session is judged on the clock its own calls see (a test client's moved clock included).
    requestNow: async () => clock() + (await clockOffset(db, testControls)),
    lifecycle,
    log,
    ...(options.liveKeepAlive ? { keepAlive: options.liveKeepAlive } : {}),
  });
  registerApi(app, {
    db,
    calls: options.calls ?? defaultCalls,
    catalogue,
    files,
    log,
    clock,
    scenarioSwitches: testControls,
    providers,
    trustProxy: options.trustProxy ?? 0,
  });
  registerPaymentCallback(app, db, providers.payments, log, clock, testControls);
  if (providers.kyc) registerKycWebhook(app, db, providers.kyc, log, clock);
  if (providers.payouts) registerPayoutCallback(app, db, providers.payouts, log, clock);
  if (providers.lineSandbox) registerLineSandbox(app, db, catalogue, clock, testControls);
  if (providers.sandboxPay) registerSandboxPay(app, db, providers.sandboxPay, clock, testControls);
  // Support's chat stream sits under the back office's path: before its catch-all answers unknown calls there.
  const chatStreams = registerChatStream(app, {
    db,
    bus,
    clock,
    testControls,
    lifecycle,
    ...(options.liveKeepAlive ? { keepAlive: options.liveKeepAlive } : {}),
  });
  registerOps(app, {
    db,
    files,
    payouts: providers.payouts,
    secondApprovalAbove: options.opsSecondApprovalAbove ?? DEFAULT_SECOND_APPROVAL_ABOVE,
    clock,
    testControls,
    log,
    trustProxy: options.trustProxy ?? 0,
    jobs,
  });
  if (demo) registerSandboxPages(app);
  registerArtRoutes(app, db, catalogue);
  registerContentImageRoute(app, db);
  registerContentVideoRoute(app, db);
  registerVideoRoutes(app);
  registerShareLinks(app, db);
  // The wallet's clock is the request clock (moved by the test clock in tests), so signatures age with it.
  const walletNow = async () => clock() + (await clockOffset(db, testControls));
  registerWalletRoutes(app, { db, providers: providers.games, now: walletNow, log });
  // An in-house studio reaches the wallet like a third party would, signed, through this app's own routes.
  const studioWallet = (studio: { id: string; secret: string }) =>
    walletClient(
      studio,
      async (path, init) => {
        // A test client's scope (its clock and switches) follows the round into the wallet call it makes.
        const scope = testControls ? testScopeId() : undefined;
        const headers = new Headers(init.headers);
        if (scope) headers.set(TEST_SCOPE_HEADER, scope);
        return app.request(path, { ...init, headers });
      },
      walletNow,
    );
  const studio = providers.games.get(DEMO_STUDIO_ID);
  if (studio) registerDemoGame(app, db, catalogue, walletNow, { name: studio.name, wallet: studioWallet(studio) });
  const colorStudio = providers.games.get(COLOR_GAME_ID);
  if (colorStudio) {
    registerColorGame(app, db, catalogue, walletNow, { name: colorStudio.name, wallet: studioWallet(colorStudio) });
  }
  const cardRoom = providers.games.get(CARDS_STUDIO_ID);
  if (cardRoom) {
    registerCardsGame(app, db, catalogue, walletNow, { name: cardRoom.name, wallet: studioWallet(cardRoom) });
  }
  const sportsStudio = providers.games.get(VIRTUAL_SPORTS_ID);
  if (sportsStudio) {
    const wallet = studioWallet(sportsStudio);
    // A bet is settled at its match's end by a job, or by the page's read at full time if that comes first.
    registerSportsJobs(jobs, db, wallet, walletNow);
    registerVirtualSports(app, db, catalogue, walletNow, { name: sportsStudio.name, wallet }, jobs);
  }
  const arcade = providers.games.get(ARCADE_ID);
  if (arcade) {
    const studio = { name: arcade.name, wallet: studioWallet(arcade) };
    registerArcadeGame(app, db, catalogue, walletNow, studio, { queue: jobs, log });
  }
  const liveStudio = providers.games.get(LIVE_TABLE_ID);
  const liveTables = liveStudio
    ? registerLiveTable(app, {
        db,
        catalogue,
        now: walletNow,
        studio: { name: liveStudio.name, wallet: studioWallet(liveStudio) },
        jobs,
        bus,
        log,
        ...(options.liveKeepAlive ? { keepAlive: options.liveKeepAlive } : {}),
      })
    : null;
  if (liveStudio) registerLiveTableJobs(jobs, db, studioWallet(liveStudio));
  if (scopes) registerTestControls(app, db, catalogue, options.seed ?? {}, clock, providers, jobs, scopes);
  const appDist = options.appDist ?? 'dist';
  const distCopy = distFiles(resolve(appDist));
  const appBuild = builtApp(distCopy);
  registerAppDist(app, appDist, {
    files: distCopy,
    firstScreen: async (url, firstScreenCookie) => {
      if (!opensHome(url.pathname)) return paintPlayerScreen(url, firstScreenCookie, demo, appBuild);
      // The painted home shows banners: the snapshot of this moment's schedule.
      const snap = await catalogue.get(db, clock());
      return homeShellHtml(snap.webConfig, demo, (art) => ownArtSvg(art, snap), firstScreenCookie);
    },
  });

  app.notFound((c) =>
    fail(c, 404, c.req.path.startsWith(API_BASE) ? ERRCODE.unknownCall : 404, `not found: ${c.req.path}`),
  );
  app.onError((err, c) => {
    log.error(`[server] ${c.req.method} ${c.req.path} failed`, err);
    return fail(c, 500, ERRCODE.internal, 'internal error');
  });
  const streams: LiveStreams = {
    count: () => live.count() + chatStreams.count() + (liveTables?.count() ?? 0),
    closeAll() {
      live.closeAll();
      chatStreams.closeAll();
      liveTables?.closeAll();
    },
  };
  return { app, catalogue, providers, files, bus, live: streams, jobs };
}
