import type { Page } from '@playwright/test';

/** The app's own scripts (entry, libraries, home): everything but index.html and its early appConfig module. */
const APP_CODE = /\/assets\/(vendor|index|home)-[^/]+\.js$/;

/**
 * Holds the app's code back until the returned function is called, to look at what index.html paints alone (the
 * home's first screen, server/static/homeShell.ts). Go to the page with `waitUntil: 'commit'`: `load` waits for
 * the held module scripts.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_CODE, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
