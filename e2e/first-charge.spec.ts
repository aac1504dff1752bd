import { expect, test, uniqueAccount } from './fixtures';
import { text } from './support/auth';
import { CHANNELS, confirmChannel, depositScreens, pesos, registerByApi } from './support/deposit';

/**
 * First-charge as a new player would meet it: the home activity modal shows the offer, the player buys
 * it through a sandbox deposit, claims each free reward once and finds the coins in the balance. Parallel-safe:
 * each test registers its own account.
 */
test.use({ showActivityModal: true });

test('a new player buys the first-charge pack from the home modal and claims each reward once', async ({
  page,
  api,
}, info) => {
  const account = uniqueAccount(info, 'fc');
  await registerByApi(page, api, account);
  await page.goto('/lobby/home');

  const modal = page.getByRole('dialog', { name: text('activity.firstCharge.title') });
  const panel = modal.locator('[data-first-charge]');
  await expect(panel).toHaveAttribute('data-state', 'ready');
  // Seed pack 1: ₱100 with ₱50 coin, 100 points and 10 coupons: floor((10000 + 5000 + 80 + 1000) / 10000 × 100).
  await expect(modal).toContainText(text('activity.firstCharge.bonus', { percent: 160 }));
  // One offer: the home card's badge promises the same bonus the modal sells.
  await expect(page.getByTestId('first-deposit-badge')).toHaveText(
    text('lobby.featured.firstDeposit', { percent: 160 }),
  );
  await expect(modal).toContainText(/Ends in (2d|1d|\d\d:)/);
  const claims = modal.getByRole('button', { name: text('activity.firstCharge.claim') });
  await expect(claims).toHaveCount(3);
  for (const claim of await claims.all()) await expect(claim).toBeDisabled();

  // Buy: the deposit with the pack's price, paid on the sandbox page.
  await modal.getByRole('button', { name: text('activity.firstCharge.buy', { price: pesos(10_000) }) }).click();
  const deposit = depositScreens(page);
  await confirmChannel(page, CHANNELS.payPage);
  await deposit.payFrame.getByRole('button', { name: 'Pay' }).click();
  await expect(deposit.payFrame.getByTestId('sandbox-result')).toHaveAttribute('data-result', 'paid');
  await deposit.close.click();
  await expect(deposit.view).toBeHidden();

  // Status 1: the free rewards can be claimed, each once.
  await expect(modal).toContainText(text('activity.firstCharge.bought'));
  await expect(page.getByTestId('balance')).toContainText(pesos(10_000));
  for (const propId of [2001, 2002, 1001]) {
    const row = modal.locator(`[data-prop="${propId}"]`);
    await row.getByRole('button', { name: text('activity.firstCharge.claim') }).click();
    await expect(row.getByRole('button', { name: text('activity.firstCharge.claimedMark') })).toBeDisabled();
  }
  await expect(modal).toContainText(text('activity.firstCharge.allClaimed'));
  // ₱100 deposited + ₱50 coin reward; the points reward shows in the menu's points (100).
  await expect(page.getByTestId('balance')).toContainText(pesos(15_000));

  // Closing marks it seen: back on the home later, the modal does not return; the page still shows status 2.
  await modal.getByRole('button', { name: text('activity.close') }).click();
  await expect(modal).toBeHidden();
  await page.reload();
  await expect(page.locator('[data-state]').first()).toBeVisible();
  await expect(modal).toBeHidden();
  // Every reward taken: the offer leaves the home (featured rewards, banners); the other entries stay.
  const featured = page.getByRole('region', { name: text('lobby.featured') });
  await expect(featured.getByRole('link').first()).toBeVisible();
  await expect(page.locator(':is(.featured-rewards, .home-banners) a[href*="firstCharge"]')).toHaveCount(0);
  await page.goto('/activity/firstCharge');
  await expect(page.locator('[data-first-charge]')).toContainText(text('activity.firstCharge.allClaimed'));
});
