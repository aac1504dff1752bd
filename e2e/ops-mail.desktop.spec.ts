import { DEMO_STAFF } from '../server/seed/staff';
import { expect, test, uniqueAccount } from './fixtures';
import { seriousViolations } from './support/a11y';
import { text } from './support/auth';
import { registerByApi } from './support/deposit';
import { opsLogIn } from './support/ops';

/**
 * Mail from the back office reaches a player: marketing writes to one player by id in /ops (its own browser
 * context, as on the operator's desk) and the player's mailbox, in the player's browser, lists it. The page is
 * driven by label and role and axe-checked; who receives what is proved in tests/server/opsMail.test.ts.
 */
// Its own account: a TOTP code works once, and the games journey logs in as `marketing` at the same time.
const marketing = DEMO_STAFF.find((s) => s.username === 'marketing2')!;

test('marketing mails one player from /ops, and the mail is in that player’s mailbox', async ({
  page,
  api,
  browser,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'om');
  const { user } = await registerByApi(page, api, account);

  const desk = await browser.newContext({ baseURL: String(testInfo.project.use.baseURL) });
  const ops = await desk.newPage();
  await ops.goto('/ops/mail');
  await opsLogIn(ops, marketing, testInfo);
  await expect(ops.getByRole('heading', { name: 'Mail to players' })).toBeVisible();
  // Marketing is not offered a coin reward: that is for admins.
  await expect(ops.getByLabel(/Coin reward/)).toHaveCount(0);
  expect(await seriousViolations(ops)).toEqual([]);

  const title = `Tournament for ${account}`;
  await ops.getByLabel('Title').fill(title);
  await ops.getByLabel('Message').fill('The slots tournament starts on Saturday at 8 pm.');
  await ops.getByRole('radio', { name: 'One player' }).check();
  await ops.getByLabel('Player id').fill(String(user.id));
  await ops.getByRole('button', { name: 'Send now' }).click();
  await expect(ops.getByRole('status')).toHaveText(/^Mail #\d+ sent to 1 player\.$/);
  await expect(ops.getByRole('row', { name: new RegExp(title) })).toContainText(`Player #${user.id}`);
  expect(await seriousViolations(ops)).toEqual([]);
  await desk.close();

  await page.goto('/lobby/profile/email');
  const list = page.getByRole('list', { name: text('profile.mail.list') });
  await expect(list.getByRole('button', { name: new RegExp(title) })).toBeVisible();
});
