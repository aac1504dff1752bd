import { expect, test, uniqueAccount } from './fixtures';
import { axeViolations, WITH_BEST_PRACTICES } from './support/a11y';
import { text } from './support/auth';
import { CHANNELS, confirmChannel, depositScreens, pesos, registerByApi } from './support/deposit';

/**
 * The rewards list and the sign-up bonus (docs/rewards.md): a guest sees the configured offers; a player
 * sees their live activities and the cards by price, buys card 1 through a sandbox deposit and receives day 1.
 * Parallel-safe: its own account.
 */
test('a guest sees the offers; a player buys a sign-up card and receives day 1 once', async ({ page, api }, info) => {
  await page.goto('/lobby/rewards');
  const guest = page.locator('[data-rewards="guest"]');
  await expect(guest.locator('[data-activity]')).toHaveText([
    new RegExp(text('rewards.activity.FirstCharge')),
    new RegExp(text('rewards.activity.InviteFriend1')),
    new RegExp(text('rewards.activity.SignUpBonus')),
  ]);

  await registerByApi(page, api, uniqueAccount(info, 'rw'));
  await page.goto('/lobby/rewards');
  const player = page.locator('[data-rewards="player"]');
  // The festival is listed on paydays only, Christmas and New Year within their dates (this runs on any date).
  await expect(
    player.locator(
      '[data-activity]:not([data-activity="Festival"], [data-activity="Christmas"], [data-activity="NewYear"])',
    ),
  ).toHaveText([
    text('rewards.activity.FirstCharge'),
    text('rewards.activity.InviteFriend1'),
    text('promotions.activity.FreeSign'),
    text('promotions.activity.VIP'),
    text('promotions.activity.InviteUserSpin'),
    text('promotions.activity.FollowRewards'),
    text('promotions.activity.ContinuousRecharge'),
    text('promotions.activity.LadderRecharge'),
    text('promotions.activity.Fund'),
    text('promotions.activity.WeekendLottery'),
    text('promotions.activity.Agent5'),
    text('promotions.activity.Agent'),
    text('promotions.activity.OutLink'),
  ]);
  // SignUpBonus in its own list, cards sorted by price: ₱100, ₱300, ₱500.
  await expect(player.locator('[data-card]')).toHaveCount(3);
  await expect(player.locator('[data-card]').first()).toContainText('₱100');

  await player.locator('[data-card="1"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/(activity|lobby)\/signPay$/);
  const sign = page.locator('[data-sign]');
  await expect(sign).toHaveAttribute('data-state', 'ready');
  await expect(sign.locator('[data-sign-state]')).toHaveAttribute('data-sign-state', '0');
  await sign
    .locator('[data-card="1"]')
    .getByRole('button', { name: text('activity.sign.buy', { price: pesos(10_000) }) })
    .click();
  const deposit = depositScreens(page);
  await confirmChannel(page, CHANNELS.payPage);
  await deposit.payFrame.getByRole('button', { name: 'Pay' }).click();
  await expect(deposit.payFrame.getByTestId('sandbox-result')).toHaveAttribute('data-result', 'paid');
  await deposit.close.click();
  await expect(
    sign.locator('[data-card="1"]').getByRole('button', { name: text('activity.sign.owned') }),
  ).toBeDisabled();
  await expect(sign.locator('[data-sign-state]')).toHaveAttribute('data-sign-state', '1');

  await sign.getByRole('link', { name: text('activity.sign.myCards') }).click();
  await expect(page).toHaveURL(/\/(activity|lobby)\/sign$/);
  const card = page.locator('[data-owned]');
  // The card's days as a row of chips: day 1's reward, to come (docs/design.md "Day chips").
  const day1 = card.locator('[data-day="1"]');
  await expect(day1).toContainText(text('activity.sign.day', { n: 1 }));
  await expect(day1).toContainText('₱20.00');
  await expect(day1).toHaveAttribute('aria-current', 'step');
  // The network drops the first two tries: each says why, with Retry, and the third receives.
  let dropped = 0;
  await page.route('**/receiveLoginPay3', (route) =>
    dropped++ < 2 ? route.abort('connectionreset') : route.fallback(),
  );
  await card.getByRole('button', { name: text('activity.sign.receive') }).click();
  const failed = page.getByRole('alert').filter({ hasText: text('activity.claimFailed') });
  await expect(failed).toContainText(text('error.network'));
  expect(await axeViolations(page, { least: 'moderate', tags: WITH_BEST_PRACTICES }), 'a failed claim').toEqual([]);
  await failed.getByRole('button', { name: text('app.retry') }).click();
  await expect.poll(() => dropped).toBe(2);
  await expect(failed).toContainText(text('error.network'));
  await failed.getByRole('button', { name: text('app.retry') }).click();
  await expect(page.getByRole('status')).toContainText(text('activity.sign.received'));
  await expect(failed).toHaveCount(0);
  await page.unroute('**/receiveLoginPay3');
  await expect(card.locator('[data-day="1"]')).toHaveAttribute('data-status', '2');
  await expect(card.locator('[data-day="1"]')).toContainText(text('activity.sign.dayDone'));
  // Once per day: the server refuses a second one today (1005) and the page says why.
  await card.getByRole('button', { name: text('activity.sign.receive') }).click();
  await expect(page.getByRole('alert')).toContainText(text('activity.claimFailed'));
  await expect(page.getByRole('alert')).toContainText(text('activity.act39.err1005'));
  await page.goto('/lobby/home');
  await expect(page.getByTestId('balance')).toContainText(pesos(12_000));
});
