import { expect, quieten, test, uniqueAccount } from './fixtures';
import { bindMobile, friendDeposits, friendJoins, friendVerifies } from './support/activity';
import { authScreen, declareAdult, home, isCall, LOGGED_IN, PASSWORD, text, uniqueMobile } from './support/auth';
import { pesos, registerByApi } from './support/deposit';

/**
 * Invite friends as players would: the inviter binds a mobile, copies the link from the share panel (its
 * QR code shows too), a friend registers through the link in their own browser, two more friends join
 * with the code, and the inviter receives the first prize (₱20 for 3 friends in the seed). A friend counts once
 * they have deposited and their identity is verified (a bare sign-up, or an account of no proven person, costs a
 * farmer nothing); each friend is a person of their own. Parallel-safe: its own accounts and mobile.
 */

test('a friend registers through the invite link and the inviter receives the prize', async ({
  page,
  api,
  request,
  browser,
  controls,
  baseURL,
}, info) => {
  const inviter = uniqueAccount(info, 'iv');
  const login = await registerByApi(page, api, inviter);

  // Sharing needs a bound mobile: without one, the share panel leads to /bind.
  await page.goto('/activity/inviteFriends');
  const invite = page.locator('[data-invite]');
  const share = invite.getByRole('region', { name: text('activity.share.title') });
  await expect(invite).toHaveAttribute('data-state', 'ready');
  await expect(share).toContainText(text('activity.share.bindFirst'));
  await share.getByRole('button', { name: text('activity.share.bind') }).click();
  await expect(page).toHaveURL(/\/bind$/);

  await bindMobile(api, controls, login.token, uniqueMobile(info));

  await page.goto('/activity/inviteFriends');
  await expect(invite).toContainText(text('activity.invite.progress', { invites: 0, required: 3 }));
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  // The share panel: the link, its QR code, and Copy with a status.
  const link = await share.getByRole('textbox', { name: text('activity.share.link') }).inputValue();
  expect(link).toMatch(/\/s\/[\w-]{8}$/);
  await expect(share.getByRole('img', { name: text('activity.share.qr') })).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await share.getByRole('button', { name: text('activity.share.copy') }).click();
  await expect(share).toContainText(text('common.copySuccess'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The friend opens the link in their own browser and registers: the form carries the inviter's code.
  const friend = await browser.newContext({ baseURL });
  await quieten(friend);
  const friendPage = await friend.newPage();
  await friendPage.goto(link);
  await expect(friendPage).toHaveURL(
    new RegExp(`/register\\?inviteCode=${login.user.inviteCode}&uid=${login.user.id}&source=inviteFriends$`),
  );
  const form = authScreen(friendPage);
  const friendAccount = uniqueAccount(info, 'fr');
  await form.username.fill(friendAccount);
  await form.password.fill(PASSWORD);
  await form.confirmation.fill(PASSWORD);
  await declareAdult(friendPage);
  const sent = friendPage.waitForRequest(isCall('accountRegist'));
  await form.register.click();
  expect(((await sent).postDataJSON() as { inviteCode?: string }).inviteCode).toBe(login.user.inviteCode);
  await expect(home(friendPage)).toHaveAttribute('data-state', LOGGED_IN);
  await friend.close();

  // Registered but not yet deposited: not an invitation yet. Deposited but not yet verified: still not one.
  // Their approved identity check makes it one.
  await page.reload();
  await expect(invite).toContainText(text('activity.invite.progress', { invites: 0, required: 3 }));
  const friendToken = await controls.session(friendAccount);
  await friendDeposits(request, api, friendAccount, friendToken);
  await page.reload();
  await expect(invite).toContainText(text('activity.invite.progress', { invites: 0, required: 3 }));
  await friendVerifies(request, api, friendAccount, friendToken);
  await page.reload();
  await expect(invite).toContainText(text('activity.invite.progress', { invites: 1, required: 3 }));
  const receive = invite.getByRole('button', { name: text('activity.invite.receive') });

  // Two more friends reach the first prize: Receive appears, pays ₱20 once, and the second prize is next.
  await friendJoins(request, api, uniqueAccount(info, 'f2'), login.user.inviteCode);
  await friendJoins(request, api, uniqueAccount(info, 'f3'), login.user.inviteCode);
  await page.reload();
  await expect(receive).toBeEnabled();
  await receive.click();
  await expect(page.getByRole('status')).toContainText(text('activity.invite.received'));
  await expect(invite).toContainText(text('activity.invite.progress', { invites: 3, required: 10 }));
  await page.goto('/lobby/home');
  await expect(page.getByTestId('balance')).toContainText(pesos(2_000));
});
