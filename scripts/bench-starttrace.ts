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
import { startBenchServer } from './bench-server';
import { tracedVisit } from './bench-startup';
import { launchChromium, stopServer } from './local-server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const ms = (value: number) => Math.round(value);

async function traced(browser: Browser, baseURL: string, returning: boolean): Promise<string> {
  const visit = await tracedVisit(browser, baseURL, returning);
  // TRACE_OUT=dir keeps each trace (open it in chrome://tracing or DevTools' Performance panel to name the tasks).
  if (process.env.TRACE_OUT)
    writeFileSync(`${process.env.TRACE_OUT}/${returning ? 'returning' : 'first'}-${Date.now()}.json`, visit.json);
  return (
    `main thread wall ${ms(visit.mainWallMs)} ms, CPU ${ms(visit.mainCpuMs)} ms; longest task ` +
    `${ms(visit.longestCpuMs)} ms of CPU (${ms(visit.longestWallMs)} wall); over 50 ms of CPU: ${visit.overFiftyCpu}; ` +
    `worker CPU ${ms(visit.workerCpuMs)} ms; blocking at 4× CPU ${ms(visit.blockingAt4xMs)} ms`
  );
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
