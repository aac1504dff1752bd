import type { Page } from '@playwright/test';
import { expect, test, uniqueAccount, walletControls } from './fixtures';
import { isCall, registerUsername, text } from './support/auth';
import { bindBdoCard } from './support/bank';
import { documentPhoto } from './support/kyc';

/**
 * The wallet as a new player meets it: bind a bank card, try to withdraw before KYC and be
 * told why, upload KYC, have it approved (test control), set the wallet password, withdraw, and find both the
 * deposit and the withdrawal in the records. The deposit is paid through the sandbox's test control (the deposit
 * views have their own specs). Runs in both layouts: desktop pages live under /lobby (docs/wallet.md).
 */

const DEPOSIT_PESOS = 2_000;
const WITHDRAW_PESOS = 1_500;
const WALLET_PASSWORD = '246810';

// Each test is a whole journey over many pages (about 20–30 s on two busy cores): three times the default.
test.describe.configure({ timeout: 90_000 });

/** The address of a wallet page in this project's layout (desktop keeps them under /lobby). */
const at = (page: Page, path: string) => ((page.viewportSize()?.width ?? 0) >= 1024 ? `/lobby${path}` : path);

test('a new player binds a card, is refused before KYC, verifies, sets the password, withdraws and sees both orders', async ({
  page,
  api,
  controls,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'w');
  await registerUsername(page, account);
  const token = await controls.session(account);

  // Bind a bank card (BDO) from the withdraw form's "Bind a bank account": saved, it comes back to the form
  // where the player was, not to the card list.
  await page.goto('/lobby/wallets/withdraw');
  const withdraw = page.locator('.withdraw');
  await expect(withdraw).toHaveAttribute('data-state', 'editing');
  await withdraw.getByRole('link', { name: text('wallet.withdraw.bindBank') }).click();
  await expect(page).toHaveURL(new RegExp(`${at(page, '/bindBankCard')}\\?back=withdraw$`));
  await bindBdoCard(page);
  await expect(page).toHaveURL(/\/lobby\/wallets\/withdraw$/);
  await expect(withdraw).toHaveAttribute('data-state', 'editing');
  await expect(withdraw.getByLabel(text('wallet.withdraw.bank'))).toContainText('Juan Dela Cruz');

  // A paid bank-transfer deposit of 2,000 pesos (the sandbox's "received" call).
  const deposit = await api.call(
    'recharge3',
    { amount: DEPOSIT_PESOS * 100, version: 4, actType: 0, rechargeType: 3 },
    token,
  );
  expect(deposit.json.errcode, JSON.stringify(deposit.json)).toBe(0);
  const depositOrder = String(deposit.json.orderId);
  await walletControls(page.request).completeDeposit({ orderId: depositOrder });

  // Withdrawal before KYC: refused, with the seven-day rule, and a way to verify.
  await page.goto('/lobby/wallets/withdraw');
  await expect(withdraw).toHaveAttribute('data-state', 'editing');
  await expect(withdraw.getByTestId('withdrawable')).toHaveText('₱2,000.00');
  await expect(withdraw.locator('.kyc-due')).toContainText(text('wallet.kyc.rule'));
  await withdraw.getByLabel(text('wallet.withdraw.amount')).fill(String(WITHDRAW_PESOS));
  await withdraw.getByRole('button', { name: text('wallet.withdraw.submit') }).click();
  const refusal = page.getByRole('alertdialog', { name: text('wallet.withdraw.refused') });
  await expect(refusal).toContainText(text('wallet.withdraw.kycRequired'));
  await refusal.getByRole('button', { name: text('wallet.kyc.verifyNow') }).click();

  // KYC upload: a wrong file type is refused on the spot, then the real photo goes through.
  await expect(page).toHaveURL(new RegExp(`${at(page, '/walletsKycUpload')}$`));
  const kyc = page.locator('.kyc');
  await expect(kyc).toHaveAttribute('data-state', 'form.editing');
  await kyc.getByLabel(text('wallet.kyc.document')).selectOption({ label: text('wallet.kyc.doc.passport') });
  await kyc.getByLabel(text('wallet.kyc.realName')).fill('Juan Dela Cruz');
  await kyc.getByLabel(text('wallet.kyc.birthDate')).fill('1990-06-15');
  const photo = kyc.getByLabel(text('wallet.kyc.photo'));
  await photo.setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: documentPhoto() });
  // Toasts by text, not visibility: they fade by a 2.6 s CSS animation a busy machine can poll after.
  await expect(page.getByRole('status').filter({ hasText: text('wallet.kyc.fileType') })).toHaveCount(1);
  await photo.setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: documentPhoto() });
  await expect(kyc.getByTestId('kyc-photo-state')).toContainText('passport.png');
  const added = page.waitForResponse(isCall('addKyc'));
  await kyc.getByRole('button', { name: text('wallet.kyc.submit') }).click();
  expect(((await (await added).json()) as { errcode: number }).errcode).toBe(0);
  await expect(page).toHaveURL(new RegExp(`${at(page, '/walletsKyc')}$`));
  await expect(page.locator('.kyc-status')).toHaveAttribute('data-kyc', 'pending');

  // While the review is pending, the withdraw tab's banner says so, with the due date.
  await page.goto('/lobby/wallets/withdraw');
  const banner = withdraw.locator('.kyc-due');
  await expect(banner).toHaveAttribute('data-kyc', 'pending');
  await expect(banner).toContainText(text('wallet.kyc.status.pending'));
  await expect(banner).not.toContainText(text('wallet.kyc.rule'));
  await expect(banner.getByTestId('kyc-due-date')).toContainText(/\d{4}/);

  // Approved by the operator (test control); the status page says so.
  await walletControls(page.request).reviewKyc(account, 'approved');
  await page.goto(at(page, '/walletsKyc'));
  await expect(page.locator('.kyc-status')).toHaveAttribute('data-kyc', 'approved');
  await expect(page.locator('.kyc-status')).toContainText(text('wallet.kyc.status.approved'));

  // The withdraw form now asks for a wallet password first.
  await page.goto('/lobby/wallets/withdraw');
  await expect(withdraw).toHaveAttribute('data-state', 'editing');
  await expect(withdraw.locator('.kyc-due')).toHaveCount(0);
  await withdraw.getByLabel(text('wallet.withdraw.amount')).fill(String(WITHDRAW_PESOS));
  await withdraw.getByRole('button', { name: text('wallet.withdraw.submit') }).click();
  const noPassword = page.getByRole('alertdialog', { name: text('wallet.withdraw.refused') });
  await expect(noPassword).toContainText(text('wallet.withdraw.noPassword'));
  await noPassword.getByRole('button', { name: text('wallet.password.setTitle') }).click();

  // Set the wallet password; the page goes back to the withdraw tab.
  await expect(page).toHaveURL(new RegExp(`${at(page, '/walletsPassword')}$`));
  const passwordPage = page.locator('.wallet-page[data-mode]');
  await expect(passwordPage).toHaveAttribute('data-state', 'editing');
  await expect(passwordPage).toHaveAttribute('data-mode', 'set');
  await passwordPage.getByLabel(text('wallet.password.new')).fill(WALLET_PASSWORD);
  await passwordPage.getByLabel(text('wallet.password.confirm')).fill(WALLET_PASSWORD);
  await passwordPage.getByRole('button', { name: text('wallet.password.save') }).click();
  await expect(page).toHaveURL(/\/lobby\/wallets\/withdraw$/);

  // More than the balance: refused, said once, under the amount and tied to it (a screen reader hears it from the
  // polite status too); no toast is drawn over the form, so the Withdraw button stays free.
  await expect(withdraw).toHaveAttribute('data-state', 'editing');
  await withdraw.getByLabel(text('wallet.withdraw.amount')).fill('5000');
  const submit = withdraw.getByRole('button', { name: text('wallet.withdraw.submit') });
  await submit.click();
  const aboveBalance = text('wallet.amount.aboveBalance', { balance: '₱2,000.00' });
  const amount = withdraw.getByLabel(text('wallet.withdraw.amount'));
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription(aboveBalance);
  await expect(withdraw.locator('.field__error')).toHaveText(aboveBalance);
  await expect(withdraw.locator('.field__error')).toBeVisible();
  await expect(withdraw.getByRole('status').filter({ hasText: aboveBalance })).toHaveCount(1);
  await expect(withdraw.locator('.toast--error')).toHaveCount(0);

  // Withdraw 1,500 pesos: processing period, the password asked, the amount held at once.
  await withdraw.getByLabel(text('wallet.withdraw.amount')).fill(String(WITHDRAW_PESOS));
  await expect(withdraw.getByTestId('processing-period')).toHaveText(
    text('wallet.withdraw.period', { min: 1, max: 3 }),
  );
  await withdraw.getByRole('button', { name: text('wallet.withdraw.submit') }).click();
  const ask = page.getByRole('dialog', { name: text('wallet.password.ask') });
  await ask.getByLabel(text('wallet.password.label')).fill(WALLET_PASSWORD);
  const exchanged = page.waitForResponse(isCall('exchange'));
  await ask.getByRole('button', { name: text('wallet.confirm') }).click();
  const answer = (await (await exchanged).json()) as { errcode: number; order: { orderId: string }; coin: number };
  expect(answer.errcode).toBe(0);
  expect(answer.coin).toBe((DEPOSIT_PESOS - WITHDRAW_PESOS) * 100);
  const placed = page.getByRole('dialog', { name: text('wallet.withdraw.placed') });
  await expect(placed).toContainText(answer.order.orderId);
  await expect(placed).toContainText(text('wallet.withdraw.period', { min: 1, max: 3 }));
  await placed.getByRole('button', { name: text('wallet.withdraw.again') }).click();
  await expect(withdraw.getByTestId('withdrawable')).toHaveText('₱500.00');

  // Both orders in the records.
  await page.goto(at(page, '/record/transaction'));
  const list = page.locator('[data-list-state]');
  await expect(list).toHaveAttribute('data-list-state', 'end');
  await expect(list.locator(`[data-order="${depositOrder}"]`)).toContainText('2,000.00');
  await page.getByRole('tab', { name: text('wallet.records.withdrawals') }).click();
  await expect(list).toHaveAttribute('data-list-state', 'end');
  await expect(list.locator(`[data-order="${answer.order.orderId}"]`)).toContainText('1,500.00');
  // A withdrawal shows its stage (requested, waiting for approval) and the steps with their times.
  const row = list.locator(`[data-order="${answer.order.orderId}"]`);
  await expect(row.locator('.record-row__status')).toHaveText(text('wallet.withdraw.stage.requested'));
  await expect(row.getByRole('list', { name: text('wallet.withdraw.stages') }).getByRole('listitem')).toHaveCount(1);
});

/** Sets the wallet password on /walletsPassword (it returns to the withdraw tab). */
async function setWalletPassword(page: Page, password: string): Promise<void> {
  await page.goto(at(page, '/walletsPassword'));
  const form = page.locator('.wallet-page[data-mode]');
  await expect(form).toHaveAttribute('data-state', 'editing');
  await form.getByLabel(text('wallet.password.new')).fill(password);
  await form.getByLabel(text('wallet.password.confirm')).fill(password);
  await form.getByRole('button', { name: text('wallet.password.save') }).click();
  await expect(page).toHaveURL(/\/lobby\/wallets\/withdraw$/);
}

test('points buy coin at the configured rate, and coin moves into and out of the safe box behind the password', async ({
  page,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'p');
  const wallet = walletControls(page.request);
  await registerUsername(page, account);
  await wallet.credit(account, 'lottery', 30_000); // 300 points
  await wallet.credit(account, 'coin', 100_000); // 1,000 pesos

  // Points: 300 shown; 200 exchanged at the server's rate (rateBasisPoints from getLotterConfig).
  const config = page.waitForResponse(isCall('getLotterConfig'));
  await page.goto(at(page, '/points'));
  const { rateBasisPoints } = (await (await config).json()) as { rateBasisPoints: number };
  const points = page.locator('.points');
  await expect(points.getByTestId('points-balance')).toHaveText('300');
  await points.getByLabel(text('wallet.points.amount')).fill('200');
  const bought = Math.floor((20_000 * rateBasisPoints) / 10_000);
  await expect(points.getByTestId('points-coin')).toContainText((bought / 100).toFixed(2));
  await points.getByRole('button', { name: text('wallet.points.exchange') }).click();
  await expect(points.getByTestId('points-balance')).toHaveText('100');
  expect(await wallet.read(account)).toMatchObject({ lottery: 10_000, coin: 100_000 + bought });

  // Safe box: in needs no password; out is refused without one, then works with it.
  await page.goto('/lobby/wallets/safebox');
  const safe = page.locator('.safebox');
  await expect(safe).toHaveAttribute('data-state', 'editing');
  await safe.getByLabel(text('wallet.safebox.amount')).fill('400');
  await safe.getByRole('button', { name: text('wallet.safebox.in') }).click();
  await expect(safe.getByTestId('safebox-safe')).toHaveText('₱400.00');
  await safe.getByLabel(text('wallet.safebox.out')).check();
  await expect(safe).toContainText(text('wallet.withdraw.noPassword'));

  await setWalletPassword(page, '135790');
  await page.getByRole('tab', { name: text('wallet.tab.safebox') }).click();
  await expect(safe).toHaveAttribute('data-state', 'editing');
  await safe.getByLabel(text('wallet.safebox.out')).check();
  await safe.getByLabel(text('wallet.safebox.amount')).fill('150');
  await safe.getByLabel(text('wallet.password.label')).fill('000000');
  await safe.getByRole('button', { name: text('wallet.safebox.out') }).click();
  await expect(page.getByRole('status').filter({ hasText: text('wallet.password.wrong') })).toHaveCount(1);
  await expect(safe.getByLabel(text('wallet.password.label'))).toHaveAccessibleDescription(
    text('wallet.password.wrong'),
  );
  await safe.getByLabel(text('wallet.password.label')).fill('135790');
  await safe.getByRole('button', { name: text('wallet.safebox.out') }).click();
  await expect(safe.getByTestId('safebox-safe')).toHaveText('₱250.00');
  const after = await wallet.read(account);
  expect(after).toMatchObject({ safebox: 25_000, coin: 100_000 + bought - 25_000 });
  expect(after.ledgerSums).toEqual({ coin: after.coin, lottery: after.lottery, safebox: after.safebox });
});
