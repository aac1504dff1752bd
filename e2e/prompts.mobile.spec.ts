import { expect, test } from './fixtures';
import { text } from './support/auth';

/**
 * The app-download popup on a mobile browser (the mobile projects run a Pixel user agent): at most once
 * per 24 h, never again after No more prompts. The page's clock is Playwright's, so the 24 h pass in a moment.
 */
test.use({ showPrompts: true });

const HOUR = 3_600_000;

test('the download popup comes back only after 24 h, and never after No more prompts', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-22T09:00:00+08:00') });
  await page.goto('/lobby/home');
  const popup = page.getByRole('alertdialog', { name: text('prompts.download.title') });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: text('prompts.later') }).click();
  await expect(popup).toBeHidden();

  // Within the 24 h: neither a reload nor the passing hours bring it back.
  await page.reload();
  await expect(page.locator('.lobby-home')).toBeVisible();
  await page.clock.fastForward(23 * HOUR);
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.locator('.lobby-home')).toBeVisible();
  await expect(popup).toBeHidden();

  // 24 h after it was shown it returns by itself, on the open page.
  await page.clock.fastForward(1 * HOUR + 1_000);
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: text('prompts.noMore') }).click();
  await expect(popup).toBeHidden();

  // No more prompts holds for good: days later, open or reloaded.
  await page.clock.fastForward(72 * HOUR);
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.locator('.lobby-home')).toBeVisible();
  await page.clock.fastForward(1_000);
  await expect(popup).toBeHidden();
});

test('Download leads to /apkdownload, which installs the web app and offers no fake APK', async ({ page }) => {
  await page.goto('/lobby/home');
  const popup = page.getByRole('alertdialog', { name: text('prompts.download.title') });
  await popup.getByRole('button', { name: text('prompts.download') }).click();
  await expect(page).toHaveURL(/\/apkdownload$/);
  await expect(page.getByText(text('pwa.install.body'))).toBeVisible();
  // Headless Chromium makes no install offer here: the page says how to add the app from the browser menu.
  await expect(page.getByText(text('pwa.other.steps'))).toBeVisible();
  // The seeded configuration names no Android package, so there is no APK link, and no stand-in file.
  await expect(page.getByRole('link', { name: text('apk.android') })).toHaveCount(0);
  expect((await page.request.get('/download/lucky-lobby.apk')).status()).toBe(404);
});
