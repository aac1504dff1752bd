import { DEMO_STAFF } from '../server/seed/staff';
import { expect, test, uniqueAccount } from './fixtures';
import { seriousViolations } from './support/a11y';
import { CHANNELS, depositScreens, newPlayerOnDeposit, openDeposit, pesos } from './support/deposit';
import { opsLogIn } from './support/ops';

/**
 * An admin adds a preset amount to a deposit channel in /ops/lobby settings; a player in another browser sees the
 * new amount button after a reload, with no server restart. A wrong amount is refused beside its field first.
 * Parallel-safe: the preset added (₱777) is appended after the channel's own, so the amounts other journeys tap
 * and the channel's first (default) amount stay as they were, and the test puts the presets back at its end. The
 * second admin account logs in here (the first is the payout journey's), so their one-time codes never collide.
 */
const admin = DEMO_STAFF.find((s) => s.username === 'admin2')!;
const ADDED = 77_700;

test('an admin adds a deposit preset; a player sees it on the next reload', async ({
  page: player,
  api,
  browser,
}, info) => {
  // The player on the deposit screen: Maya offers no ₱777 yet.
  await newPlayerOnDeposit(player, api, uniqueAccount(info, 'ls'));
  const deposit = depositScreens(player);
  const preset = deposit.pick.getByRole('radio', { name: pesos(ADDED), exact: true });
  await openDeposit(player);
  await deposit.channel(CHANNELS.qr).click();
  await expect(deposit.pick.getByRole('radio', { name: pesos(10_000), exact: true })).toBeVisible();
  await expect(preset).toHaveCount(0);

  // The admin, in a browser of their own, logs in to the back office and opens Lobby settings.
  const staffContext = await browser.newContext({ baseURL: String(info.project.use.baseURL) });
  const page = await staffContext.newPage();
  await page.goto('/ops/lobby-settings');
  await opsLogIn(page, admin, info);
  await expect(page.getByRole('heading', { name: 'Lobby settings', level: 1 })).toBeVisible();
  const presets = page.getByLabel('Maya preset amounts (pesos)');
  await expect(presets).not.toHaveValue('');
  const original = await presets.inputValue();
  expect(await seriousViolations(page)).toEqual([]);

  // A preset above the channel's maximum is refused beside the field, by keyboard (Enter submits), nothing saved.
  await presets.fill(`${original}, 99999`);
  await presets.press('Enter');
  await expect(presets).toHaveAttribute('aria-invalid', 'true');
  await expect(presets).toHaveAccessibleDescription(/₱99,999 is not/);
  await expect(page.getByRole('status')).toHaveText('Nothing was saved: correct the marked fields.');
  expect(await seriousViolations(page)).toEqual([]);

  // ₱777 after the channel's own presets, saved.
  await presets.fill(`${original}, ${ADDED / 100}`);
  await page.getByRole('button', { name: 'Save deposit channels' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Deposit channels saved\./);
  await expect(presets).not.toHaveAttribute('aria-invalid', 'true');

  // The player reloads: the new amount is there.
  await player.reload();
  await openDeposit(player);
  await deposit.channel(CHANNELS.qr).click();
  await expect(preset).toBeVisible();

  // The presets go back to what they were.
  await presets.fill(original);
  await page.getByRole('button', { name: 'Save deposit channels' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Deposit channels saved\./);
  await staffContext.close();
});
