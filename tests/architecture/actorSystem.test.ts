import { describe, expect, it } from 'vitest';
import { formatViolation, type Violation } from './layers';
import { checkImportCycles, checkMachineAreas } from './machineAreas';
import { readSources, type SourceFile } from './scan';
import { checkStateStrings, stateStringOffences } from './stateStrings';
import { STATE_STRING_BASELINE } from './stateStrings.baseline';

const tree = readSources(['src', 'machines']);
const server = readSources(['server']);
const text = (violations: Violation[]) => violations.map(formatViolation).join('\n');
const sample = (path: string, code: string): SourceFile => ({ path, code });

describe('the actor system in the tree', () => {
  it('keeps machine areas apart: an area imports itself and shared/, only session/ composes areas', () => {
    expect(tree.some((f) => f.path.startsWith('machines/shared/'))).toBe(true);
    const violations = checkMachineAreas(tree);
    expect(text(violations), `\n${text(violations)}\n`).toBe('');
  });

  it('has no import cycle in src/, machines/ or server/', () => {
    const violations = [...checkImportCycles(tree), ...checkImportCycles(server)];
    expect(text(violations), `\n${text(violations)}\n`).toBe('');
  });

  it('reads no more machine state values as strings in src/ than the shrinking baseline allows', () => {
    const off = stateStringOffences(checkStateStrings(tree), STATE_STRING_BASELINE);
    expect(off.join('\n'), `\n${off.join('\n')}\n`).toBe('');
  });
});

describe('the actor-system checkers themselves', () => {
  it('report a cross-area import, an import from shared/ into an area, and a file outside the areas', () => {
    const violations = checkMachineAreas([
      sample('machines/wallet/a.machine.ts', "import { x } from '../auth/b';\nimport { p } from '../shared/protocol';"),
      sample('machines/shared/p.ts', "import type { S } from '../session/session.machine';"),
      sample('machines/session/session.machine.ts', "import { d } from '../wallet/a.machine';"),
      sample('machines/loose.ts', 'export const x = 1;'),
    ]);
    expect(violations.map((v) => `${v.file} ${v.target}`)).toEqual([
      'machines/wallet/a.machine.ts ../auth/b',
      'machines/shared/p.ts ../session/session.machine',
      'machines/loose.ts machines/loose.ts',
    ]);
  });

  it('reports a cycle of two files and a longer one, not a chain', () => {
    const violations = checkImportCycles([
      sample('src/ui/a.ts', "import { b } from './b';"),
      sample('src/ui/b.ts', "import type { A } from './a';"),
      sample('machines/x/c.ts', "import { d } from './d';"),
      sample('machines/x/d.ts', "const e = () => import('./e');"),
      sample('machines/x/e.ts', "export { c } from './c';"),
      sample('machines/x/f.ts', "import { c } from './c';"),
    ]);
    expect(violations.map((v) => v.target)).toEqual([
      'src/ui/a.ts ↔ src/ui/b.ts',
      'machines/x/c.ts ↔ machines/x/d.ts ↔ machines/x/e.ts',
    ]);
  });

  it('reports state strings, matches() and stateValueText outside the data-state hook', () => {
    const violations = checkStateStrings([
      sample(
        'src/screens/x/A.tsx',
        [
          "const busy = state === 'submitting';",
          "const sending = codeState !== 'idle';",
          "const home = snapshot.value === 'guest';",
          "const on = s.matches('loggedIn');",
          'const label = stateValueText(snapshot.value);',
          "const ok = dataState(snapshot) === 'done';",
          'const el = <div data-state={stateValueText(snapshot.value)} />;',
          "const fine = document.visibilityState === 'hidden' || navigation.state === 'idle' || tab === 'slots';",
          "const tagged = snapshot.hasTag('busy') && snapshot.can({ type: 'SUBMIT' });",
          "switch (state) { case 'idle': break; default: break; }",
          "const waiting = ['loading', 'saving'].includes(snapshot.value);",
          "switch (tab) { case 'home': break; }",
          "const known = ['a', 'b'].includes(tab);",
        ].join('\n'),
      ),
      sample('machines/x/x.selectors.ts', "export const on = (s) => s.matches('loggedIn');"),
    ]);
    expect(violations.map((v) => `${v.file} ${v.target}`)).toEqual([
      "src/screens/x/A.tsx:1 state === 'submitting'",
      "src/screens/x/A.tsx:2 codeState !== 'idle'",
      "src/screens/x/A.tsx:3 snapshot.value === 'guest'",
      'src/screens/x/A.tsx:4 matches(…)',
      'src/screens/x/A.tsx:5 stateValueText(…)',
      "src/screens/x/A.tsx:6 dataState(…) === 'done'",
      "src/screens/x/A.tsx:10 switch (state) case 'idle'",
      'src/screens/x/A.tsx:11 […].includes(snapshot.value)',
    ]);
  });

  it('reports matches() with an object, and a selector result compared with a state name', () => {
    const violations = checkStateStrings([
      sample(
        'src/screens/x/A.tsx',
        [
          "const open = useSelector(menu, (s) => s.matches({ panel: 'open' }));",
          'const offer = useSelector(installer, (s) => String(s.value));',
          "const can = offer === 'offered';",
          "if (SessionContext.useSelector(pick) !== 'guest') go();",
          "switch (offer) { case 'installed': break; }",
          "const fine = useSelector(user, (s) => s.context.mobile) !== '';",
          'const dom = element.matches(FOCUS);',
        ].join('\n'),
      ),
    ]);
    expect(violations.map((v) => `${v.file} ${v.target}`)).toEqual([
      'src/screens/x/A.tsx:1 matches(…)',
      "src/screens/x/A.tsx:3 offer (a selector's result) === 'offered'",
      "src/screens/x/A.tsx:4 useSelector(…) !== 'guest'",
      "src/screens/x/A.tsx:5 switch (offer (a selector's result)) case 'installed'",
    ]);
  });

  it('with an empty baseline fails on every single read; with one, on a file over or under its number', () => {
    const violations = checkStateStrings([
      sample('src/screens/x/A.tsx', "const busy = state === 'submitting';"),
      sample('src/screens/y/B.tsx', "const on = s.matches('loggedIn');\nconst off = s.matches('guest');"),
      sample('src/screens/z/C.tsx', "const fine = snapshot.hasTag('busy');"),
    ]);
    expect(stateStringOffences(violations, {}).map((line) => line.split('\n')[0])).toEqual([
      'src/screens/x/A.tsx: 1 state-string reads, 0 allowed (use a tag, can() or a selector)',
      'src/screens/y/B.tsx: 2 state-string reads, 0 allowed (use a tag, can() or a selector)',
    ]);
    expect(
      stateStringOffences(violations, { 'src/screens/x/A.tsx': 1, 'src/screens/y/B.tsx': 3 }).map(
        (line) => line.split('\n')[0],
      ),
    ).toEqual(['src/screens/y/B.tsx: 2 state-string reads, baseline says 3: lower it']);
  });
});
