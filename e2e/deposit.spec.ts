import type { Page } from '@playwright/test';
import { expect, test, uniqueAccount, walletControls } from './fixtures';
import { text } from './support/auth';
import {
  CHANNELS,
  confirmChannel,
  depositScreens,
  expectCredited,
  newPlayerOnDeposit,
  openDeposit,
  pesos,
} from './support/deposit';

/**
 * A new player deposits through each of the three views (docs/deposit.md) and sees the balance rise exactly
 * once. Parallel-safe: every test registers its own account and pays only its own orders.
 */

/**
 * Closes the view: the order is checked, the view goes, the credited sheet says how much came in and its Close
 * leaves the player on the deposit tab, the balance showing the deposit.
 */
async function closeAndSeeBalance(page: Page, amount: number, dismiss: 'close' | 'escape' = 'close') {
  const screens = depositScreens(page);
  await screens.close.click();
  await expect(screens.view).toBeHidden();
  await expectCredited(page, amount);
  if (dismiss === 'escape') await page.keyboard.press('Escape');
  else await screens.credited.getByRole('button', { name: text('wallet.deposit.close') }).click();
  await expect(screens.credited).toBeHidden();
  // Focus goes back to the button that opened the deposit (still on the page unless the bank detour replaced it).
  if (dismiss === 'escape') await expect(screens.open).toBeFocused();
  await expect(screens.balance).toHaveText(pesos(amount));
}

test.describe('deposit, as a new player', () => {
  test('through the embedded pay page', async ({ page, api, request }, info) => {
    const account = uniqueAccount(info, 'dp');
    await newPlayerOnDeposit(page, api, account);
    const screens = depositScreens(page);
    await openDeposit(page);
    await expect(screens.pickDialog).toBeVisible();
    await confirmChannel(page, CHANNELS.payPage);
    await expect(screens.view).toHaveAttribute('data-deposit', /viewing/);
    const src = await screens.view.locator('iframe').getAttribute('src');
    const orderId = /\/sandbox\/pay\/(\w+)$/.exec(src ?? '')?.[1] ?? '';
    expect(orderId).not.toBe('');
    await screens.payFrame.getByRole('button', { name: 'Pay' }).click();
    await expect(screens.payFrame.getByTestId('sandbox-result')).toHaveAttribute('data-result', 'paid');
    await screens.close.click();
    await expectCredited(page, 10_000);
    // Play now goes to the lobby's games.
    await screens.playNow.click();
    await expect(screens.credited).toBeHidden();
    await expect(page).toHaveURL(/\/lobby\/home$/);
    await page.goto('/lobby/wallets/deposit');
    await expect(screens.balance).toHaveText(pesos(10_000));

    // Exactly once: the provider's callback arriving again changes nothing, on the server or on screen.
    const wallet = walletControls(request);
    expect((await wallet.completeDeposit({ orderId })).coin).toBe(10_000);
    const after = await wallet.read(account);
    expect(after.coin).toBe(10_000);
    expect(after.ledgerSums.coin).toBe(10_000);
    await page.reload();
    await expect(screens.balance).toHaveText(pesos(10_000));
  });

  test('through the QR view, paid by scanning its text', async ({ page, api, context, request }, info) => {
    const account = uniqueAccount(info, 'dq');
    await newPlayerOnDeposit(page, api, account);
    const screens = depositScreens(page);
    await openDeposit(page);
    await confirmChannel(page, CHANNELS.qr);
    await expect(screens.qr.getByRole('img', { name: text('wallet.deposit.qrImage') })).toBeVisible();
    await expect(screens.qr).toContainText(text('wallet.deposit.qrPayInTime', { minutes: 10 }));
    await expect(screens.qr).toContainText(text('wallet.deposit.qrScreenshot'));
    await expect(screens.qr.getByTestId('countdown')).toHaveText(/^(10:00|09:[0-5]\d)$/);
    // Screen readers hear the time left once a minute, not every second.
    const minutes = screens.qr.getByTestId('countdown-minutes');
    await expect(minutes).toHaveText(/^(10|9) minutes left to pay$/);
    await expect(minutes).toHaveAttribute('aria-live', 'polite');

    // The order id is copyable.
    await screens.qr
      .getByRole('button', { name: text('wallet.deposit.copy', { field: text('wallet.deposit.orderId') }) })
      .click();
    await expect(screens.toast).toHaveText(/Copy (Success|Fail)\./);

    // The player's phone scans the QR: its text opens the provider's pay page.
    const qrText = await screens.qr.getAttribute('data-qr');
    expect(qrText).toMatch(/^luckylobby-sandbox:\/\/pay\?order=D/);
    const phone = await context.newPage();
    await phone.goto(`/sandbox/scan?qr=${encodeURIComponent(qrText ?? '')}`);
    await phone.getByRole('button', { name: 'Pay' }).click();
    await expect(phone.getByTestId('sandbox-result')).toHaveAttribute('data-result', 'paid');
    await phone.close();

    await closeAndSeeBalance(page, 10_000, 'escape');
    expect((await walletControls(request).read(account)).coin).toBe(10_000);
  });

  test('through the bank-transfer view, after binding the bank on the way', async ({ page, api, request }, info) => {
    const account = uniqueAccount(info, 'db');
    await newPlayerOnDeposit(page, api, account);
    const screens = depositScreens(page);
    await openDeposit(page);
    await confirmChannel(page, CHANNELS.bankTransfer);

    // No BDO card yet: the bank check sends the player to bind one, and the deposit resumes afterwards.
    await expect(page).toHaveURL(/\/bindBankCard\?back=1&bankId=1001$/);
    await expect(page.getByRole('button', { name: /BDO/ })).toBeVisible();
    await page.getByLabel(text('wallet.bank.accountName'), { exact: true }).fill('Juan Dela Cruz');
    await page.getByLabel(text('wallet.bank.cardNum'), { exact: true }).fill('0012 3456 7890');
    await page.getByRole('button', { name: text('wallet.bank.submit') }).click();
    await expect(page).toHaveURL(/\/lobby\/wallets\/deposit$/);

    const view = screens.view;
    await expect(view).toHaveAttribute('data-deposit', /bankTransfer/);
    for (const label of ['bankName', 'shortBankName', 'accountName', 'cardNum', 'agent'] as const) {
      const field = text(`wallet.deposit.${label}`);
      await expect(view.getByRole('button', { name: text('wallet.deposit.copy', { field }) })).toBeVisible();
    }
    await expect(view).toContainText(text('wallet.deposit.oldAccountWarning'));
    await expect(view).toContainText(pesos(50_000));

    await walletControls(request).bankReceived(account);
    await closeAndSeeBalance(page, 50_000);
    expect((await walletControls(request).read(account)).coin).toBe(50_000);
  });
});
