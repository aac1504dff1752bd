import type { Page } from '@playwright/test';
import { DEMO_STAFF } from '../server/seed/staff';
import type { Game } from '../src/api/contract/entities';
import { expect, joinScope, quieten, test } from './fixtures';
import { seriousViolations } from './support/a11y';
import { text } from './support/auth';
import { opsLogIn } from './support/ops';

/**
 * The games catalogue in /ops (docs/ops.md "Games"): marketing logs in, finds a game by its id and puts it in
 * maintenance; a player's lobby in another browser, reloaded, shows the game with the maintenance badge without any
 * restart; marketing lifts the maintenance and the player's next load shows the game as before. The game is the
 * catalogue's last playable one, put back at the end, so the other journeys (sharing this server) keep their games.
 */
const marketing = DEMO_STAFF.find((s) => s.username === 'marketing')!;

async function playerSearch(player: Page, game: Game) {
  await player.goto('/search');
  const box = player.getByRole('searchbox');
  await box.fill(game.name);
  const results = player.getByRole('list', { name: text('search.results') });
  return results.locator(`[data-game-id="${game.id}"]`);
}

test('marketing puts a game in maintenance in /ops; a player sees it on the next load, then sees it lifted', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const res = await request.post('/prod-api-2/app/v1/anonymous/appConfig', { data: {} });
  const { gameList } = (await res.json()) as { gameList: Game[] };
  const game = gameList
    .filter((g) => g.status === 1 && g.maintain === 0 && g.params.brandMaintain === 0)
    .sort((a, b) => b.id - a.id)[0];
  if (!game) throw new Error('no playable game in the seed');

  // The player's lobby, in a browser of its own: the game without the maintenance badge.
  const playerContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await joinScope(playerContext, testInfo);
  await quieten(playerContext);
  const player = await playerContext.newPage();
  const card = await playerSearch(player, game);
  await expect(card).toBeVisible();
  await expect(card).not.toHaveAttribute('data-badge', 'maintain');

  // Marketing logs in to the back office and opens Games.
  await page.goto('/ops');
  await opsLogIn(page, marketing, testInfo);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Games' }).click();
  await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Found by its id; the maintenance switch, by keyboard.
  await page.getByLabel('Name or id').fill(String(game.id));
  await page.getByLabel('Name or id').press('Enter');
  const maintenance = page.getByRole('checkbox', { name: `Maintenance: ${game.name}` });
  await expect(page.getByRole('table', { name: /^Games \d/ }).getByRole('row')).toHaveCount(2);
  await maintenance.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').first()).toHaveText(
    `Game #${game.id} is in maintenance. Players see it on their next refresh.`,
  );
  await expect(maintenance).toBeChecked();

  // The player's next load: the maintenance badge.
  const badged = await playerSearch(player, game);
  await expect(badged).toHaveAttribute('data-badge', 'maintain');
  await expect(badged).toContainText(text('game.badge.maintain'));

  // Lifted again; the player's next load shows the game as before.
  await maintenance.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').first()).toHaveText(
    `Game #${game.id} is no longer in maintenance. Players see it on their next refresh.`,
  );
  const lifted = await playerSearch(player, game);
  await expect(lifted).toBeVisible();
  await expect(lifted).not.toHaveAttribute('data-badge', 'maintain');
  await playerContext.close();
});
