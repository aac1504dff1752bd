import type { Page } from '@playwright/test';
import { type Api, expect, test, uniqueAccount, walletControls } from './fixtures';
import { isCall, registerUsername, text } from './support/auth';
import { documentPhoto } from './support/kyc';

/**
 * Identity checks through the sandbox vendor on the running server. A new player uploads KYC; the sandbox
 * vendor decides 20 s later on the server clock (this test's own clock: the test control moves it, no sleep) and its
 * signed decision reaches the player: approved lifts the withdraw form's KYC refusal; a name containing REJECT is
 * rejected with the vendor's reason. Both layouts (desktop pages live under /lobby).
 */

const SANDBOX_KYC_DELAY_MS = 20_000;

test.describe.configure({ timeout: 90_000 });

const at = (page: Page, path: string) => ((page.viewportSize()?.width ?? 0) >= 1024 ? `/lobby${path}` : path);

/** Registers a player with a bound BDO card and ₱2,000, and sends the KYC form with this real name. */
async function playerWithKycSent(page: Page, api: Api, token: string, account: string, realName: string) {
  const wallet = walletControls(page.request);
  await wallet.credit(account, 'coin', 200_000);
  const bank = await api.call(
    'addBankInfo',
    { bankId: 1001, accountName: 'Juan Dela Cruz', cardNum: '1234567890' },
    token,
  );
  expect(bank.json.errcode).toBe(0);

  await page.goto(at(page, '/walletsKycUpload'));
  const kyc = page.locator('.kyc');
  await expect(kyc).toHaveAttribute('data-state', 'form.editing');
  await kyc.getByLabel(text('wallet.kyc.document')).selectOption({ label: text('wallet.kyc.doc.passport') });
  await kyc.getByLabel(text('wallet.kyc.realName')).fill(realName);
  await kyc.getByLabel(text('wallet.kyc.birthDate')).fill('1990-06-15');
  await kyc
    .getByLabel(text('wallet.kyc.photo'))
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: documentPhoto() });
  await expect(kyc.getByTestId('kyc-photo-state')).toContainText('passport.png');
  const added = page.waitForResponse(isCall('addKyc'));
  await kyc.getByRole('button', { name: text('wallet.kyc.submit') }).click();
  expect(((await (await added).json()) as { errcode: number }).errcode).toBe(0);
  await expect(page.locator('.kyc-status')).toHaveAttribute('data-kyc', 'pending');
  return wallet;
}

/** Types an amount into the withdraw form and submits it; answers the refusal dialog. */
async function tryWithdraw(page: Page) {
  await page.goto('/lobby/wallets/withdraw');
  const withdraw = page.locator('.withdraw');
  await expect(withdraw).toHaveAttribute('data-state', 'editing');
  await withdraw.getByLabel(text('wallet.withdraw.amount')).fill('500');
  await withdraw.getByRole('button', { name: text('wallet.withdraw.submit') }).click();
  return page.getByRole('alertdialog', { name: text('wallet.withdraw.refused') });
}

test('a new player uploads KYC, the sandbox vendor approves it, and the withdraw form no longer refuses for KYC', async ({
  page,
  api,
  controls,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'kv');
  await registerUsername(page, account);
  const token = await controls.session(account);
  const wallet = await playerWithKycSent(page, api, token, account, 'Juan Dela Cruz');

  // Under review: the banner and the refusal say so.
  const pending = await tryWithdraw(page);
  await expect(pending).toHaveAccessibleDescription(text('wallet.withdraw.kycPending'));

  // The vendor's delay passes on this test's server clock; its signed decision is applied.
  await controls.clock(SANDBOX_KYC_DELAY_MS);
  expect((await wallet.read(account)).kycStatus).toBe('approved');
  await page.goto(at(page, '/walletsKyc'));
  await expect(page.locator('.kyc-status')).toHaveAttribute('data-kyc', 'approved');
  await expect(page.locator('.kyc-status')).toContainText(text('wallet.kyc.status.approved'));

  // No KYC banner; the next thing the form asks for is the wallet password, not KYC.
  const next = await tryWithdraw(page);
  await expect(page.locator('.withdraw .kyc-due')).toHaveCount(0);
  await expect(next).toHaveAccessibleDescription(text('wallet.withdraw.noPassword'));
});

test('a name with REJECT is rejected by the sandbox vendor: the KYC page shows the reason, the withdraw form says so', async ({
  page,
  api,
  controls,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'kr');
  await registerUsername(page, account);
  const token = await controls.session(account);
  await playerWithKycSent(page, api, token, account, 'Reject Santos');
  await controls.clock(SANDBOX_KYC_DELAY_MS);

  await page.goto(at(page, '/walletsKyc'));
  const status = page.locator('.kyc-status');
  await expect(status).toHaveAttribute('data-kyc', 'rejected');
  await expect(status).toContainText(text('wallet.kyc.status.rejected'));
  await expect(status).toContainText('The name does not match the document.');
  await expect(status.getByRole('link', { name: text('wallet.kyc.again') })).toBeVisible();

  const refusal = await tryWithdraw(page);
  await expect(page.locator('.withdraw .kyc-due')).toHaveAttribute('data-kyc', 'rejected');
  await expect(refusal).toHaveAccessibleDescription(text('wallet.withdraw.kycRejected'));
  await refusal.getByRole('button', { name: text('wallet.kyc.viewStatus') }).click();
  await expect(page.locator('.kyc')).toContainText('The name does not match the document.');
});
