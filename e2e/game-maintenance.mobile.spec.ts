import type { Game } from '../src/api/contract/entities';
import { expect, test, uniqueAccount } from './fixtures';
import { isCall, text } from './support/auth';
import { playerOnHome } from './support/player';

/**
 * A game put into maintenance on the server (for this test's client only: controls.maintain): the launch shows a
 * clear message and never a frame (docs/lobby-shell.md).
 */
test('a game in maintenance gets a clear message, never a broken frame', async ({
  page,
  request,
  controls,
  api,
}, info) => {
  const res = await request.post('/prod-api-2/app/v1/anonymous/appConfig', { data: {} });
  const { gameList } = (await res.json()) as { gameList: Game[] };
  const game = gameList.find((g) => g.status === 1 && g.maintain === 0);
  if (!game) throw new Error('no active game in the seed');
  await controls.maintain(game.id, true);

  await playerOnHome(page, api, uniqueAccount(info, 'x'));
  const started = page.waitForResponse(isCall('startGame'));
  await page.goto(`/start?gameId=${game.id}`);
  expect(((await (await started).json()) as { errcode: number }).errcode).toBe(1102);
  await expect(page.getByRole('alert')).toHaveText(text('game.maintenance'));
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.locator('.game-screen')).toHaveAttribute('data-state', 'refused');
  await page.getByRole('button', { name: new RegExp(text('game.leave')) }).click();
  await expect(page).toHaveURL(/\/lobby\/home$/);
});
