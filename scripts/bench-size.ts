/**
 * `npm run bench:size`: the JavaScript a guest downloads to see /lobby/home, file by file (raw and gzip -9 bytes),
 * against the budget of e2e/jsWeight.ts. A figure, not a test: it always exits 0 (e2e/bundle.spec.ts fails over budget).
 * Builds the app when stale (BENCH_DIST, default dist/), serves it from the reference server on a free port
 * (in-memory database), loads the page in headless Chromium (CHROMIUM_PATH, default /usr/bin/chromium), then stops
 * everything. `npm run bench` calls measureGuestJs() against its own server.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { formatJsTable, type JsFile, weighJs } from '../e2e/jsWeight';
import { MOBILE_CONTEXT } from './bench-lobby';
import { launchChromium, startServer, stopServer } from './local-server';
import { buildIfStale } from './prepare.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Every JavaScript file a fresh guest downloads for /lobby/home on `baseURL`, heaviest first. */
export async function measureGuestJs(browser: Browser, baseURL: string): Promise<JsFile[]> {
  // The budget test's phone (e2e/bundle.spec.ts): a phone's user agent is offered the app-download prompt, whose
  // code a first visit loads in its first seconds.
  const context = await browser.newContext({ ...MOBILE_CONTEXT, baseURL });
  try {
    const page = await context.newPage();
    return await weighJs(page, '/lobby/home', async (p) => {
      await p.locator('[data-state="guest"]').first().waitFor({ timeout: 30_000 });
      await p.getByRole('tablist').first().waitFor({ timeout: 30_000 });
    });
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const dist = process.env.BENCH_DIST ?? 'dist';
  buildIfStale(ROOT, console.log, dist);
  const server = await startServer(ROOT, { APP_DIST: dist });
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const files = await measureGuestJs(browser, server.url);
    console.log('JavaScript a guest downloads to see /lobby/home (fresh page load, gzip -9 of each decoded body):');
    console.log(formatJsTable(files));
  } finally {
    await browser?.close();
    await stopServer(server.child);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    // A figure could not be produced; say why, but a benchmark never fails the build.
    console.error(`bench:size could not measure: ${err instanceof Error ? err.message : String(err)}`);
  });
}
