import { expect, test, uniqueAccount } from './fixtures';
import { text } from './support/auth';
import { registerByApi } from './support/deposit';

/**
 * The home's overlays never stack (docs/promotions.md "One overlay at a time"): a new player on a phone meets the
 * app-download prompt, then the notice pop-up, then the activity modal (first-charge, then invite friends), each
 * only once the one before has closed. Writes only on an account of its own.
 */
test.use({ showPrompts: true, showNoticePopup: true, showActivityModal: true });

test('a new player meets the download prompt, the notice pop-up and the activity modals one after another', async ({
  page,
  api,
}, info) => {
  await registerByApi(page, api, uniqueAccount(info, 'ov'));
  await page.goto('/lobby/home');

  const download = page.getByRole('alertdialog', { name: text('prompts.download.title') });
  const notice = page.getByRole('dialog', { name: 'Welcome to Lucky Lobby' });
  const firstCharge = page.getByRole('dialog', { name: text('activity.firstCharge.title') });
  const dialogs = page.locator('[role="dialog"], [role="alertdialog"]');

  // The others wait behind it (the order itself is proved on the machines: tests/machines/activityModal.test.ts, prompts.test.ts).
  await expect(download).toBeVisible();
  await expect(dialogs).toHaveCount(1);
  await download.getByRole('button', { name: text('prompts.later') }).click();

  await expect(notice).toBeVisible();
  await expect(dialogs).toHaveCount(1);
  await notice.getByRole('button', { name: text('news.popup.close') }).click();

  await expect(firstCharge).toBeVisible();
  await expect(dialogs).toHaveCount(1);
  await firstCharge.getByRole('button', { name: text('activity.close') }).click();

  const invite = page.getByRole('dialog', { name: text('activity.invite.title') });
  await expect(invite).toBeVisible();
  await expect(dialogs).toHaveCount(1);
  await invite.getByRole('button', { name: text('activity.close') }).click();
  await expect(dialogs).toHaveCount(0);
});
