import { packetWindowAt } from '../src/api/contract/promotions';
import { expect, test, uniqueAccount, walletControls } from './fixtures';
import { text } from './support/auth';
import { registerByApi } from './support/deposit';

/**
 * The payday festival (docs/promotions.md): a player who has deposited opens the page inside a red packet
 * window (the server clock moved for this test's client only), opens the packet once and sees it listed. The
 * rules (windows, once per window, the draw, 50 concurrent opens) are proved on the server and the machine.
 */
test('a depositor opens the festival red packet once in its window and sees it listed', async ({
  page,
  api,
  controls,
  request,
}, info) => {
  // Inside the next window (the whole test there: a session from before would have expired by then).
  const window = packetWindowAt(Date.now() + 10 * 60_000);
  await controls.clock(window.start + 60_000 - Date.now());
  const account = uniqueAccount(info, 'fe');
  const { token } = await registerByApi(page, api, account);
  const order = await api.call('recharge3', { amount: 10_000, version: 4, actType: 0, rechargeType: 1 }, token);
  expect(order.json.errcode).toBe(0);
  await walletControls(request).completeDeposit({ account });

  await page.goto('/activity/festival');
  const festival = page.getByTestId('festival');
  const open = festival.getByRole('button', { name: text('promotions.festival.open') });
  await open.click();
  await expect(page.getByRole('status').filter({ hasText: text('promotions.festival.opened') })).toBeVisible();
  await expect(festival.getByTestId('festival-packets').locator('li')).toHaveCount(1);
  await expect(festival.getByTestId('festival-packets')).toContainText(/₱\d+\.00/);
  await expect(open).toHaveCount(0);
  await expect(festival.getByText(text('promotions.festival.done'))).toBeVisible();
  await controls.clock(0);
});
