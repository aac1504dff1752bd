/**
 * `npm run bench:size`: the JavaScript a guest downloads to see /lobby/home, file by file (raw and gzip -9 bytes),
 * against the 160 KB budget. A figure, not a test: it always exits 0 (e2e/bundle.spec.ts fails over budget).
 * Builds dist/ when stale, serves it from the reference server on a free port (in-memory database), loads the
 * page in headless Chromium (CHROMIUM_PATH, default /usr/bin/chromium), then stops everything.
 */
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { formatJsTable, weighJs } from '../e2e/jsWeight';
import { launchChromium, startServer, stopServer } from './local-server';
import { buildIfStale } from './prepare.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

async function main(): Promise<void> {
  buildIfStale(ROOT);
  const server = await startServer(ROOT);
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    const files = await weighJs(page, '/lobby/home', async (p) => {
      await p.locator('[data-state="guest"]').first().waitFor({ timeout: 30_000 });
      await p.getByRole('tablist').waitFor({ timeout: 30_000 });
    });
    console.log('JavaScript a guest downloads to see /lobby/home (fresh page load, gzip -9 of each decoded body):');
    console.log(formatJsTable(files));
  } finally {
    await browser?.close();
    await stopServer(server.child);
  }
}

main().catch((err: unknown) => {
  // A figure could not be produced; say why, but a benchmark never fails the build.
  console.error(`bench:size could not measure: ${err instanceof Error ? err.message : String(err)}`);
});
