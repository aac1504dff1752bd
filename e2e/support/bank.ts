import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { isCall, text } from './auth';

/** On the open bank form: picks BDO, names Juan Dela Cruz's account and binds it; the server accepts it. */
export async function bindBdoCard(page: Page): Promise<void> {
  const bankForm = page.locator('.bank-form');
  await bankForm.getByRole('button', { name: text('wallet.bank.choose') }).click();
  await page
    .getByRole('dialog', { name: text('wallet.bank.selectTitle') })
    .getByRole('button', { name: /BDO/ })
    .first()
    .click();
  await bankForm.getByLabel(text('wallet.bank.accountName')).fill('Juan Dela Cruz');
  await bankForm.getByLabel(text('wallet.bank.cardNum')).fill('1234567890');
  const bound = page.waitForResponse(isCall('addBankInfo'));
  await bankForm.getByRole('button', { name: text('wallet.bank.submit') }).click();
  expect(((await (await bound).json()) as { errcode: number }).errcode).toBe(0);
}
