import type { Page } from '@playwright/test';
import {
  CHRISTMAS_DATES,
  CHRISTMAS_SIGN_COIN,
  christmasBoxCoin,
  NEW_YEAR_DATES,
  type SeasonDates,
  seasonAt,
} from '../src/api/contract/promotions';
import type { MessageId } from '../src/platform/intl/messages';
import { expect, test, uniqueAccount } from './fixtures';
import { seriousViolations } from './support/a11y';
import { text } from './support/auth';
import { registerByApi } from './support/deposit';

/**
 * The seasonal events (docs/promotions.md): the server clock (this test's client only) moves into
 * Christmas (sign in, open today's box: paid), then into New Year (collect the login task's items, open a box with
 * them; its banner shows), then past the season (the page says it ended, the banner is gone). The rules (dates,
 * once-only claims, 50 concurrent claims, spending items once) are proved on the server and the machines.
 */

const DAY = 86_400_000;
/** Noon in Manila of day `day` of the season that runs next (or now). */
function seasonNoon(dates: SeasonDates, day: number): number {
  let season = seasonAt(dates, Date.now());
  if (season.phase === 'ended') season = seasonAt(dates, season.end + 61 * DAY);
  return season.start + (day - 1) * DAY + 12 * 3_600_000;
}

/** A button whose name starts with the message's text before its first value. */
const named = (id: MessageId) => new RegExp(`^${text(id).split('{')[0]!.replace(/[()+]/g, '\\$&')}`);

const held = (item: '40002', count: number) =>
  text('promotions.newYear.held', { item: text(`promotions.newYear.item.${item}`), count });

/**
 * The home's banner drawn as `slug` (server/seed/content.ts), opened in the app (no reload: the session read the
 * activity map at its start) once the carousel runs: under reduced motion it starts on a touch, which a pointerdown
 * of a finger stands for (a tap would also follow the first banner's link).
 */
async function homeBanner(page: Page, slug: string) {
  await page.evaluate(() => {
    window.history.pushState(null, '', '/lobby/home');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page
    .getByRole('region', { name: text('lobby.banners') })
    .dispatchEvent('pointerdown', { pointerType: 'touch' });
  return page.locator(`img[src*="${slug}"]`).first();
}

/**
 * Opens `path` as the player with a fresh token (a clock move of days ends the last session). The token is written
 * as the new document starts, so the old page, whose expired session may log out, cannot clear it.
 */
async function openAs(page: Page, token: string, path: string) {
  await page.addInitScript((value) => localStorage.setItem('token', JSON.stringify(value)), token);
  await page.goto(path);
}

test('Christmas then New Year with the clock moved: a box opened and paid, items collected and opened, then ended', async ({
  page,
  api,
  controls,
}, info) => {
  const christmasDay = 10;
  await controls.clock(seasonNoon(CHRISTMAS_DATES, christmasDay) - Date.now());
  const account = uniqueAccount(info, 'xm');
  const { token } = await registerByApi(page, api, account);

  await page.goto('/activity/christmas');
  const christmas = page.getByTestId('christmas');
  await expect(christmas.getByTestId('season-status')).toHaveAttribute('data-phase', 'running');
  await christmas.getByRole('button', { name: named('promotions.christmas.sign') }).click();
  await expect(page.getByRole('status').filter({ hasText: text('promotions.christmas.signed') })).toBeVisible();
  const open = christmas.getByRole('button', { name: named('promotions.christmas.open') });
  await open.click();
  await expect(page.getByRole('status').filter({ hasText: text('promotions.christmas.opened') })).toBeVisible();
  await expect(open).toHaveCount(0);
  // The calendar, milestones and extra box as a screen reader meets them (links.spec.ts axe-checks the pages outside
  // the season).
  expect(await seriousViolations(page)).toEqual([]);
  const paid = await api.call('refreshData', {}, token);
  expect(paid.json.coin).toBe(CHRISTMAS_SIGN_COIN + christmasBoxCoin(christmasDay));

  await controls.clock(seasonNoon(NEW_YEAR_DATES, 3) - Date.now());
  await openAs(page, await controls.session(account), '/activity/newYear');
  const newYear = page.getByTestId('new-year');
  await newYear
    .getByRole('button', { name: text('promotions.newYear.collect') })
    .first()
    .click();
  await expect(page.getByRole('status').filter({ hasText: text('promotions.newYear.collected') })).toBeVisible();
  const items = newYear.getByTestId('new-year-items');
  await expect(items).toContainText(held('40002', 1));
  await newYear.getByRole('button', { name: text('promotions.newYear.openBox') }).click();
  await expect(page.getByRole('status').filter({ hasText: text('promotions.newYear.opened') })).toBeVisible();
  await expect(items).toContainText(held('40002', 0));
  await expect(await homeBanner(page, 'New-Year-Celebration')).toBeAttached();

  // After the season: the page says it ended; the home's carousel has its other banners but not the New Year one.
  await controls.clock(seasonNoon(NEW_YEAR_DATES, 20) - Date.now());
  await openAs(page, await controls.session(account), '/activity/newYear');
  await expect(page.getByTestId('season-status')).toHaveAttribute('data-phase', 'ended');
  await expect(await homeBanner(page, 'Responsible-Gaming')).toBeAttached();
  await expect(page.locator('img[src*="New-Year-Celebration"]')).toHaveCount(0);
  await controls.clock(0);
});
