import { expect, test, uniqueAccount } from './fixtures';
import { text } from './support/auth';
import { registerByApi } from './support/deposit';

/**
 * The promotions hub (docs/promotions.md), one journey per layout: a new player's activity index (Supply
 * hidden while solvent), the daily sign-in's terms and page, today's claim (once), and its rule page with the
 * figures the server paid. Parallel-safe: its own account; the Manila date is the server's, no clock switch.
 */
test("a player opens the promotions, claims today's sign-in once and reads its rules", async ({ page, api }, info) => {
  await registerByApi(page, api, uniqueAccount(info, 'pr'));
  await page.goto('/lobby/activity');
  const index = page.getByTestId('activity-index');
  // The festival is listed on paydays only, Christmas and New Year within their dates (this runs on any date).
  await expect(
    index.locator(
      '[data-activity]:not([data-activity="Festival"], [data-activity="Christmas"], [data-activity="NewYear"])',
    ),
  ).toHaveText([
    new RegExp(text('rewards.activity.FirstCharge')),
    new RegExp(text('rewards.activity.InviteFriend1')),
    new RegExp(text('promotions.activity.FreeSign')),
    new RegExp(text('promotions.activity.VIP')),
    new RegExp(text('promotions.activity.InviteUserSpin')),
    new RegExp(text('promotions.activity.FollowRewards')),
    new RegExp(text('promotions.activity.ContinuousRecharge')),
    new RegExp(text('promotions.activity.LadderRecharge')),
    new RegExp(text('promotions.activity.Fund')),
    new RegExp(text('promotions.activity.WeekendLottery')),
    new RegExp(text('promotions.activity.Agent5')),
    new RegExp(text('promotions.activity.Agent')),
    new RegExp(text('promotions.activity.OutLink')),
    new RegExp(text('rewards.activity.SignUpBonus')),
  ]);
  // OutLink: its outside address opens only through the safe-link page, which says where it goes.
  const outLink = `${text('promotions.index.open')} ${text('promotions.activity.OutLink')}`;
  await index.getByRole('link', { name: outLink }).click();
  await expect(page).toHaveURL(/\/safe-link\?to=https%3A%2F%2Fwww\.pagcor\.ph%2F$/);
  const safeLink = page.getByTestId('safe-link');
  await expect(safeLink).toContainText('https://www.pagcor.ph/');
  await expect(safeLink.getByRole('link', { name: text('safeLink.go', { host: 'www.pagcor.ph' }) })).toHaveAttribute(
    'href',
    'https://www.pagcor.ph/',
  );
  await page.goBack();
  // Red dot hasFreeBonus: today's sign-in waits (docs/promotions.md "Red dots").
  const freeSignCard = index.locator('[data-activity="FreeSign"]');
  await expect(freeSignCard).toHaveAttribute('data-dot', 'true');
  await expect(freeSignCard.getByTestId('promo-chip')).toHaveText(text('promotions.card.chip.claimable'));
  // Its headline value: the week's figures the server pays (docs/design.md "Promotion cards").
  await expect(freeSignCard).toContainText(text('promotions.card.value.upTo', { amount: '₱49.00' }));
  await expect(index.locator('[data-activity="Supply"]')).toHaveCount(0);
  // A new player has no deposit coupons yet (first-deposit packs give them).
  await expect(index.getByTestId('coupons')).toContainText(text('coupons.none'));

  const freeSign = text('promotions.activity.FreeSign');
  await index.getByRole('link', { name: `${text('promotions.index.terms')} ${freeSign}` }).click();
  await expect(page).toHaveURL(/\/reward\/detail\/101$/);
  const detail = page.getByTestId('reward-detail');
  await expect(detail).toContainText(text('promotions.terms.FreeSign'));
  await detail.getByRole('link', { name: text('promotions.index.open') }).click();
  await expect(page).toHaveURL(/\/activity\/freeSign$/);

  const sign = page.getByTestId('free-sign');
  await expect(sign.locator('[data-day]')).toHaveCount(7);
  await expect(sign.locator('[data-day="1"]')).toHaveAttribute('data-status', '1');
  await expect(sign.getByTestId('free-sign-streak')).toHaveText(text('promotions.freeSign.streak', { days: 0 }));
  const claim = sign.getByRole('button', { name: text('promotions.freeSign.claim', { pesos: '₱1.00' }) });
  await claim.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: text('promotions.freeSign.paid') })).toBeVisible();
  await expect(sign.locator('[data-day="1"]')).toHaveAttribute('data-status', '2');
  await expect(sign.getByTestId('free-sign-streak')).toHaveText(text('promotions.freeSign.streak', { days: 1 }));
  await expect(claim).toHaveCount(0);
  await expect(sign.getByText(text('promotions.freeSign.done'))).toBeVisible();
  // The claim refreshed the activity data: back on the index the dot is gone, without a reload.
  await page.goBack();
  await page.goBack();
  await expect(freeSignCard).toHaveAttribute('data-dot', 'false');
  await expect(freeSignCard.getByTestId('promo-chip')).toHaveText(text('promotions.card.chip.claimed'));
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\/activity\/freeSign$/);
  // Once a Manila date: a reload shows today's day claimed, nothing to claim.
  await page.reload();
  await expect(sign.locator('[data-day="1"]')).toHaveAttribute('data-status', '2');
  await expect(sign.getByRole('button', { name: /₱/ })).toHaveCount(0);

  await sign.getByRole('link', { name: text('promotions.freeSign.rules') }).click();
  await expect(page).toHaveURL(/\/rule\/signBonus$/);
  const rule = page.getByTestId('rule');
  await expect(rule.getByTestId('rule-days').locator('li')).toHaveText(
    [1, 2, 3, 5, 8, 10, 20].map((pesos, i) =>
      text('promotions.rule.signBonus.day', { day: i + 1, pesos: `₱${pesos}.00` }),
    ),
  );
  await expect(rule).toContainText(text('promotions.rule.signBonus.3', { week: '₱49.00' }));
});
