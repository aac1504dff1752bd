import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Connection, openPglite } from '../../server/db/connect';
import { MIGRATIONS_FOLDER, migrate } from '../../server/db/migrate';
import { type SeedOptions, seed } from '../../server/seed/seed';

/**
 * Fresh in-memory PGlite databases for tests, fast: a brand-new PGlite runs initdb (1.5–2.5 s here), while
 * loading a dumped data folder takes about 0.3 s. The dump of an empty, migrated database is kept in the
 * temp folder under a name hashed from the migrations and the PGlite version, so a schema change makes a new one.
 * It holds only the database the server uses: initdb's template0 and template1 are dropped (nothing here creates a
 * database on PGlite), a third less to load for every test file.
 */
const PREFIX = 'lucky-lobby-pglite-';

function templateKey(): string {
  const hash = createHash('sha256');
  const pkg = JSON.parse(readFileSync(join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8'));
  hash.update(String(pkg.version)).update('without template databases');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(file: string): Promise<void> {
  const client = await PGlite.create();
  try {
    await migrate(openPglite(client, 'pglite-memory', 'template'));
    // One statement each: DROP DATABASE refuses to run inside a transaction block.
    for (const name of ['template0', 'template1']) {
      await client.query(`ALTER DATABASE ${name} IS_TEMPLATE false`);
      await client.query(`DROP DATABASE ${name}`);
    }
    const dump = await client.dumpDataDir('none');
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    // Atomic: parallel test files may build it at the same time; the last rename wins, both are equal.
    renameSync(partial, file);
    for (const name of readdirSync(tmpdir())) {
      const path = join(tmpdir(), name);
      if (name.startsWith(PREFIX) && path !== file && !name.endsWith('.tmp')) rmSync(path, { force: true });
    }
  } finally {
    await client.close();
  }
}

async function emptyClient(): Promise<PGlite> {
  const file = join(tmpdir(), `${PREFIX}${templateKey()}.tar`);
  if (!existsSync(file)) await buildTemplate(file);
  let dump: Buffer<ArrayBuffer>;
  try {
    dump = readFileSync(file);
  } catch {
    // Another run on this machine, with other migrations, swept it away between the check and the read.
    await buildTemplate(file);
    dump = readFileSync(file);
  }
  return PGlite.create({ loadDataDir: new Blob([dump]) });
}

/** A migrated, empty in-memory database. */
export async function freshPglite(): Promise<Connection> {
  return openPglite(await emptyClient(), 'pglite-memory', 'memory');
}

/**
 * Seeded templates (vitest globalSetup, tests/server/globalSetup.ts): the seed options most server files share are
 * migrated and seeded ONCE per run and dumped into a folder of this run; each file then loads the dump (about
 * 0.3 s) instead of migrating, hashing the demo passwords and inserting the catalogue again. Built per run, never
 * kept: seeded rows carry creation times.
 */
export const SHARED_SEEDS: readonly Required<SeedOptions>[] = [
  { games: 20, rsaBits: 1024, demoAccounts: true },
  { games: 300, rsaBits: 1024, demoAccounts: true },
];

export const seededTemplateName = (options: Required<SeedOptions>) =>
  `seeded-${options.games}-${options.rsaBits}${options.demoAccounts ? '' : '-nodemo'}.tar`;

/** Migrates and seeds a fresh database with `options` and writes its dump to `file`. */
export async function buildSeededTemplate(file: string, options: Required<SeedOptions>): Promise<void> {
  const client = await emptyClient();
  try {
    const conn = openPglite(client, 'pglite-memory', 'template');
    await migrate(conn);
    await seed(conn.db, options);
    const dump = await client.dumpDataDir('none');
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await client.close();
  }
}

/** The seeded database for `options` from this run's templates, or undefined (then the caller seeds itself). */
export async function seededPglite(
  dir: string | undefined,
  options: Required<SeedOptions>,
): Promise<Connection | undefined> {
  if (!dir) return undefined;
  const file = join(dir, seededTemplateName(options));
  if (!existsSync(file)) return undefined;
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) });
  return openPglite(client, 'pglite-memory', 'memory');
}
