import { expect, test, uniqueAccount } from './fixtures';
import { text } from './support/auth';
import { registerByApi } from './support/deposit';

/**
 * The home's overlays never stack (docs/promotions.md "One overlay at a time") and a visit brings at most one
 * promotional dialog before the player has played: a new player on a phone meets the app-download
 * prompt and, once it is closed, neither the notice pop-up nor the activity modals — not even after a reload in the
 * same visit. The order after a game (PLAYED) is proved on the machines (tests/machines/session/overlays.test.ts).
 * Writes only on an account of its own.
 */
test.use({ showPrompts: true, showNoticePopup: true, showActivityModal: true });

test('a new player meets one promotional dialog per visit: the download prompt, then none', async ({
  page,
  api,
}, info) => {
  await registerByApi(page, api, uniqueAccount(info, 'ov'));
  await page.goto('/lobby/home');

  const download = page.getByRole('alertdialog', { name: text('prompts.download.title') });
  const notice = page.getByRole('dialog', { name: 'Welcome to Lucky Lobby' });
  const dialogs = page.locator('[role="dialog"], [role="alertdialog"]');

  await expect(download).toBeVisible();
  await expect(dialogs).toHaveCount(1);
  await download.getByRole('button', { name: text('prompts.later') }).click();
  // The overlays went quiet when the prompt came up: nothing follows it.
  await expect(dialogs).toHaveCount(0);
  await expect(notice).toHaveCount(0);

  // A reload is the same visit (the tab's session storage): still nothing.
  await page.reload();
  await expect(page.getByRole('tab', { name: text('lobby.tab.home') }).first()).toBeVisible();
  await expect(dialogs).toHaveCount(0);
});
