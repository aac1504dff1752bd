// `npm test`: everything the project proves, in order, stopping at the first failure (docs/testing.md).
// Installs what is missing first: node_modules (npm install) and, as root, a system Chromium (apt-get).
import { spawnSync } from 'node:child_process';
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

// 2. A system Chromium for Playwright (never `playwright install`: it downloads from outside the registries).
header('chromium');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log(`${chromium} is missing; installing the Debian package: apt-get update && apt-get install -y chromium`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run(root, 'apt-get', ['update'], env) !== 0) fail('apt-get update failed');
    if (run(root, 'apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], env) !== 0) {
      fail('apt-get install chromium failed');
    }
  }
  if (!existsSync(chromium)) {
    fail(
      `no Chromium at ${chromium}. Install one (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to its binary.`,
    );
  }
}
console.log(`using ${chromium}`);

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

// 3. The steps. `optional` names a file whose absence skips the step (said plainly, never silently).
const steps = [
  { name: 'lint + format (biome ci)', cmd: bin('biome'), args: ['ci', '.'] },
  { name: 'typecheck (tsc)', cmd: bin('tsc'), args: ['--noEmit', '-p', '.'] },
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
  {
    name: 'vitest: unit, machines, server (PGlite), ui',
    cmd: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  },
  {
    name: 'server on PostgreSQL (money + concurrency)',
    cmd: process.execPath,
    args: ['--import', 'tsx', 'tests/server/run-on-postgres.ts'],
    optional: 'tests/server/run-on-postgres.ts',
  },
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
for (const step of steps) {
  header(step.name);
  if (step.optional && !existsSync(join(root, step.optional))) {
    console.log(`SKIPPED: ${step.optional} does not exist yet`);
    timings.push({ name: step.name, ms: 0, result: 'skipped (no script)' });
    continue;
  }
  const t0 = performance.now();
  const result = spawnSync(step.cmd, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const ms = performance.now() - t0;
  const ok = result.status === 0 && !result.error;
  timings.push({ name: step.name, ms, result: ok ? 'passed' : 'FAILED' });
  if (!ok && keepGoing) {
    console.error(`"${step.name}" failed; --keep-going: continuing`);
  } else if (!ok) {
    printSummary();
    fail(
      `"${step.name}" failed (${result.error ? result.error.message : `exit ${result.status ?? result.signal}`}) after ${seconds(ms)}`,
    );
  }
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
