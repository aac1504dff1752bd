import { expect, test, uniqueAccount } from './fixtures';
import { seriousViolations } from './support/a11y';
import { text } from './support/auth';
import { playerOnHome } from './support/player';

/**
 * /test, the diagnostics page support asks a player to open (docs/profile.md "Diagnostics"), in the built app with
 * its service worker: every section, a measured round trip, and Clear cache and reload asked first (Cancel changes
 * nothing). The facts and the copied text are proved a layer down (tests/machines/profile/diagnostics.test.ts).
 */
test('shows the app, the device, the connection, the service worker and the saved data', async ({
  page,
  api,
}, info) => {
  await playerOnHome(page, api, uniqueAccount(info, 'diag'));
  await page.goto('/test');
  const page_ = page.getByTestId('diagnostics');
  await expect(page_.getByRole('heading', { name: text('diagnostics.title') })).toBeVisible();
  for (const section of [
    'diagnostics.app',
    'diagnostics.device',
    'diagnostics.connection',
    'diagnostics.worker',
    'diagnostics.storage',
  ] as const) {
    await expect(page.getByRole('region', { name: text(section) })).toBeVisible();
  }
  const app = page.getByRole('region', { name: text('diagnostics.app') });
  await expect(app.getByRole('definition').first()).toHaveText('1.0.28');
  const connection = page.getByRole('region', { name: text('diagnostics.connection') });
  await expect(connection.getByRole('definition').last()).toHaveText(/^\d+ ms$/);
  const device = page.getByRole('region', { name: text('diagnostics.device') });
  await expect(device.getByRole('definition').first()).toHaveText(text('diagnostics.layout.mobile'));
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: text('diagnostics.clear') }).click();
  const confirm = page.getByRole('alertdialog', { name: text('diagnostics.confirm.title') });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: text('diagnostics.confirm.cancel') }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('diagnostics')).toBeVisible();
});

test('Clear cache and reload keeps the player signed in', async ({ page, api }, info) => {
  await playerOnHome(page, api, uniqueAccount(info, 'diagc'));
  await page.goto('/test');
  await expect(page.getByRole('region', { name: text('diagnostics.app') })).toBeVisible();
  await page.getByRole('button', { name: text('diagnostics.clear') }).click();
  const confirm = page.getByRole('alertdialog', { name: text('diagnostics.confirm.title') });
  // A mark on the page's window: a reload drops it.
  await page.evaluate(() => Object.assign(window, { beforeClear: true }));
  const reloaded = page.waitForEvent('load');
  await confirm.getByRole('button', { name: text('diagnostics.confirm.keep') }).click();
  await reloaded;
  await expect(page.getByRole('region', { name: text('diagnostics.app') })).toBeVisible();
  expect(await page.evaluate(() => 'beforeClear' in window)).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
});
