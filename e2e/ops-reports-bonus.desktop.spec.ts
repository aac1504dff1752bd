import { readFile } from 'node:fs/promises';
import { DEMO_STAFF } from '../server/seed/staff';
import { expect, test, uniqueAccount, walletControls } from './fixtures';
import { seriousViolations } from './support/a11y';
import { activityControls } from './support/activity';
import { registerByApi } from './support/deposit';
import { opsLogIn } from './support/ops';

/**
 * Marketing reads what its promotions cost in /ops/bonus-cost: a player's ₱2,000 deposit with a 10 % coupon is paid
 * today; marketing (its own account, so this journey's one-time code is its own) finds Bonus cost in the menu and no
 * Reports, sees the deposit coupon's cost and the players it reached today, and downloads the range as CSV, which
 * holds no cash figure. Axe-checked with the chart drawn.
 */
const marketing = DEMO_STAFF.find((s) => s.username === 'marketing6')!;
const manilaDate = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 10);

test('marketing opens Bonus cost, sees the coupon it paid and downloads a CSV without cash', async ({
  page,
  api,
  request,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'bc');
  const { token } = await registerByApi(page, api, account);
  const bank = await api.call(
    'addBankInfo',
    { bankId: 1001, accountName: 'Juan Dela Cruz', cardNum: '1234567890' },
    token,
  );
  expect(bank.json.errcode).toBe(0);
  await activityControls(request).coupon(account, 1001, 10);
  const deposit = await api.call(
    'recharge3',
    { amount: 200_000, version: 4, actType: 0, rechargeType: 3, couponId: 1001 },
    token,
  );
  expect(deposit.json.errcode).toBe(0);
  await walletControls(page.request).completeDeposit({ orderId: String(deposit.json.orderId) });

  const today = manilaDate(Date.now());
  await page.goto('/ops');
  await opsLogIn(page, marketing, testInfo);
  const menu = page.getByRole('navigation').first();
  await expect(menu.getByRole('link', { name: 'Bonus cost' })).toBeVisible();
  // The business report carries the house's cash: not marketing's page.
  await expect(menu.getByRole('link', { name: 'Reports', exact: true })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Bonus cost' }).click();
  await expect(page.getByRole('heading', { name: 'Bonus cost', level: 1 })).toBeVisible();

  // The page opens on the last seven days; today's row holds at least this player's coupon and this player.
  const perDay = page.getByRole('region', { name: 'Bonus cost per day' });
  await expect(perDay.getByRole('row')).toHaveCount(8);
  const todayRow = perDay.locator(`tr[data-day="${today}"]`);
  const [cost, , players] = await todayRow.getByRole('cell').allTextContents();
  expect(Number((cost ?? '').replace(/[₱,]/g, ''))).toBeGreaterThan(0);
  expect(Number(players)).toBeGreaterThanOrEqual(1);
  await expect(page.locator('tr[data-promotion="coupon"]')).toBeVisible();
  await expect(page.getByText('Deposits')).toHaveCount(0);
  await expect(page.locator('.ops-chart__plot canvas')).toHaveCount(1);
  await expect(page.locator('.ops-chart__plot')).toHaveAttribute('aria-hidden', 'true');
  expect(await seriousViolations(page)).toEqual([]);

  const from = manilaDate(Date.now() - 6 * 86_400_000);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download CSV (${from} to ${today})` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`bonus-cost-${from}-to-${today}.csv`);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
  expect(lines[0]).toMatch(/^day,bonus_cost,payouts,players,.*players:coupon/);
  expect(lines[0]).not.toMatch(/deposits|withdrawals|net_cash|bets|wins|ggr/);
  expect(lines.map((line) => line.split(',')[0]).slice(-2)).toEqual([today, 'total']);
  await expect(page.getByRole('status')).toHaveText(`Downloaded bonus-cost-${from}-to-${today}.csv.`);
});
