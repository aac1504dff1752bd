import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  type Library,
  leanClient,
  leanReact,
  libraryReads,
  PRUNED_EXPORTS,
  prunedRead,
  withoutExports,
} from '../../scripts/build/leanReact';
import { loadCommonJs, reactFile, reactSource as source } from './leanReactFiles';

const require = createRequire(import.meta.url);
const parse = (code: string) => parseAst(code);

describe('React, react-dom and scheduler without their pruned exports (production builds)', () => {
  it.each(Object.keys(PRUNED_EXPORTS) as Library[])('%s keeps every other export', (library) => {
    // react-dom reads React's internals as it loads.
    const deps = { react: loadCommonJs(source('react')) };
    const whole = loadCommonJs(source(library), deps);
    const lean = loadCommonJs(withoutExports(source(library), parse, PRUNED_EXPORTS[library]), deps);
    const pruned: readonly string[] = PRUNED_EXPORTS[library];
    for (const name of pruned) {
      expect(whole, name).toHaveProperty(name);
      expect(lean, name).not.toHaveProperty(name);
    }
    expect(Object.keys(lean).sort()).toEqual(
      Object.keys(whole)
        .filter((name) => !pruned.includes(name))
        .sort(),
    );
  });

  it('react-dom’s client keeps flushSync’s dispatcher entry and every hook but the pruned ones', () => {
    const whole = source('client');
    const lean = leanClient(whole, parse);
    expect(whole).toMatch(/ReactDOMSharedInternals\.d = \{\s*f: flushSyncWork,\s*r: requestFormReset,/);
    expect(lean).toContain('ReactDOMSharedInternals.d = { f: flushSyncWork }');
    for (const dispatcher of ['ContextOnlyDispatcher', 'HooksDispatcherOnMount', 'HooksDispatcherOnUpdate']) {
      const body = (code: string) => code.slice(code.indexOf(`${dispatcher} = {`)).split(/\n {2}\},?\n/)[0]!;
      expect(body(whole), dispatcher).toMatch(/\buseReducer:/);
      expect(body(lean), dispatcher).not.toMatch(/\b(useReducer|useActionState|useFormState|useEffectEvent):/);
      expect(body(lean), dispatcher).toMatch(/\buseState: .*\buseSyncExternalStore: .*\buseOptimistic: /s);
    }
    expect(() => parse(lean)).not.toThrow();
  });

  it('fails the build when a library no longer has the shape it expects', () => {
    expect(() => withoutExports('exports.a = 1;', parse, ['a', 'b'])).toThrow(/no export b/);
    expect(() => leanClient('var ContextOnlyDispatcher = {};', parse)).toThrow(/no longer has the shape/);
  });
});

describe('what a module reads of react, react-dom and scheduler', () => {
  const reads = (code: string) => libraryReads(code, parse);

  it('names every export read by name, however the library is bound', () => {
    const code = [
      'import React, { useState as state } from "react";',
      'import * as ReactDOM from "react-dom";',
      'export { useId } from "react";',
      'var USE_OPTIMISTIC = "useOptimistic";',
      'var Scheduler = require("scheduler"), { startTransition } = require("react");',
      'React.memo(ReactDOM["createPortal"]); React[USE_OPTIMISTIC]; Scheduler.unstable_now(); require("react-dom").flushSync();',
      'var other = { React: 1 }; other.ReactDOM;',
    ].join('\n');
    expect(reads(code)).toEqual({
      uses: expect.arrayContaining([
        'react.useState',
        'react.useId',
        'react.memo',
        'react.useOptimistic',
        'react.startTransition',
        'react-dom.createPortal',
        'react-dom.flushSync',
        'scheduler.unstable_now',
      ]),
      unreadable: [],
    });
    expect(reads(code).uses).toHaveLength(8);
  });

  it('says which reads it cannot follow', () => {
    expect(reads('import * as R from "react"; use(R);').unreadable).toEqual(['R (react) as a value']);
    expect(reads('import * as R from "react"; R[name];').unreadable).toEqual(['R[…] (react)']);
    expect(reads('export * from "react-dom";').unreadable).toEqual(['ExportAllDeclaration of react-dom']);
    expect(reads('import("scheduler");').unreadable).toEqual(['ImportExpression of scheduler']);
    expect(reads('use(require("react"));').unreadable).toEqual(['require("react") as a value']);
    expect(reads('export { default as R } from "react";').unreadable).toEqual(["react's default passed on"]);
    expect(reads('import { default as R } from "react"; R.lazy; R.use;')).toEqual({
      uses: ['react.lazy', 'react.use'],
      unreadable: [],
    });
    expect(reads('import { x } from "react-router";').unreadable).toEqual([]);
  });

  it('finds a pruned export among the reads', () => {
    expect(prunedRead(['react.useState', 'react-dom.preload'])).toBe('react-dom.preload');
    expect(prunedRead(['react.useState', 'react-dom.createPortal', 'scheduler.unstable_now'])).toBeUndefined();
  });

  it('the installed libraries that read React the most read none of the pruned exports', () => {
    // React Router's production build for browsers (it reads `React[USE_OPTIMISTIC]`; its server-component entries
    // are not bundled) and react-dom's client (`require`).
    const routerDir = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
    const router = readdirSync(routerDir)
      .filter((file) => file.endsWith('.mjs') && !file.includes('react-server'))
      .map((file) => join(routerDir, file));
    for (const file of [reactFile('client'), ...router]) {
      const found = reads(readFileSync(file, 'utf8'));
      expect(found.unreadable, file).toEqual([]);
      expect(prunedRead(found.uses), file).toBeUndefined();
    }
  });
});

describe('the build plugin', () => {
  const plugin = leanReact();
  const transform = (code: string, id: string) =>
    (plugin.transform as (this: unknown, code: string, id: string) => unknown).call(
      {
        parse,
        error: (message: string) => {
          throw new Error(message);
        },
      },
      code,
      id,
    );

  it('stops the build at a module that reads a pruned export, or reads one in a way it cannot follow', () => {
    expect(() => transform('import { preload } from "react-dom";', '/app/src/a.ts')).toThrow(
      /src\/a\.ts uses react-dom\.preload, which production builds take out/,
    );
    expect(() => transform('import * as R from "react"; f(R);', '/app/src/b.ts')).toThrow(/cannot follow/);
    expect(transform('import { useState } from "react";', '/app/src/c.ts')).toBeUndefined();
  });

  it('prunes the libraries’ own files', () => {
    const out = transform(source('scheduler'), reactFile('scheduler')) as { code: string };
    expect(out.code).not.toContain('exports.unstable_next');
    expect(out.code).toContain('exports.unstable_scheduleCallback');
  });
});
