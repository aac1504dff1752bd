import { DEMO_STAFF } from '../server/seed/staff';
import { expect, test, uniqueAccount, walletControls } from './fixtures';
import { seriousViolations } from './support/a11y';
import { registerByApi } from './support/deposit';
import { GAME_TYPE, playableGame } from './support/games';
import { opsLogIn } from './support/ops';

/**
 * Support reads a player's game rounds in /ops (docs/ops.md "Player support"): the player spins the demo slot twice
 * (through the slot's own page and its spin call, as its frame does); support (its own demo account, so this
 * journey's one-time code is its own) finds the player and sees both rounds settled, with their proof, then filters
 * the open rounds and finds none. Axe-checked.
 */
const support = DEMO_STAFF.find((s) => s.username === 'support3')!;

test('support sees a player’s rounds and filters the open ones', async ({ page, api, request, browser }, info) => {
  const account = uniqueAccount(info, 'sr');
  const { token } = await registerByApi(page, api, account);
  await walletControls(request).credit(account, 'coin', 50_000);
  const game = await playableGame(request, GAME_TYPE.slots);
  const started = await api.call('startGame', { gameId: game.id }, token);
  expect(started.json.errcode).toBe(0);
  const html = await (await request.get(String(started.json.gameUrl))).text();
  const key = /data-key="([0-9a-f]{48})"/.exec(html)?.[1];
  expect(key).toBeTruthy();
  for (let i = 0; i < 2; i++) {
    const spin = await request.post('/sandbox/game/spin', { data: { key } });
    expect(((await spin.json()) as { ok: boolean }).ok).toBe(true);
  }

  const staff = await browser.newContext({ baseURL: info.project.use.baseURL, locale: 'en-PH' });
  const ops = await staff.newPage();
  await ops.goto('/ops/players');
  await opsLogIn(ops, support, info);
  await ops.getByLabel('Player id, account, mobile number or nickname').fill(account);
  await ops.getByRole('button', { name: 'Search' }).click();
  await ops.getByRole('button', { name: `Open ${account}` }).click();

  const rounds = ops.getByRole('region', { name: 'Game rounds' });
  const rows = rounds.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(game.name);
  await expect(rows.first()).toContainText('Settled');
  await expect(rows.first()).toContainText(/Seed \d+, nonce 2/);
  await expect(rounds.getByText('Page 1 of 1 (2 rounds)')).toBeVisible();
  expect(await seriousViolations(ops)).toEqual([]);

  await rounds.getByRole('radio', { name: 'Open' }).check();
  await expect(rounds.getByRole('status')).toHaveText('No round.');
  await rounds.getByRole('radio', { name: 'All' }).check();
  await expect(rows).toHaveCount(2);
  await staff.close();
});
