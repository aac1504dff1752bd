import { expect, test, uniqueAccount, walletControls } from './fixtures';
import { seriousViolations } from './support/a11y';
import { text } from './support/auth';
import { pesos, registerByApi } from './support/deposit';
import { centavos, GAME_TYPE, playableGame } from './support/games';

/**
 * The in-house Color Game (docs/games.md "The in-house Color Game"): a player opens a game of the Games type, which
 * launches the Color Game studio's page in the lobby's frame; bets on colours by keyboard and pointer, plays rounds
 * and sees the balance follow each round's stake and win, reads the fairness details in their dialog; a Filipino
 * player reads the board in Filipino. Parallel-safe: every test registers its own account.
 */

test('a player bets on colours, plays rounds and sees the balance follow; the fairness dialog and the verify page check the dice', async ({
  page,
  api,
  request,
}, info) => {
  const account = uniqueAccount(info, 'cg');
  await registerByApi(page, api, account);
  await walletControls(request).credit(account, 'coin', 50_000);
  const game = await playableGame(request, GAME_TYPE.games);
  await page.goto(`/start?gameId=${game.id}`);
  await expect(page.locator('.game-screen')).toHaveAttribute('data-state', 'playing');
  const frame = page.frameLocator('iframe.game-screen__frame');
  await expect(frame.getByTestId('color-game')).toHaveAttribute('data-state', 'ready');
  await expect(frame.getByTestId('color-game-loading')).toHaveCount(0);
  await expect(frame.getByTestId('game-title')).toHaveText(game.name);
  await expect(frame.getByTestId('game-provider')).toHaveText('Perya Color Game Studio');
  await expect(frame.getByTestId('game-balance')).toHaveText('₱500.00');

  // Play with no colour chosen: the page asks for one, nothing is sent.
  await frame.getByTestId('color-play').click();
  await expect(frame.getByTestId('game-message')).toHaveText('Pick at least one colour to bet on.');

  // Red by keyboard, blue by pointer, with the ₱20 chip: ₱40 a round.
  const red = frame.getByRole('button', { name: /^Red/ });
  await red.focus();
  await page.keyboard.press('Space');
  await expect(red).toHaveAttribute('aria-pressed', 'true');
  await frame.getByRole('button', { name: /^Blue/ }).click();
  await frame.getByRole('radio', { name: '₱20' }).check();
  await expect(frame.getByTestId('game-stake')).toHaveText('₱40.00');
  await expect(frame.getByRole('button', { name: /^Red/ })).toContainText('₱20.00');

  let balance = 50_000;
  for (let round = 1; round <= 3; round++) {
    await frame.getByTestId('color-play').focus();
    await page.keyboard.press('Enter');
    await expect(frame.getByTestId('color-game')).toHaveAttribute('data-round', String(round));
    await expect(frame.getByTestId('color-game')).toHaveAttribute('data-state', 'ready');
    const win = await centavos(frame, 'game-last-win');
    balance += win - 4_000;
    await expect(frame.getByTestId('game-balance')).toHaveText(pesos(balance));
    await expect(frame.getByTestId('color-dice')).toHaveAttribute('aria-label', /^Dice: \w+, \w+, \w+$/);
    await expect(frame.getByTestId('color-result')).toHaveText(win > 0 ? `You won ${pesos(win)}!` : /No colour/);
  }
  // The wallet holds what the page shows: every round's stake and win went through the ledger.
  expect(Number((await walletControls(request).read(account)).coin)).toBe(balance);

  // The fairness details: a dialog with the committed hash, the nonce of the last round and the verify link.
  const fairButton = frame.getByRole('button', { name: 'Fairness details' });
  await fairButton.click();
  const dialog = frame.getByRole('dialog', { name: 'Provably fair' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('game-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(dialog.getByTestId('game-nonce')).toHaveText('3');
  await expect(dialog.getByRole('link', { name: 'Change seeds and verify your rounds' })).toHaveAttribute(
    'href',
    '/fair',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(fairButton).toBeFocused();

  // The studio's page on its own (the lobby's axe checks leave frames out): no serious WCAG AA violation, and
  // none with its fairness dialog open. Opening the link again within its lifetime is a reload of the game.
  const src = (await page.locator('iframe.game-screen__frame').getAttribute('src')) ?? '';
  await page.goto(src);
  await expect(page.getByTestId('color-game')).toHaveAttribute('data-state', 'ready');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Fairness details' }).click();
  await expect(page.getByRole('dialog', { name: 'Provably fair' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The verify page: changing seeds reveals the server seed, and the browser recomputes the three rounds' dice.
  await page.goto('/fair');
  const fair = page.getByTestId('fair-verify');
  await expect(fair).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('fair-active-nonce')).toHaveText('3');
  await page.getByRole('button', { name: text('fair.rotate') }).click();
  await expect(page.getByTestId('fair-revealed-seed')).toHaveCount(1);
  await page.getByRole('button', { name: 'Verify 3 spins' }).click();
  await expect(page.getByTestId('fair-report')).toHaveAttribute('data-result', 'match');
  await expect(page.locator('[data-testid="fair-spin"][data-game="colorGame"][data-match="true"]')).toHaveCount(3);
  await expect(page.getByTestId('fair-spin').first()).toContainText(/(Yellow|White|Pink|Blue|Red|Green)/);
});

test.describe('in Filipino', () => {
  test.use({ locale: 'fil-PH' });

  test('the board, a refused round and a round lost on the network speak Filipino', async ({
    page,
    api,
    request,
  }, info) => {
    const account = uniqueAccount(info, 'cf');
    await registerByApi(page, api, account);
    // ₱15: a round of three ₱10 colours is more than the balance.
    await walletControls(request).credit(account, 'coin', 1_500);
    const game = await playableGame(request, GAME_TYPE.games);
    await page.goto(`/start?gameId=${game.id}`);
    const frame = page.frameLocator('iframe.game-screen__frame');
    await expect(frame.getByTestId('color-game')).toHaveAttribute('data-state', 'ready');
    await expect(frame.locator('html')).toHaveAttribute('lang', 'fil-PH');
    await expect(frame.getByRole('group', { name: 'Tumaya sa kulay' })).toBeVisible();
    for (const name of ['Dilaw', 'Puti', 'Rosas'])
      await frame.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    // A fourth colour is more than the table takes.
    await frame.getByRole('button', { name: /^Asul/ }).click();
    await expect(frame.getByTestId('game-message')).toHaveText('Hanggang 3 kulay lang bawat round.');
    await expect(frame.getByRole('button', { name: /^Asul/ })).toHaveAttribute('aria-pressed', 'false');
    await frame.getByRole('button', { name: 'Laro na' }).click();
    await expect(frame.getByTestId('game-message')).toHaveText(
      'Kulang ang balanse mo para sa ₱30.00 na round. Bawasan ang taya o mag-deposit para makapaglaro pa.',
    );
    await expect(frame.getByTestId('game-balance')).toHaveText('₱15.00');
    expect(Number((await walletControls(request).read(account)).coin)).toBe(1_500);

    // A round lost on the way (no answer): the page says so and the player may try again.
    await page.route('**/sandbox/color-game/play', (route) => route.abort());
    await frame.getByRole('button', { name: 'Laro na' }).click();
    await expect(frame.getByTestId('game-message')).toHaveText(
      'Nagka-problema sa network: hindi natuloy ang round. Subukan ulit.',
    );
    await expect(frame.getByRole('button', { name: 'Laro na' })).toBeEnabled();
  });
});
