import { expect, test, uniqueAccount, walletControls } from './fixtures';
import { friendVerifies } from './support/activity';
import { isCall, text } from './support/auth';
import { pesos, registerByApi } from './support/deposit';

/**
 * Invite-and-spin (docs/promotions.md), on the mobile tab bar's centre button: a friend registers with the player's
 * invite code, makes a paid deposit and has their identity verified (a person of their own), which earns one spin;
 * the spin's prize (drawn by the server) shows and is said by a live region, joins the wheel cash, and the record
 * lists it; the exchange then pays the wheel cash into coin (the balance rises by it) and the record marks it.
 * Reduced motion (every journey): the wheel stands on the result at once. Parallel-safe: its own two accounts.
 */
test('a friend deposits, the player spins from the tab bar, the result shows, and the wheel cash is exchanged for coin', async ({
  page,
  api,
  request,
}, info) => {
  const inviter = await registerByApi(page, api, uniqueAccount(info, 'sp'));
  // The page keeps the inviter's token: its init script ran first (each sets the token only when none is stored).
  const friend = uniqueAccount(info, 'sf');
  const invitee = await registerByApi(page, api, friend, { inviteCode: inviter.user.inviteCode });
  const order = await api.call('recharge3', { amount: 20_000, version: 4, actType: 0, rechargeType: 1 }, invitee.token);
  expect(order.json.errcode).toBe(0);
  await walletControls(request).completeDeposit({ account: friend });
  // A verified person of their own: only then does the friend count as an invitee (docs/promotions.md).
  await friendVerifies(request, api, friend, invitee.token);

  await page.goto('/lobby/home');
  const tabs = page.getByRole('navigation', { name: text('nav.main') });
  await tabs.getByRole('link', { name: new RegExp(`^${text('nav.spin')}`) }).click();
  await expect(page).toHaveURL(/\/activity\/spin$/);
  const spin = page.getByTestId('spin');
  await expect(spin.getByTestId('spin-left')).toHaveText('1');
  await expect(spin.getByRole('list', { name: text('promotions.spin.record') })).toHaveCount(0);
  await expect(spin.getByText(text('promotions.spin.record.none'))).toBeVisible();

  const answer = page.waitForResponse(isCall('actInviteUserSpin'));
  await spin.getByRole('button', { name: text('promotions.spin.spin') }).click();
  const { spin: drawn } = (await (await answer).json()) as { spin: { prize: number; segment: number } };
  const prize = pesos(drawn.prize);
  await expect(spin.getByRole('status').filter({ hasText: text('promotions.spin.result', { prize }) })).toBeVisible();
  await expect(spin.locator('.spin-wheel__disc')).toHaveAttribute('data-segment', String(drawn.segment));
  await expect(spin.getByTestId('spin-left')).toHaveText('0');
  await expect(spin.getByRole('button', { name: text('promotions.spin.spin') })).toHaveCount(0);
  const record = spin.getByRole('list', { name: text('promotions.spin.record') }).getByRole('listitem');
  const row = text('promotions.spin.record.row', { n: 1, prize }).replace(/[.$]/g, '\\$&');
  await expect(record).toHaveText([new RegExp(`${row}.*${text('promotions.spin.record.waiting')}`)]);
  await expect(spin.getByTestId('spin-cash')).toHaveText(prize);

  // The exchange: the whole wheel cash into coin, once.
  const before = await api.call('refreshData', {}, inviter.token);
  const exchanged = page.waitForResponse(isCall('actInviteUserExchange'));
  await spin.getByRole('button', { name: text('promotions.spin.exchange', { cash: prize }) }).click();
  expect(((await (await exchanged).json()) as { errcode: number }).errcode).toBe(0);
  await expect(page.getByText(text('promotions.spin.exchanged'))).toBeVisible();
  await expect(spin.getByTestId('spin-cash')).toHaveText(pesos(0));
  await expect(spin.getByText(text('promotions.spin.noCash'))).toBeVisible();
  await expect(record).toHaveText([new RegExp(`${row}.*${text('promotions.spin.record.exchanged')}`)]);
  const after = await api.call('refreshData', {}, inviter.token);
  expect((after.json as { coin: number }).coin - (before.json as { coin: number }).coin).toBe(drawn.prize);
});
