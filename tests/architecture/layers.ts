import { posix } from 'node:path';
import { type ImportRef, parseModule, type SourceFile } from './scan';

/**
 * The one-way flow of docs/architecture.md. A file may import its own layer or a lower one, never a higher one.
 * Anything under src/ that sits in no layer is itself a violation, so a new folder has to be placed on purpose.
 */
export const LAYERS = [
  { rank: 1, name: 'contract', folders: ['src/api/contract'] },
  { rank: 2, name: 'client/platform', folders: ['src/api/client', 'src/platform'] },
  { rank: 3, name: 'machines', folders: ['machines'] },
  { rank: 4, name: 'ui', folders: ['src/ui'] },
  { rank: 5, name: 'screens', folders: ['src/screens'] },
  { rank: 6, name: 'app', folders: ['src/app', 'src/ops'] },
] as const;

/**
 * The operator back office (/ops, docs/ops.md): its own entry (ops.html → src/ops/main.tsx), screens, machines and
 * HTTP client. Nothing outside these folders may import them, so no player bundle can ever contain them.
 */
export const OPS_FOLDERS = ['src/ops', 'src/screens/ops', 'machines/ops', 'src/api/client/ops'] as const;

export type Layer = (typeof LAYERS)[number];

export interface Violation {
  file: string;
  target: string;
  rule: string;
}

export function formatViolation(v: Violation): string {
  return `${v.file} → ${v.target} (${v.rule})`;
}

const inFolder = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/** The layer of a repo-relative path; files directly in src/ (main.tsx, vite-env.d.ts) are the app's entry. */
export function layerOf(path: string): Layer | undefined {
  const found = LAYERS.find((layer) => layer.folders.some((folder) => inFolder(path, folder)));
  if (found) return found;
  if (/^src\/[^/]+$/.test(path)) return LAYERS[5];
  return undefined;
}

/** src/screens/<area>/… → area. */
function screenArea(path: string): string | undefined {
  return /^src\/screens\/([^/]+)\//.exec(path)?.[1];
}

const isRelative = (spec: string) => spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..';

/** Repo-relative target of a relative or root-absolute (`/src/…`, Vite style) specifier; undefined for packages. */
export function resolveSpecifier(from: string, spec: string): string | undefined {
  if (isRelative(spec)) return posix.normalize(posix.join(posix.dirname(from), spec));
  if (spec.startsWith('/')) return posix.normalize(spec.slice(1));
  return undefined;
}

/** The bare package name: `react-dom/client` → react-dom, `@xstate/react` → @xstate/react. */
export function packageOf(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec);
}

const REACT_PACKAGES = new Set(['react', 'react-dom', '@xstate/react', 'react-router', 'react-router-dom']);
const ASSET = /\.(css|svg|png|jpe?g|webp|gif|woff2?|json)(\?.*)?$/;

/** Every violation of one file's imports. */
export function checkFileImports(file: string, imports: ImportRef[]): Violation[] {
  const out: Violation[] = [];
  const add = (target: string, rule: string) => out.push({ file, target, rule });
  const isServer = inFolder(file, 'server');
  const isApp = inFolder(file, 'src') || inFolder(file, 'machines');
  if (!isServer && !isApp) return out;

  const from = isApp ? layerOf(file) : undefined;
  if (isApp && !from)
    add(
      file,
      'file outside the layers: place it in one of src/api/contract, src/api/client, src/platform/<concern>, machines/<area>, src/ui, src/screens/<area>, src/app, src/ops',
    );

  for (const { specifier } of imports) {
    if (specifier === '<computed>') {
      add(specifier, 'computed import() cannot be checked: use a string literal');
      continue;
    }
    const target = resolveSpecifier(file, specifier);

    if (target === undefined) {
      // A package.
      const pkg = packageOf(specifier);
      if (isServer) continue;
      if (specifier.startsWith('node:')) add(specifier, 'src/ and machines/ run in the browser: no Node built-ins');
      if (from?.name === 'contract' && pkg !== 'zod') add(specifier, 'the contract depends on zod only');
      if (from?.name === 'machines' && REACT_PACKAGES.has(pkg)) add(specifier, 'machines/ never import React');
      if (from?.name === 'ui' && (pkg === 'xstate' || pkg === '@xstate/react'))
        add(specifier, 'src/ui is presentational: props in, callbacks out, no actors');
      if (pkg === 'ofetch' && !inFolder(file, 'src/api/client')) add(specifier, 'ofetch only inside src/api/client');
      continue;
    }

    if (isServer) {
      if ((inFolder(target, 'src') && !inFolder(target, 'src/api/contract')) || inFolder(target, 'machines')) {
        add(specifier, 'server/ imports only src/api/contract from the app');
      } else if (!inFolder(target, 'server') && !inFolder(target, 'src')) {
        add(specifier, 'server/ imports only server/ and src/api/contract');
      }
      continue;
    }

    if (inFolder(target, 'server')) {
      add(specifier, 'src/ and machines/ never import server/');
      continue;
    }
    if (!inFolder(target, 'src') && !inFolder(target, 'machines')) {
      add(specifier, 'imports from outside src/ and machines/');
      continue;
    }
    if (OPS_FOLDERS.some((f) => inFolder(target, f)) && !OPS_FOLDERS.some((f) => inFolder(file, f))) {
      add(
        specifier,
        'the player app never imports the back office (src/ops, src/screens/ops, machines/ops, src/api/client/ops)',
      );
      continue;
    }
    const to = layerOf(target);
    if (!to) {
      if (!ASSET.test(target)) add(specifier, 'target sits in no layer');
      continue;
    }
    if (from && to.rank > from.rank) {
      add(specifier, `upward: ${from.name} (${from.rank}) may not import ${to.name} (${to.rank})`);
      continue;
    }
    const fromArea = screenArea(file);
    const toArea = screenArea(target);
    if (fromArea && toArea && fromArea !== toArea && toArea !== 'shared') {
      add(specifier, `screens/${fromArea} may not import screens/${toArea}; share through src/screens/shared`);
    }
  }
  return out;
}

/** Parses and checks a set of files. */
export function checkImports(files: SourceFile[]): Violation[] {
  return files.flatMap((file) => checkFileImports(file.path, parseModule(file).imports));
}
