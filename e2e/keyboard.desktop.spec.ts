import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueAccount } from './fixtures';
import { seriousViolations } from './support/a11y';
import { authScreen, home, isCall, LOGGED_IN, PASSWORD, text } from './support/auth';
import { CHANNELS, depositScreens, pesos } from './support/deposit';

/**
 * A player who uses only a keyboard registers, deposits in the sandbox and opens a game. Nothing here
 * clicks: Tab and Shift+Tab move, Enter and Space act, the address bar is typed (page.goto).
 */

/** Presses Tab until `target` has the focus (inside a frame too); fails when Tab never reaches it. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let presses = 0; presses <= limit; presses += 1) {
    const focused = await target
      .evaluate((element) => element === element.ownerDocument.activeElement && element.ownerDocument.hasFocus())
      .catch(() => false);
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('register, deposit in the sandbox and open a game with the keyboard alone', async ({ page }, info) => {
  test.setTimeout(90_000);
  await page.goto('/register');
  const form = authScreen(page);
  await tabTo(page, form.username);
  await page.keyboard.type(uniqueAccount(info, 'kb'));
  await tabTo(page, form.password);
  await page.keyboard.type(PASSWORD);
  await tabTo(page, form.confirmation);
  await page.keyboard.type(PASSWORD);
  // The date input's segments in the en-PH order (month, day, year), each moving on when full.
  await tabTo(page, form.birthDate);
  await page.keyboard.type('06151990');
  await expect(form.birthDate).toHaveValue('1990-06-15');
  await tabTo(page, form.notExcluded);
  await page.keyboard.press('Space');
  await expect(form.notExcluded).toBeChecked();
  await tabTo(page, form.register);
  const registered = page.waitForResponse(isCall('accountRegist'));
  await page.keyboard.press('Enter');
  expect(((await (await registered).json()) as { errcode: number }).errcode).toBe(0);
  await expect(home(page)).toHaveAttribute('data-state', LOGGED_IN);

  // Deposit: the pick dialog takes the focus, the channel is a radio group, Confirm and the sandbox pay page by Tab.
  await page.goto('/lobby/wallets/deposit');
  const deposit = depositScreens(page);
  await expect(deposit.balance).toHaveText(pesos(0));
  await tabTo(page, deposit.open);
  await page.keyboard.press('Enter');
  await expect(deposit.pickDialog).toBeVisible();
  await expect.poll(() => deposit.pick.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  expect(await seriousViolations(page), 'the open deposit dialog').toEqual([]);
  await tabTo(page, deposit.channel(CHANNELS.payPage));
  await page.keyboard.press('Space');
  await expect(deposit.channel(CHANNELS.payPage)).toHaveAttribute('aria-checked', 'true');
  await tabTo(page, deposit.confirm);
  await page.keyboard.press('Enter');
  await expect(deposit.view).toHaveAttribute('data-deposit', /viewing/);
  const pay = deposit.payFrame.getByRole('button', { name: 'Pay' });
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
  await expect(deposit.payFrame.getByTestId('sandbox-result')).toHaveAttribute('data-result', 'paid');
  await tabTo(page, deposit.close);
  await page.keyboard.press('Enter');
  await expect(deposit.view).toBeHidden();
  // The credited sheet takes focus (Play now); Escape closes it.
  await expect(deposit.playNow).toBeFocused();
  expect(await seriousViolations(page), 'the credited sheet').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(deposit.credited).toBeHidden();
  await expect(deposit.balance).toHaveText(pesos(10_000));

  // A game from the home's grid.
  await page.goto('/lobby/home');
  const firstGame = page
    .getByRole('list', { name: text('lobby.popularGames') })
    .getByTestId('game-card')
    .first()
    .locator('.game-card__open');
  await tabTo(page, firstGame);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/start\?gameId=\d+/);
});
