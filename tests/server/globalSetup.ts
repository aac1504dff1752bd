import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSeededTemplate, SHARED_SEEDS, seededTemplateName } from './pgliteTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's folder of seeded PGlite dumps ('' on PostgreSQL: each file then makes its own database). */
    pgliteSeeded: string;
  }
}

/**
 * The server project's global setup: seeds the shared seed options once (tests/server/pgliteTemplate.ts) so no
 * file seeds them again. On PostgreSQL (TEST_DATABASE_URL) there is nothing to do.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSeeded', '');
    return () => undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'lucky-lobby-seeded-'));
  for (const options of SHARED_SEEDS) await buildSeededTemplate(join(dir, seededTemplateName(options)), options);
  project.provide('pgliteSeeded', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
