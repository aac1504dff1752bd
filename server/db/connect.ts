import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { setImmediate as loopTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the server uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DbKind = 'pglite-file' | 'pglite-memory' | 'postgres';

export interface Connection {
  db: Db;
  kind: DbKind;
  /** Human-readable target without credentials, for the boot log. */
  target: string;
  /** The embedded database itself, where it is one (its notifications are heard in this process). */
  pglite?: PGlite;
  /** PostgreSQL: the pool's connections now (for /metrics); PGlite has no pool. */
  pool?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Default folder of the embedded database when DATABASE_URL is unset. */
export const DEFAULT_PGLITE_DIR = '.data/pglite';

/**
 * DATABASE_URL unset → PGlite persisted in `.data/pglite`; `memory://` → in-memory PGlite;
 * `postgres://` / `postgresql://` → PostgreSQL through a `pg` pool.
 */
export async function connect(databaseUrl: string | undefined): Promise<Connection> {
  const url = databaseUrl?.trim() || undefined;
  if (url === undefined) {
    const dir = resolve(DEFAULT_PGLITE_DIR);
    mkdirSync(dir, { recursive: true });
    return openPglite(await PGlite.create(dir), 'pglite-file', dir);
  }
  if (url === 'memory://') return openPglite(await PGlite.create(), 'pglite-memory', 'memory');
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', (err) => console.error(`[db] idle client error: ${err.message}`));
    // Fail at boot, not at the first request, when the server is unreachable.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      target: redact(url),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  throw new Error(`DATABASE_URL must be unset, memory:// or postgres://…; got "${redact(url)}"`);
}

export function openPglite(client: PGlite, kind: DbKind, target: string): Connection {
  const db = drizzlePglite({ client: pgliteForLobby(client), schema }) as unknown as Db;
  return { db, kind, target: `PGlite ${target}`, pglite: client, close: () => client.close() };
}

type QueryOptions = Parameters<PGlite['query']>[2];
type ParserTable = NonNullable<NonNullable<QueryOptions>['parsers']>;

/**
 * The parsers drizzle-orm sends with every PGlite query (dates, timestamps, intervals and a few arrays stay
 * text), read off one of its prepared queries so the set cannot drift from the installed drizzle.
 */
function drizzleQueryParsers(): ParserTable {
  // Only the constructor runs: no client, no SQL.
  const Probe = PglitePreparedQuery as unknown as new (...args: unknown[]) => { queryConfig: { parsers: ParserTable } };
  return new Probe(undefined, '', [], undefined, undefined, undefined, undefined, undefined, undefined, false)
    .queryConfig.parsers;
}

/**
 * PGlite as the lobby queries it:
 * - PGlite merges a query's own `parsers` into a copy of its whole parser table on every query (a measurable share of
 *   a `refreshData` under load). drizzle's per-query parsers are the same for every query, so they go onto the
 *   instance once and are dropped from each query's options, inside transactions too.
 * - Each query, and each transaction, first lets the event loop take its turn. PGlite runs a query inside the
 *   process, and the next caller's query starts as soon as the last one resolves, so a queue of queries ran as one
 *   long stretch of promise callbacks: the server read no socket and accepted no connection until the queue was
 *   empty. Under 100 connections of startGame (five queries each) some connections waited over 10 s to be accepted
 *   while the others were served (docs/bench.md). A transaction's own queries follow each other without a turn: it
 *   holds the database until it ends.
 */
export function pgliteForLobby(client: PGlite): PGlite {
  client.parsers = { ...client.parsers, ...drizzleQueryParsers() };
  const strip = (options: QueryOptions): QueryOptions => {
    if (!options?.parsers) return options;
    const { parsers: _sameAsInstance, ...rest } = options;
    return rest;
  };
  type Queryable = Pick<PGlite, 'query'>;
  const wrapQuery =
    <T extends Queryable>(target: T): T['query'] =>
    (query, params, options) =>
      target.query(query, params, strip(options));
  const direct = wrapQuery(client);
  const query: PGlite['query'] = async (sql, params, options) => {
    await loopTurn();
    return direct(sql, params, options);
  };
  const transaction: PGlite['transaction'] = async (fn) => {
    await loopTurn();
    return client.transaction((tx) => fn({ ...tx, query: wrapQuery(tx) }));
  };
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      if (key === 'transaction') return transaction;
      const value = Reflect.get(target, key, target);
      // PGlite keeps private state: its methods run on the instance itself, never on the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Drops the password from a connection URL. */
export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url.replace(/:[^:@/]*@/, ':***@');
  }
}
