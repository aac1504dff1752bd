import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Connection } from './connect';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the drizzle-kit migrations in server/db/migrations (idempotent: applied ones are skipped). */
export async function migrate(conn: Connection): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // Each migrator wants its driver's own database type; `Db` is their common base.
  if (conn.kind === 'postgres') await migratePg(conn.db as unknown as NodePgDatabase, config);
  else await migratePglite(conn.db as unknown as PgliteDatabase, config);
}

/**
 * Key of the advisory lock that start-ups take while they migrate and seed (any number the application uses for
 * nothing else; PostgreSQL's advisory locks are one namespace per database).
 */
export const MIGRATION_LOCK_KEY = 4_711_047_001;

/**
 * Runs `work` (migrate, grant, seed) while holding a session-level advisory lock on the PostgreSQL server at `url`.
 * Several instances starting at once on one database (a deploy, `docker compose up` with replicas, `npm run cluster`)
 * would otherwise each apply the same migrations and seed the same empty database: all but one would fail on a table
 * that appeared under them, or seed twice. With the lock they take turns: the first migrates and seeds, the next ones
 * find the migrations applied and the database seeded. A lock held by an instance that dies goes with its session.
 */
export async function withMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A lost lock session must not crash the start-up that holds it; the statements it guards fail on their own.
  client.on('error', (err) => console.error(`[db] migration lock session: ${err.message}`));
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    // Closing the session releases the lock, also when `work` threw.
    await client.end().catch(() => undefined);
  }
}
