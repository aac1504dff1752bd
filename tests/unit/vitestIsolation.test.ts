import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config, { MOCKS_A_MODULE } from '../../vitest.config';

/**
 * The unit, server, machines and ui projects run their files without isolation (vitest.config.ts: one module graph
 * per worker, which saves the imports). A module mock would then leak into the next file of the same worker, so no
 * file of a project without isolation may mock a module; a test that needs one belongs to a project with isolation
 * (machines-mocks and ui-mocks take the statechart and component tests that do).
 */
const root = join(import.meta.dirname, '..', '..');

interface ProjectTest {
  name?: string;
  include?: string[];
  exclude?: string[];
  isolate?: boolean;
}

const projects = (config.test?.projects ?? []) as Array<{ test?: ProjectTest }>;

/** The folder a project's include glob starts at (`tests/server/**` → `tests/server`). */
const folderOf = (glob: string) => glob.split('/**')[0] ?? glob;

function testFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

describe('projects without isolation', () => {
  const shared = projects.map((p) => p.test ?? {}).filter((test) => test.isolate === false);

  it('are the unit, server, machines and ui projects', () => {
    expect(shared.map((test) => test.name).sort()).toEqual(['machines', 'server', 'ui', 'unit']);
  });

  it('hold no file that mocks a module', () => {
    const files = shared.flatMap((test) =>
      (test.include ?? [])
        .flatMap((glob) => testFiles(folderOf(glob)))
        .filter((file) => !(test.exclude ?? []).includes(file)),
    );
    expect(files.length).toBeGreaterThan(50);
    const mocking = files.filter((file) => MOCKS_A_MODULE.test(readFileSync(join(root, file), 'utf8')));
    expect(mocking).toEqual([]);
  });
});
