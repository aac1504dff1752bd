import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Connection, openPglite } from '../../server/db/connect';
import { MIGRATIONS_FOLDER, migrate } from '../../server/db/migrate';

/**
 * Fresh in-memory PGlite databases for tests, fast: a brand-new PGlite runs initdb (1.5–2.5 s here), while
 * loading a dumped data folder takes about 0.4 s. The dump of an empty, migrated database is kept in the
 * temp folder under a name hashed from the migrations and the PGlite version, so a schema change makes a new one.
 */
const PREFIX = 'lucky-lobby-pglite-';

function templateKey(): string {
  const hash = createHash('sha256');
  const pkg = JSON.parse(readFileSync(join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8'));
  hash.update(String(pkg.version));
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

/** A migrated, empty in-memory database. */
export async function freshPglite(): Promise<Connection> {
  const file = join(tmpdir(), `${PREFIX}${templateKey()}.tar`);
  if (!existsSync(file)) await buildTemplate(file);
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) });
  return openPglite(client, 'pglite-memory', 'memory');
}
