/**
 * `npm run bench:pages` (and a phase of `npm run bench`): Lighthouse mobile on the first screens a player meets —
 * the guest home, and with a logged-in session the home, the wallet's deposit tab and a game page — interleaved with
 * the floor app, round by round, so the machine's busy spells weigh on every page and on the floor alike
 * (docs/bench.md). Figures, never failures: the script always exits 0.
 *
 * A logged-in run is a returning player's visit: the reference server's test controls (TEST_CONTROLS=1) give the
 * seeded demo player a new session for each run, its token goes into the page's localStorage as the app keeps it
 * (key `token`, JSON), and the player opens the home once in the fresh browser Lighthouse then runs in, so what the
 * app keeps between visits is there (the stored catalogue and configuration, the cookie naming the player's first
 * pictures) and its service worker is active. Then the service worker, its caches and the HTTP cache are emptied:
 * every file of the app is downloaded again, as after an update, so only what the app chose to keep differs from a
 * first visit.
 *
 * Environment (bench:pages): BENCH_DIST (default dist, built when stale), BENCH_LH_RUNS (rounds, default 3),
 * BENCH_PAGES_GAMES (catalogue size, default 3,000), BENCH_PAGES (labels to run, comma-separated, e.g.
 * `player-game,player-deposit`; default all), CHROMIUM_PATH / CHROME_PATH.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { serveFloor } from './bench-floor';
import { type LighthouseFigures, type LighthouseTarget, measureLighthouseInterleaved } from './bench-lighthouse';
import { startBenchServer, warmBenchServer } from './bench-server';
import { stopServer } from './local-server';
import { buildIfStale } from './prepare.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(ROOT, '.bench');

/** The seeded demo player (server/seed/accounts.ts), logged in by the test controls without a password. */
const PLAYER = 'demo';

export interface PageFigures {
  label: string;
  path: string;
  loggedIn: boolean;
  lighthouse: LighthouseFigures;
}

export interface PagesFigures {
  games: number;
  floor: LighthouseFigures;
  pages: PageFigures[];
  /** The machine's load average (1, 5, 15 min) before and after the rounds: Lighthouse scales what it sees. */
  loadBefore: number[];
  loadAfter: number[];
  failures: string[];
}

interface Game {
  id: number;
  status: number;
  maintain: number;
  params: { brandMaintain: number };
}

/**
 * A game a player can open in a new guest's appConfig answer: the first active one, neither it nor its brand in
 * maintenance.
 */
function playableGameId(appConfig: unknown): number {
  const { gameList } = appConfig as { gameList: Game[] | null };
  const game = (gameList ?? []).find((g) => g.status === 1 && g.maintain === 0 && g.params.brandMaintain === 0);
  if (!game) throw new Error('no playable game in the seed');
  return game.id;
}

/** A new session of the demo player (test controls). */
async function playerToken(appUrl: string): Promise<string> {
  const res = await fetch(`${appUrl}/__test__/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: PLAYER }),
  });
  const json = (await res.json()) as { token?: string };
  if (!res.ok || typeof json.token !== 'string') throw new Error(`no session for ${PLAYER}: ${res.status}`);
  return json.token;
}

/** The home a player lands on, where the visit before each logged-in run goes. */
const PLAYER_HOME = '/lobby/home';

/**
 * Before a logged-in run, in the browser Lighthouse is about to drive: a page of the app's origin that loads none
 * of the app (a missing asset answers 404) stores a new session's token the way the app does; the player's home
 * then opens until the app has kept what it keeps for the next visit, and the browser forgets every file it
 * downloaded (service worker, Cache Storage, HTTP cache).
 */
function loggedIn(appUrl: string): (debuggingPort: number) => Promise<void> {
  return async (port) => {
    const token = await playerToken(appUrl);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    try {
      const context = browser.contexts()[0] ?? (await browser.newContext());
      const page = await context.newPage();
      await page.goto(`${appUrl}/assets/bench-no-such-file`);
      await page.evaluate((value) => localStorage.setItem('token', JSON.stringify(value)), token);
      await page.goto(`${appUrl}${PLAYER_HOME}`);
      // Kept for the next visit: the catalogue's version (written once the list is stored) and the first pictures.
      await page.waitForFunction(
        () => localStorage.getItem('gameVersion') !== null && document.cookie.includes('lobby_first_screen='),
        undefined,
        { timeout: 120_000 },
      );
      await page.evaluate(async () => {
        // The app registers its worker 10 s after its start: the install it starts is over before it goes.
        await Promise.race([
          navigator.serviceWorker.ready,
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('the service worker never became active')), 60_000),
          ),
        ]);
        for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
        for (const key of await caches.keys()) await caches.delete(key);
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.close();
    } finally {
      // Connected over CDP: this drops the connection, the browser (Lighthouse's) keeps running.
      await browser.close();
    }
  };
}

/** The pages measured, in the order each round runs them (the floor first). */
export function pageTargets(
  appUrl: string,
  appConfig: unknown,
): Array<LighthouseTarget & { path: string; loggedIn: boolean }> {
  const gamePath = `/start?gameId=${playableGameId(appConfig)}`;
  const prepare = loggedIn(appUrl);
  return [
    { label: 'guest-home', path: '/lobby/home', loggedIn: false },
    { label: 'player-home', path: '/lobby/home', loggedIn: true, prepare },
    { label: 'player-deposit', path: '/lobby/wallets/deposit', loggedIn: true, prepare },
    { label: 'player-game', path: gamePath, loggedIn: true, prepare },
  ].map((page) => ({ ...page, url: `${appUrl}${page.path}` }));
}

/** `runs` rounds of [floor, each page] on a running app server and floor server. */
export async function measurePages(
  appUrl: string,
  floorUrl: string,
  games: number,
  runs: number,
  saveDir: string,
  only?: readonly string[],
): Promise<PagesFigures> {
  const appConfig = await warmBenchServer(appUrl, games);
  const loadBefore = loadavg().map((v) => Math.round(v * 100) / 100);
  const failures: string[] = [];
  let targets: ReturnType<typeof pageTargets> = [];
  try {
    targets = pageTargets(appUrl, appConfig).filter((page) => !only || only.includes(page.label));
  } catch (err) {
    failures.push(err instanceof Error ? err.message : String(err));
  }
  const figures = await measureLighthouseInterleaved(
    [{ label: 'floor', url: `${floorUrl}/` }, ...targets],
    runs,
    saveDir,
  );
  return {
    games,
    floor: figures.floor!,
    pages: targets.map(({ label, path, loggedIn }) => ({ label, path, loggedIn, lighthouse: figures[label]! })),
    loadBefore,
    loadAfter: loadavg().map((v) => Math.round(v * 100) / 100),
    failures,
  };
}

/** The table: one row per page with its ratio to the floor's LCP and TBT, then the floor's own row. */
export function formatPagesTable(figures: PagesFigures): string {
  const n = (v: number | null | undefined, digits = 0) =>
    v === null || v === undefined || Number.isNaN(v)
      ? '—'
      : v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const ratio = (a: number | null, b: number | null) => (a !== null && b ? `${n(a / b, 2)}×` : '—');
  const f = figures.floor;
  const header = ['page (Lighthouse mobile, median)', 'score', 'LCP ms', '× floor', 'TBT ms', '× floor', 'CLS', 'runs'];
  const row = (name: string, lh: LighthouseFigures, floor: boolean) => [
    name,
    n(lh.score, 2),
    n(lh.lcpMs),
    floor ? '' : ratio(lh.lcpMs, f.lcpMs),
    n(lh.tbtMs),
    floor ? '' : ratio(lh.tbtMs, f.tbtMs),
    n(lh.cls, 3),
    String(lh.runs.length),
  ];
  const body = [
    ...figures.pages.map((p) => row(`${p.path}${p.loggedIn ? ' (player)' : ' (guest)'}`, p.lighthouse, false)),
    row('floor app', f, true),
  ];
  const widths = header.map((_, c) => Math.max(...[header, ...body].map((r) => r[c]!.length)));
  const line = (r: string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  const indexes = [f, ...figures.pages.map((p) => p.lighthouse)].flatMap((lh) => lh.runs.map((r) => r.benchmarkIndex));
  const problems = [
    ...figures.failures,
    ...figures.pages.flatMap((p) => p.lighthouse.failures.map((x) => `${p.label}: ${x}`)),
    ...f.failures.map((x) => `floor: ${x}`),
  ];
  return [
    `Lighthouse, ${n(figures.games)} games, interleaved with the floor app; load average ${figures.loadBefore.join(' / ')} ` +
      `before, ${figures.loadAfter.join(' / ')} after; benchmarkIndex ${indexes.length > 0 ? `${Math.min(...indexes)}–${Math.max(...indexes)}` : '—'}`,
    line(header),
    ...body.map(line),
    'aims: score ≥ 0.95; LCP ≤ 1.2× the floor; the guest home’s TBT ≤ 1.5× the floor',
    ...(problems.length > 0 ? ['not measured:', ...problems.map((p) => `  ${p}`)] : []),
  ].join('\n');
}

async function main(): Promise<void> {
  const dist = process.env.BENCH_DIST ?? 'dist';
  const runs = Number.parseInt(process.env.BENCH_LH_RUNS ?? '3', 10) || 3;
  const games = Number.parseInt(process.env.BENCH_PAGES_GAMES ?? '3000', 10) || 3000;
  const only = process.env.BENCH_PAGES?.split(',').map((label) => label.trim());
  mkdirSync(OUT_DIR, { recursive: true });
  buildIfStale(ROOT, console.log, dist);
  const server = await startBenchServer(ROOT, games, dist);
  const floor = await serveFloor(ROOT, join(OUT_DIR, 'floor'));
  try {
    const figures = await measurePages(server.url, floor.url, games, runs, OUT_DIR, only);
    writeFileSync(join(OUT_DIR, 'pages-latest.json'), JSON.stringify(figures, null, 2));
    console.log(formatPagesTable(figures));
    console.log('\nFigures: .bench/pages-latest.json (reports: .bench/lighthouse-<page>.json)');
  } finally {
    await floor.close();
    await stopServer(server.child);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    // A benchmark never fails the build: say what could not be measured.
    console.error(`bench:pages could not measure: ${err instanceof Error ? err.message : String(err)}`);
  });
}
