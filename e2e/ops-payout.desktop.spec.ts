import forge from 'node-forge';
import { totpCode } from '../server/ops/totp';
import { DEMO_STAFF } from '../server/seed/staff';
import type { EndpointName, RequestOf } from '../src/api/contract/map';
import { expect, test, uniqueAccount, walletControls } from './fixtures';
import { seriousViolations } from './support/a11y';
import { text, webConfigOf } from './support/auth';
import { registerByApi } from './support/deposit';
import { documentPhoto } from './support/kyc';

/**
 * The whole cash-out with the back office: a player deposits, sends KYC, the sandbox vendor approves it
 * (this test's server clock moves), the player asks for a withdrawal; finance logs in to /ops with password and
 * TOTP (the code computed here from the seeded secret) and approves; the sandbox payout pays (clock again); the
 * player's records say Paid and the ledger balances. The player's half goes through the API (its screens have
 * their own journeys); the back office is driven as staff would, by label and role, and axe-checked.
 */
const KYC_DELAY_MS = 20_000;
const PAYOUT_DELAY_MS = 10_000;
const finance = DEMO_STAFF.find((s) => s.username === 'finance')!;

test('deposit, KYC by the vendor, withdrawal approved by finance in /ops, paid by the sandbox payout', async ({
  page,
  api,
  controls,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'op');
  const wallet = walletControls(page.request);
  const { token } = await registerByApi(page, api, account);
  const ok = async <N extends EndpointName>(name: N, body: RequestOf<N>) => {
    const res = await api.call(name, body, token);
    expect(res.json.errcode, `${name}: ${JSON.stringify(res.json)}`).toBe(0);
    return res.json;
  };

  // A BDO card, a deposit of ₱2,000 (the sandbox bank transfer "received"), KYC sent; the vendor approves 20 s later.
  await ok('addBankInfo', { bankId: 1001, accountName: 'Juan Dela Cruz', cardNum: '1234567890' });
  const deposit = await ok('recharge3', { amount: 200_000, version: 4, actType: 0, rechargeType: 3 });
  await wallet.completeDeposit({ orderId: String(deposit.orderId) });
  const upload = await ok('uploadKyc', { image: documentPhoto().toString('base64'), mimeType: 'image/png' });
  await ok('addKyc', {
    documentType: 'passport',
    realName: 'Juan Dela Cruz',
    birthDate: '1990-06-15',
    fileId: upload.fileId ?? '',
  });
  await controls.clock(KYC_DELAY_MS);
  expect((await wallet.read(account)).kycStatus).toBe('approved');

  // The withdrawal of ₱500 behind the wallet password.
  const key = forge.pki.publicKeyFromPem((await webConfigOf(api)).rsaPublicKey);
  const pin = forge.util.encode64(key.encrypt('135790', 'RSAES-PKCS1-V1_5'));
  await ok('safeboxPasswordInit', { password: pin });
  const asked = await ok('exchange', { amount: 50_000, bankId: 1001, password: pin });
  const orderId = String(asked.order?.orderId);

  // Finance logs in to the back office: name and password, then the authenticator's code.
  await page.goto('/ops');
  await expect(page.getByRole('heading', { name: 'Staff log-in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Staff name').fill(finance.username);
  await page.getByLabel('Password', { exact: true }).fill(finance.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByLabel('6-digit code from your authenticator app')
    .fill(totpCode(finance.totpSecret, Date.now() + KYC_DELAY_MS));
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Withdrawals' }).click();

  // The queue: this order, approved (one approver below ₱10,000) and handed to the payout.
  const row = page.locator(`tr[data-order="${orderId}"]`);
  await expect(row).toContainText('₱500.00');
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('button', { name: `Approve ${orderId}` }).click();
  await expect(page.getByRole('status')).toHaveText(`Withdrawal ${orderId} approved and sent for payment.`);
  await expect(row).toHaveCount(0);
  // Finance also reviews identity checks (other tests' submissions may wait there): the page passes axe too.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Identity checks' }).click();
  await expect(page.getByRole('heading', { name: 'Identity checks waiting for review' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The sandbox payout settles 10 s later on this test's clock; the player's records say Paid.
  await controls.clock(KYC_DELAY_MS + PAYOUT_DELAY_MS);
  await page.goto('/lobby/record/transaction');
  await page.getByRole('tab', { name: text('wallet.records.withdrawals') }).click();
  const record = page.locator(`[data-order="${orderId}"]`);
  await expect(record.locator('.record-row__status')).toHaveText(text('wallet.withdraw.stage.paid'));

  // The ledger balances: ₱2,000 in, ₱500 out.
  const after = await wallet.read(account);
  expect(after.coin).toBe(150_000);
  expect(after.ledgerSums.coin).toBe(after.coin);

  // Finance looks the player up in /ops: the ledger's running balance ends at ₱1,500.00.
  await page.goto('/ops/players');
  await page.getByLabel('Staff name').fill(finance.username);
  await page.getByLabel('Password', { exact: true }).fill(finance.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByLabel('6-digit code from your authenticator app')
    .fill(totpCode(finance.totpSecret, Date.now() + KYC_DELAY_MS + PAYOUT_DELAY_MS + 30_000));
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByLabel('Player id, account, mobile number or nickname').fill(account);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Open ${account}` }).click();
  const ledger = page.getByRole('table', { name: /Ledger/ });
  await expect(ledger.getByRole('row').nth(1)).toContainText('₱1,500.00');
  expect(await seriousViolations(page)).toEqual([]);

  // The admin's staff page passes axe too (its calls are proved in tests/server/opsAccess.test.ts).
  const admin = DEMO_STAFF.find((s) => s.username === 'admin')!;
  await page.goto('/ops/staff');
  await page.getByLabel('Staff name').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByLabel('6-digit code from your authenticator app')
    .fill(totpCode(admin.totpSecret, Date.now() + KYC_DELAY_MS + PAYOUT_DELAY_MS));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('row', { name: /finance2/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The admin's other pages pass axe too (their calls: tests/server/ops*.test.ts).
  const menu = page.getByRole('navigation', { name: 'Back office' });
  await menu.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('row', { name: /finance.*withdrawal\.approve/ }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await menu.getByRole('link', { name: 'Flagged players' }).click();
  await expect(page.getByRole('heading', { name: 'Flagged players' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await menu.getByRole('link', { name: 'Configuration' }).click();
  await expect(page.getByLabel(/need a second finance approver/)).toHaveValue(/^\d+\.\d\d$/);
  expect(await seriousViolations(page)).toEqual([]);
  await menu.getByRole('link', { name: 'Pending changes' }).click();
  await expect(page.getByRole('heading', { name: 'Pending changes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await menu.getByRole('link', { name: 'Your password' }).click();
  await expect(page.getByLabel('New password again')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
