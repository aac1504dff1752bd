import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createLobbyApp } from './app';
import type { ServerConfig } from './config';
import { keyringFromSettings, setBankKeyring } from './crypto/bankData';
import { connect } from './db/connect';
import { migrate, withMigrationLock } from './db/migrate';
import { currentRole, grantAppRole } from './db/roles';
import { createLogger } from './log';
import { PAYOUT_RETRY, retryDuePayouts } from './payouts/settle';
import { isEmpty, seed } from './seed/seed';
import { sealBankRows } from './wallet/bankDataRows';

export interface Running {
  url: string;
  port: number;
  /** Database target, for the boot log. */
  database: string;
  seeded: boolean;
  timings: { connectMs: number; migrateMs: number; seedMs: number };
  close(): Promise<void>;
}

/**
 * Connect, migrate, seed an empty database, listen. main.ts and the HTTP test share it. With a
 * MIGRATION_DATABASE_URL the owner role migrates, seeds and grants the app role its rights (server/db/roles.ts),
 * then disconnects; the app serves as DATABASE_URL's role. Without one, DATABASE_URL's role does everything
 * (the demo, PGlite).
 */
export async function boot(config: ServerConfig): Promise<Running> {
  const t0 = performance.now();
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
    const t3 = performance.now();

    const { app, providers } = createLobbyApp({
      db: conn.db,
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
      log: createLogger(config.log),
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
    // Payouts whose hand-over failed are tried again when due (server/payouts/settle.ts); tests call the sweep.
    const payouts = providers.payouts;
    const sweep =
      payouts && !config.testControls
        ? setInterval(() => {
            retryDuePayouts(conn.db, payouts, Date.now()).catch((err: unknown) =>
              console.error(`[payout] retry sweep failed: ${err instanceof Error ? err.message : String(err)}`),
            );
          }, PAYOUT_RETRY.sweepMs).unref()
        : null;
    const { port } = server.address() as AddressInfo;
    const hostForUrl = config.host.includes(':') ? `[${config.host}]` : config.host;
    let closed: Promise<void> | null = null;
    return {
      url: `http://${hostForUrl}:${port}`,
      port,
      database: conn.target,
      seeded,
      timings: { connectMs: t1 - t0, migrateMs: t2 - t1, seedMs: t3 - t2 },
      close: () => {
        if (sweep) clearInterval(sweep);
        closed ??= new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive sockets would hold close() open.
          if ('closeAllConnections' in server) server.closeAllConnections();
        }).then(() => conn.close());
        return closed;
      },
    };
  } catch (err) {
    await conn.close().catch(() => {});
    throw err;
  }
}
