import { readFile } from 'node:fs/promises';
import { DEMO_STAFF } from '../server/seed/staff';
import { expect, test, uniqueAccount, walletControls } from './fixtures';
import { seriousViolations } from './support/a11y';
import { registerByApi } from './support/deposit';
import { opsLogIn } from './support/ops';

/**
 * Finance reads the business in /ops/reports: a player's ₱2,000 deposit is paid today; finance (the second finance
 * account, so this journey's one-time code is its own) opens Reports, picks the last three Manila days, sees the
 * totals and today's row with the deposit, and downloads the range as CSV. Axe-checked with the chart drawn.
 */
const finance = DEMO_STAFF.find((s) => s.username === 'finance2')!;
const manilaDate = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 10);

test('finance opens Reports, picks a range, sees the totals and downloads the CSV', async ({ page, api }, testInfo) => {
  const account = uniqueAccount(testInfo, 'rp');
  const { token } = await registerByApi(page, api, account);
  // A deposit needs a bank account on file (the payout of a later withdrawal goes to it).
  const bank = await api.call(
    'addBankInfo',
    { bankId: 1001, accountName: 'Juan Dela Cruz', cardNum: '1234567890' },
    token,
  );
  expect(bank.json.errcode).toBe(0);
  const deposit = await api.call('recharge3', { amount: 200_000, version: 4, actType: 0, rechargeType: 3 }, token);
  expect(deposit.json.errcode).toBe(0);
  await walletControls(page.request).completeDeposit({ orderId: String(deposit.json.orderId) });

  const today = manilaDate(Date.now());
  const from = manilaDate(Date.now() - 2 * 86_400_000);
  await page.goto('/ops/reports');
  await opsLogIn(page, finance, testInfo);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();

  // The page opens on the last seven days; finance asks for the last three.
  await page.getByLabel('From').fill(from);
  await page.getByLabel('To').fill(today);
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page.getByRole('heading', { name: `Totals, ${from} to ${today}` })).toBeVisible();
  const perDay = page.getByRole('region', { name: 'Report per day' });
  await expect(perDay.getByRole('row')).toHaveCount(4);
  // Today's deposits hold at least this player's ₱2,000 (other journeys deposit on the same server).
  const todayRow = perDay.locator(`tr[data-day="${today}"]`);
  const depositsToday = (await todayRow.getByRole('cell').first().textContent()) ?? '';
  expect(Number(depositsToday.replace(/[₱,]/g, ''))).toBeGreaterThanOrEqual(2_000);
  await expect(page.getByRole('term').filter({ hasText: 'Depositing players' })).toBeVisible();
  // The chart is drawn for the eye only; its summary and the table are what assistive technology reads.
  await expect(page.locator('.ops-chart__plot canvas')).toHaveCount(1);
  await expect(page.locator('.ops-chart__plot')).toHaveAttribute('aria-hidden', 'true');
  expect(await seriousViolations(page)).toEqual([]);

  // The CSV: the range's name, a header, a row per day and the totals.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download CSV (${from} to ${today})` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`report-${from}-to-${today}.csv`);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
  expect(lines[0]).toMatch(/^day,deposits,withdrawals,net_cash,bets,wins,ggr,bonus_cost,.*active_players$/);
  expect(lines.map((line) => line.split(',')[0])).toEqual([
    'day',
    from,
    manilaDate(Date.now() - 86_400_000),
    today,
    'total',
  ]);
  await expect(page.getByRole('status')).toHaveText(`Downloaded report-${from}-to-${today}.csv.`);
});
