import { describe, expect, it } from 'vitest';
import { checkMachineGlobals } from './identifiers';
import { checkImports, formatViolation, layerOf } from './layers';
import { parseModule, readSources, type SourceFile } from './scan';

const tree = readSources(['src', 'machines', 'server']);

function report(violations: { file: string; target: string; rule: string }[]): string {
  return violations.map(formatViolation).join('\n');
}

describe('one-way imports in the tree', () => {
  it('reads the tree (the check is not vacuous)', () => {
    expect(tree.some((f) => f.path.startsWith('src/api/contract/'))).toBe(true);
    expect(tree.some((f) => f.path.startsWith('server/'))).toBe(true);
  });

  it('has no import against the flow contract < client/platform < machines < ui < screens < app', () => {
    const violations = checkImports(tree);
    expect(report(violations), `\n${report(violations)}\n`).toBe('');
  });

  it('has no DOM global in machines/', () => {
    const violations = checkMachineGlobals(tree);
    expect(report(violations), `\n${report(violations)}\n`).toBe('');
  });
});

const sample = (path: string, code: string): SourceFile => ({ path, code });

/** Each rule, fed a small file that breaks it, must report it: the checks can fail. */
describe('the import checker itself', () => {
  it('finds static, export-from, dynamic and type-position imports, not strings or comments', () => {
    const parsed = parseModule(
      sample(
        'src/ui/X.tsx',
        [
          "import type { A } from './a';",
          "import b from '../b';",
          "export * from './c';",
          "export { d } from './d';",
          "const e = () => import('./e');",
          "type F = import('./f').F;",
          "// import g from './g';",
          'const h = "import h from \'./h\'";',
          "import './i.css';",
          'export const J = () => <div>{b}</div>;',
        ].join('\n'),
      ),
    );
    expect(parsed.imports.map((i) => i.specifier).sort()).toEqual([
      '../b',
      './a',
      './c',
      './d',
      './e',
      './f',
      './i.css',
    ]);
  });

  it('places files in layers', () => {
    expect(layerOf('src/api/contract/define.ts')?.rank).toBe(1);
    expect(layerOf('src/platform/storage/storage.ts')?.rank).toBe(2);
    expect(layerOf('src/api/client/call.ts')?.rank).toBe(2);
    expect(layerOf('machines/session/session.ts')?.rank).toBe(3);
    expect(layerOf('src/ui/TabBar.tsx')?.rank).toBe(4);
    expect(layerOf('src/screens/lobby/Home.tsx')?.rank).toBe(5);
    expect(layerOf('src/app/App.tsx')?.rank).toBe(6);
    expect(layerOf('src/main.tsx')?.rank).toBe(6);
    expect(layerOf('src/ops/main.tsx')?.rank).toBe(6);
    expect(layerOf('src/misc/thing.ts')).toBeUndefined();
  });

  const cases: [string, SourceFile, RegExp][] = [
    ['upward static import', sample('src/platform/a.ts', "import { x } from '../ui/x';"), /upward: client\/platform/],
    [
      'upward type import',
      sample('machines/m.ts', "import type { P } from '../src/screens/lobby/p';"),
      /upward: machines/,
    ],
    ['upward export-from', sample('src/ui/a.ts', "export { s } from '../screens/shared/s';"), /upward: ui/],
    ['upward dynamic import', sample('src/screens/lobby/a.tsx', "const A = import('../../app/App');"), /upward/],
    ['upward import() type', sample('src/api/contract/a.ts', "type C = import('../client/call').C;"), /upward/],
    ['src → server', sample('src/app/a.ts', "import { boot } from '../../server/boot';"), /never import server/],
    ['machines → server', sample('machines/a.ts', "import { db } from '../server/db/connect';"), /never import server/],
    [
      'server → src beyond the contract',
      sample('server/a.ts', "import { s } from '../src/platform/storage';"),
      /only src\/api\/contract/,
    ],
    [
      'server → machines',
      sample('server/x/a.ts', "import { m } from '../../machines/session';"),
      /only src\/api\/contract/,
    ],
    ['machines → react', sample('machines/a.ts', "import { useMemo } from 'react';"), /never import React/],
    [
      'machines → @xstate/react',
      sample('machines/a.ts', "import { useActor } from '@xstate/react';"),
      /never import React/,
    ],
    ['contract → other package', sample('src/api/contract/a.ts', "import { ofetch } from 'ofetch';"), /zod only/],
    [
      'screens area → other area',
      sample('src/screens/wallet/a.tsx', "import { L } from '../lobby/L';"),
      /screens\/wallet may not import screens\/lobby/,
    ],
    [
      'shared → area',
      sample('src/screens/shared/a.ts', "import { L } from '../auth/L';"),
      /screens\/shared may not import screens\/auth/,
    ],
    [
      'node built-in in src',
      sample('src/platform/a.ts', "import { readFileSync } from 'node:fs';"),
      /no Node built-ins/,
    ],
    ['file in no layer', sample('src/misc/a.ts', "import { z } from 'zod';"), /file outside the layers/],
    ['computed import()', sample('src/app/a.ts', 'const m = (n: string) => import(n);'), /computed import/],
    [
      'player app → back office',
      sample('src/app/a.tsx', "const Ops = import('../ops/OpsApp');"),
      /never imports the back office/,
    ],
    [
      'player machine → back-office client',
      sample('machines/wallet/a.ts', "import { opsCall } from '../../src/api/client/ops/opsApi';"),
      /never imports the back office/,
    ],
    [
      'player screen → back-office screen',
      sample('src/screens/shared/a.tsx', "import { Queue } from '../ops/Queue';"),
      /never imports the back office/,
    ],
  ];
  for (const [name, file, rule] of cases) {
    it(`reports ${name}`, () => {
      const violations = checkImports([file]);
      expect(violations.length, report(violations)).toBeGreaterThan(0);
      expect(report(violations)).toMatch(rule);
      expect(report(violations)).toContain(`${file.path} → `);
    });
  }

  it('accepts what the flow allows', () => {
    const allowed = [
      sample(
        'src/app/a.tsx',
        "import { S } from '../screens/lobby/S'; import { u } from '../ui/u'; import m from '../../machines/m';",
      ),
      sample(
        'src/screens/lobby/a.tsx',
        "import { s } from '../shared/session'; import { c } from '../../api/client/call';",
      ),
      sample('machines/a.ts', "import { setup } from 'xstate'; import { call } from '../src/api/client/call';"),
      sample('src/platform/a.ts', "import { endpoints } from '../api/contract/map';"),
      sample('server/a.ts', "import { endpoints } from '../src/api/contract/map'; import { Hono } from 'hono';"),
      sample('src/ui/a.tsx', "import './theme.css'; import { FormattedMessage } from 'react-intl';"),
    ];
    expect(report(checkImports(allowed))).toBe('');
  });

  it('reports DOM globals in machines, not property names or strings', () => {
    const file = sample(
      'machines/a.ts',
      "const w = window.innerWidth;\nconst o = { document: 1 };\nconst s = 'document';\nconst n = o.document;\nlocalStorage.getItem('t');",
    );
    const violations = checkMachineGlobals([file]);
    expect(violations.map((v) => `${v.file} ${v.target}`)).toEqual([
      'machines/a.ts:1 window',
      'machines/a.ts:5 localStorage',
    ]);
  });
});
