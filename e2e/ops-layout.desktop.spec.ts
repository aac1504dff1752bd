import type { Page } from '@playwright/test';
import { DEMO_STAFF } from '../server/seed/staff';
import { expect, test } from './fixtures';
import { seriousViolations } from './support/a11y';
import { opsLogIn } from './support/ops';

/**
 * The staff console's desktop layout (docs/design.md "Staff console"), at the 1,440 px staff work at: every form of
 * every page an admin opens stays in a column of about 560 px (no field, no button wider than 600 px), and the long
 * pages list their sections beside the forms, in view while the page scrolls, each entry the text of a section's
 * heading and moving the focus to it. Read-only: it opens pages and saves nothing. It logs in as `admin3`, its own
 * account (a TOTP code works once per account).
 */
const admin = DEMO_STAFF.find((s) => s.username === 'admin3')!;

test.use({ viewport: { width: 1440, height: 900 } });

/** Wider than this, a field or a button reads as stretched across the page (the column is 560 px). */
const COLUMN_MAX = 600;

/** The pages an admin opens that carry forms, by their menu name. */
const FORM_PAGES = [
  'Player lookup',
  'Staff',
  'Audit log',
  'Configuration',
  'Lobby settings',
  'Promotions',
  'Excluded persons',
  'Mail to players',
  'Content',
  'Games',
  'Reports',
  'Bonus cost',
  'Reconciliation',
  'Your password',
];

/** The pages of several sections: the "On this page" list beside their forms. */
const SECTION_PAGES = ['Lobby settings', 'Promotions', 'Content', 'Games'];

/** Opens a page from the back office's menu and waits until it has drawn what it read, its pictures included. */
async function open(page: Page, menu: string): Promise<void> {
  const link = page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: menu, exact: true });
  await link.click();
  // The page before it also has a heading and nothing loading: wait for this one to be the page shown first.
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Loading…');
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

/** Every form of the page and every visible control in one (or in a field row), wider than the column allows. */
const tooWide = (page: Page) =>
  page.getByRole('main').evaluate((main, max) => {
    const boxes = [...main.querySelectorAll<HTMLElement>('form, form :is(input, select, textarea, button), .field')];
    return {
      forms: main.querySelectorAll('form').length,
      wide: boxes
        .filter((box) => box.offsetParent !== null && box.getBoundingClientRect().width > max)
        .map((box) => `${box.tagName.toLowerCase()} ${box.getAttribute('name') ?? box.textContent?.slice(0, 40)}`),
    };
  }, COLUMN_MAX);

/** The page's section list: beside its forms, its entries its headings, in view at the bottom, each moving focus. */
async function checkSections(page: Page, menu: string): Promise<void> {
  const main = page.getByRole('main');
  const list = main.getByRole('navigation', { name: 'On this page' });
  await expect(list, menu).toBeVisible();
  const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
  const entries = list.getByRole('link');
  expect(headings.length, menu).toBeGreaterThanOrEqual(2);
  expect(await entries.allTextContents(), menu).toEqual(headings.map((text) => text.trim()));

  // Beside the forms and tables, never over them: every one ends left of the list.
  const side = (await list.boundingBox())!;
  const rights = await main
    .locator('form, table')
    .evaluateAll((boxes) => boxes.map((box) => box.getBoundingClientRect().right));
  expect(Math.max(...rights), menu).toBeLessThanOrEqual(side.x);

  // Each entry, followed by keyboard, lands on its heading: focused (a screen reader reads it), in view, outlined.
  for (const [i, title] of headings.entries()) {
    const entry = entries.nth(i);
    await entry.focus();
    await page.keyboard.press('Enter');
    const heading = main.getByRole('heading', { level: 2, name: title.trim(), exact: true });
    await expect(heading, `${menu}: ${title}`).toBeFocused();
    await expect(heading).toBeInViewport();
    expect(await heading.evaluate((h) => getComputedStyle(h).outlineStyle)).not.toBe('none');
    // The list stays in view wherever the page has scrolled to.
    await expect(list).toBeInViewport();
  }
}

test('every back-office form fits its column; long pages list their sections beside it', async ({ page }, info) => {
  await page.goto('/ops');
  await opsLogIn(page, admin, info);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();

  for (const menu of FORM_PAGES) {
    await open(page, menu);
    // A page's form comes with its answer, which may land after its heading and its first empty render.
    await expect(page.getByRole('main').locator('form').first(), `${menu} draws a form`).toBeVisible();
    const { forms, wide } = await tooWide(page);
    expect(forms, `${menu} draws a form`).toBeGreaterThan(0);
    expect(wide, menu).toEqual([]);
    if (SECTION_PAGES.includes(menu)) await checkSections(page, menu);
    else await expect(page.getByRole('navigation', { name: 'On this page' }), menu).toHaveCount(0);
  }

  // A player's records: the support panel's forms among the records' tables, the sections listed beside them.
  await open(page, 'Player lookup');
  await page.getByLabel('Player id, account, mobile number or nickname').fill('demo');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Open demo', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Support', level: 2 })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Loading…');
  expect((await tooWide(page)).wide).toEqual([]);
  await checkSections(page, 'Player lookup, a player open');
  expect(await seriousViolations(page)).toEqual([]);

  // The longest page passes axe with its list.
  await open(page, 'Promotions');
  expect(await seriousViolations(page)).toEqual([]);

  // At 1,280 px, the narrowest window with the list beside, the widest tables (the banners') still end left of it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, 'Content');
  await checkSections(page, 'Content at 1,280 px');

  // Narrower (1,024 px, where the form column starts), the list is above the forms, not beside them.
  await page.setViewportSize({ width: 1024, height: 900 });
  const list = (await page.getByRole('navigation', { name: 'On this page' }).boundingBox())!;
  const firstForm = (await page.getByRole('main').locator('form').first().boundingBox())!;
  expect(list.y + list.height).toBeLessThanOrEqual(firstForm.y);
  expect((await tooWide(page)).wide).toEqual([]);
});
