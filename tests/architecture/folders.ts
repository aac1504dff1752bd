import { posix } from 'node:path';
import { resolveSpecifier, type Violation } from './layers';
import { type ImportRef, parseModule, type SourceFile } from './scan';

/**
 * The folders of src/platform, each one concern (docs/architecture.md). A browser adapter goes into the folder of
 * what it adapts, never loose in src/platform/: a new concern is a new folder named here on purpose.
 */
export const PLATFORM_CONCERNS = [
  'crypto', // password encryption, the fair page's hashes
  'device', // what the browser and device are: client facts, device info, visitor id, page visibility
  'display', // layout, motion, focus, the games per row, the e2e state hook, the error boundary's page
  'exchange', // what leaves the page: clipboard, share sheet, picked and saved files, external addresses
  'gameList', // the game catalogue: store, index, worker
  'intl', // locales and message catalogues
  'navigation', // pages and their addresses, links, the router's navigate, preloadable routes
  'pwa', // the installable app: install offer and prompt, service worker, offline page
  'react', // the React hooks the screens may not write themselves (the hook allowlist), the history router
  'startup', // the boot shell and the tasks start-up is cut into
  'storage', // typed local and session storage, the token, saved credentials
] as const;

/** Every src/platform file that is loose or in a folder that is not a named concern. */
export function checkPlatformConcerns(paths: readonly string[]): Violation[] {
  const out: Violation[] = [];
  for (const path of paths) {
    const match = /^src\/platform\/(.+)$/.exec(path);
    if (!match) continue;
    const [folder, ...rest] = match[1]!.split('/');
    if (rest.length === 0) {
      out.push({
        file: path,
        target: path,
        rule: `a platform file lives in src/platform/<concern>/ (${PLATFORM_CONCERNS.join(', ')})`,
      });
    } else if (!(PLATFORM_CONCERNS as readonly string[]).includes(folder!)) {
      out.push({
        file: path,
        target: path,
        rule: `src/platform/${folder} is not a concern: ${PLATFORM_CONCERNS.join(', ')}`,
      });
    }
  }
  return out;
}

/** The folders that exist only for what several areas use, and how a path names its area. */
export const SHARED_FOLDERS = ['machines/shared', 'src/screens/shared'] as const;

/** The area a consumer belongs to: machines/<area>, src/screens/<area>, the app (src/app, src/*), the back office. */
export function consumerArea(path: string): string | undefined {
  const machine = /^machines\/([^/]+)\//.exec(path);
  if (machine) return `machines/${machine[1]}`;
  const screen = /^src\/screens\/([^/]+)\//.exec(path);
  if (screen) return `screens/${screen[1]}`;
  if (path.startsWith('src/app/') || /^src\/[^/]+$/.test(path)) return 'app';
  if (path.startsWith('src/ops/')) return 'ops';
  return undefined;
}

const sharedFolderOf = (path: string) => SHARED_FOLDERS.find((folder) => path.startsWith(`${folder}/`));

/** The areas `machines/<a>` and `screens/<a>` are one area: a screen and the machine it runs. */
const areaName = (area: string) => area.replace(/^(machines|screens)\//, '');

/**
 * Every file of a shared folder that fewer than two areas use. A file imported only from its own shared folder
 * counts the areas of those importers (a shared page used by one shared part used by two areas is shared). Tests do
 * not count: a file no area imports is no area's.
 */
export function checkSharedUse(
  files: readonly SourceFile[],
  assets: readonly string[] = [],
  parsed: Map<string, ImportRef[]> = new Map(files.map((f) => [f.path, parseModule(f).imports])),
): Violation[] {
  const known = new Set([...files.map((f) => f.path), ...assets]);
  const resolveFile = (target: string): string | undefined => {
    for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`]) {
      if (known.has(candidate)) return candidate;
    }
    return undefined;
  };
  const importers = new Map<string, Set<string>>();
  for (const file of files) {
    for (const { specifier } of parsed.get(file.path) ?? []) {
      const target = resolveSpecifier(file.path, specifier.replace(/[?#].*$/, ''));
      const hit = target ? resolveFile(posix.normalize(target)) : undefined;
      if (!hit || hit === file.path) continue;
      if (!importers.has(hit)) importers.set(hit, new Set());
      importers.get(hit)!.add(file.path);
    }
  }
  const areasOf = (path: string, seen = new Set<string>()): Set<string> => {
    const areas = new Set<string>();
    if (seen.has(path)) return areas;
    seen.add(path);
    for (const importer of importers.get(path) ?? []) {
      if (sharedFolderOf(importer)) for (const area of areasOf(importer, seen)) areas.add(area);
      else {
        const area = consumerArea(importer);
        if (area) areas.add(areaName(area));
      }
    }
    return areas;
  };
  const out: Violation[] = [];
  for (const path of [...known].sort()) {
    const folder = sharedFolderOf(path);
    if (!folder) continue;
    const areas = [...areasOf(path)].sort();
    if (areas.length < 2) {
      out.push({
        file: path,
        target: areas.join(', ') || '(no area)',
        rule: `${folder} holds what several areas use; move it into its area's folder`,
      });
    }
  }
  return out;
}

/** Folders of tests/machines that hold the test tooling rather than an area's tests. */
export const MACHINE_TEST_TOOLING = ['coverage', 'tooling'] as const;

/**
 * tests/machines/<area>/ mirrors machines/<area>/: every subfolder is an area of machines/ or the tooling; what spans
 * areas (the coverage run, the statecharts check, common fixtures) sits directly in tests/machines/.
 */
export function checkMachineTestFolders(testPaths: readonly string[], machineAreas: readonly string[]): Violation[] {
  const allowed = new Set<string>([...machineAreas, ...MACHINE_TEST_TOOLING]);
  const out: Violation[] = [];
  for (const path of testPaths) {
    const match = /^tests\/machines\/([^/]+)\//.exec(path);
    if (match && !allowed.has(match[1]!)) {
      out.push({
        file: path,
        target: path,
        rule: `tests/machines/${match[1]} mirrors no machines/<area>: use one of ${[...allowed].sort().join(', ')}`,
      });
    }
  }
  return out;
}
