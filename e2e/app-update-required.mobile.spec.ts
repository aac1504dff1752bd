import { APP_VERSION } from '../src/api/contract/appVersion';
import { expect, test } from './fixtures';

/**
 * A required update (docs/pwa.md "Required update"): when the operator's minimum version (webConfig.minAppVersion,
 * set in /ops/lobby-settings) is newer than the running build, the app is covered by a dialog whose only way on is
 * Update now. The server refuses a minimum above the version it serves, so this journey plays an older build by
 * raising the minimum in appConfig's answer on its way to the page.
 */
const [major] = APP_VERSION.split('.');
const NEWER = `${Number(major) + 1}.0.0`;

test('an app older than the operator allows is covered until it updates; the update reloads the new build', async ({
  page,
}) => {
  let required = true;
  await page.route('**/app/v1/anonymous/appConfig', async (route) => {
    // The update's reload can drop a request still on its way: its answer is gone with the page that asked, and the
    // journey's own checks below fail if an answer the page waits for never comes.
    try {
      const response = await route.fetch();
      const answer = (await response.json()) as { webConfig?: Record<string, unknown> };
      if (required && answer.webConfig) answer.webConfig.minAppVersion = NEWER;
      await route.fulfill({ response, json: answer });
    } catch {
      await route.abort().catch(() => undefined);
    }
  });
  await page.goto('/lobby/home');
  const dialog = page.getByRole('alertdialog', { name: 'Update Lucky Lobby to continue' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('no longer supported');
  // Nothing but Update now: Escape does not close it, and focus stays inside.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  const update = dialog.getByRole('button', { name: 'Update now' });
  await expect(update).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(update).toBeFocused();

  // The "new build" is served: the page reloads and goes on.
  required = false;
  await Promise.all([page.waitForEvent('load'), update.click()]);
  await expect(page.getByRole('tablist')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
