import { DEMO_STAFF } from '../server/seed/staff';
import { API_BASE } from '../src/api/contract/define';
import { LIVE_PATH } from '../src/api/contract/live';
import { expect, joinScope, test, uniqueAccount } from './fixtures';
import { seriousViolations } from './support/a11y';
import { authScreen, isCall, logIn, registerUsername, text } from './support/auth';
import { pauseClockAhead } from './support/clock';
import { opsLogIn } from './support/ops';

/**
 * Support locks a player from /ops while the player's lobby is open on two devices: on the one whose live stream is
 * open, the stream says the session ended because the account is suspended, and the lobby lands on the log-in saying
 * so at once; on the one without a stream, the next call (the 60 s heartbeat, on the page's own clock) meets the
 * ended session (401, errcode 1047) and lands there too. The log-in then refuses the account with the suspended
 * message. The back office is driven as staff would, by label and role, axe-checked.
 */
const support = DEMO_STAFF.find((s) => s.username === 'support')!;

test('support locks a player: the open lobby is logged out and the log-in is refused', async ({
  page,
  browser,
}, info) => {
  // The player, logged in, with the page's clock in hand (the heartbeat is what meets the ended session).
  const account = uniqueAccount(info, 'lk');
  await page.clock.install();
  // With its live stream the lobby would hear of the lock at once, but as an ended session without the reason; here
  // the stream is unavailable, so the heartbeat it falls back to meets the 401 that says "suspended".
  await page.route(
    (url) => url.pathname === LIVE_PATH,
    (route) => route.abort(),
  );
  const dots = page.waitForResponse(isCall('getTaskUser'));
  await registerUsername(page, account);
  await dots;

  // The player's second device, its live stream open (its clock never moves: only the stream can tell it).
  const phone = await browser.newContext({ baseURL: info.project.use.baseURL, locale: 'en-PH' });
  await joinScope(phone, info);
  const second = await phone.newPage();
  await second.goto('/login');
  const streamOpen = second.waitForResponse((res) => new URL(res.url()).pathname === LIVE_PATH);
  expect(await logIn(second, account)).toBe(0);
  expect((await streamOpen).status()).toBe(200);

  // Support, in a browser of its own: log in with password and TOTP, find the player, open the records.
  const staff = await browser.newContext({ baseURL: info.project.use.baseURL, locale: 'en-PH' });
  const ops = await staff.newPage();
  await ops.goto('/ops/players');
  await opsLogIn(ops, support, info);
  await ops.getByLabel('Player id, account, mobile number or nickname').fill(account);
  await ops.getByRole('button', { name: 'Search' }).click();
  await ops.getByRole('button', { name: `Open ${account}` }).click();

  // The support panel: one live session; the lock asks for a reason, then for a confirmation.
  const panel = ops.getByRole('region', { name: 'Support' });
  await expect(panel.getByText('Live sessions')).toBeVisible();
  await expect(panel.locator('dd').nth(1)).toHaveText('2');
  expect(await seriousViolations(ops)).toEqual([]);
  await panel.getByRole('button', { name: 'Lock the player' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Give a reason: it goes to the audit log.');
  await panel.getByLabel('Reason for the action (written to the audit log)').fill('Account takeover reported by phone');
  await panel.getByRole('button', { name: 'Lock the player' }).click();
  const dialog = ops.getByRole('alertdialog', { name: `Lock ${account}?` });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(ops)).toEqual([]);
  // Listened for from before the lock, so no refused call of the lobby's is missed.
  const refused = page.waitForResponse(
    (res) => new URL(res.url()).pathname.startsWith(`${API_BASE}/`) && res.status() === 401,
  );
  await dialog.getByRole('button', { name: 'Lock the player' }).click();
  await expect(panel.getByRole('status')).toHaveText('Player locked: their sessions ended and they cannot log in.');
  await expect(panel.locator('dd').first()).toContainText('Locked');
  await expect(panel.getByRole('button', { name: 'Unlock the player' })).toBeVisible();

  // The device with the stream hears of it at once, and says why.
  await expect(second).toHaveURL(/\/login\?reason=suspended$/);
  await expect(second.getByTestId('login-reason')).toHaveText(text('auth.login.reason.suspended'));
  await phone.close();

  // The player's lobby: its next heartbeat meets the ended session (401, errcode 1047), and the log-in says why.
  await pauseClockAhead(page, 1_000);
  await page.clock.runFor(60_000);
  expect(((await (await refused).json()) as { errcode: number }).errcode).toBe(1047);
  await expect(page).toHaveURL(/\/login\?reason=suspended$/);
  await expect(page.getByTestId('login-reason')).toHaveText(text('auth.login.reason.suspended'));

  // Logging in again is refused with the suspended message.
  expect(await logIn(page, account)).toBe(1047);
  await expect(authScreen(page).root.locator('.toast-area')).toHaveText(text('login.loginFailed1047'));
  await staff.close();
});
