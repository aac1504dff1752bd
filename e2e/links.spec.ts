import type { Page, TestInfo } from '@playwright/test';
import { clickTargetOf } from '../machines/lobby/homeContent';
import { FIRST_GAME_ID } from '../server/seed/catalogue';
import { BANNERS, NOTICES, PROMO_VIDEOS } from '../server/seed/content';
import {
  ALIASES,
  FULL_SCREEN_PAGES,
  type Layout,
  OURS,
  PAGE_NAMES,
  PAGES,
  type PageLink,
  type PageName,
  pathOf,
} from '../src/api/contract/pages';
import { expect, test, uniqueAccount } from './fixtures';
import { pageViolations } from './support/a11y';
import { text } from './support/auth';
import { registerByApi } from './support/deposit';
import { geometryProblems } from './support/geometry';
import { compareScreen, freezeDates, nameForScreens, SCREEN_WIDTH } from './support/screens';

/**
 * Every link checked (docs/routes.md): every entry of the menus, headers, footers, tab bar, banners and notice
 * targets opens a page (not "Not found", not blank, no uncaught error, no failed request of the app's own origin,
 * no host the product does not control), as a guest and as a player; and every path of both route trees opens
 * its page on this layout (the twins redirect, keeping params and query). Each page passes axe: WCAG 2.2 AA and its
 * structure (one main, everything in a landmark). One page per test, reused: after the
 * first load every address opens through the router (what a click on a link does), so the sweep stays fast.
 */

/** Hosts a link may leave the app for. Empty: every link stays on the app's origin (sandboxes included). */
const ALLOWED_HOSTS: readonly string[] = [];

const layoutOf = (page: Page): Layout => ((page.viewportSize()?.width ?? 0) >= 1024 ? 'desktop' : 'mobile');

/** Parameters and query of a sample address per page: seeded ids so the page has something to show. */
const SAMPLE: Partial<Record<PageName, Omit<PageLink, 'page'>>> = {
  wallets: { params: { id: 'withdraw' } },
  withdrawal: { params: { name: 'bank' } },
  noticeDetail: { params: { id: String(NOTICES[0]!.id) } },
  rewardDetail: { params: { id: '1' } },
  profileAgree: { params: { name: 'terms' } },
  rule: { params: { name: 'points' } },
  records: { query: { tab: 'withdrawals' } },
  start: { query: { gameId: String(FIRST_GAME_ID) } },
};
const sample = (name: PageName): PageLink => ({ page: name, ...SAMPLE[name] });

/** What went wrong while the page was open: uncaught errors and failed requests of the app's own origin. */
function watch(page: Page, origin: string) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // A navigation cancels the images and calls of the page it leaves: not a failure of the address.
    if (request.url().startsWith(origin) && !failure.includes('ERR_ABORTED')) {
      problems.push(`failed: ${request.url()} ${failure}`);
    }
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return {
    /** The problems since the last call, cleared. */
    take: () => problems.splice(0),
  };
}

/** Opens an in-app address through the router (a popstate, as the back button or a link click would). */
async function openInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

/**
 * Waits until the page has settled (session decided, no navigation in flight, the page shown the one the address
 * names, no start-up skeleton, something on screen) and says what it shows: a NotFound or failed page is a dead link.
 */
async function landed(page: Page, address: string): Promise<{ path: string; search: string }> {
  await page.waitForFunction(() => {
    const app = document.querySelector('[data-session]');
    const session = app?.getAttribute('data-session') ?? 'boot';
    const busy = /^(boot|resuming|starting)/.test(session);
    const root = document.getElementById('root');
    return (
      !busy &&
      app?.getAttribute('data-location') === window.location.pathname + window.location.search &&
      !document.querySelector('.progress-bar') &&
      !document.querySelector('#root .skeleton') &&
      (root?.textContent?.trim().length ?? 0) > 0
    );
  });
  expect(await page.locator('[data-state="notFound"]').count(), `${address} shows Not found`).toBe(0);
  expect(await page.locator('.error-panel').count(), `${address} shows a failed page`).toBe(0);
  return page.evaluate(() => ({ path: window.location.pathname, search: window.location.search }));
}

/** Every link on the page: its href resolved against the page. */
async function linksOn(page: Page): Promise<string[]> {
  return page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
}

/** The seeded banner, notice and video targets, as this layout writes them (docs/routes.md). */
function seededTargets(layout: Layout, origin: string): string[] {
  return [...BANNERS, ...NOTICES, ...PROMO_VIDEOS].flatMap((item) => {
    const target = clickTargetOf({ clickType: item.clickType ?? 0, clickAction: item.clickAction ?? '' });
    if (!target) return [];
    return [target.kind === 'route' ? `${origin}${pathOf(target.to, layout)}` : new URL(target.href, origin).href];
  });
}

/**
 * The widths every page is checked at (docs/design.md "Nothing covers content"): the common phones and the common
 * desktop windows.
 */
const WIDTHS: Record<Layout, readonly number[]> = { mobile: [360, 390, 430], desktop: [1280, 1440, 1920] };

/**
 * The same page resized to each width of its layout (no reload), `atWidth` run at each. The sweep goes on at the
 * width it ended at and the next page walks the widths back from there, so each page costs two resizes, not four
 * (each one repaints the whole page in software).
 */
async function atEveryWidth(page: Page, atWidth: (width: number) => Promise<void>): Promise<void> {
  const height = page.viewportSize()?.height ?? 900;
  const all = WIDTHS[layoutOf(page)];
  const widths = page.viewportSize()?.width === all.at(-1) ? [...all].reverse() : all;
  for (const width of widths) {
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height });
    await atWidth(width);
  }
}

/** What covers content on the page at every width of its layout (two controls overlapping, text cut, a sideways scroll). */
async function coveredAtEveryWidth(page: Page, address: string, atWidth?: (width: number) => Promise<void>) {
  const found: string[] = [];
  await atEveryWidth(page, async (width) => {
    found.push(...(await geometryProblems(page, address)));
    await atWidth?.(width);
  });
  return found;
}

/** Collects the entries of the shell (headers, menus, tab bar, footer, banners) and the news, then opens each. */
async function checkEveryEntry(page: Page, info: TestInfo, player: boolean): Promise<void> {
  const origin = new URL(info.project.use.baseURL ?? '').origin;
  const layout = layoutOf(page);
  const problems = watch(page, origin);
  const found = new Set<string>(seededTargets(layout, origin));

  await page.goto('/lobby/home');
  await landed(page, '/lobby/home');
  await expect(page.locator('.lobby-home')).toBeVisible();
  for (const href of await linksOn(page)) found.add(href);
  if (player) {
    // The slide-out menu (avatar, wallet buttons, list): loaded on the first open.
    await page.getByRole('button', { name: text('lobby.header.menu') }).click();
    const menu = page.locator('.slide-menu');
    await expect(menu.getByRole('dialog')).toBeVisible();
    for (const href of await linksOn(page)) found.add(href);
    await menu.locator('.slide-menu__close').click();
  }
  // The customer-service button opens the lobby's own chat (a guest is offered the log-in there).
  await page
    .getByRole('button', { name: text('auth.service') })
    .first()
    .click();
  const chat = page.getByRole('dialog', { name: text('lobby.service.chat') });
  await expect(chat.locator('.live-chat')).toBeVisible();
  for (const href of await linksOn(page)) found.add(href);
  await page.locator('.service-chat__close').click();
  for (const from of [
    '/lobby/notice',
    pathOf({ page: 'noticeDetail', params: { id: '1' } }, layout),
    '/login',
    '/register',
  ]) {
    await openInApp(page, from);
    await landed(page, from);
    for (const href of await linksOn(page)) found.add(href);
  }
  expect(problems.take(), 'while collecting the entries').toEqual([]);

  const foreign = [...found].filter((href) => {
    const url = new URL(href);
    return url.origin !== origin && !ALLOWED_HOSTS.includes(url.host);
  });
  expect(foreign, 'links to hosts the product does not control').toEqual([]);
  const inApp = [...found].map((href) => new URL(href)).filter((url) => !url.pathname.startsWith('/sandbox/'));
  const sandboxes = [...found].map((href) => new URL(href)).filter((url) => url.pathname.startsWith('/sandbox/'));
  expect(inApp.length).toBeGreaterThan(15);
  // The harvest reached the shell's entries: the main menu or tab bar, and for a player the slide-out menu.
  const paths = inApp.map((url) => `${url.pathname}${url.search}`);
  expect(paths).toContain(pathOf({ page: 'rewards' }, layout));
  if (player) expect(paths).toContain(pathOf({ page: 'records' }, layout));

  const dead: string[] = [];
  const inaccessible: string[] = [];
  const covered: string[] = [];
  const checked = new Set<string>();
  for (const url of inApp) {
    const address = `${url.pathname}${url.search}`;
    await openInApp(page, address);
    try {
      await landed(page, address);
    } catch (error) {
      dead.push(`${address}: ${(error as Error).message.split('\n')[0]}`);
    }
    dead.push(...problems.take().map((problem) => `${address}: ${problem}`));
    // Every page a guest reaches, checked once per path: no WCAG 2.2 AA fault and a sound structure (one main,
    // everything in a landmark). A player's pages are all checked by the sweep of every path below, so not twice here.
    const at = new URL(page.url()).pathname;
    if (!player && !checked.has(at)) {
      checked.add(at);
      inaccessible.push(...(await pageViolations(page)));
      covered.push(...(await coveredAtEveryWidth(page, at)));
    }
  }
  expect(inaccessible, `axe on ${checked.size} pages (${layout}, guest)`).toEqual([]);
  expect(covered, `what covers content on ${checked.size} pages (${layout}, guest)`).toEqual([]);
  for (const url of sandboxes) {
    const res = await page.request.get(url.href);
    if (res.status() !== 200) dead.push(`${url.pathname}: HTTP ${res.status()}`);
  }
  expect(dead, `dead entries of ${found.size} (${layout}, ${player ? 'player' : 'guest'})`).toEqual([]);
}

test.describe('every link checked', () => {
  test('every entry of the menus, headers, footer, tab bar, banners and notices opens a page, as a guest', async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    await checkEveryEntry(page, info, false);
  });

  test('every entry of the menus, headers, footer, tab bar, banners and notices opens a page, as a player', async ({
    page,
    api,
  }, info) => {
    test.setTimeout(120_000);
    await registerByApi(page, api, uniqueAccount(info, 'lk'));
    await checkEveryEntry(page, info, true);
  });

  // In parts, so the sweep (the suite's longest test) spreads over the workers instead of ending the run alone.
  const parts = 3;
  const partOf = (part: number) => PAGE_NAMES.filter((_, i) => i % parts === part);
  for (let part = 0; part < parts; part += 1)
    test(`every path of both trees opens its page on this layout, the twins keeping params and query (part ${part + 1} of ${parts})`, async ({
      page,
      api,
      controls,
    }, info) => {
      // 22 pages, each landed, axe-checked, compared with its screenshot and measured at three widths, on a
      // shared 2-core machine.
      test.setTimeout(180_000);
      const origin = new URL(info.project.use.baseURL ?? '').origin;
      const layout = layoutOf(page);
      // Screens in review (e2e/support/screens.ts): the date and the player's name are fixed, so each page looks the
      // same every run.
      await freezeDates(page, controls);
      const { token } = await registerByApi(page, api, uniqueAccount(info, 'lt'));
      await nameForScreens(api, token);
      const problems = watch(page, origin);
      await page.goto('/lobby/home');
      await landed(page, '/lobby/home');
      const wrong: string[] = [];
      /** Landed paths axe has checked: a page's two twins land on one path, checked once. */
      const checked = new Set<string>();
      /** Landed paths checked at every width. */
      const sized = new Set<string>();
      /** Pages compared with their screenshot: once each, where the first of its twins lands. */
      const captured = new Set<PageName>();
      const names = partOf(part);
      for (const name of names) {
        const capture = async () => {
          if (captured.has(name)) return;
          captured.add(name);
          await compareScreen(page, name, layout);
        };
        const target = sample(name);
        const here = pathOf(target, layout);
        for (const from of new Set([pathOf(target, 'mobile'), pathOf(target, 'desktop')])) {
          // The spec's own redirects (/profile/info on desktop → /lobby/profile) win over the twin rule.
          const alias = ALIASES[layout][from];
          const expected = alias ? pathOf({ page: alias }, layout) : here;
          await openInApp(page, from);
          // The router redirects a twin on its own schedule, after the pushed address: give the address time to
          // settle where it should before reading it (the check below still reports one that never gets there).
          if (name !== 'start') {
            await expect
              .poll(() => page.evaluate(() => `${window.location.pathname}${window.location.search}`))
              .toBe(expected)
              .catch(() => undefined);
          }
          let at: { path: string; search: string };
          try {
            at = await landed(page, from);
          } catch (error) {
            wrong.push(`${from}: ${(error as Error).message.split('\n')[0]}`);
            continue;
          }
          // A page may move on by itself (the game launch replaces its address): only the twins' landing is checked.
          if (name !== 'start' && `${at.path}${at.search}` !== expected)
            wrong.push(`${from} landed on ${at.path}${at.search}, not ${expected}`);
          if (name !== 'start' && !checked.has(at.path)) {
            checked.add(at.path);
            wrong.push(...(await pageViolations(page)));
          }
          // Each landed page once at every width of its layout (a page's two twins land on one path), nothing
          // covering content at any, its screenshot taken as the walk passes the capture width.
          if (!sized.has(at.path)) {
            sized.add(at.path);
            wrong.push(
              ...(await coveredAtEveryWidth(page, from, async (width) => {
                if (width === SCREEN_WIDTH[layout]) await capture();
              })),
            );
          }
          await capture();
          // Every desktop page but the full-screen ones sits in the desktop shell (/search included).
          if (layout === 'desktop' && !FULL_SCREEN_PAGES.has(name)) {
            const shells = page.locator('.desktop-shell');
            await expect(shells)
              .toHaveCount(1)
              .catch(() => wrong.push(`${from}: no desktop shell`));
          }
          wrong.push(...problems.take().map((problem) => `${from}: ${problem}`));
        }
      }
      expect(wrong, `${names.length} pages on ${layout}`).toEqual([]);
    });
});

test('a page the spec lists for the other layout only opens inside this layout’s shell', async ({
  page,
  api,
}, info) => {
  await registerByApi(page, api, uniqueAccount(info, 'ls'));
  const layout = layoutOf(page);
  const other: Layout = layout === 'mobile' ? 'desktop' : 'mobile';
  // A page the spec gives the other layout only (ours here), under /lobby here: inside this layout's shell.
  const ours = PAGE_NAMES.filter((name) => OURS[name] === layout && PAGES[name][layout].startsWith('/lobby/'));
  const only = ours.find((name) => PAGES[name].mobile !== PAGES[name].desktop) ?? ours[0]!;
  await page.goto(PAGES[only][other]);
  await expect(page).toHaveURL(new RegExp(`${PAGES[only][layout]}$`));
  await expect(page.locator(layout === 'mobile' ? '.mobile-shell' : '.desktop-shell')).toBeVisible();
  await expect(page.locator('[data-state="notYetAvailable"], main')).not.toHaveCount(0);
});
