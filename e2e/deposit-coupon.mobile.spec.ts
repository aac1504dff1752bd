import { expect, test, uniqueAccount, walletControls } from './fixtures';
import { activityControls } from './support/activity';
import { text } from './support/auth';
import { CHANNELS, confirmChannel, depositScreens, openDeposit, pesos, registerByApi } from './support/deposit';

/**
 * The deposit journey with a coupon (docs/deposit.md "Coupons"), beside e2e/deposit.spec.ts: on the
 * mobile project only (the dialog is the same on desktop, whose wallet pages e2e/links.spec.ts walks). Writes only
 * on an account of its own.
 */
test('a plain deposit with a coupon: the bonus is credited once and the coupon is gone', async ({
  page,
  api,
  request,
}, info) => {
  const account = uniqueAccount(info, 'dc');
  await registerByApi(page, api, account);
  await activityControls(request).coupon(account, 1001, 10);
  await page.goto('/lobby/wallets/deposit');
  const screens = depositScreens(page);
  // The wallet lists it as a percent with its cap (spec §9).
  await expect(screens.panel.getByTestId('coupons')).toContainText(
    text('coupons.item', { percent: 10, limit: pesos(10_000) }),
  );
  await openDeposit(page);
  const coupons = screens.pick.getByRole('radiogroup', { name: text('wallet.deposit.coupon.legend') });
  // None chosen by default; each coupon says what it adds to the amount picked (10 % of ₱100).
  await expect(coupons.getByRole('radio', { name: text('wallet.deposit.coupon.none') })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  const coupon = coupons.getByRole('radio', { name: /^\+10%/ });
  await expect(coupon).toHaveText(
    text('wallet.deposit.coupon.item', { percent: 10, bonus: pesos(1_000), limit: pesos(10_000) }),
  );
  await coupon.click();
  await expect(coupon).toHaveAttribute('aria-checked', 'true');
  const sent = page.waitForRequest((req) => req.url().endsWith('/recharge3'));
  await confirmChannel(page, CHANNELS.payPage);
  expect((await sent).postDataJSON()).toMatchObject({ actType: 0, couponId: 1001, amount: 10_000 });
  const src = await screens.view.locator('iframe').getAttribute('src');
  const orderId = /\/sandbox\/pay\/(\w+)$/.exec(src ?? '')?.[1] ?? '';
  await screens.payFrame.getByRole('button', { name: 'Pay' }).click();
  await expect(screens.payFrame.getByTestId('sandbox-result')).toHaveAttribute('data-result', 'paid');
  await screens.close.click();
  await expect(screens.view).toBeHidden();
  // The sheet says what came in: the deposit and the coupon's bonus paid with it.
  await expect(screens.credited).toContainText(text('wallet.deposit.credited.amount', { amount: pesos(10_000) }));
  await expect(screens.credited).toContainText(text('wallet.deposit.credited.bonus', { bonus: pesos(1_000) }));
  await page.keyboard.press('Escape');
  await expect(screens.balance).toHaveText(pesos(11_000));

  // Once: the provider's callback again pays neither the deposit nor the bonus a second time.
  const wallet = walletControls(request);
  await wallet.completeDeposit({ orderId });
  expect((await wallet.read(account)).ledgerSums.coin).toBe(11_000);
  // The coupon is used up: the wallet lists none, and the next deposit offers none.
  await page.reload();
  await expect(screens.panel.getByTestId('coupons')).toContainText(text('coupons.none'));
  const listed = page.waitForResponse((res) => res.url().endsWith('/couponList'));
  await openDeposit(page);
  await listed;
  await expect(screens.channel(CHANNELS.payPage)).toBeVisible();
  await expect(screens.pick.getByRole('radiogroup', { name: text('wallet.deposit.coupon.legend') })).toHaveCount(0);
});
