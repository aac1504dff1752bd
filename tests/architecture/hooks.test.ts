import { describe, expect, it } from 'vitest';
import { checkHooks, HOOK_ALLOWLIST_FOLDER, HOOK_ALLOWLIST_MAX_FILES, LIFECYCLE_HOOK_FILE } from './identifiers';
import { formatViolation } from './layers';
import { readSources } from './scan';

const src = readSources(['src']);

describe('React renders machine state', () => {
  it('uses useState/useReducer/useEffect/useLayoutEffect only in the platform adapters', () => {
    expect(src.length).toBeGreaterThan(0);
    const violations = checkHooks(src);
    const text = violations.map(formatViolation).join('\n');
    expect(text, `\n${text}\n`).toBe('');
  });

  it(`keeps the allowlist short: at most ${HOOK_ALLOWLIST_MAX_FILES} files in ${HOOK_ALLOWLIST_FOLDER}`, () => {
    const adapters = src.filter((f) => f.path.startsWith(HOOK_ALLOWLIST_FOLDER)).map((f) => f.path);
    expect(adapters.length, adapters.join('\n')).toBeLessThanOrEqual(HOOK_ALLOWLIST_MAX_FILES);
  });
});

describe('the hook checker itself', () => {
  it('reports a hook outside the allowlist, imported or through the React namespace', () => {
    const violations = checkHooks([
      {
        path: 'src/ui/A.tsx',
        code: "import { useState } from 'react';\nexport const A = () => { useState(0); return null; };",
      },
      { path: 'src/screens/lobby/B.tsx', code: "import * as React from 'react';\nReact.useEffect(() => {});" },
    ]);
    expect(violations.map((v) => `${v.file} ${v.target}`)).toEqual([
      'src/ui/A.tsx:1 useState',
      'src/ui/A.tsx:2 useState',
      'src/screens/lobby/B.tsx:2 useEffect',
    ]);
  });

  it('reports useEffect anywhere but the lifecycle hook, the adapters included', () => {
    const violations = checkHooks([
      { path: `${HOOK_ALLOWLIST_FOLDER}useThing.ts`, code: "import { useEffect } from 'react';\nuseEffect(() => {});" },
      { path: LIFECYCLE_HOOK_FILE, code: "import { useEffect } from 'react';\nuseEffect(() => {});" },
    ]);
    expect(violations.map((v) => `${v.file} ${v.target}`)).toEqual([
      `${HOOK_ALLOWLIST_FOLDER}useThing.ts:1 useEffect`,
      `${HOOK_ALLOWLIST_FOLDER}useThing.ts:2 useEffect`,
    ]);
  });

  it('ignores the allowlist folder, comments, strings and code outside src/', () => {
    const violations = checkHooks([
      { path: `${HOOK_ALLOWLIST_FOLDER}useThing.ts`, code: "import { useState } from 'react';\nuseState(0);" },
      { path: 'src/ui/C.tsx', code: "// useState would be wrong here\nconst s = 'useReducer';" },
      { path: 'machines/m.ts', code: 'const useEffect = 1;' },
    ]);
    expect(violations).toEqual([]);
  });
});
