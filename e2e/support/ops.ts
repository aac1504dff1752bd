import type { Page, TestInfo } from '@playwright/test';
import { TOTP, totpCode } from '../../server/ops/totp';
import type { DemoStaff } from '../../server/seed/staff';

/**
 * Logs a demo staff member in on /ops's log-in form (the page is on it). The server takes a code of the current
 * 30 s step or one either side, and each step once per account: a retried journey (CI retries once) therefore types
 * the next step's code, which the first attempt cannot have spent, rather than being refused as a replay.
 */
export async function opsLogIn(page: Page, staff: DemoStaff, testInfo: TestInfo): Promise<void> {
  await page.getByLabel('Staff name').fill(staff.username);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Next' }).click();
  const code = totpCode(staff.totpSecret, Date.now() + Math.min(testInfo.retry, 1) * TOTP.stepMs);
  await page.getByLabel('6-digit code from your authenticator app').fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
}
