import type { Page } from '@playwright/test';
import { expect, test, uniqueAccount } from './fixtures';
import { axeViolations, WITH_BEST_PRACTICES } from './support/a11y';
import { home, text } from './support/auth';
import { registerByApi } from './support/deposit';

/**
 * The desktop layout uses its width (docs/design.md "Form pages"): every form in one column of about 560 px, the
 * side menu on every page (the sign-in forms included), no strip drawn for data that is not there. At 1,440 px, a
 * common laptop width, where a stretched form was widest in practice.
 */
test.use({ viewport: { width: 1440, height: 900 } });

/** The side menu of the desktop shell: its main navigation, in view. */
const sideMenu = (page: Page) => page.locator('.desktop-menu').getByRole('navigation', { name: text('nav.main') });

/** The width of a form's box, in CSS pixels. */
async function widthOf(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, `${selector} is drawn`).not.toBeNull();
  return box?.width ?? 0;
}

for (const [path, title] of [
  ['/login', 'auth.login.title'],
  ['/register', 'auth.register.title'],
] as const) {
  test(`${path}: the form in a column of at most 600 px, the side menu beside it, nothing for axe`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: text(title) })).toBeVisible();
    await expect(sideMenu(page)).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: text('nav.home') })).toBeVisible();
    const form = await widthOf(page, '.auth-form');
    expect(form).toBeGreaterThan(400);
    expect(form).toBeLessThanOrEqual(600);
    // The submit button is as wide as its form's column, not the page.
    expect(await widthOf(page, '.auth-submit')).toBeLessThanOrEqual(600);
    expect(await axeViolations(page, { least: 'moderate', tags: WITH_BEST_PRACTICES })).toEqual([]);
  });
}

test("the profile's forms share one column of at most 600 px, its card beside them", async ({ page, api }, info) => {
  await registerByApi(page, api, uniqueAccount(info, 'dl'));
  await page.goto('/lobby/profile');
  const save = page.getByRole('button', { name: text('profile.nickname.save') });
  await expect(save).toBeVisible();
  const nickname = await page.locator('form.profile-form').first().boundingBox();
  const details = await page.getByTestId('personal-details').boundingBox();
  const card = await page.locator('.profile-card').boundingBox();
  expect(nickname?.width ?? 0).toBeLessThanOrEqual(600);
  // Both forms have the same width, and so do their save buttons.
  expect(details?.width).toBe(nickname?.width);
  const detailsSave = await page.getByRole('button', { name: text('profile.details.save') }).boundingBox();
  expect(detailsSave?.width).toBe((await save.boundingBox())?.width);
  // The player's card stands beside the forms, not above them.
  expect(card?.x ?? 0).toBeGreaterThanOrEqual((nickname?.x ?? 0) + (nickname?.width ?? 0));
  expect(await axeViolations(page, { least: 'moderate', tags: WITH_BEST_PRACTICES })).toEqual([]);
});

test('news is a grid of cards: several notices side by side', async ({ page }) => {
  await page.goto('/lobby/notice');
  const cards = page.getByTestId('notice-list').getByRole('link');
  await expect(cards.first()).toBeVisible();
  const tops = await cards.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  expect(tops.filter((top) => top === tops[0]).length).toBeGreaterThanOrEqual(3);
});

test('with no big win to show, the home draws no big-win strip', async ({ page }) => {
  // Whatever wins other journeys produced on this server, this home is told there are none today.
  await page.route('**/anonymous/lobbyTips', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { jackpotList?: unknown[]; data?: { jackpotList?: unknown[] } };
    if (body.data) body.data.jackpotList = [];
    else body.jackpotList = [];
    await route.fulfill({ response, json: body });
  });
  const tips = page.waitForResponse('**/anonymous/lobbyTips');
  await page.goto('/lobby/home');
  await expect(home(page)).toHaveAttribute('data-state', 'guest');
  await tips;
  await expect(page.getByRole('list', { name: text('lobby.popularGames') })).toBeVisible();
  // The ticker has its answer (its box is no longer the loading placeholder) and draws nothing a player sees or hears.
  await expect(page.locator('section.big-wins')).toBeAttached();
  await expect(page.getByRole('region', { name: text('lobby.bigWins') })).toHaveCount(0);
  await expect(page.getByText(text('lobby.bigWins.none'))).toBeHidden();
});
