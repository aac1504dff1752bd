import { connect } from '../server/db/connect';
import { migrate } from '../server/db/migrate';
import { createFirstAdmin } from '../server/ops/firstAdmin';

/**
 * `npm run ops:admin -- <username> <person id>` (node --import tsx scripts/ops-admin.ts …): creates one of
 * production's first two back-office admins (two different people: four-eyes needs a second admin) in the database
 * of DATABASE_URL (as the server reads it) and prints the password and TOTP secret once. Refuses once two active
 * admins exist. docs/ops.md. It migrates, so it connects as the owner role
 * (MIGRATION_DATABASE_URL) when one is set.
 */
async function main(): Promise<number> {
  const username = process.argv[2] ?? '';
  const personId = process.argv[3] ?? '';
  if (username === '' || personId === '' || process.argv.length > 4) {
    console.error('Usage: npm run ops:admin -- <username> <person id>');
    return 2;
  }
  const conn = await connect(process.env.MIGRATION_DATABASE_URL || process.env.DATABASE_URL);
  try {
    await migrate(conn);
    const admin = await createFirstAdmin(conn.db, username, personId, Date.now());
    console.log(
      `Admin "${admin.username}" created in ${conn.target}. Shown once: keep them safe, then log in at /ops.`,
    );
    console.log(`  password:    ${admin.password}`);
    console.log(`  TOTP secret: ${admin.totpSecret}`);
    console.log(`  setup URI:   ${admin.totpUri}`);
    return 0;
  } catch (err) {
    console.error(`No admin created: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await conn.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
