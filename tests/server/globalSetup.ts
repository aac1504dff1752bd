import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/seed/seed';
import { adminQuery } from './pg';
import { buildSeededTemplate, SHARED_SEEDS, seededTemplateName } from './pgliteTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's folder of seeded PGlite dumps ('' on PostgreSQL). */
    pgliteSeeded: string;
    /** On PostgreSQL, this run's seeded template databases by `seededTemplateName` (empty on PGlite). */
    postgresSeeded: Record<string, string>;
  }
}

/**
 * The server project's global setup: seeds the shared seed options once so no file seeds them again: PGlite dumps
 * (tests/server/pgliteTemplate.ts), or on PostgreSQL (TEST_DATABASE_URL) template databases that each file's
 * database is copied from (CREATE DATABASE … TEMPLATE, a file copy), dropped after the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    project.provide('pgliteSeeded', '');
    const templates: Record<string, string> = {};
    for (const options of SHARED_SEEDS) {
      const name = `tpl_${randomBytes(6).toString('hex')}`;
      await adminQuery(admin, `CREATE DATABASE ${name}`);
      templates[seededTemplateName(options)] = name;
      const url = new URL(admin);
      url.pathname = `/${name}`;
      const conn = await connect(url.toString());
      try {
        await migrate(conn);
        await seed(conn.db, options);
      } finally {
        await conn.close();
      }
    }
    project.provide('postgresSeeded', templates);
    return async () => {
      for (const name of Object.values(templates))
        await adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  project.provide('postgresSeeded', {});
  const dir = mkdtempSync(join(tmpdir(), 'lucky-lobby-seeded-'));
  for (const options of SHARED_SEEDS) await buildSeededTemplate(join(dir, seededTemplateName(options)), options);
  project.provide('pgliteSeeded', dir);
  return async () => rmSync(dir, { recursive: true, force: true });
}
