import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseAst } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import {
  leanRouter,
  PRUNED_INTL_METHODS,
  prunedNameIn,
  withoutUnusedFormatters,
} from '../../scripts/build/leanLibraries';

const require = createRequire(import.meta.url);
const parse = (code: string) => parseAst(code);
const count = (code: string, pattern: RegExp) => code.match(pattern)?.length ?? 0;

describe('React Router without its warnings (production builds)', () => {
  const root = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  const [chunk] = readdirSync(root)
    .filter((file) => /^chunk-[\w-]+\.mjs$/.test(file))
    .map((file) => readFileSync(join(root, file), 'utf8'))
    .filter((code) => code.includes('function warning('));

  it('drops every warning statement and keeps every invariant', () => {
    expect(chunk, 'the router build this pass reads').toBeDefined();
    const lean = leanRouter(chunk!, parse);
    expect(count(chunk!, /\bwarning(Once)?\(/g)).toBeGreaterThan(20);
    // Only the two functions' own definitions (and warningOnce's call inside its body, now gone) are left.
    expect(lean.match(/\bwarning(Once)?\([^)]*\)\s*\{/g)).toHaveLength(2);
    expect(count(lean, /\bwarning(Once)?\(/g)).toBe(2);
    expect(lean).not.toContain('No routes matched location');
    expect(count(lean, /\binvariant\(/g)).toBe(count(chunk!, /\binvariant\(/g));
    expect(() => parse(lean)).not.toThrow();
  });

  it('makes the error boundary and its static context in one pure expression, the same class', () => {
    const lean = leanRouter(chunk!, parse);
    expect(chunk).toMatch(/^RenderErrorBoundary\.contextType = RSCRouterContext;$/m);
    expect(lean).not.toMatch(/^RenderErrorBoundary\.contextType/m);
    expect(lean).toMatch(/var RenderErrorBoundary = \/\* @__PURE__ \*\/ \(\(\) => \{ const made = class extends/);
    const made = new Function(
      `${leanRouter('var Base = class {};\nvar A = class extends Base { static b = 2; };\nA.c = Base;', parse)}\nreturn A;`,
    )();
    expect(made.b).toBe(2);
    expect(Object.getPrototypeOf(made.prototype)).toBe(made.c.prototype);
  });

  it('keeps an unbraced `if` well formed', () => {
    const lean = leanRouter('if (a) warning(false, "x"); else b();\nwarningOnce("k", c, "y");', parse);
    expect(lean).toBe('if (a) ; else b();\n;');
  });
});

describe('@formatjs/intl with only the formatters the app calls (production builds)', () => {
  const source = readFileSync(require.resolve('@formatjs/intl'), 'utf8');
  // Beside node_modules, so the module's own imports resolve.
  const dir = join(dirname(require.resolve('@formatjs/intl')), '..', '..', '.cache', 'lean-libraries');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('builds an intl object without the pruned methods whose kept ones still format', async () => {
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'intl.mjs');
    writeFileSync(file, withoutUnusedFormatters(source, parse));
    const lean = (await import(pathToFileURL(file).href)) as typeof import('@formatjs/intl');
    const intl = lean.createIntl({ locale: 'en-PH', messages: { 'app.retry': 'Retry' } as never });
    for (const method of PRUNED_INTL_METHODS) expect(intl, method).not.toHaveProperty(method);
    expect(intl.formatters).not.toHaveProperty('getRelativeTimeFormat');
    expect(intl.formatNumber(1234.5, { style: 'currency', currency: 'PHP' })).toBe('₱1,234.50');
    expect(intl.formatList(['a', 'b', 'c'], { type: 'conjunction' })).toBe('a, b, and c');
    expect(intl.formatDate(Date.UTC(2026, 10, 27), { timeZone: 'UTC', dateStyle: 'medium' })).toBe('Nov 27, 2026');
    expect(intl.formatMessage({ id: 'app.retry' })).toBe('Retry');
    // The whole library keeps them (the dev server and the tests).
    expect(source).toMatch(/formatRelativeTime: formatRelativeTime\.bind/);
  });

  it('fails the build when the library no longer has the shape it expects', () => {
    expect(() => withoutUnusedFormatters('function createIntl() { return {}; }', parse)).toThrow(
      /no longer has the shape/,
    );
  });
});

describe('an app module naming a pruned method', () => {
  it('is found, so the build stops with a message', () => {
    expect(prunedNameIn('intl.formatRelativeTime(-1, "day")')).toBe('formatRelativeTime');
    expect(prunedNameIn('jsx(FormattedPlural, { value: 2 })')).toBe('FormattedPlural');
    expect(prunedNameIn('intl.formatList(names); intl.formatNumber(2)')).toBeUndefined();
  });
});
