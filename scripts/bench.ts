/**
 * `npm run bench`: the lobby's scale and speed figures, for a 3,000- and a 10,000-game catalogue:
 * tab switch and search-per-keystroke times measured in the page, DOM nodes on the Slots tab, appConfig bytes on
 * the wire (first and returning visit), Lighthouse mobile figures for /lobby/home, the guest JavaScript of
 * `npm run bench:size`, and Lighthouse on the guest home and a logged-in player's home, deposit tab and game page,
 * interleaved with the floor app (scripts/bench-pages.ts). Prints a table and writes the figures to .bench/latest.json (and a dated copy).
 * Timings are figures, never failures: this script exits 0 whatever it measures (docs/bench.md).
 *
 * Environment: BENCH_SIZES (default "3000,10000"), BENCH_DIST (built app folder, default dist; built when stale),
 * BENCH_PORT (first server port, one per size; default free ports), BENCH_RUNS (tab-switch rounds, default 7),
 * BENCH_LH_RUNS (Lighthouse runs per size, default 3; 0 skips it), BENCH_STARTUP_RUNS (traced first and returning
 * visits per size, default 3; 0 skips them), CHROMIUM_PATH / CHROME_PATH.
 */

import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { formatJsTable, gzipTotal, JS_BUDGET_BYTES, type JsFile } from '../e2e/jsWeight';
import { API_BASE } from '../src/api/contract/define';
import { endpoints } from '../src/api/contract/map';
import { type AppConfigFigures, measureAppConfig } from './bench-appconfig';
import { type FloorFigures, measureFloor, serveFloor } from './bench-floor';
import { type LighthouseFigures, measureLighthouse } from './bench-lighthouse';
import { measureSearch, measureTabs, type SearchFigures, type TabSwitchFigures } from './bench-lobby';
import { formatPagesTable, measurePages, type PagesFigures } from './bench-pages';
import { formatBenchTable } from './bench-report';
import { type BenchServer, startBenchServer } from './bench-server';
import { measureGuestJs } from './bench-size';
import { measureStartup, type StartupFigures } from './bench-startup';
import { launchChromium, stopServer } from './local-server';
import { buildIfStale } from './prepare.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(ROOT, '.bench');

export interface SizeFigures {
  games: number;
  bootLine: string;
  tabs: TabSwitchFigures;
  /** Start-up's longest tasks (null with BENCH_STARTUP_RUNS=0). */
  startup: StartupFigures | null;
  search: SearchFigures;
  appConfig: AppConfigFigures;
  lighthouse: LighthouseFigures | null;
}

export interface BenchResult {
  date: string;
  machine: { cpus: number; cpuModel: string; node: string; chromium: string; note: string };
  dist: string;
  /** 'fresh' | 'current' | why the previous build was measured (sources that do not build mid-edit). */
  build: string;
  guestJs: { files: JsFile[]; gzipBytes: number; budgetBytes: number } | null;
  sizes: SizeFigures[];
  /**
   * The floor app (scripts/floor), measured in the same run; null with BENCH_FLOOR=0. Its Lighthouse figures are
   * the interleaved rounds' (`pages.floor`).
   */
  floor: FloorFigures | null;
  /** Lighthouse on the player's first screens, interleaved with the floor; null with BENCH_FLOOR=0 or no Lighthouse. */
  pages: PagesFigures | null;
}

const intList = (raw: string | undefined, fallback: number[]) =>
  raw
    ? raw
        .split(',')
        .map((v) => Number.parseInt(v.trim(), 10))
        .filter((v) => v > 0)
    : fallback;
const intEnv = (name: string, fallback: number) => {
  const v = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isInteger(v) && v >= 0 ? v : fallback;
};

/**
 * The search query: the name of the first active slot game from the 1,000th game on — a typical name (two words
 * and a number), typed whole. The catalogue differs per size, so the game does too (the JSON records the query).
 */
async function searchQuery(server: BenchServer): Promise<string> {
  const res = await fetch(`${server.url}${API_BASE}${endpoints.appConfig.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  const json = (await res.json()) as { gameList?: Array<{ name: string; typeId: number; status: number }> | null };
  const list = json.gameList ?? [];
  const game = list.slice(Math.min(1000, Math.floor(list.length / 2))).find((g) => g.typeId === 1 && g.status === 1);
  return game?.name ?? 'Golden';
}

async function benchSize(browser: Browser, games: number, dist: string, port: number): Promise<SizeFigures> {
  const started = performance.now();
  const server = await startBenchServer(ROOT, games, dist, port);
  console.log(`[bench] ${games} games on ${server.url} — ${server.bootLine}`);
  try {
    const tabs = await measureTabs(browser, server.url, intEnv('BENCH_RUNS', 7));
    console.log(`[bench] ${games}: tabs done`);
    const startupRuns = intEnv('BENCH_STARTUP_RUNS', 3);
    const startup = startupRuns > 0 ? await measureStartup(browser, server.url, startupRuns) : null;
    console.log(`[bench] ${games}: start-up traces done`);
    const search = await measureSearch(browser, server.url, await searchQuery(server));
    console.log(`[bench] ${games}: search done`);
    const appConfig = await measureAppConfig(browser, server.url);
    console.log(`[bench] ${games}: appConfig done`);
    const lhRuns = intEnv('BENCH_LH_RUNS', 3);
    const lighthouse =
      lhRuns > 0 ? await measureLighthouse(`${server.url}/lobby/home`, lhRuns, OUT_DIR, String(games)) : null;
    if (lighthouse) console.log(`[bench] ${games}: Lighthouse done`);
    console.log(`[bench] ${games} games measured in ${Math.round((performance.now() - started) / 1000)} s`);
    return { games, bootLine: server.bootLine, tabs, startup, search, appConfig, lighthouse };
  } finally {
    await stopServer(server.child);
  }
}

/**
 * Builds `dist` when stale. When the sources do not build (other work mid-edit), the previous build is measured
 * instead, and the table says so.
 */
function buildOrKeep(dist: string): string {
  try {
    return buildIfStale(ROOT, console.log, dist) ? 'fresh' : 'current';
  } catch (err) {
    if (!existsSync(join(ROOT, dist, 'index.html'))) throw err;
    const when = statSync(join(ROOT, dist, 'index.html')).mtime.toISOString();
    console.error(`[bench] the build failed; measuring the previous ${dist}/ built ${when}`);
    return `build failed; previous build of ${when} measured`;
  }
}

async function main(): Promise<void> {
  const dist = process.env.BENCH_DIST ?? 'dist';
  const sizes = intList(process.env.BENCH_SIZES, [3000, 10_000]);
  const basePort = intEnv('BENCH_PORT', 0);
  mkdirSync(OUT_DIR, { recursive: true });
  const build = buildOrKeep(dist);

  const browser = await launchChromium();
  const result: BenchResult = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      chromium: browser.version(),
      note: process.env.BENCH_MACHINE_NOTE ?? '',
    },
    dist,
    build,
    guestJs: null,
    sizes: [],
    floor: null,
    pages: null,
  };
  try {
    for (const [i, games] of sizes.entries()) {
      const port = basePort ? basePort + i : 0;
      if (i === 0) {
        // bench:size: the guest JavaScript does not depend on the catalogue size; measured on the first server.
        const server = await startBenchServer(ROOT, games, dist, port);
        try {
          const files = await measureGuestJs(browser, server.url);
          result.guestJs = { files, gzipBytes: gzipTotal(files), budgetBytes: JS_BUDGET_BYTES };
          console.log('JavaScript a guest downloads to see /lobby/home (gzip -9 of each decoded body):');
          console.log(formatJsTable(files));
        } catch (err) {
          console.error(`[bench] bench:size could not measure: ${err instanceof Error ? err.message : String(err)}`);
        } finally {
          await stopServer(server.child);
        }
      }
      result.sizes.push(await benchSize(browser, games, dist, port));
    }
    if (process.env.BENCH_FLOOR !== '0') {
      // The floor app in the same run, on the same browser and machine (docs/bench.md): its JavaScript here, its
      // Lighthouse figures in the rounds below, each round the floor and then every page.
      const floorDir = join(OUT_DIR, 'floor');
      result.floor = await measureFloor(browser, ROOT, floorDir, 0, OUT_DIR);
      const lhRuns = intEnv('BENCH_LH_RUNS', 3);
      if (lhRuns > 0) {
        const games = sizes[0] ?? 3000;
        const server = await startBenchServer(ROOT, games, dist, basePort);
        const floor = await serveFloor(ROOT, floorDir);
        try {
          result.pages = await measurePages(server.url, floor.url, games, lhRuns, OUT_DIR);
          result.floor.lighthouse = result.pages.floor;
        } finally {
          await floor.close();
          await stopServer(server.child);
        }
      }
      console.log('[bench] floor and pages done');
    }
  } finally {
    await browser.close();
  }

  const json = JSON.stringify(result, null, 2);
  writeFileSync(join(OUT_DIR, 'latest.json'), json);
  writeFileSync(join(OUT_DIR, `bench-${result.date.replace(/[:.]/g, '-')}.json`), json);
  console.log(`\n${formatBenchTable(result)}`);
  if (result.pages) console.log(`\n${formatPagesTable(result.pages)}`);
  console.log(`\nFigures: .bench/latest.json (Lighthouse reports: .bench/lighthouse-<games>.json)`);
}

main().catch((err: unknown) => {
  // A benchmark never fails the build: say what could not be measured and exit 0.
  console.error(`bench could not finish: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
});
