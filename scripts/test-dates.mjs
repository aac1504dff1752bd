// `npm run test:dates`: the server suite with the system clock set to the calendar's awkward instants (libfaketime),
// proving that no seed, activity or test depends on the day it runs (docs/testing.md, "Any date").
// Installs faketime first when it is missing and running as root (apt-get), like scripts/test.mjs does Chromium.
//
//   node scripts/test-dates.mjs                 every instant below, one after another
//   node scripts/test-dates.mjs --jobs 2        two instants at a time (each vitest then runs one worker)
//   node scripts/test-dates.mjs --only leap     the instants whose name contains "leap"
//   node scripts/test-dates.mjs -- <files>      only these server test files (passed on to vitest)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './prepare.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The instants, in UTC (Manila is UTC+8 all year). `at: null` is the real clock: today, without faketime.
 * Each is where a calendar rule turns: a month's first day (the monthly ladder, the festival's month end), Christmas
 * Day (its last advent day), the first half minute of a Manila year (the New Year season across the turn of the
 * year, a UTC date one day behind Manila's), Monday 20:30 Manila (the weekend lottery drew at 20:00), and a leap day.
 */
const INSTANTS = [
  { name: 'today', at: null, manila: 'the real clock' },
  { name: 'first-of-month', at: '2027-03-01 02:00:00', manila: 'Mon 1 Mar 2027 10:00' },
  { name: 'christmas', at: '2026-12-25 02:00:00', manila: 'Fri 25 Dec 2026 10:00' },
  { name: 'new-year', at: '2026-12-31 16:00:30', manila: 'Fri 1 Jan 2027 00:00:30' },
  { name: 'monday-evening', at: '2026-12-07 12:30:00', manila: 'Mon 7 Dec 2026 20:30' },
  { name: 'leap-day', at: '2028-02-29 04:00:00', manila: 'Tue 29 Feb 2028 12:00' },
];

const argv = process.argv.slice(2);
const dashDash = argv.indexOf('--');
const files = dashDash >= 0 ? argv.slice(dashDash + 1) : [];
const options = dashDash >= 0 ? argv.slice(0, dashDash) : argv;
const flagValue = (flag) => {
  const i = options.indexOf(flag);
  return i >= 0 ? options[i + 1] : undefined;
};
const jobs = Math.max(1, Number(flagValue('--jobs') ?? process.env.DATES_JOBS ?? 1) || 1);
const only = flagValue('--only');
const instants = only ? INSTANTS.filter((i) => i.name.includes(only)) : INSTANTS;
if (instants.length === 0) fail(`no instant matches --only ${only} (${INSTANTS.map((i) => i.name).join(', ')})`);

function fail(message) {
  console.error(`\ntest:dates: ${message}`);
  process.exit(1);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;

// 1. faketime (libfaketime's wrapper): installed from the distribution when missing and running as root.
const faketime = process.env.FAKETIME_PATH ?? '/usr/bin/faketime';
if (!existsSync(faketime) && instants.some((i) => i.at) && process.getuid?.() === 0) {
  console.log(`missing ${faketime}; apt-get install -y faketime`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run(root, 'apt-get', ['update'], env) !== 0) fail('apt-get update failed');
  if (run(root, 'apt-get', ['install', '-y', '--no-install-recommends', 'faketime'], env) !== 0) {
    fail('apt-get install faketime failed');
  }
}
if (!existsSync(faketime) && instants.some((i) => i.at)) {
  fail(
    `no faketime at ${faketime}. Install libfaketime (Debian/Ubuntu: sudo apt-get install faketime) or set FAKETIME_PATH to its wrapper.`,
  );
}

/** The command line for an instant: TZ=UTC so faketime reads the instant as UTC; it then keeps ticking from there. */
function command(instant, args) {
  return instant.at ? [faketime, [instant.at, ...args]] : [args[0], args.slice(1)];
}

// 2. faketime must reach Node itself (a statically linked or setuid node would ignore it): Node states its date.
const env = { ...process.env, TZ: 'UTC' };
for (const instant of instants.filter((i) => i.at)) {
  const [cmd, args] = command(instant, [process.execPath, '-e', 'process.stdout.write(new Date().toISOString())']);
  const seen = spawnSync(cmd, args, { env, encoding: 'utf8' });
  const expected = `${instant.at.replace(' ', 'T').slice(0, 16)}`;
  if (!seen.stdout?.startsWith(expected)) {
    fail(`under faketime '${instant.at}' Node saw ${seen.stdout || seen.stderr || 'nothing'}, not ${expected}`);
  }
}

// 3. The server suite at each instant, `jobs` at a time; each run's output is held and shown only when it fails.
const reports = mkdtempSync(join(tmpdir(), 'lucky-lobby-dates-'));
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');

function runAt(instant) {
  const report = join(reports, `${instant.name}.json`);
  const args = [
    process.execPath,
    vitest,
    'run',
    '--project',
    'server',
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...files,
  ];
  const [cmd, cmdArgs] = command(instant, args);
  // With several instants at once each vitest runs one worker, so the runs share the cores instead of fighting.
  const workers = jobs > 1 ? { VITEST_WORKERS: '1' } : {};
  const t0 = performance.now();
  return new Promise((resolve) => {
    const held = [];
    const child = spawn(cmd, cmdArgs, { cwd: root, env: { ...env, ...workers }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => held.push(chunk));
    child.stderr.on('data', (chunk) => held.push(chunk));
    const done = (code, why) => {
      const result = { instant, ok: code === 0, ms: performance.now() - t0, why, output: held.join('') };
      try {
        const r = JSON.parse(readFileSync(report, 'utf8'));
        result.passed = r.numPassedTests;
        result.failed = r.numFailedTests;
        result.failures = r.testResults.flatMap((file) =>
          file.assertionResults
            .filter((t) => t.status === 'failed')
            .map((t) => `${file.name.replace(root, '')} > ${t.fullName}`),
        );
      } catch {}
      resolve(result);
    };
    child.on('error', (err) => done(1, err.message));
    child.on('close', (code, signal) => done(code, `exit ${code ?? signal}`));
  });
}

console.log(
  `server suite at ${instants.length} instant(s), ${jobs} at a time${files.length ? `, files: ${files.join(' ')}` : ''}`,
);
const started = performance.now();
const results = [];
const queue = [...instants];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let instant = queue.shift(); instant; instant = queue.shift()) {
      const result = await runAt(instant);
      results.push(result);
      const counts = result.passed === undefined ? '' : ` (${result.passed} passed, ${result.failed} failed)`;
      const when = instant.at ? `${instant.at} UTC = ${instant.manila} Manila` : instant.manila;
      console.log(
        `${result.ok ? 'passed' : 'FAILED'}  ${instant.name.padEnd(15)} ${when.padEnd(48)} ${seconds(result.ms).padStart(7)}${counts}`,
      );
      if (!result.ok) {
        for (const failure of result.failures ?? []) console.log(`        ✗ ${failure}`);
        if (!result.failures?.length) console.log(result.output.split('\n').slice(-40).join('\n'));
      }
    }
  }),
);
rmSync(reports, { recursive: true, force: true });

// Failures in full at the end, so the per-instant lines above stay one screen.
for (const result of results.filter((r) => !r.ok)) {
  console.log(`\n━━━ ${result.instant.name}: vitest output (${result.why}) ━━━`);
  console.log(result.output.trimEnd());
}
const passed = results.filter((r) => r.ok).length;
console.log(`\ndates: ${passed} passed, ${results.length - passed} failed (${seconds(performance.now() - started)})`);
if (passed !== results.length) process.exit(1);
