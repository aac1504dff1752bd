import { devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { home, text } from './support/auth';

/**
 * The header download bar (docs/promotions.md) on an iPhone, where /apkdownload shows how to add the app to the
 * home screen: above the home header, taking its own room, and closed for good once the player closes it. (The
 * mobile project's Pixel has nothing to install here: headless Chromium makes no install offer and the seed names
 * no APK, so its bar stays hidden.) The prompts are quiet (the fixture's default), as after the player closed them.
 */
test.use({ userAgent: devices['iPhone 14']?.userAgent });

test('the bar offers the app above the header, and Close holds across a reload', async ({ page }) => {
  await page.goto('/lobby/home');
  await expect(home(page)).toBeVisible();
  const bar = page.getByRole('complementary', { name: text('headerDownload.label') });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: text('headerDownload.open') })).toHaveAttribute('href', '/apkdownload');
  // In the page's flow, above the header: nothing of the header is under it.
  const barBox = await bar.boundingBox();
  const headerBox = await page.locator('.lobby-header').boundingBox();
  expect(barBox && headerBox && barBox.y + barBox.height <= headerBox.y + 0.5).toBe(true);

  await bar.getByRole('button', { name: text('headerDownload.close') }).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(home(page)).toBeVisible();
  await expect(page.getByRole('tablist').first()).toBeVisible();
  await expect(bar).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('showHeaderDownload'))).toBe('false');
});
