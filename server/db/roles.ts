import { sql } from 'drizzle-orm';
import type { Db } from './connect';

/**
 * The two database roles of a production deployment. The owner (MIGRATION_DATABASE_URL) owns every table: it
 * migrates and seeds at start-up. The app (DATABASE_URL) serves requests with plain row rights: it reads and writes
 * the game tables, and may only add to and read the audit log, so a compromised app (or a staff member with its
 * password) can neither rewrite, delete nor truncate the record of what staff did, nor switch off the trigger that
 * keeps it append-only (that needs ownership), nor change the schema.
 */

/** Rights the app role keeps on the audit log: add a row, read rows for /ops. */
export const AUDIT_LOG_APP_RIGHTS = ['SELECT', 'INSERT'] as const;

/** The role a connection acts as. */
export async function currentRole(db: Db): Promise<string> {
  // PGlite and node-postgres both answer { rows }; the driver-neutral type does not say so.
  const result = (await db.execute(sql`SELECT current_user AS "role"`)) as unknown as { rows: { role: string }[] };
  const row = result.rows[0];
  if (!row) throw new Error('could not read the database role');
  return row.role;
}

/**
 * Run by the owner after the migrations, at every start-up (idempotent, so tables added by a later migration get
 * the same rights): row rights on every table to the app role, then the audit log narrowed to SELECT and INSERT, and
 * read access to the record of applied migrations.
 * Refuses to go on when the app role owns a table (an owner can do anything to its tables, grants or not).
 */
export async function grantAppRole(owner: Db, appRole: string): Promise<void> {
  const ownerRole = await currentRole(owner);
  if (ownerRole === appRole) {
    throw new Error(
      'MIGRATION_DATABASE_URL and DATABASE_URL connect as the same role: the app role must not own tables',
    );
  }
  const app = sql.identifier(appRole);
  await owner.transaction(async (tx) => {
    const owned = (await tx.execute(
      sql`SELECT tablename AS "name" FROM pg_tables WHERE schemaname = 'public' AND tableowner = ${appRole}`,
    )) as unknown as { rows: { name: string }[] };
    const names = owned.rows.map((r) => r.name).sort();
    if (names.length > 0) {
      throw new Error(
        `the app role ${appRole} owns ${names.join(', ')}: transfer them to the owner (ALTER TABLE … OWNER TO ${ownerRole})`,
      );
    }
    await tx.execute(sql`GRANT USAGE ON SCHEMA public TO ${app}`);
    await tx.execute(sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${app}`);
    await tx.execute(sql`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${app}`);
    await tx.execute(sql`REVOKE ALL ON TABLE "audit_log" FROM ${app}`);
    await tx.execute(sql`GRANT SELECT, INSERT ON TABLE "audit_log" TO ${app}`);
    // /readyz compares the applied migrations with the build's: reading drizzle's record of them, nothing more.
    await tx.execute(sql`GRANT USAGE ON SCHEMA drizzle TO ${app}`);
    await tx.execute(sql`GRANT SELECT ON TABLE drizzle.__drizzle_migrations TO ${app}`);
  });
}
