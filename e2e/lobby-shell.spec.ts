import type { APIRequestContext, Page, Request } from '@playwright/test';
import type { Game } from '../src/api/contract/entities';
import { expect, test, uniqueAccount, walletControls } from './fixtures';
import { home, isCall, LOGGED_IN, storages, text } from './support/auth';
import { GAME_TYPE, playableGame } from './support/games';
import { playerOnHome } from './support/player';

/**
 * The lobby shell on both layouts (docs/lobby-shell.md), as two journeys: a guest reads the news and a notice
 * (and an unknown one) and is sent to /login on launch; a player plays the demo game, leaves by the browser's
 * back button and by Leave, and sees the balance the game left. Rules live a layer down: the 5 s refresh
 * throttle in tests/machines/lobby/shell.test.ts, the game's exit across unmounts in tests/machines/session/game.test.ts.
 * Writes only on accounts of its own (uniqueAccount).
 */

/** Opens a playable game from a card of the home grid, the way a player does (client-side navigation). */
async function openGameFromHome(page: Page, request: APIRequestContext): Promise<number> {
  const res = await request.post('/prod-api-2/app/v1/anonymous/appConfig', { data: {} });
  const { gameList } = (await res.json()) as { gameList: Game[] };
  const playable = new Set(
    gameList.filter((g) => g.status === 1 && g.maintain === 0 && g.params.brandMaintain === 0).map((g) => g.id),
  );
  const cards = page.getByTestId('game-card');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.evaluateAll((elements) => elements.map((el) => Number((el as HTMLElement).dataset.gameId)));
  const gameId = shown.find((id) => playable.has(id));
  if (gameId === undefined) throw new Error('no playable game on the home');
  await page.locator(`[data-testid="game-card"][data-game-id="${gameId}"]`).first().locator('.game-card__open').click();
  await expect(page).toHaveURL(new RegExp(`/start\\?gameId=${gameId}$`));
  return gameId;
}

/** The header's balance as a number of pesos. */
async function headerBalance(page: Page): Promise<number> {
  const shown = (await page.getByTestId('balance').textContent()) ?? '';
  return Number(shown.replace(/[^\d.]/g, ''));
}

test.describe('lobby shell', () => {
  test('a guest reads the news, a notice and an unknown one, and is sent to /login on launch', async ({
    page,
    request,
  }, info) => {
    await page.goto('/lobby/notice');
    await expect(page.getByRole('heading', { name: text('news.title') })).toBeVisible();
    const items = page.getByTestId('notice-item');
    await expect(items.first()).toBeVisible();
    const welcome = items.filter({ hasText: 'Welcome to Lucky Lobby' });
    await welcome.click();
    await expect(page).toHaveURL(/\/notice\/detail\/1$/);
    const detail = page.getByTestId('notice-detail');
    await expect(detail.getByRole('heading', { name: 'Welcome to Lucky Lobby' })).toBeVisible();
    await expect(detail).toContainText('first-deposit bonus');
    // Its click target (activity FirstCharge) is a link.
    await expect(detail.getByRole('link', { name: text('news.open') })).toHaveAttribute(
      'href',
      '/activity/firstCharge',
    );

    // An unknown notice says so instead of an empty page.
    const base = info.project.name.startsWith('desktop') ? '/lobby/notice/detail' : '/notice/detail';
    await page.goto(`${base}/99999`);
    await expect(page.getByRole('alert')).toHaveText(text('news.missing'));
    await expect(page.getByRole('link', { name: text('news.back') })).toHaveAttribute('href', '/lobby/notice');

    // A guest who launches a game is sent to /login, and no game starts.
    const game = await playableGame(request, GAME_TYPE.slots);
    const starts: Request[] = [];
    page.on('request', (r) => {
      if (isCall('startGame')(r)) starts.push(r);
    });
    await page.goto('/lobby/home');
    await expect(home(page)).toHaveAttribute('data-state', 'guest');
    await page.goto(`/start?gameId=${game.id}`);
    await expect(page).toHaveURL(/\/login$/);
    expect(starts).toHaveLength(0);
  });

  test('a player plays the demo game, leaves by back and by Leave, and sees the balance it left', async ({
    page,
    request,
    api,
  }, info) => {
    const account = uniqueAccount(info, 'g');
    await playerOnHome(page, api, account);
    expect(await walletControls(request).credit(account, 'coin', 50_000)).toBe(50_000);
    // The refresh control picks up the credit (and proves the header shows the server's figure).
    await page.getByRole('button', { name: text('lobby.header.refresh') }).click();
    await expect(page.getByTestId('balance')).toHaveText('₱500.00');

    const started = page.waitForResponse(isCall('startGame'));
    const gameId = await openGameFromHome(page, request);
    expect(((await (await started).json()) as { errcode: number }).errcode).toBe(0);
    await expect(page.locator('.game-screen')).toHaveAttribute('data-state', 'playing');
    const frame = page.frameLocator('iframe.game-screen__frame');
    await expect(frame.getByTestId('game-balance')).toHaveText('₱500.00');
    await frame.getByTestId('game-spin').click();
    await expect(frame.getByTestId('game-balance')).not.toHaveText('₱500.00');
    await expect(frame.getByTestId('game-spin')).toBeEnabled();
    const after = Number(((await frame.getByTestId('game-balance').textContent()) ?? '').replace(/[^\d.]/g, ''));
    expect(after).not.toBe(500);

    // The history starts with the game (the client prepends it on launch).
    const state = JSON.parse((await storages(page)).local.userState ?? '{}') as { gameHistory?: number[] };
    expect(state.gameHistory?.[0]).toBe(gameId);

    // The browser's back button unmounts the page: the session's game child still exits and refreshes.
    const exited = page.waitForResponse(isCall('exitGame'));
    const refreshed = page.waitForResponse(isCall('refreshData'));
    await page.goBack();
    expect(((await (await exited).json()) as { errcode: number }).errcode).toBe(0);
    await refreshed;
    await expect(page).toHaveURL(/\/lobby\/home$/);
    await expect(home(page)).toHaveAttribute('data-state', LOGGED_IN);
    await expect.poll(() => headerBalance(page)).toBe(after);

    // Again, leaving by the page's Leave button this time.
    await openGameFromHome(page, request);
    await expect(page.locator('.game-screen')).toHaveAttribute('data-state', 'playing');
    const exitedAgain = page.waitForResponse(isCall('exitGame'));
    await page.getByRole('button', { name: new RegExp(text('game.leave')) }).click();
    expect(((await (await exitedAgain).json()) as { errcode: number }).errcode).toBe(0);
    await expect(page).toHaveURL(/\/lobby\/home$/);
  });
});
