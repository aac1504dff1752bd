// Shared by start.mjs, dev.mjs, test.mjs, bench-size.ts and e2e/global-setup.ts. Node built-ins only:
// it runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Runs a command in root with inherited stdio; returns its exit code. */
export function run(root, command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.error) {
    console.error(`could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

/** Why an install must run, or null when node_modules matches package-lock.json and the patches/ it applies. */
export function installReason(root) {
  const installed = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installed)) return 'node_modules is missing';
  if (statSync(join(root, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs) {
    return 'package-lock.json is newer than node_modules';
  }
  // The install's postinstall step applies patches/ (patch-package); a changed patch needs a fresh install.
  if (newestMtime(join(root, 'patches')) > statSync(installed).mtimeMs) return 'patches/ is newer than node_modules';
  return null;
}

/**
 * `npm install` from the lock file when needed; throws when it fails.
 * Not `npm ci`: Biome lists a binary per platform as optional dependencies and the registry we install from does
 * not carry all of them, so the lock file cannot name them and `npm ci` refuses it as "out of sync". `npm install`
 * still installs the locked versions and skips the missing optional ones.
 */
export function ensureInstalled(root, log = console.log) {
  const reason = installReason(root);
  if (!reason) return false;
  log(`[install] npm install (${reason})`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const code = run(root, npm, ['install', '--no-audit', '--no-fund']);
  if (code !== 0) throw new Error(`npm install failed (exit ${code})`);
  return true;
}

/** Everything `vite build` reads from the project (besides node_modules). */
export const BUILD_INPUTS = [
  'src',
  'machines',
  'public',
  'index.html',
  'ops.html',
  'vite.config.ts',
  'scripts/build',
  'patches',
  'package.json',
  'tsconfig.json',
];

function newestMtime(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Why dist/ must be (re)built, or null when it is current. */
export function staleReason(root, dist = 'dist') {
  const index = join(root, dist, 'index.html');
  if (!existsSync(index)) return `${dist}/index.html is missing`;
  const built = statSync(index).mtimeMs;
  for (const input of BUILD_INPUTS) {
    if (newestMtime(join(root, input)) > built) return `${input} changed after the last build`;
  }
  return null;
}

/** Runs `vite build` in root (inheriting stdio) and returns its exit code. */
export function viteBuild(root, dist = 'dist') {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  return run(root, process.execPath, [vite, 'build', ...(dist === 'dist' ? [] : ['--outDir', dist, '--emptyOutDir'])]);
}

/** Builds when stale; throws when the build fails. */
export function buildIfStale(root, log = console.log, dist = 'dist') {
  const reason = staleReason(root, dist);
  if (!reason) {
    log(`[build] ${dist}/ is current`);
    return false;
  }
  log(`[build] vite build (${reason})`);
  const code = viteBuild(root, dist);
  if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
  return true;
}
