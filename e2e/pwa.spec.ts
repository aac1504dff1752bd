import type { Page } from '@playwright/test';
import { INSTALL_DELAY_MS } from '../machines/pwa/appUpdate.machine';
import { API_BASE } from '../src/api/contract/define';
import { expect, test } from './fixtures';
import { text } from './support/auth';
import { FULL_CHROMIUM, launchOptions } from './support/browsers';
import { holdAppCode } from './support/holdAppCode';

/**
 * The installable app (docs/pwa.md), on the built app with its real Workbox service worker. Every other
 * spec blocks service workers (playwright.config.ts): this file allows them, in its own contexts only.
 */
test.use({ serviceWorkers: 'allow' });
// The full browser: the headless shell runs no installability check (e2e/support/browsers.ts).
test.use({ launchOptions: launchOptions(FULL_CHROMIUM) });
// Each install precaches the whole build (~200 files, 1.2 MB), three times in the update test: on a busy machine the
// update test used the whole 60 s before its reload (CI, 2026-11-26).
test.describe.configure({ timeout: 120_000 });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

/**
 * What the game-list worker keeps in IndexedDB (src/platform/gameList/indexedDbStore.ts): the version and how many
 * games. Only called once the app has stored a list (opening a database that does not exist would create it empty).
 */
function storedCatalogue(page: Page): Promise<{ version: string; games: number } | null> {
  return page.evaluate(
    () =>
      new Promise<{ version: string; games: number } | null>((resolve, reject) => {
        const open = indexedDB.open('lucky-lobby');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('catalogue').objectStore('catalogue').get('games');
          get.onerror = () => reject(get.error);
          get.onsuccess = () => {
            const held = get.result as { version: string; games: unknown[] } | undefined;
            db.close();
            resolve(held ? { version: held.version, games: held.games.length } : null);
          };
        };
      }),
  );
}

/**
 * Waits until the app has registered its worker. It asks the install delay after its start
 * (machines/pwa/appUpdate.machine.ts): the page's clock moves on by that delay while the app still waits.
 */
async function registered(page: Page): Promise<void> {
  const update = page.locator('[data-app-update]');
  await expect
    .poll(async () => {
      if ((await update.getAttribute('data-app-update')) === 'waitingForStart')
        await page.clock.fastForward(INSTALL_DELAY_MS);
      return update.getAttribute('data-app-update');
    })
    .toBe('current');
}

/** Loads the home and waits until the service worker is active; returns after a reload, when it controls the page. */
async function controlledHome(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/lobby/home');
  await registered(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await registered(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}

test('the web manifest and its icons load: installable name, start URL, standalone, theme colours', async ({
  page,
  request,
}) => {
  await page.goto('/lobby/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Lucky Lobby',
    short_name: 'Lucky Lobby',
    start_url: '/lobby/home',
    display: 'standalone',
    theme_color: '#0a1030',
    background_color: '#0a1030',
  });
  const themeMeta = await page.locator('meta[name="theme-color"]').getAttribute('content');
  expect(themeMeta).toBe(manifest.theme_color);
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect({ src: icon.src, status: file.status(), type: file.headers()['content-type'] }).toEqual({
      src: icon.src,
      status: 200,
      type: 'image/png',
    });
    const [w, h] = pngSize(await file.body());
    expect(`${w}x${h}`).toBe(icon.sizes);
  }
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(apple!)).status()).toBe(200);
});

// Each install precaches the whole build: the checks of one installed worker share one test (test.step names them).
test('once installed: no installability error, the page controlled after a reload with its code from the precache and never an API answer; offline, pages show the offline page and Retry brings the app back', async ({
  page,
  context,
}) => {
  const api: Array<{ path: string; fromWorker: boolean }> = [];
  const fromWorker: string[] = [];
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (res.fromServiceWorker()) fromWorker.push(path);
    if (path.startsWith(API_BASE)) api.push({ path, fromWorker: res.fromServiceWorker() });
  });
  await controlledHome(page);

  await test.step("Chromium's installability check finds no error", async () => {
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    // Playwright's contexts are off the record, which Chromium always reports ('in-incognito'): not the app's doing.
    // Any error about the manifest, its icons, the start URL or the worker would be listed here too.
    const errors = installabilityErrors.map((e) => e.errorId);
    expect(errors).toContain('in-incognito');
    expect(errors.filter((id) => id !== 'in-incognito')).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    await cdp.detach();
  });

  await test.step('the code comes from the precache, never an API answer', async () => {
    await expect(page.getByRole('tablist').first()).toBeVisible();
    expect(fromWorker.some((path) => /^\/assets\/vendor-.+\.js$/.test(path))).toBe(true);
    // The controlled reload asked the server for the configuration again.
    expect(api.filter((r) => r.path.endsWith('/appConfig')).length).toBeGreaterThanOrEqual(2);
    expect(api.filter((r) => r.fromWorker)).toEqual([]);
    const cachedPaths = () =>
      page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
        }
        return urls;
      });
    // Game icons are kept for the next visit (runtime cache): stored once their answers are in, a moment after the
    // cards show.
    await expect
      .poll(async () => (await cachedPaths()).some((path) => path.startsWith('/static/game-icons/')))
      .toBe(true);
    const cached = await cachedPaths();
    expect(cached.filter((path) => path.startsWith(API_BASE))).toEqual([]);
    // The page itself is never stored.
    expect(cached).not.toContain('/lobby/home');
  });

  await test.step('without a network, pages show the offline page; Retry brings the app back', async () => {
    await context.setOffline(true);
    await page.goto('/lobby/wallets');
    const heading = page.getByRole('heading', { level: 1, name: text('pwa.offline.heading') });
    await expect(heading).toBeVisible();
    await expect(page).toHaveTitle(text('pwa.offline.title'));
    await expect(page.getByRole('status')).toHaveText(text('pwa.offline.body'));
    const retry = page.getByRole('button', { name: text('pwa.offline.retry') });
    // Keyboard: the Retry button is the first stop.
    await page.keyboard.press('Tab');
    await expect(retry).toBeFocused();
    // Still offline: Retry shows the same page again.
    await retry.click();
    await expect(heading).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('button', { name: text('pwa.offline.retry') }).click();
    await expect(page).toHaveURL(/\/lobby\/wallets|\/login/);
    await expect(heading).toBeHidden();
    await registered(page);
  });
});

/**
 * A new version: the browser finds a worker script it has not installed (Playwright cannot route the browser's own
 * update check, so the page asks for the same file under a new address, which installs it as a new worker). It
 * installs and waits, because the current one controls the page.
 */
async function publishVersion(page: Page, name: string): Promise<void> {
  await page.evaluate(async (version) => {
    await navigator.serviceWorker.register(`/sw.js?${version}`, { scope: '/' });
  }, name);
}

test('a new version waiting brings the reload prompt: Later hides it and keeps the old version; a newer one brings it back, and Reload switches to it', async ({
  page,
}) => {
  await controlledHome(page);
  const prompt = page.getByRole('dialog', { name: text('pwa.update.title') });

  await test.step('Later hides the reload prompt; the old version still controls the page', async () => {
    await publishVersion(page, 'later-version');
    await expect(page.locator('[data-app-update]')).toHaveAttribute('data-app-update', 'updateReady');
    await prompt.getByRole('button', { name: text('pwa.update.later') }).click();
    await expect(prompt).toBeHidden();
    await expect(page.locator('[data-app-update]')).toHaveAttribute('data-app-update', 'dismissed');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  });

  await test.step('a newer version brings the prompt back; Reload switches to it and reloads', async () => {
    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });
    await publishVersion(page, 'next-version');
    await expect(prompt).toBeVisible();
    await expect(page.locator('[data-app-update]')).toHaveAttribute('data-app-update', 'updateReady');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    // Keyboard and names: Reload and Later are buttons in a labelled, non-modal dialog.
    await expect(prompt.getByRole('button', { name: text('pwa.update.later') })).toBeVisible();
    // The waiting worker takes over and the page reloads under it.
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: text('pwa.update.reload') }).click();
    await reloaded;
    await expect(page.getByRole('tablist').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false)).toBe(
      false,
    );
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js\?next-version$/);
  });
});

test.describe('first paint without waiting for the app code', () => {
  // The network as the server answers it: no worker in between (the route below must see every request).
  test.use({ serviceWorkers: 'block' });

  test("appConfig starts from index.html before the app's code arrives, and the app adopts it: one request per visit", async ({
    page,
  }) => {
    const bodies: Array<Record<string, unknown>> = [];
    let configSent!: () => void;
    const sent = new Promise<void>((resolve) => {
      configSent = resolve;
    });
    page.on('request', (request) => {
      if (!request.url().endsWith('/app/v1/anonymous/appConfig')) return;
      bodies.push(request.postDataJSON() as Record<string, unknown>);
      configSent();
    });
    // The app's libraries (the biggest file) are held until the appConfig request is out: only the early
    // module in index.html can have sent it by then.
    const vendor = /\/assets\/vendor-[^/]+\.js$/;
    await page.route(vendor, async (route) => {
      await sent;
      await route.continue();
    });
    await page.goto('/lobby/home');
    await expect(page.locator('[data-state="guest"]').first()).toBeVisible();
    await expect(page.getByRole('tablist')).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('gameListVersion');
    await page.unroute(vendor);

    // A returning guest: the early request carries the stored game-list version, and is still the only one.
    bodies.length = 0;
    await page.reload();
    await expect(page.locator('[data-state="guest"]').first()).toBeVisible();
    await expect(page.getByRole('tablist')).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.gameListVersion).toEqual(expect.any(String));
  });

  test("a first visit paints the home's first screen from index.html before any code runs; it goes once the lobby is up", async ({
    page,
  }) => {
    // No app code at all until the first screen has been looked at.
    const releaseCode = await holdAppCode(page);
    await page.goto('/lobby/home', { waitUntil: 'commit' });
    const shell = page.locator('#boot-shell');
    await expect(shell).toHaveAttribute('aria-hidden', 'true');
    const banner = shell.locator('img.boot-shell__banner');
    await expect(banner).toBeVisible();
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(shell.locator('img.boot-shell__video')).toBeVisible();
    // The app shows the same drawing under the same data: address: never downloaded a second time.
    const drawn = (await banner.getAttribute('src')) ?? '';
    const address = (await banner.getAttribute('data-src')) ?? '';
    expect(drawn).toMatch(/^data:image\/svg\+xml,/);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    releaseCode();
    await expect(page.locator('[data-state="guest"]').first()).toBeVisible();
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(shell).toHaveCount(0);
    await expect(page.locator('.home-banners img').first()).toHaveAttribute('src', drawn);
    expect(asked).not.toContain(address);
  });

  test("the app's code and the game-list worker start once the first screen's cover has painted, not before", async ({
    page,
  }) => {
    // Noted while the cover is in the page (a largest-paint entry forgets its element once it is removed).
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const element = (entry as LargestContentfulPaint).element;
          if (element?.matches('#boot-shell > img.boot-shell__video'))
            document.documentElement.dataset.coverAt = String(entry.startTime);
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto('/lobby/home');
    await expect(page.locator('[data-state="guest"]').first()).toBeVisible();
    const order = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource');
      const started = (pattern: RegExp) => resources.find((entry) => pattern.test(entry.name))?.startTime ?? -1;
      // The app's files, as the page names them for the early module (the entry first, then its imports).
      const files = document.querySelector<HTMLMetaElement>('meta[name="lucky-lobby-entry"]')?.content.split(' ') ?? [];
      const starts = files.map((file) => resources.find((entry) => entry.name.endsWith(file))?.startTime ?? -1);
      return {
        cover: Number(document.documentElement.dataset.coverAt ?? -1),
        files: files.length,
        firstFile: Math.min(...starts),
        worker: started(/gameList\.worker-[^/]+\.js$/),
      };
    });
    expect(order.cover).toBeGreaterThan(0);
    expect(order.files).toBeGreaterThan(0);
    expect(order.firstFile).toBeGreaterThanOrEqual(order.cover);
    expect(order.worker).toBeGreaterThanOrEqual(order.cover);
  });

  test("a returning guest's lobby paints from the stored catalogue with appConfig held back", async ({ page }) => {
    await page.goto('/lobby/home');
    await expect(page.locator('[data-state="guest"]').first()).toBeVisible();
    const firstTabs = await page.getByRole('tab').allTextContents();
    // The list is kept in IndexedDB with its version; local storage holds only the version (early appConfig).
    const kept = await storedCatalogue(page);
    expect(kept?.games).toBeGreaterThan(0);
    const storedVersion = await page.evaluate(() => localStorage.getItem('gameVersion'));
    expect(storedVersion).toBe(JSON.stringify(kept?.version));
    expect(await page.evaluate(() => localStorage.getItem('gameList'))).toBeNull();

    // The next visit's appConfig is held until the lobby has painted.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    await page.route('**/app/v1/anonymous/appConfig', async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
    await page.reload();
    await expect(page.locator('[data-state="starting"]').first()).toBeVisible();
    await expect(page.getByRole('tablist')).toBeVisible();
    expect(await page.getByRole('tab').allTextContents()).toEqual(firstTabs);
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
    // index.html's first screen is gone as soon as the stored lobby is up under it, not when appConfig answers.
    await expect(page.locator('#boot-shell')).toHaveCount(0);
    expect(held).toBe(1);
    // Painted from IndexedDB: nothing in local storage but the version.
    expect(await page.evaluate(() => localStorage.getItem('gameList'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('gameVersion'))).toBe(storedVersion);

    release();
    await expect(page.locator('[data-state="guest"]').first()).toBeVisible();
    await expect(page.getByRole('tablist')).toBeVisible();
  });
});
