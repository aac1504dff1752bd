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
 * | per mount  | OPEN_TOGETHER: a lazy mount and what it imports statically (not in `home`): what opens with it |
 * | the rest   | the bundler's own split, at every dynamic import (each other route, overlay, later library)   |
 *
 * Each file costs its own gzip start and its import glue, so what a guest's first screen needs travels in few files;
 * what it loads lazily (the banner's Swiper, another tab, a dialog) stays lazy. A mount's file holds what its
 * imports reach, not its whole area: a page or a dialog of the same area that opens on its own (the APK download
 * page, the update prompt) keeps a file of its own, so the mount does not bring it along.
 */

/** The page's entry points (index.html's script, and the early appConfig request the page starts first). */
export const ENTRY_POINTS = ['src/app/main.tsx', EARLY_ENTRY] as const;

/** The first screen a guest sees: the route /lobby/home on a phone, its layout and its screen (src/app/routes). */
export const FIRST_SCREEN = ['src/app/layouts/MobileLayout.tsx', 'src/screens/lobby/HomeScreen.tsx'] as const;

/** Libraries only later pages use (the banner's Swiper, the QR code, RSA, dates, the inspector, zod's schemas). */
export const LATER_LIBRARIES = ['swiper', 'qrcode.react', 'jsencrypt', 'dayjs', '@statelyai/inspect', 'zod'] as const;

/**
 * Lazy mounts whose static imports share one file, by chunk name: the first-visit prompts (app download, install
 * guides) open together, with the modal's parts they show (dialog, form, focus trap).
 */
export const OPEN_TOGETHER: Readonly<Record<string, string>> = { prompts: 'src/screens/prompts/Prompts.tsx' };

const normal = (id: string) => id.replaceAll('\\', '/');
const endsWithAny = (id: string, paths: readonly string[]) => paths.some((path) => normal(id).endsWith(`/${path}`));

/** The library a module id belongs to, or null for the app's own modules. */
export function libraryOf(id: string): string | null {
  return /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(normal(id))?.[1] ?? null;
}

/** What the module graph tells: each module's static imports. */
export type StaticImports = (id: string) => readonly string[];

/**
 * The static closure of the app's entry and the first screen, without the entry points, the libraries and what the
 * early appConfig module imports (that one must load alone, ahead of the app: it keeps its modules).
 */
export function firstScreenModules(ids: readonly string[], imports: StaticImports): Set<string> {
  const early = appClosure(ids, imports, [EARLY_ENTRY]);
  const found = appClosure(ids, imports, [...ENTRY_POINTS, ...FIRST_SCREEN]);
  for (const id of found) if (early.has(id) || endsWithAny(id, ENTRY_POINTS)) found.delete(id);
  return found;
}

/** The app modules the roots reach through static imports (libraries are not followed). */
function appClosure(ids: readonly string[], imports: StaticImports, roots: readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id) || libraryOf(id)) return;
    found.add(id);
    for (const child of imports(id)) visit(child);
  };
  for (const id of ids) if (endsWithAny(id, roots)) visit(id);
  return found;
}

/**
 * The chunk of each module a lazy mount of OPEN_TOGETHER reaches statically, but what the first screen already
 * holds, the entry points and what the early appConfig module imports.
 */
export function openTogetherModules(
  ids: readonly string[],
  imports: StaticImports,
  firstScreen: ReadonlySet<string>,
): Map<string, string> {
  const early = appClosure(ids, imports, [EARLY_ENTRY]);
  const out = new Map<string, string>();
  for (const [chunk, mount] of Object.entries(OPEN_TOGETHER))
    for (const id of appClosure(ids, imports, [mount]))
      if (!firstScreen.has(id) && !early.has(id) && !endsWithAny(id, ENTRY_POINTS) && !out.has(id)) out.set(id, chunk);
  return out;
}

/** The chunk a module goes to under the table, or null where the bundler decides. */
export function chunkOf(
  id: string,
  firstScreen: ReadonlySet<string>,
  together: ReadonlyMap<string, string> = new Map(),
): string | null {
  if (endsWithAny(id, ENTRY_POINTS)) return null;
  const library = libraryOf(id);
  if (library) return (LATER_LIBRARIES as readonly string[]).includes(library) ? null : 'vendor';
  if (firstScreen.has(id)) return 'home';
  return together.get(id) ?? null;
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
  let together = new Map<string, string>();
  const plugin: Plugin = {
    name: 'lucky-lobby:chunks-by-area',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      firstScreen = firstScreenModules(ids, imports);
      if (![...firstScreen].some((id) => endsWithAny(id, FIRST_SCREEN)))
        this.error(`the first screen's modules (${FIRST_SCREEN.join(', ')}) are not in the build`);
      together = openTogetherModules(ids, imports, firstScreen);
      for (const mount of Object.values(OPEN_TOGETHER))
        if (![...together.keys()].some((id) => endsWithAny(id, [mount])))
          this.error(`the lazy mount ${mount} is not in the build, or the first screen imports it`);
    },
  };
  // Libraries first, so that no app chunk takes one in with the code that imports it.
  const named = (libraries: boolean) => (id: string) =>
    (libraryOf(id) !== null) === libraries ? chunkOf(id, firstScreen, together) : null;
  return {
    plugin,
    groups: [
      { name: named(true), priority: 2 },
      { name: named(false), priority: 1 },
    ],
  };
}
