import type { Page } from '@playwright/test';
import type { Game } from '../src/api/contract/entities';
import { expect, test, uniqueAccount } from './fixtures';
import { home, isCall, text } from './support/auth';
import { playerOnHome } from './support/player';

/**
 * Browsing the lobby on the mobile project (docs/lobby.md): a guest on Home, a game type, a brand and /search;
 * a player favouriting a game and finding it under Collect. A favourite the server refuses (errcode 1004, the
 * list full) is proved below the browser: the server's rule in tests/server/games.test.ts, "changes nothing, a
 * short message" in tests/machines/lobby/favourites.test.ts. Writes only on the file's own uniqueAccount.
 */

const tabs = (page: Page) => page.getByRole('tablist', { name: text('lobby.tabs') });
const brandTabs = (page: Page) => page.getByRole('tablist', { name: text('lobby.brands') });
const visibleGrid = (page: Page) => page.locator('[data-testid="game-grid"]:visible').first();

async function catalogue(page: Page): Promise<{ games: Game[]; slotsName: string }> {
  const res = await page.request.post('/prod-api-2/app/v1/anonymous/appConfig', { data: {} });
  const json = (await res.json()) as {
    gameList: Game[];
    webConfig: { appGameTypeList: { id: number; name: string; status: number }[] };
  };
  const slots = json.webConfig.appGameTypeList.find((type) => type.id === 1 && type.status === 1);
  if (!slots) throw new Error('the seed has no active slots type');
  return { games: json.gameList, slotsName: slots.name };
}

test.describe('lobby browse', () => {
  // The home notice pop-up (4C, once per session) may cover the tabs: close it whenever it shows.
  test.beforeEach(async ({ page }) => {
    const popup = page.locator('.notice-popup');
    await page.addLocatorHandler(popup, async () => {
      await popup.getByRole('button', { name: text('news.popup.close') }).click();
    });
  });

  test('a guest browses Home, a game type and a brand, then searches a game', async ({ page }) => {
    const { games, slotsName } = await catalogue(page);
    await page.goto('/lobby/home');
    await expect(home(page)).toHaveAttribute('data-state', 'guest');

    // Home: banners, the popular games in rows of 5, the footer.
    await expect(page.getByRole('region', { name: text('lobby.banners') })).toBeVisible();
    const popular = page.getByRole('list', { name: text('lobby.popularGames') });
    await expect(popular.getByTestId('game-card').first()).toBeVisible();
    const hotIds = games
      .filter((g) => g.hot === 1 && g.showType === 0 && g.status === 1)
      .sort((a, b) => a.hotSort - b.hotSort)
      .map((g) => String(g.id));
    await expect(popular.getByTestId('game-card').first()).toHaveAttribute('data-game-id', hotIds[0]!);
    // Square, uncropped icons on both layouts (a desktop tile's icon as tall as it is wide).
    const icon = await popular.locator('.game-card__icon').first().boundingBox();
    expect(Math.abs((icon?.width ?? 0) - (icon?.height ?? -9))).toBeLessThanOrEqual(2);

    // A game type: its brand sub-tabs, the first brand's games.
    await tabs(page).getByRole('tab', { name: slotsName }).click();
    await expect(page).toHaveURL(/\?tab=type-1$/);
    const brands = brandTabs(page).getByRole('tab');
    await expect(brands.first()).toHaveAttribute('aria-selected', 'true');
    const brandCount = await brands.count();
    expect(brandCount).toBeGreaterThan(1);

    // Another brand: the grid now holds that brand's games only.
    const second = brands.nth(1);
    const secondName = (await second.textContent()) ?? '';
    await second.click();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    const grid = page.getByRole('list', { name: secondName });
    const firstId = Number(await grid.getByTestId('game-card').first().getAttribute('data-game-id'));
    const firstGame = games.find((g) => g.id === firstId);
    expect(firstGame?.typeId).toBe(1);

    // Virtualised: the slots brand grid holds at most a few screens of cards whatever the brand's size.
    const rows = Number(await grid.getAttribute('data-rows'));
    const cards = await grid.getByTestId('game-card').count();
    expect(cards).toBeLessThanOrEqual(Math.min(rows * 5, 5 * 20));
    const domNodes = await page.evaluate(() => document.querySelectorAll('*').length);
    console.log(`slots tab (${secondName}, ${rows} rows): ${cards} cards in the DOM, ${domNodes} DOM nodes`);

    // Back to Home: the same content, kept alive.
    await tabs(page)
      .getByRole('tab', { name: text('lobby.tab.home') })
      .click();
    await expect(popular).toBeVisible();

    // Search from the header, by part of a game's name, results as you type.
    const target = games.find((g) => g.status === 1 && g.typeId === 1)!;
    await page.getByRole('link', { name: text('lobby.header.search') }).click();
    await expect(page).toHaveURL(/\/search$/);
    const box = page.getByRole('searchbox');
    await box.pressSequentially(target.name.slice(0, Math.min(target.name.length, 8)).toLowerCase());
    const results = page.getByRole('list', { name: text('search.results') });
    await expect(results.getByTestId('game-card').first()).toBeVisible();
    await page.getByRole('combobox', { name: text('search.type') }).selectOption(String(target.typeId));
    await page.getByRole('combobox', { name: text('search.brand') }).selectOption(String(target.brandId));
    await expect(results.locator(`[data-game-id="${target.id}"]`)).toBeVisible();
    // On desktop the search page sits in the desktop shell, not a stretched phone page.
    if ((page.viewportSize()?.width ?? 0) >= 1024) await expect(page.locator('.desktop-shell')).toBeVisible();
    // Whole names, wrapped on two lines, never cut sideways to look alike ("Golden Fie…").
    const names = await results.locator('.game-card__name').evaluateAll((spans) =>
      spans.map((span) => ({
        text: span.textContent,
        title: span.getAttribute('title'),
        cut: span.scrollWidth > span.clientWidth + 1,
      })),
    );
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toEqual({ text: name.text, title: name.text, cut: false });
    const shown = await results
      .getByTestId('game-card')
      .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-game-id'))));
    for (const id of shown) {
      const game = games.find((g) => g.id === id)!;
      expect(game.typeId).toBe(target.typeId);
      expect(game.brandId).toBe(target.brandId);
    }
    await box.fill('no game has this name 123');
    await expect(page.getByText(text('search.none'))).toBeVisible();
  });

  test('a player favourites a game and finds it under Collect', async ({ page, api }, info) => {
    const { slotsName } = await catalogue(page);
    await playerOnHome(page, api, uniqueAccount(info, 'fav'));
    await tabs(page).getByRole('tab', { name: slotsName }).click();
    const card = visibleGrid(page).getByTestId('game-card').first();
    const gameId = await card.getAttribute('data-game-id');
    const star = card.getByTestId('favourite');
    await expect(star).toHaveAttribute('aria-pressed', 'false');

    const answer = page.waitForResponse(isCall('gameLike'));
    await star.click();
    expect(((await (await answer).json()) as { errcode: number }).errcode).toBe(0);
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await tabs(page)
      .getByRole('tab', { name: text('lobby.tab.collect') })
      .click();
    await expect(page.getByRole('tab', { name: text('lobby.collect.favourites') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const favourites = page.getByRole('list', { name: text('lobby.collect.favourites') });
    await expect(favourites.locator(`[data-game-id="${gameId}"]`)).toBeVisible();

    // The server kept it: after a reload (login info from the server) it is still there.
    await page.reload();
    await expect(
      page.getByRole('list', { name: text('lobby.collect.favourites') }).locator(`[data-game-id="${gameId}"]`),
    ).toBeVisible();

    // Removing it takes it out of Collect.
    const liked = page
      .getByRole('list', { name: text('lobby.collect.favourites') })
      .locator(`[data-game-id="${gameId}"]`)
      .getByTestId('favourite');
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
    await liked.click();
    await expect(page.getByText(text('lobby.collect.noFavourites'))).toBeVisible();
  });
});
