import type { Page } from '@playwright/test';
import { expect, test, uniqueAccount } from './fixtures';
import { seriousViolations } from './support/a11y';
import { home, LOGGED_IN, text } from './support/auth';
import { playerOnHome } from './support/player';

/**
 * English and Filipino (docs/accessibility.md): the first visit follows the browser's language, the
 * switch (a phone's login screen and menu, the desktop menu) changes every text at once and sets <html lang>, and
 * the choice outlives a reload. Writes only on accounts of its own.
 */

const fil = (id: Parameters<typeof text>[0]) => text(id, {}, 'fil-PH');
const html = (page: Page) => page.locator('html');
/** No message on screen shows a placeholder instead of its value (a catalogue the build left unparsed would). */
async function everyValueFilledIn(page: Page) {
  expect(await page.locator('body').textContent()).not.toMatch(/\{\w+(,[^}]*)?\}/);
}
const languages = (page: Page) =>
  page.getByRole('group', { name: fil('locale.label') }).or(page.getByRole('group', { name: text('locale.label') }));

test.describe('a browser that reads Filipino', () => {
  test.use({ locale: 'fil-PH' });

  test('a guest sees the lobby in Filipino, chooses English, and keeps it after a reload', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/lobby/home');
    await expect(html(page)).toHaveAttribute('lang', 'fil-PH');
    await expect(page.getByRole('heading', { name: fil('lobby.popularGames') })).toBeVisible();
    expect(await seriousViolations(page), 'the Filipino guest home').toEqual([]);
    await everyValueFilledIn(page);

    // A phone's guest finds the switch on the login screen; the desktop's in its side menu.
    if (isMobile) {
      await page
        .getByRole('link', { name: fil('nav.login') })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: fil('auth.login.title') })).toBeVisible();
    }
    const english = languages(page).getByRole('button', { name: 'English' });
    await expect(languages(page).getByRole('button', { name: 'Filipino' })).toHaveAttribute('aria-pressed', 'true');
    await english.click();
    await expect(english).toHaveAttribute('aria-pressed', 'true');
    await expect(html(page)).toHaveAttribute('lang', 'en-PH');
    if (isMobile) await expect(page.getByRole('heading', { name: text('auth.login.title') })).toBeVisible();

    // Remembered: the browser still asks for Filipino, the app stays in English.
    await page.goto('/lobby/home');
    await expect(page.getByRole('heading', { name: text('lobby.popularGames') })).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'en-PH');
  });

  test('the terms of use read in Filipino', async ({ page, isMobile }) => {
    await page.goto(isMobile ? '/terms-of-use' : '/lobby/terms');
    await expect(page.getByRole('heading', { level: 1, name: fil('footer.terms') })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: '1. Para lamang sa mga manlalarong edad 21 pataas' }),
    ).toBeVisible();
  });
});

test('a player switches to Filipino from the menu: every text changes at once, amounts stay in pesos', async ({
  page,
  api,
  isMobile,
}, info) => {
  await playerOnHome(page, api, uniqueAccount(info, 'lang'));
  await expect(html(page)).toHaveAttribute('lang', 'en-PH');
  if (isMobile) await page.getByRole('button', { name: text('lobby.header.menu') }).click();
  const filipino = languages(page).getByRole('button', { name: 'Filipino' });
  await filipino.click();
  await expect(filipino).toHaveAttribute('aria-pressed', 'true');
  await expect(html(page)).toHaveAttribute('lang', 'fil-PH');
  if (isMobile) {
    const menu = page.locator('.slide-menu');
    await expect(menu.getByRole('link', { name: fil('menu.withdraw') })).toBeVisible();
    // The money buttons share the narrow drawer's width: each label on one line, as in English
    // (tests/unit/intl-label-width.test.ts measures the same room in the font).
    const lines = await menu.locator('.slide-menu__buttons .button').evaluateAll((buttons) =>
      buttons.map((button) => {
        const range = document.createRange();
        range.selectNodeContents(button);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    );
    expect(lines).toEqual([1, 1]);
    await expect(menu.getByTestId('menu-balance')).toContainText('₱0.00');
    await menu.locator('.slide-menu__close').click();
  } else {
    await expect(page.getByRole('link', { name: fil('nav.games') })).toBeVisible();
  }
  await expect(home(page)).toHaveAttribute('data-state', LOGGED_IN);
  await expect(page.getByRole('heading', { name: fil('lobby.popularGames') })).toBeVisible();
  await expect(page.getByTestId('first-deposit-badge').first()).toHaveText(/^\d+% bonus$/);
  await everyValueFilledIn(page);
  expect(await seriousViolations(page), 'the Filipino player home').toEqual([]);

  await page.reload();
  await expect(html(page)).toHaveAttribute('lang', 'fil-PH');
  await expect(page.getByRole('heading', { name: fil('lobby.popularGames') })).toBeVisible();
});
