import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkMachineTestFolders,
  checkPlatformConcerns,
  checkSharedUse,
  PLATFORM_CONCERNS,
  SHARED_FOLDERS,
} from './folders';
import { formatViolation, type Violation } from './layers';
import { ROOT, readSources, type SourceFile } from './scan';

const report = (violations: Violation[]) => violations.map(formatViolation).join('\n');

const tree = readSources(['src', 'machines']);
const tests = readSources(['tests/machines']);
/** The stylesheets of the shared folders: a shared part's CSS is shared when the part is. */
const sharedAssets = SHARED_FOLDERS.flatMap((folder) =>
  readdirSync(join(ROOT, folder))
    .filter((name) => name.endsWith('.css'))
    .map((name) => `${folder}/${name}`),
);
const machineAreas = readdirSync(join(ROOT, 'machines'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('folders that say what they hold', () => {
  it('reads the tree (the checks are not vacuous)', () => {
    expect(tree.filter((f) => f.path.startsWith('src/platform/')).length).toBeGreaterThan(30);
    expect(tree.filter((f) => f.path.startsWith('machines/shared/')).length).toBeGreaterThan(5);
    expect(tests.length).toBeGreaterThan(100);
    expect(sharedAssets.length).toBeGreaterThan(0);
  });

  it('keeps every src/platform file in a concern folder', () => {
    const violations = checkPlatformConcerns(tree.map((f) => f.path));
    expect(report(violations), `\n${report(violations)}\n`).toBe('');
  });

  it('names only concern folders that exist', () => {
    const folders = new Set(tree.filter((f) => f.path.startsWith('src/platform/')).map((f) => f.path.split('/')[2]));
    expect([...folders].sort()).toEqual([...PLATFORM_CONCERNS].sort());
  });

  it('keeps in machines/shared and src/screens/shared only what two areas or more use', () => {
    const violations = checkSharedUse(tree, sharedAssets);
    expect(report(violations), `\n${report(violations)}\n`).toBe('');
  });

  it('mirrors machines/<area> in tests/machines/<area>', () => {
    const violations = checkMachineTestFolders(
      tests.map((f) => f.path),
      machineAreas,
    );
    expect(report(violations), `\n${report(violations)}\n`).toBe('');
  });
});

const sample = (path: string, code = ''): SourceFile => ({ path, code });

/** Each rule, fed a tree that breaks it, must report it: the checks can fail. */
describe('the folder checks themselves', () => {
  it('reports a loose platform file and a folder that is no concern', () => {
    const violations = checkPlatformConcerns([
      'src/platform/thing.ts',
      'src/platform/misc/a.ts',
      'src/platform/pwa/b.ts',
    ]);
    expect(violations.map((v) => v.file)).toEqual(['src/platform/thing.ts', 'src/platform/misc/a.ts']);
    expect(report(violations)).toMatch(/lives in src\/platform\/<concern>/);
    expect(report(violations)).toMatch(/src\/platform\/misc is not a concern/);
  });

  it('reports a shared file one area uses, counting areas through shared importers', () => {
    const files = [
      sample('machines/shared/once.ts'),
      sample('machines/shared/twice.ts'),
      sample('machines/shared/unused.ts'),
      sample('machines/wallet/a.ts', "import { o } from '../shared/once'; import { t } from '../shared/twice';"),
      sample('src/screens/wallet/W.tsx', "import { o } from '../../../machines/shared/once';"),
      sample('src/screens/lobby/L.tsx', "import { t } from '../../../machines/shared/twice';"),
      sample('src/screens/shared/Page.tsx', "import './page.css';"),
      sample('src/screens/shared/Frame.tsx', "import { P } from './Page';"),
      sample('src/screens/auth/A.tsx', "import { F } from '../shared/Frame';"),
      sample('src/app/App.tsx', "import { F } from '../screens/shared/Frame';"),
    ];
    const violations = checkSharedUse(files, ['src/screens/shared/page.css']);
    expect(violations.map((v) => `${v.file} ${v.target}`)).toEqual([
      'machines/shared/once.ts wallet',
      'machines/shared/unused.ts (no area)',
    ]);
    expect(report(violations)).toMatch(/move it into its area's folder/);
  });

  it('reports a tests/machines folder that mirrors no machine area', () => {
    const violations = checkMachineTestFolders(
      [
        'tests/machines/wallet/a.test.ts',
        'tests/machines/misc/b.test.ts',
        'tests/machines/coverage/c.ts',
        'tests/machines/d.ts',
      ],
      ['wallet'],
    );
    expect(violations.map((v) => v.file)).toEqual(['tests/machines/misc/b.test.ts']);
  });
});
