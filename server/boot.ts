import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createLobbyApp } from './app';
import type { ServerConfig } from './config';
import { keyringFromSettings, setBankKeyring } from './crypto/bankData';
import { connect } from './db/connect';
import { migrate, withMigrationLock } from './db/migrate';
import { currentRole, grantAppRole } from './db/roles';
import { createMemoryBus, createPostgresBus } from './live/bus';
import { createLogger } from './log';
import { watchBalances } from './player/balanceCache';
import type { Lifecycle, Watched } from './runtime/health';
import { collectProcessMetrics, inFlightRequests, watchPool } from './runtime/metrics';
import { isEmpty, seed } from './seed/seed';
import { sealBankRows } from './wallet/bankDataRows';

export interface Running {
  url: string;
  port: number;
  /** Database target, for the boot log. */
  database: string;
  seeded: boolean;
  timings: { connectMs: number; migrateMs: number; seedMs: number };
  /** Requests being answered now (for the drain's log line). */
  inFlight(): number;
  /**
   * The drain (docs/operations.md "Stopping"): new connections are refused and /readyz answers 503 at once; the
   * requests and the job in progress finish; then the database closes. After `capMs` (default the config's
   * DRAIN_TIMEOUT_MS) open connections are cut and it resolves `forced`. Calling it again returns the same drain.
   */
  close(capMs?: number): Promise<{ forced: boolean }>;
}

/**
 * Connect, migrate, seed an empty database, listen. main.ts and the HTTP test share it. With a
 * MIGRATION_DATABASE_URL the owner role migrates, seeds and grants the app role its rights (server/db/roles.ts),
 * then disconnects; the app serves as DATABASE_URL's role. Without one, DATABASE_URL's role does everything
 * (the demo, PGlite).
 */
export async function boot(config: ServerConfig): Promise<Running> {
  const t0 = performance.now();
  const log = createLogger(config.log);
  const bankKeys = keyringFromSettings(config.bankDataKey, config.bankDataPreviousKeys);
  setBankKeyring(bankKeys);
  const conn = await connect(config.databaseUrl);
  const t1 = performance.now();
  try {
    const owner = config.migrationDatabaseUrl ? await connect(config.migrationDatabaseUrl) : conn;
    let seeded = false;
    let t2 = t1;
    const demo = config.mode === 'demo';
    const prepare = async () => {
      await migrate(owner);
      if (owner !== conn) await grantAppRole(owner.db, await currentRole(conn.db));
      // Account numbers written before encryption, or under a previous key, are sealed under the current one.
      await sealBankRows(owner.db, bankKeys);
      t2 = performance.now();
      seeded = await isEmpty(owner.db);
      if (seeded) await seed(owner.db, { games: config.seedGames, rsaBits: config.rsaBits, demoAccounts: demo });
    };
    try {
      // Instances starting together on one PostgreSQL take turns (server/db/migrate.ts); PGlite has one process.
      const ownerUrl = config.migrationDatabaseUrl ?? config.databaseUrl;
      if (owner.kind === 'postgres' && ownerUrl) await withMigrationLock(ownerUrl, prepare);
      else await prepare();
    } finally {
      if (owner !== conn) await owner.close();
    }
    // On the embedded database this process is the only writer: it holds balances, told of every change.
    await watchBalances(conn);
    const t3 = performance.now();

    const lifecycle: Lifecycle = { draining: false };
    const watched: Watched[] = [];
    collectProcessMetrics();
    const poolFigures = conn.pool;
    if (poolFigures) watchPool(poolFigures);
    // Instances on one PostgreSQL tell each other's streams through it; PGlite is one process.
    const bus =
      conn.kind === 'postgres' && config.databaseUrl
        ? await createPostgresBus(config.databaseUrl, { log })
        : createMemoryBus(log);
    const { app, live, jobs } = createLobbyApp({
      db: conn.db,
      live: bus,
      testControls: config.testControls,
      mode: config.mode,
      ...(config.paymentWebhookSecret ? { paymentWebhookSecret: config.paymentWebhookSecret } : {}),
      ...(config.paymentGatewayUrl ? { paymentGatewayUrl: config.paymentGatewayUrl } : {}),
      ...(config.kycWebhookSecret ? { kycWebhookSecret: config.kycWebhookSecret } : {}),
      ...(config.payoutWebhookSecret ? { payoutWebhookSecret: config.payoutWebhookSecret } : {}),
      sandboxKycDelayMs: config.sandboxKycDelayMs,
      sandboxPayoutDelayMs: config.sandboxPayoutDelayMs,
      opsSecondApprovalAbove: config.opsSecondApprovalAbove,
      appDist: config.appDist,
      trustProxy: config.trustProxy,
      ...(config.instanceId ? { instanceId: config.instanceId } : {}),
      seed: { games: config.seedGames, rsaBits: config.rsaBits, demoAccounts: demo },
      log,
      lifecycle,
      jobs: () => watched,
      ...(config.metricsToken ? { metricsToken: config.metricsToken } : {}),
      gameProviders: config.gameProviders,
    });
    const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
      s.once('error', reject);
    });
    // Idle keep-alive sockets stay open longer than clients keep them (Node closes them after 5 s by default): a
    // client that reuses a socket the server is closing at that moment gets ECONNRESET on a valid call. 65 s is
    // above the usual client and proxy idle times (60 s); headersTimeout must exceed it.
    if ('keepAliveTimeout' in server) {
      server.keepAliveTimeout = 65_000;
      server.headersTimeout = 66_000;
    }
    // Durable jobs (server/jobs): the sandboxes' deliveries, the payout retry sweep, the lottery draw. With test
    // controls nothing runs by itself: moving the test clock runs the client's due jobs (server/testControls.ts).
    if (!config.testControls) {
      watched.push(jobs);
      jobs.start();
    }
    const { port } = server.address() as AddressInfo;
    const hostForUrl = config.host.includes(':') ? `[${config.host}]` : config.host;
    let closed: Promise<{ forced: boolean }> | null = null;
    const drain = async (capMs: number): Promise<{ forced: boolean }> => {
      lifecycle.draining = true;
      // Live streams never end by themselves: they end now, and the tabs fall back to their heartbeat until they
      // reach another instance.
      live.closeAll();
      // Stops listening now (a new connection is refused) and closes the idle keep-alive connections; the busy ones
      // close after their answer (it carries Connection: close while draining), then the callback runs.
      const connections = new Promise<void>((resolve) => server.close(() => resolve()));
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      // The job in progress ends (and records its outcome) before the database closes; none is claimed after this.
      const finished = Promise.all([connections, jobs.stop()]);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const cap = new Promise<'cap'>((resolve) => {
        timer = setTimeout(() => resolve('cap'), capMs);
      });
      const outcome = await Promise.race([finished.then(() => 'done' as const), cap]);
      clearTimeout(timer);
      if (outcome === 'cap') {
        if ('closeAllConnections' in server) server.closeAllConnections();
        // Work still holding a database connection would hold the close too: the process exits without waiting.
        bus.close().catch(() => {});
        conn.close().catch(() => {});
        return { forced: true };
      }
      await bus.close();
      await conn.close();
      return { forced: false };
    };
    return {
      url: `http://${hostForUrl}:${port}`,
      port,
      database: conn.target,
      seeded,
      timings: { connectMs: t1 - t0, migrateMs: t2 - t1, seedMs: t3 - t2 },
      inFlight: () => inFlightRequests(),
      close: (capMs = config.drainTimeoutMs) => {
        closed ??= drain(capMs);
        return closed;
      },
    };
  } catch (err) {
    await conn.close().catch(() => {});
    throw err;
  }
}
