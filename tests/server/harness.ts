import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { type AppOptions, createLobbyApp } from '../../server/app';
import { boot, type Running } from '../../server/boot';
import type { CatalogueCache } from '../../server/catalogue/cache';
import { readConfig } from '../../server/config';
import type { Db } from '../../server/db/connect';
import { type Connection, connect } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { ledger, users } from '../../server/db/schema';
import type { JobQueue } from '../../server/jobs/queue';
import { createLogger } from '../../server/log';
import { watchBalances } from '../../server/player/balanceCache';
import { createSession } from '../../server/player/sessions';
import type { Providers } from '../../server/providers';
import { reset, type SeedOptions, seed } from '../../server/seed/seed';
import { DiskFileStore, type FileStore } from '../../server/wallet/fileStore';
import type { Envelope } from '../../src/api/contract/define';
import { API_BASE } from '../../src/api/contract/define';
import { type DataOf, type EndpointName, endpoints } from '../../src/api/contract/map';
import { adminQuery } from './pg';
import { freshPglite, seededPglite, seededTemplateName } from './pgliteTemplate';

/** Checks an answer against the call's response schema and types it. */
export function parseAnswer<K extends EndpointName>(name: K, json: unknown): Envelope & DataOf<K> {
  // Endpoint.response is typed as a plain ZodObject, so its output is loose; the data schema keeps the precise type.
  return endpoints[name].response.parse(json) as Envelope & DataOf<K>;
}

/** Small catalogue and short RSA keys keep the suite fast; tests that assert the defaults pass their own. */
export const TEST_SEED: Required<SeedOptions> = { games: 300, rsaBits: 1024, demoAccounts: true };

export interface TestDatabase {
  conn: Connection;
  /** Where it lives, for messages: 'PGlite memory' or the database name. */
  label: string;
  dispose(): Promise<void>;
}

/**
 * A fresh database: in-memory PGlite, or — when TEST_DATABASE_URL (an admin postgres:// URL) is set —
 * a new database `t_<random>` on that server (a copy of `template` when one is named), dropped by dispose(). Files
 * can then run in parallel on one server.
 */
export async function createTestDatabase(template?: string): Promise<TestDatabase> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    const conn = await freshPglite();
    return { conn, label: 'PGlite memory', dispose: () => conn.close() };
  }
  const target = await createTestDatabaseUrl(template);
  const conn = await connect(target.url);
  return {
    conn,
    label: conn.target,
    dispose: async () => {
      await conn.close();
      await target.dispose();
    },
  };
}

/**
 * A database URL for code that connects by itself (boot): `memory://`, or a fresh `t_<random>` database
 * on the TEST_DATABASE_URL server.
 */
export async function createTestDatabaseUrl(template?: string): Promise<{ url: string; dispose(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { url: 'memory://', dispose: async () => {} };
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(admin, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), dispose: () => adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * The server booted as main.ts boots it, on a loopback port and a database of its own, for one describe block or
 * file (started before its tests, closed after them). `env` adds to the start-up settings.
 */
export function bootedServer(env: Record<string, string> = {}): () => Running {
  let running: Running | undefined;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const target = await createTestDatabaseUrl();
    dispose = target.dispose;
    running = await boot(
      readConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: target.url,
        SEED_GAMES: '120',
        RSA_BITS: '1024',
        LOG: '0',
        ...env,
      }),
    );
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    await dispose?.();
  });
  return () => {
    if (!running) throw new Error('the server has not booted');
    return running;
  };
}

export interface TestServer {
  app: Hono;
  conn: Connection;
  catalogue: CatalogueCache;
  /** Where uploads went (the app's FileStore). */
  files: FileStore;
  /** The outside services the app chose (payment, KYC vendor, payout provider). */
  providers: Providers;
  /** The app's durable job queue (nobody polls it: a test runs what is due with runDue). */
  jobs: JobQueue;
  seed: Required<SeedOptions>;
  /** POSTs a contract call in process (app.request): parsed JSON answer and status. */
  call(
    name: EndpointName,
    body?: unknown,
    init?: { token?: string; headers?: Record<string, string> },
  ): Promise<Answer>;
  /** A session for a seeded account, made directly in the database. */
  login(account?: string): Promise<string>;
  /** Truncate and reseed (between tests that change data). */
  reset(options?: SeedOptions): Promise<void>;
}

export interface Answer {
  status: number;
  // Answers are checked field by field in the tests; a loose record keeps them readable.
  json: Record<string, unknown> & { code: number; errcode: number; msg?: string };
  headers: Headers;
}

export interface SetupServerOptions extends Partial<Omit<AppOptions, 'db'>> {
  seed?: SeedOptions;
}

/**
 * One migrated and seeded database plus an app for the whole test file (beforeAll / afterAll): loaded from this
 * run's seeded template for the shared seed options (tests/server/pgliteTemplate.ts), seeded here otherwise.
 * Read the fields inside tests, not at collection time.
 */
export function setupServer(options: SetupServerOptions = {}): TestServer {
  const seedOptions: Required<SeedOptions> = { ...TEST_SEED, ...options.seed };
  let database: TestDatabase | undefined;
  let built: ReturnType<typeof createLobbyApp> | undefined;

  const server: TestServer = {
    get app() {
      if (!built) throw new Error('server not started: use it inside a test');
      return built.app;
    },
    get conn() {
      if (!database) throw new Error('server not started: use it inside a test');
      return database.conn;
    },
    get catalogue() {
      if (!built) throw new Error('server not started: use it inside a test');
      return built.catalogue;
    },
    get files() {
      if (!built) throw new Error('server not started: use it inside a test');
      return built.files;
    },
    get providers() {
      if (!built) throw new Error('server not started: use it inside a test');
      return built.providers;
    },
    get jobs() {
      if (!built) throw new Error('server not started: use it inside a test');
      return built.jobs;
    },
    seed: seedOptions,
    async call(name, body = {}, init = {}) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', ...init.headers };
      if (init.token) headers.Authorization = `Bearer ${init.token}`;
      const res = await server.app.request(`${API_BASE}${endpoints[name].path}`, {
        method: 'POST',
        headers,
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as Answer['json'], headers: res.headers };
    },
    async login(account = 'demo') {
      const res = await server.app.request('/__test__/session', {
        method: 'POST',
        body: JSON.stringify({ account }),
      });
      if (res.status === 200) return ((await res.json()) as { token: string }).token;
      // Without test controls: make the session directly.
      const [user] = await server.conn.db.select({ id: users.id }).from(users).where(eq(users.account, account));
      if (!user) throw new Error(`no seeded account ${account}`);
      return createSession(server.conn.db, user.id, 'test');
    },
    async reset(options) {
      await reset(server.conn.db, { ...seedOptions, ...options });
      server.catalogue.invalidate();
    },
  };

  beforeAll(async () => {
    // This run's seeded template when the options are shared ones (tests/server/globalSetup.ts), else seed here.
    const template = process.env.TEST_DATABASE_URL
      ? inject('postgresSeeded')[seededTemplateName(seedOptions)]
      : undefined;
    const seeded = process.env.TEST_DATABASE_URL ? undefined : await seededPglite(inject('pgliteSeeded'), seedOptions);
    if (seeded) {
      database = { conn: seeded, label: 'PGlite memory (seeded template)', dispose: () => seeded.close() };
    } else if (template) {
      database = await createTestDatabase(template);
    } else {
      database = await createTestDatabase();
      await migrate(database.conn);
      await seed(database.conn.db, seedOptions);
    }
    // As the server's start-up does: on PGlite the process holds balances, told of every change.
    await watchBalances(database.conn);
    built = createLobbyApp({
      log: createLogger(false),
      // Uploads of a test file go to its own temporary folder, not the repository's .data.
      files: new DiskFileStore(join(tmpdir(), `lobby-uploads-${randomBytes(6).toString('hex')}`)),
      ...options,
      db: database.conn.db,
      seed: seedOptions,
    });
  }, 120_000);

  // The ledger invariant, after every test of every server file: each stored balance is the sum of its ledger rows.
  afterEach(async () => {
    if (database) await expectLedgerBalanced(database.conn.db);
  }, 60_000);

  afterAll(async () => {
    await database?.dispose();
  }, 60_000);

  return server;
}

/**
 * Throws unless, for every player, users.coin / lottery / safebox each equal the sum of that player's ledger
 * rows for that balance (no code wrote a balance behind the ledger's back, and no movement was lost).
 */
export async function expectLedgerBalanced(db: Db): Promise<void> {
  const sums = db
    .select({
      userId: ledger.userId,
      coin: sql<string>`SUM(CASE WHEN ${ledger.balance} = 'coin' THEN ${ledger.amount} ELSE 0 END)`.as('coin_sum'),
      lottery: sql<string>`SUM(CASE WHEN ${ledger.balance} = 'lottery' THEN ${ledger.amount} ELSE 0 END)`.as(
        'lottery_sum',
      ),
      safebox: sql<string>`SUM(CASE WHEN ${ledger.balance} = 'safebox' THEN ${ledger.amount} ELSE 0 END)`.as(
        'safebox_sum',
      ),
    })
    .from(ledger)
    .groupBy(ledger.userId)
    .as('sums');
  const rows = await db
    .select({
      id: users.id,
      account: users.account,
      coin: users.coin,
      lottery: users.lottery,
      safebox: users.safebox,
      coinSum: sums.coin,
      lotterySum: sums.lottery,
      safeboxSum: sums.safebox,
    })
    .from(users)
    .leftJoin(sums, eq(sums.userId, users.id));
  const broken: string[] = [];
  for (const r of rows) {
    for (const [name, stored, sum] of [
      ['coin', r.coin, r.coinSum],
      ['lottery', r.lottery, r.lotterySum],
      ['safebox', r.safebox, r.safeboxSum],
    ] as const) {
      const total = Number(sum ?? 0);
      if (stored < 0 || stored !== total)
        broken.push(`${r.account} (#${r.id}) ${name}: stored ${stored}, ledger ${total}`);
    }
  }
  if (broken.length > 0) throw new Error(`ledger invariant broken:\n${broken.join('\n')}`);
}
