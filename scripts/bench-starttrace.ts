/**
 * Start-up main-thread time of a guest's /lobby/home in wall time AND thread CPU time (a Chromium trace's `dur` and
 * `tdur` of each main-thread task): on a busy machine a "long task" is often a short one that waited for a core, and
 * only the CPU time tells a before from an after (docs/bench.md "Game list in a Web Worker"). One first visit and one
 * returning visit (a reload after a first visit) per build, one catalogue size.
 *   GAMES=10000 npx tsx scripts/bench-starttrace.ts /tmp/base/dist dist
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { MOBILE_CONTEXT } from './bench-lobby';
import { startBenchServer } from './bench-server';
import { launchChromium, stopServer } from './local-server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

const ms = (us: number) => Math.round(us / 1000);

function summarise(events: TraceEvent[]): string {
  const threads = (pattern: RegExp) =>
    new Set(
      events
        .filter((e) => e.name === 'thread_name' && pattern.test(e.args?.name ?? ''))
        .map((e) => `${e.pid}:${e.tid}`),
    );
  const tasksOn = (ids: Set<string>) =>
    events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && ids.has(`${e.pid}:${e.tid}`));
  const main = tasksOn(threads(/^CrRendererMain$/));
  const worker = tasksOn(threads(/Worker/));
  const sum = (tasks: TraceEvent[], key: 'dur' | 'tdur') => ms(tasks.reduce((a, e) => a + (e[key] ?? 0), 0));
  const long = main.filter((e) => (e.dur ?? 0) > 50_000).map((e) => `${ms(e.dur ?? 0)}/${ms(e.tdur ?? 0)}`);
  const cpuLong = main.filter((e) => (e.tdur ?? 0) > 50_000).length;
  const longestCpu = ms(Math.max(0, ...main.map((e) => e.tdur ?? 0)));
  return (
    `main thread wall ${sum(main, 'dur')} ms, CPU ${sum(main, 'tdur')} ms; tasks over 50 ms wall (wall/CPU) ` +
    `${long.join(' ') || 'none'}; over 50 ms of CPU: ${cpuLong} (longest ${longestCpu}); worker CPU ${sum(worker, 'tdur')} ms`
  );
}

async function traced(browser: Browser, baseURL: string, returning: boolean): Promise<string> {
  const context = await browser.newContext({ ...MOBILE_CONTEXT, baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const settled = async () => {
    await page.locator('[data-state="guest"]').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
  };
  if (returning) {
    await page.goto('/lobby/home');
    await settled();
  }
  await browser.startTracing(page, { categories: CATEGORIES });
  await (returning ? page.reload() : page.goto('/lobby/home'));
  await settled();
  const raw = (await browser.stopTracing()).toString();
  // TRACE_OUT=dir keeps each trace (open it in chrome://tracing or DevTools' Performance panel to name the tasks).
  if (process.env.TRACE_OUT)
    writeFileSync(`${process.env.TRACE_OUT}/${returning ? 'returning' : 'first'}-${Date.now()}.json`, raw);
  const trace = JSON.parse(raw) as { traceEvents: TraceEvent[] };
  await context.close();
  return summarise(trace.traceEvents);
}

async function main() {
  const games = Number(process.env.GAMES ?? 10_000);
  const dists = process.argv.slice(2).length ? process.argv.slice(2) : ['dist'];
  const browser = await launchChromium();
  try {
    for (const dist of dists) {
      const server = await startBenchServer(ROOT, games, dist);
      try {
        console.log(`${dist}, ${games} games, first visit: ${await traced(browser, server.url, false)}`);
        console.log(`${dist}, ${games} games, returning: ${await traced(browser, server.url, true)}`);
      } finally {
        await stopServer(server.child);
      }
    }
  } finally {
    await browser.close();
  }
}

void main();
