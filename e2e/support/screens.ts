import { fileURLToPath } from 'node:url';
import type { Page, Request } from '@playwright/test';
import { LIVE_PATH } from '../../src/api/contract/live';
import type { Layout, PageName } from '../../src/api/contract/pages';
import { type Api, expect, type TestControls } from '../fixtures';

/**
 * Screens in review: every page of both layouts compared with its committed screenshot
 * (`e2e/links.spec.ts-snapshots/<page>-<project>-linux.png`), taken by the link sweep of `e2e/links.spec.ts` on the
 * page it has already landed on, so the review costs one capture a page, not a second sweep. `npm run screens`
 * rewrites the baselines and the contact sheets (`scripts/screens.ts`, docs/testing.md).
 */

/**
 * The day the sweep's pages and server live on. The page's `Date.now()` and `new Date()` hold this instant while
 * its timers run as usual (the app's debounces, start-up timers and delays still fire); the server's clock for this
 * test's client starts from it. So what either computes from the date (the footer's year, which promotions run
 * today, the weekend draw, countdowns, the KYC form's "today") is the same on every run, whatever the real date.
 */
export const FROZEN_AT = new Date('2026-11-26T12:00:00+08:00');

/** Puts the page's and the server's clocks (this test's client only) on `FROZEN_AT`; before the player registers. */
export async function freezeDates(page: Page, controls: TestControls): Promise<void> {
  await controls.clock(FROZEN_AT.getTime() - Date.now());
  await page.clock.setFixedTime(FROZEN_AT);
}

/**
 * Gives the sweep's player a fixed nickname: the header, menus and profile show it instead of the unique account
 * name each run registers.
 */
export async function nameForScreens(api: Api, token: string): Promise<void> {
  const { json } = await api.call('updateProfile', { nickname: 'Screens' }, token);
  expect(json.errcode, JSON.stringify(json)).toBe(0);
}

/**
 * The width each layout is captured at. Desktop at 1,280 px, not the project's 1,366: the sweep walks every desktop
 * page through 1,280, 1,440 and 1,920 px and always passes 1,280, so the capture costs no resize.
 */
export const SCREEN_WIDTH: Record<Layout, number> = { mobile: 390, desktop: 1280 };

/**
 * What differs between two runs of the same page, masked (a flat box in the capture). Each run registers a new
 * player, so their id, invite code and anything made from it (the invite link, its QR code) differ; the times the
 * database stamps itself (a mail's date) are the real time, not the frozen one, and a countdown moves on with the
 * seconds the sweep takes; the deposit QR carries a new order; the live chat and game frames are the sandbox
 * providers' pages. Balances are not masked: a fresh account's are always zero.
 */
const VARYING = [
  // The id, and the Copy button after it, which its width moves.
  'dd:has(> [data-testid="profile-id"])',
  '[data-testid="agent5-code"]',
  '[data-testid="menu-user-id"]',
  '.mail-row__meta',
  '.share-panel__link',
  '.share-panel__qr',
  '.deposit-qr__code',
  '.activity__countdown',
  'time',
  'iframe',
];

/** What differs on one page only. */
const VARYING_ON: Partial<Record<PageName, readonly string[]>> = {
  // The invite code, and the figures beside it: the code's width sets the width of the values' column.
  agent: ['.promotions__figures dd'],
  // The invite code and the "Invite friends" link after it.
  agent5: ['.promotions__figures dd:first-of-type'],
  // The seeds are random for each player.
  fair: ['[data-testid="fair-active-hash"]', '[data-testid="fair-active-client-seed"]'],
  // The diagnostics page's values are this build's and this machine's: its hash, the round trip, the storage used.
  test: ['.diagnostics-page__fact dd'],
};

/** The page's own calls and code under way (fetch, scripts), counted from the first capture on. */
const underWay = new WeakMap<Page, Set<Request>>();
function callsOf(page: Page): Set<Request> {
  let calls = underWay.get(page);
  if (!calls) {
    const tracked = new Set<Request>();
    const origin = new URL(page.url()).origin;
    page.on('request', (request) => {
      // The live stream stays open while the player is logged in, by design: it is never work under way.
      const live = new URL(request.url()).pathname === LIVE_PATH;
      if (request.url().startsWith(origin) && !live && ['fetch', 'xhr', 'script'].includes(request.resourceType())) {
        tracked.add(request);
      }
    });
    page.on('requestfinished', (request) => tracked.delete(request));
    page.on('requestfailed', (request) => tracked.delete(request));
    underWay.set(page, tracked);
    calls = tracked;
  }
  return calls;
}

/**
 * Waits until the web font, the images in view and the page's own calls have settled: a capture never shows a
 * fallback face, a hole or a "Loading…" line (`aria-busy`, src/ui/LoadStatus.tsx) that a slow machine kept on screen
 * for a few frames. Images in view on both axes: a carousel's next slides lie beside the window and, lazy, never load.
 * Settled twice, two frames apart: a tab whose code arrives after the first look shows its "Loading…" only then.
 */
async function settled(page: Page, name: PageName): Promise<void> {
  const calls = callsOf(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const pending = async () => [
    ...[...calls].map((request) => `call ${new URL(request.url()).pathname}`),
    ...(await page.evaluate(() => [
      ...[...document.images]
        .filter((img) => {
          const box = img.getBoundingClientRect();
          const inView =
            box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
          return inView && box.width > 0 && box.height > 0 && !img.complete;
        })
        .map((img) => `image ${img.currentSrc || img.src}`),
      ...[...document.querySelectorAll('#root [aria-busy="true"]')].map((busy) => `busy: ${busy.textContent}`),
    ])),
  ];
  const twoFrames = () =>
    page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  // Polled, not a waitForFunction without end: what never settles is named, and the sweep goes on.
  await expect
    .soft(async () => {
      expect(await pending()).toEqual([]);
      await twoFrames();
      expect(await pending()).toEqual([]);
    }, `${name}: still loading`)
    .toPass({ timeout: 15_000 });
}

/**
 * Compares the page as it stands (viewport-sized) with its baseline, at the layout's capture width (resizing only
 * when the page is not there yet). Soft: one page that differs is reported and the sweep goes on to the next.
 */
export async function compareScreen(page: Page, name: PageName, layout: Layout): Promise<void> {
  const size = page.viewportSize();
  if (size && size.width !== SCREEN_WIDTH[layout]) await page.setViewportSize({ ...size, width: SCREEN_WIDTH[layout] });
  await settled(page, name);
  await expect.soft(page, `${name} looks as its baseline`).toHaveScreenshot(`${name}.png`, {
    // Up to 1 % of the pixels may differ (antialiasing, a glyph's hinting); a moved block or a new line does not fit.
    maxDiffPixelRatio: 0.01,
    mask: [page.locator([...VARYING, ...(VARYING_ON[name] ?? [])].join(', '))],
    maskColor: '#2a377a',
    // Ids and codes at a fixed width, so their length moves nothing else.
    stylePath: fileURLToPath(new URL('./screens.css', import.meta.url)),
    caret: 'hide',
    animations: 'disabled',
  });
}
