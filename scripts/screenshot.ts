/**
 * Makes docs/screenshot.png for the README: the guest home (/lobby/home) at mobile size (390×844, 2× pixels),
 * rendered by the built app on a throwaway reference server. Run: npx tsx scripts/screenshot.ts
 */
import { fileURLToPath } from 'node:url';
import { launchChromium, startServer, stopServer } from './local-server';
import { buildIfStale } from './prepare.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = fileURLToPath(new URL('../docs/screenshot.png', import.meta.url));

async function main(): Promise<void> {
  buildIfStale(ROOT);
  const server = await startServer(ROOT);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
      locale: 'en-PH',
    });
    const page = await context.newPage();
    await page.goto('/lobby/home');
    await page.locator('[data-state="guest"]').first().waitFor({ timeout: 30_000 });
    await page.getByRole('tablist').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // Icons are lazy images: wait until the visible ones have decoded.
    await page.waitForFunction(
      () =>
        [...document.images]
          .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
          .every((img) => img.complete),
      undefined,
      { timeout: 15_000 },
    );
    await page.screenshot({ path: OUT });
    console.log(`wrote ${OUT}`);
  } finally {
    await browser.close();
    await stopServer(server.child);
  }
}

main().catch((err: unknown) => {
  console.error(`screenshot failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
