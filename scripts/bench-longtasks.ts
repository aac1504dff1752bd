/**
 * Start-up long tasks of a guest's /lobby/home (docs/bench.md "Start-up long tasks"): a first visit and a
 * returning one (the stored catalogue), with a 3,000- and a 10,000-game catalogue. A PerformanceObserver for
 * 'longtask' (main thread only; the game-list worker's work is not on it) runs from before the page's first script;
 * a visit ends when the lobby shows `guest` and the network is idle. No Lighthouse.
 *   npx tsx scripts/bench-longtasks.ts                 the built app in dist/
 *   BENCH_DIST=/tmp/base/dist npx tsx scripts/bench-longtasks.ts   another build (a "before")
 * BENCH_SIZES (default 3000,10000), BENCH_RUNS (fresh browser contexts per size, default 3).
 */
import { fileURLToPath } from 'node:url';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { MOBILE_CONTEXT } from './bench-lobby';
import { startBenchServer } from './bench-server';
import { launchChromium, stopServer } from './local-server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const OBSERVE = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(Math.round(entry.duration));
  }).observe({ type: 'longtask', buffered: true });
`;

interface Visit {
  tasks: number[];
  /** Main-thread task and script time of the visit (CDP Performance metrics), ms. */
  taskMs: number;
  scriptMs: number;
}

async function mainThreadMs(cdp: CDPSession): Promise<{ task: number; script: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const of = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { task: of('TaskDuration'), script: of('ScriptDuration') };
}

/** CDP's metrics start again with each document, so a visit's figures are the new document's totals. */
async function visit(page: Page, cdp: CDPSession, load: () => Promise<unknown>): Promise<Visit> {
  await load();
  await page.locator('[data-state="guest"]').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // Two frames, so a task that ended with the last response is reported.
  const tasks = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { __longTasks: number[] }).__longTasks)),
        ),
      ),
  );
  const after = await mainThreadMs(cdp);
  return { tasks, taskMs: Math.round(after.task), scriptMs: Math.round(after.script) };
}

async function measure(browser: Browser, baseURL: string, runs: number) {
  const first: Visit[] = [];
  const returning: Visit[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ ...MOBILE_CONTEXT, baseURL, serviceWorkers: 'block' });
    await context.addInitScript({ content: OBSERVE });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    first.push(await visit(page, cdp, () => page.goto('/lobby/home')));
    returning.push(await visit(page, cdp, () => page.reload()));
    await context.close();
  }
  return { first, returning };
}

const summarise = (visits: Visit[]) =>
  visits
    .map(
      ({ tasks, taskMs, scriptMs }) =>
        `${tasks.length} (longest ${Math.max(0, ...tasks)} ms, total ${tasks.reduce((a, b) => a + b, 0)} ms; ` +
        `main thread ${taskMs} ms, script ${scriptMs} ms)`,
    )
    .join('; ');

async function main() {
  const dist = process.env.BENCH_DIST ?? 'dist';
  const sizes = (process.env.BENCH_SIZES ?? '3000,10000').split(',').map(Number);
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const browser = await launchChromium();
  try {
    for (const games of sizes) {
      const server = await startBenchServer(ROOT, games, dist);
      try {
        const { first, returning } = await measure(browser, server.url, runs);
        console.log(`${dist} ${games} games, first visit: ${summarise(first)}`);
        console.log(`${dist} ${games} games, returning:   ${summarise(returning)}`);
        console.log(JSON.stringify({ dist, games, first, returning }));
      } finally {
        await stopServer(server.child);
      }
    }
  } finally {
    await browser.close();
  }
}

void main();
