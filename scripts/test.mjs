// `npm test`: everything the project proves, in order, stopping at the first failure (docs/testing.md).
// Installs what is missing first: node_modules (npm install) and, as root, a system Chromium (apt-get).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled, run } from './prepare.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// --keep-going: run every step even after a failure (to see the whole picture); the exit code still fails.
const keepGoing = process.argv.includes('--keep-going');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'lucky-lobby-test-'));
const vitestJson = join(reports, 'vitest.json');
const playwrightJson = join(reports, 'playwright.json');

const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;
const header = (title) => console.log(`\n━━━ ${title} ${'━'.repeat(Math.max(3, 72 - title.length))}`);

function fail(message) {
  console.error(`\nnpm test: ${message}`);
  rmSync(reports, { recursive: true, force: true });
  process.exit(1);
}

// 1. Dependencies.
header('install');
try {
  if (!ensureInstalled(root)) console.log('node_modules matches package-lock.json');
} catch (err) {
  fail(err.message);
}

// 2. The system Chromium for Playwright (never `playwright install`: it downloads from outside the registries): the
// full browser (the installable-app spec) and its headless shell (every other spec; e2e/support/browsers.ts).
header('chromium');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const shell = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const missing = [
  [chromium, 'chromium'],
  [shell, 'chromium-headless-shell'],
].filter(([path]) => !existsSync(path));
if (missing.length > 0 && process.getuid?.() === 0) {
  const packages = missing.map(([, name]) => name);
  console.log(`missing ${missing.map(([path]) => path).join(', ')}; apt-get install -y ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run(root, 'apt-get', ['update'], env) !== 0) fail('apt-get update failed');
  if (run(root, 'apt-get', ['install', '-y', '--no-install-recommends', ...packages], env) !== 0) {
    fail(`apt-get install ${packages.join(' ')} failed`);
  }
}
if (!existsSync(chromium)) {
  fail(
    `no Chromium at ${chromium}. Install one (Debian/Ubuntu: sudo apt-get install chromium chromium-headless-shell) or set CHROMIUM_PATH to its binary.`,
  );
}
console.log(`using ${chromium}`);
console.log(
  existsSync(shell)
    ? `and ${shell} for every spec but the installable-app one`
    : `no headless shell at ${shell}: the full browser runs every spec (sudo apt-get install chromium-headless-shell)`,
);

// A free loopback port for the end-to-end server (unless E2E_PORT names one), so that two copies of `npm test`
// can run side by side on one machine without fighting over a fixed port.
const e2ePort =
  process.env.E2E_PORT ??
  (await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(String(port)));
    });
  }));

// 3. The steps: the quick static checks first (a lint or type error stops the run within a minute), then vitest
// with the PostgreSQL subset beside it, then the build and the browser. The PostgreSQL subset mostly waits on its
// server (round trips, locks), so it costs vitest little; the CPU-bound checks and the build beside vitest only
// slowed both (measured: docs/testing.md, "What npm test does"). The side lane's output is held and printed when it ends, so the
// two runners' lines never interleave. `optional` names a file whose absence skips the step (said plainly, never
// silently).
const checks = [
  { name: 'lint + format (biome ci)', cmd: bin('biome'), args: ['ci', '.'] },
  {
    name: 'docs: statecharts current',
    cmd: bin('tsx'),
    args: ['scripts/docs-statecharts.ts', '--check'],
    optional: 'scripts/docs-statecharts.ts',
  },
  {
    name: 'docs: api.md current',
    cmd: bin('tsx'),
    args: ['scripts/docs-api.ts', '--check'],
    optional: 'scripts/docs-api.ts',
  },
];
// The type check runs beside the other checks (its own lane, output held): each is one process on one core.
const typecheck = [{ name: 'typecheck (tsc)', cmd: bin('tsc'), args: ['--noEmit', '-p', '.'] }];
// The money and concurrency files run on PostgreSQL when this machine can start one, and then there alone: their
// PGlite run proves nothing the PostgreSQL one does not, and costs vitest about a third of the server project.
// Without PostgreSQL they stay in the PGlite run (`npm run test:server` and `npm run test:dates` always keep them).
const postgresFilesHere =
  existsSync(join(root, 'tests/server/run-on-postgres.ts')) &&
  spawnSync(process.execPath, ['--import', 'tsx', 'tests/server/run-on-postgres.ts', '--available'], {
    cwd: root,
    stdio: 'ignore',
  }).status === 0;
const mainLane = [
  {
    name: postgresFilesHere
      ? 'vitest: unit, machines, server (PGlite, less the PostgreSQL files), ui'
      : 'vitest: unit, machines, server (PGlite), ui',
    cmd: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    env: postgresFilesHere ? { POSTGRES_PROVES_ITS_FILES: '1' } : {},
  },
];
const sideLane = [
  {
    name: 'server on PostgreSQL (money + concurrency)',
    cmd: process.execPath,
    args: ['--import', 'tsx', 'tests/server/run-on-postgres.ts'],
    optional: 'tests/server/run-on-postgres.ts',
  },
];
const last = [
  {
    name: 'build (vite build)',
    cmd: process.execPath,
    args: [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
  },
  {
    name: 'end to end (playwright: mobile + desktop)',
    cmd: bin('playwright'),
    args: ['test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson, CHROMIUM_PATH: chromium, E2E_PORT: e2ePort },
  },
];

const timings = [];
const started = performance.now();
/** Children still running, stopped when another step fails (unless --keep-going). */
const running = new Set();
let stopping = false;

/** Runs one step; `held` collects its output instead of printing it (the side lane). Resolves to passed or not. */
function runStep(step, held) {
  if (stopping) return Promise.resolve(false);
  const say = (line) => (held ? held.push(`${line}\n`) : console.log(line));
  say(`\n━━━ ${step.name} ${'━'.repeat(Math.max(3, 72 - step.name.length))}`);
  if (step.optional && !existsSync(join(root, step.optional))) {
    say(`SKIPPED: ${step.optional} does not exist yet`);
    timings.push({ name: step.name, ms: 0, result: 'skipped (no script)' });
    return Promise.resolve(true);
  }
  const t0 = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      cwd: root,
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env },
    });
    running.add(child);
    if (held) {
      child.stdout.on('data', (chunk) => held.push(chunk));
      child.stderr.on('data', (chunk) => held.push(chunk));
    }
    const done = (ok, why) => {
      running.delete(child);
      const ms = performance.now() - t0;
      // A step stopped because another failed is not a failure of its own.
      const result = ok ? 'passed' : stopping && child.signalCode ? 'stopped' : 'FAILED';
      timings.push({ name: step.name, ms, result, why });
      resolve(ok);
    };
    child.on('error', (err) => done(false, err.message));
    child.on('close', (code, signal) => done(code === 0, `exit ${code ?? signal}`));
  });
}

/** Runs a lane's steps in order; a failure ends the lane (and, without --keep-going, every other lane). */
async function runLane(lane, { hold }) {
  let ok = true;
  for (const step of lane) {
    const held = hold ? [] : null;
    const passed = await runStep(step, held);
    if (held) process.stdout.write(held.join(''));
    if (!passed) {
      ok = false;
      if (!keepGoing) {
        stopping = true;
        for (const child of running) child.kill('SIGTERM');
        break;
      }
      console.error(`"${step.name}" failed; --keep-going: continuing`);
    }
  }
  return ok;
}

const passed = async (lanes) => (await Promise.all(lanes)).every(Boolean) || keepGoing;
if (await passed([runLane(checks, { hold: false }), runLane(typecheck, { hold: true })])) {
  if (await passed([runLane(mainLane, { hold: false }), runLane(sideLane, { hold: true })])) {
    await runLane(last, { hold: false });
  }
}
const failed = timings.find((t) => t.result === 'FAILED');
if (failed && !keepGoing) {
  printSummary();
  fail(`"${failed.name}" failed (${failed.why})`);
}
printSummary();
rmSync(reports, { recursive: true, force: true });
if (timings.some((t) => t.result === 'FAILED')) process.exit(1);

/** Counts from the JSON reporters; absent when a runner did not write one (never guessed). */
function counts() {
  const out = [];
  try {
    const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
    out.push({
      name: 'vitest',
      passed: v.numPassedTests,
      failed: v.numFailedTests,
      skipped: v.numPendingTests + v.numTodoTests,
    });
  } catch {}
  try {
    const p = JSON.parse(readFileSync(playwrightJson, 'utf8')).stats;
    out.push({
      name: 'playwright',
      passed: p.expected + p.flaky,
      failed: p.unexpected,
      skipped: p.skipped,
      flaky: p.flaky,
    });
  } catch {}
  return out;
}

function printSummary() {
  header('summary');
  const width = Math.max(...timings.map((t) => t.name.length));
  for (const t of timings) console.log(`${t.name.padEnd(width)}  ${seconds(t.ms).padStart(7)}  ${t.result}`);
  console.log(`${'total'.padEnd(width)}  ${seconds(performance.now() - started).padStart(7)}`);
  const c = counts();
  for (const r of c) {
    const extra = [r.skipped ? `${r.skipped} skipped` : '', r.flaky ? `${r.flaky} flaky (passed on retry)` : '']
      .filter(Boolean)
      .join(', ');
    console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed${extra ? `, ${extra}` : ''}`);
  }
  if (c.length === 2 && timings.every((t) => t.result !== 'FAILED')) {
    const passed = c.reduce((n, r) => n + r.passed, 0);
    const failed = c.reduce((n, r) => n + r.failed, 0);
    console.log(
      `${passed} passed, ${failed} failed (vitest + playwright; the PostgreSQL run reports its own counts above)`,
    );
  }
}
