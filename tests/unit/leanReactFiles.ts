import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseAst } from 'vite';
import { leanClient, PRUNED_EXPORTS, withoutExports } from '../../scripts/build/leanReact';

const require = createRequire(import.meta.url);

/** The production CommonJS files the build prunes (scripts/build/leanReact.ts). */
export const REACT_FILES = {
  react: 'react/cjs/react.production.js',
  'react-dom': 'react-dom/cjs/react-dom.production.js',
  scheduler: 'scheduler/cjs/scheduler.production.js',
  client: 'react-dom/cjs/react-dom-client.production.js',
} as const;

/** A file's path on disk (the packages' `exports` do not list their cjs folders). */
export function reactFile(file: keyof typeof REACT_FILES): string {
  const [pkg, ...rest] = REACT_FILES[file].split('/');
  return join(dirname(require.resolve(`${pkg}/package.json`)), ...rest);
}

export const reactSource = (file: keyof typeof REACT_FILES) => readFileSync(reactFile(file), 'utf8');

/** Runs a CommonJS module whose `require` serves only the given modules. */
export function loadCommonJs(code: string, modules: Record<string, unknown> = {}): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const need = (name: string) => {
    if (!(name in modules)) throw new Error(`the module requires ${name}`);
    return modules[name];
  };
  new Function('exports', 'require', 'module', code)(module.exports, need, module);
  return module.exports;
}

/** React, react-dom and its client as production builds ship them: pruned, and wired to each other. */
export function loadLeanReact() {
  const parse = (code: string) => parseAst(code);
  const react = loadCommonJs(withoutExports(reactSource('react'), parse, PRUNED_EXPORTS.react));
  const scheduler = loadCommonJs(withoutExports(reactSource('scheduler'), parse, PRUNED_EXPORTS.scheduler));
  const dom = loadCommonJs(withoutExports(reactSource('react-dom'), parse, PRUNED_EXPORTS['react-dom']), { react });
  const client = loadCommonJs(leanClient(reactSource('client'), parse), { react, 'react-dom': dom, scheduler });
  return {
    react: react as unknown as typeof import('react'),
    dom: dom as unknown as typeof import('react-dom'),
    client: client as unknown as typeof import('react-dom/client'),
  };
}
