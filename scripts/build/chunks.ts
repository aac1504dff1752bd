import type { Plugin } from 'vite';
import { EARLY_ENTRY } from './earlyConfig';

/**
 * How the player app's code is cut into files, by a rule on the module graph and the areas, never by a list of
 * file names:
 *
 * | chunk      | what goes in                                                                                   |
 * | ---------- | ---------------------------------------------------------------------------------------------- |
 * | (entries)  | the page's entry points, each a file of its own (ENTRY_POINTS)                                 |
 * | `vendor`   | every library, except those only later pages use (LATER_LIBRARIES)                             |
 * | `home`     | what the entry imports statically (the app's shell) and what the first screen's route imports |
 * |            | statically (FIRST_SCREEN: /lobby/home's layout and screen), but the early module's own imports  |
 * | per area   | AREA_CHUNKS: an area (`src/screens/<area>/`, `machines/<area>/`) whose modules travel together |
 * | the rest   | the bundler's own split, at every dynamic import (each other route, overlay, later library)   |
 *
 * Each file costs its own gzip start and its import glue, so what a guest's first screen needs travels in few files;
 * what it loads lazily (the banner's Swiper, another tab, a dialog) stays lazy.
 */

/** The page's entry points (index.html's script, and the early appConfig request the page starts first). */
export const ENTRY_POINTS = ['src/app/main.tsx', EARLY_ENTRY] as const;

/** The first screen a guest sees: the route /lobby/home on a phone, its layout and its screen (src/app/routes). */
export const FIRST_SCREEN = ['src/app/layouts/MobileLayout.tsx', 'src/screens/lobby/HomeScreen.tsx'] as const;

/** Libraries only later pages use (the banner's Swiper, the QR code, RSA, dates, the inspector, zod's schemas). */
export const LATER_LIBRARIES = ['swiper', 'qrcode.react', 'jsencrypt', 'dayjs', '@statelyai/inspect', 'zod'] as const;

/** Areas whose modules share one chunk: the first-visit prompts (app download, install guides) open together. */
export const AREA_CHUNKS: Readonly<Record<string, string>> = { prompts: 'prompts' };

const normal = (id: string) => id.replaceAll('\\', '/');
const endsWithAny = (id: string, paths: readonly string[]) => paths.some((path) => normal(id).endsWith(`/${path}`));

/** The library a module id belongs to, or null for the app's own modules. */
export function libraryOf(id: string): string | null {
  return /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(normal(id))?.[1] ?? null;
}

/** The area of an app module: `src/screens/<area>/…` or `machines/<area>/…`, else null. */
export function areaOf(id: string): string | null {
  if (libraryOf(id)) return null;
  return /\/(?:src\/screens|machines)\/([^/]+)\//.exec(normal(id))?.[1] ?? null;
}

/** What the module graph tells: each module's static imports. */
export type StaticImports = (id: string) => readonly string[];

/**
 * The static closure of the app's entry and the first screen, without the entry points, the libraries and what the
 * early appConfig module imports (that one must load alone, ahead of the app: it keeps its modules).
 */
export function firstScreenModules(ids: readonly string[], imports: StaticImports): Set<string> {
  const closure = (roots: readonly string[]) => {
    const found = new Set<string>();
    const visit = (id: string) => {
      if (found.has(id) || libraryOf(id)) return;
      found.add(id);
      for (const child of imports(id)) visit(child);
    };
    for (const id of ids) if (endsWithAny(id, roots)) visit(id);
    return found;
  };
  const early = closure([EARLY_ENTRY]);
  const found = closure([...ENTRY_POINTS, ...FIRST_SCREEN]);
  for (const id of found) if (early.has(id) || endsWithAny(id, ENTRY_POINTS)) found.delete(id);
  return found;
}

/** The chunk a module goes to under the table, or null where the bundler decides. */
export function chunkOf(id: string, firstScreen: ReadonlySet<string>): string | null {
  if (endsWithAny(id, ENTRY_POINTS)) return null;
  const library = libraryOf(id);
  if (library) return (LATER_LIBRARIES as readonly string[]).includes(library) ? null : 'vendor';
  if (firstScreen.has(id)) return 'home';
  const area = areaOf(id);
  return area ? (AREA_CHUNKS[area] ?? null) : null;
}

/**
 * The chunk rule for the build: a plugin that reads the module graph once it is complete, and the bundler's group
 * (one, named by `chunkOf`) that applies the table. Only the modules the table names are placed; their libraries
 * stay in `vendor`, their lazy imports split where they are.
 */
export function chunksByArea(): {
  plugin: Plugin;
  groups: Array<{ name: (id: string) => string | null; priority: number }>;
} {
  let firstScreen = new Set<string>();
  const plugin: Plugin = {
    name: 'lucky-lobby:chunks-by-area',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      firstScreen = firstScreenModules(ids, (id) => this.getModuleInfo(id)?.importedIds ?? []);
      if (![...firstScreen].some((id) => endsWithAny(id, FIRST_SCREEN)))
        this.error(`the first screen's modules (${FIRST_SCREEN.join(', ')}) are not in the build`);
    },
  };
  // Libraries first, so that no app chunk takes one in with the code that imports it.
  const named = (libraries: boolean) => (id: string) =>
    (libraryOf(id) !== null) === libraries ? chunkOf(id, firstScreen) : null;
  return {
    plugin,
    groups: [
      { name: named(true), priority: 2 },
      { name: named(false), priority: 1 },
    ],
  };
}
