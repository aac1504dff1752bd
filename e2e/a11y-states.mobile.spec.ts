import { expect, test, uniqueAccount } from './fixtures';
import { at, expectModalDialog, seriousViolations } from './support/a11y';
import { authScreen, home, isCall, LOGGED_IN, logIn, PASSWORD, text } from './support/auth';
import { CHANNELS, depositScreens, openDeposit, pesos, registerByApi } from './support/deposit';

/**
 * Axe (0 serious or critical) on the overlays that open by themselves and the forms with their errors
 * shown. The same components on both layouts, so checked on the phone only (the suite's time budget); the desktop
 * keeps the dialogs the player opens (e2e/a11y-states.spec.ts). Writes only on accounts of its own.
 */

test.describe('dialogs', () => {
  test.use({ showNoticePopup: true, showActivityModal: true });

  test('the notice pop-up, the activity modals and the logout confirmation', async ({ page, context, api }, info) => {
    await registerByApi(page, api, uniqueAccount(info, 'ad'));
    await page.goto('/lobby/home');
    let tab = page;

    // The notice pop-up is the phone's (the desktop layout has none); it is this visit's promotional dialog, so
    // the activity modals greet the player in the next tab, with the notices already seen there.
    if (info.project.name === 'mobile') {
      const notice = page.getByRole('dialog', { name: 'Welcome to Lucky Lobby' });
      await expect(notice).toHaveAccessibleDescription(/\S/);
      await expectModalDialog(page, notice, 'the notice pop-up');
      await context.addInitScript(() => window.sessionStorage.setItem('noticePopupShown', 'true'));
      tab = await context.newPage();
      await tab.goto('/lobby/home');
    }

    const firstCharge = tab.getByRole('dialog', { name: text('activity.firstCharge.title') });
    await expect(firstCharge.locator('[data-first-charge]')).toHaveAttribute('data-state', 'ready');
    await expectModalDialog(tab, firstCharge, 'the first-charge modal');

    const invite = tab.getByRole('dialog', { name: text('activity.invite.title') });
    await expect(invite).toHaveAccessibleDescription(text('activity.invite.intro'));
    await expectModalDialog(tab, invite, 'the invite modal');

    const logout = home(tab).getByRole('button', { name: text('logout.confirm') });
    await logout.focus();
    await tab.keyboard.press('Enter');
    await expectModalDialog(
      tab,
      tab.getByRole('alertdialog', { name: text('logout.title') }),
      'the logout confirmation',
      { opener: logout },
    );
    await expect(home(tab)).toHaveAttribute('data-state', LOGGED_IN);
  });
});

test('forms with their errors shown: log in, register, wallet password, withdraw, safe box, deposit over a limit', async ({
  page,
  api,
}, info) => {
  // A wrong password (an unknown account answers the same 101).
  await page.goto('/login');
  const auth = authScreen(page);
  expect(await logIn(page, uniqueAccount(info, 'an'), PASSWORD)).toBe(101);
  await expect(auth.toast).toHaveText(text('login.loginFailed101'));
  expect(await seriousViolations(page), 'log-in refused').toEqual([]);

  // Register: a broken rule, then a birth date under 21 (the declaration's error: e2e/responsible-gaming.mobile.spec.ts).
  await page.goto('/register');
  await auth.username.fill('a');
  await auth.password.fill(PASSWORD);
  await auth.confirmation.fill(`${PASSWORD}x`);
  await auth.register.click();
  await expect(auth.username).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page), 'register, a broken rule').toEqual([]);
  await auth.username.fill(uniqueAccount(info, 'au'));
  await auth.confirmation.fill(PASSWORD);
  await auth.birthDate.fill(new Date().toISOString().slice(0, 10));
  await auth.register.click();
  await expect(auth.toast).toHaveText(text('auth.birthDate.underAge'));
  expect(await seriousViolations(page), 'register, under 21').toEqual([]);

  // A player's wallet forms.
  const { token } = await registerByApi(page, api, uniqueAccount(info, 'aw'));
  await page.goto(at(page, '/walletsPassword'));
  const walletPassword = page.locator('.wallet-page[data-mode]');
  await expect(walletPassword).toHaveAttribute('data-state', 'editing');
  await walletPassword.getByLabel(text('wallet.password.new')).fill('123');
  await walletPassword.getByLabel(text('wallet.password.confirm')).fill('456');
  await walletPassword.getByRole('button', { name: text('wallet.password.save') }).click();
  await expect(walletPassword.getByLabel(text('wallet.password.new'))).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page), 'wallet password, errors').toEqual([]);

  // Withdraw before KYC: refused in a dialog, before any rule on the amount.
  await page.goto('/lobby/wallets/withdraw');
  const withdraw = page.locator('.withdraw');
  await expect(withdraw).toHaveAttribute('data-state', 'editing');
  await withdraw.getByLabel(text('wallet.withdraw.amount')).fill('500');
  const submit = withdraw.getByRole('button', { name: text('wallet.withdraw.submit') });
  await submit.click();
  const refusal = page.getByRole('alertdialog', { name: text('wallet.withdraw.refused') });
  await expect(refusal).toHaveAccessibleDescription(text('wallet.withdraw.kycRequired'));
  await expectModalDialog(page, refusal, 'withdraw refused', { opener: submit });
  await expect(withdraw).toHaveAttribute('data-state', 'editing');

  // More into the safe box than the balance holds: the amount's own error.
  await page.goto('/lobby/wallets/safebox');
  const safe = page.locator('.safebox');
  await expect(safe).toHaveAttribute('data-state', 'editing');
  await safe.getByLabel(text('wallet.safebox.amount')).fill('400');
  await safe.getByRole('button', { name: text('wallet.safebox.in') }).click();
  await expect(safe.getByLabel(text('wallet.safebox.amount'))).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page), 'safe box, amount refused').toEqual([]);

  // The deposit's amounts are the channel's presets: one over the player's own daily limit is refused.
  const limit = await api.call('rgSetDepositLimit', { period: 'day', amount: 100_00 }, token);
  expect(limit.json.errcode).toBe(0);
  await page.goto('/lobby/wallets/deposit');
  const deposit = depositScreens(page);
  await openDeposit(page);
  await deposit.channel(CHANNELS.payPage).click();
  await deposit.pick.getByRole('radio', { name: pesos(500_00), exact: true }).click();
  const refused = page.waitForResponse(isCall('recharge3'));
  await deposit.confirm.click();
  expect(((await (await refused).json()) as { errcode: number }).errcode).toBe(5101);
  await expect(deposit.pick.getByText(text('error.rg5101'))).toBeVisible();
  expect(await seriousViolations(page), 'deposit over the limit').toEqual([]);
});
