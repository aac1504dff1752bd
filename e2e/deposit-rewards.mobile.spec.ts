import { DEPOSIT_STREAK_DAYS } from '../src/api/contract/promotions';
import { expect, test, uniqueAccount, walletControls } from './fixtures';
import { text } from './support/auth';
import { pesos, registerByApi } from './support/deposit';

/**
 * The deposit promotions (docs/promotions.md "Deposit rewards"), mobile only: a new player's paid deposit of ₱100
 * makes day 1 of the deposit streak claimable; the index card opens the deposit rewards page, the claim pays once,
 * and the ladder below counts the same deposit. Parallel-safe: its own account, the server's Manila date.
 */
test('a paid deposit makes day 1 of the deposit streak claimable; the claim pays once', async ({ page, api }, info) => {
  const account = uniqueAccount(info, 'ds');
  const { token } = await registerByApi(page, api, account);
  const order = await api.call('recharge3', { amount: 10_000, version: 4, actType: 0, rechargeType: 1 }, token);
  expect(order.json.errcode, JSON.stringify(order.json)).toBe(0);
  await walletControls(page.request).completeDeposit({ orderId: String(order.json.orderId) });

  await page.goto('/lobby/activity');
  const streakName = text('promotions.activity.ContinuousRecharge');
  await page.getByRole('link', { name: `${text('promotions.index.open')} ${streakName}` }).click();
  await expect(page).toHaveURL(/\/activity\/depositEvery$/);

  const streak = page.getByTestId('deposit-streak');
  const day1 = streak.locator('[data-day="1"]');
  await expect(day1).toHaveAttribute('data-status', '1');
  await expect(streak.getByTestId('deposit-streak-progress')).toHaveText(
    text('promotions.depositStreak.progress', { days: 1 }),
  );
  await expect(page.getByTestId('ladder-total')).toHaveText(
    text('promotions.ladderRecharge.total', { amount: pesos(10_000) }),
  );

  const reward = pesos(DEPOSIT_STREAK_DAYS[0]!.coin);
  await day1.getByRole('button', { name: text('promotions.depositStreak.claim', { pesos: reward }) }).click();
  await expect(page.getByRole('status').filter({ hasText: text('promotions.depositStreak.paid') })).toBeVisible();
  await expect(day1).toHaveAttribute('data-status', '2');
  // Once: a reload shows the day claimed, with nothing left to claim.
  await page.reload();
  await expect(day1).toHaveAttribute('data-status', '2');
  await expect(streak.getByRole('button', { name: /₱/ })).toHaveCount(0);
  const paid = await api.call('receiverRechargeBonusCollection6', { id: DEPOSIT_STREAK_DAYS[0]!.id }, token);
  expect(paid.json.errcode).toBe(1004);
});
