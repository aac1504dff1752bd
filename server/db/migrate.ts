import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Connection } from './connect';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the drizzle-kit migrations in server/db/migrations (idempotent: applied ones are skipped). */
export async function migrate(conn: Connection): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // Each migrator wants its driver's own database type; `Db` is their common base.
  if (conn.kind === 'postgres') await migratePg(conn.db as unknown as NodePgDatabase, config);
  else await migratePglite(conn.db as unknown as PgliteDatabase, config);
}
