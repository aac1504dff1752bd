import { expect, test, uniqueAccount, walletControls } from './fixtures';
import { at, seriousViolations } from './support/a11y';
import { text } from './support/auth';
import { pesos, registerByApi } from './support/deposit';
import { centavos, GAME_TYPE, playableGame } from './support/games';

/**
 * The in-house card room's Baccarat (docs/games.md "The in-house card room: Baccarat"): a player opens a game of the Poker / cards type,
 * which launches the card room's page in the lobby's frame; bets on Player and Tie by keyboard and pointer, deals
 * coups and sees the hands, their totals and the balance follow each coup's stake and return, reads the fairness
 * details in their dialog, finds the coups in the records' Games tab and has the verify page recompute their cards;
 * a Filipino player reads the table in Filipino. Parallel-safe: every test registers its own account.
 */

test('a player bets on Player and Tie, deals coups and sees the hands and the balance follow; the records and the verify page find them', async ({
  page,
  api,
  request,
}, info) => {
  const account = uniqueAccount(info, 'bc');
  await registerByApi(page, api, account);
  await walletControls(request).credit(account, 'coin', 50_000);
  const game = await playableGame(request, GAME_TYPE.cards);
  await page.goto(`/start?gameId=${game.id}`);
  await expect(page.locator('.game-screen')).toHaveAttribute('data-state', 'playing');
  const frame = page.frameLocator('iframe.game-screen__frame');
  await expect(frame.getByTestId('cards-game')).toHaveAttribute('data-state', 'ready');
  await expect(frame.getByTestId('cards-game-loading')).toHaveCount(0);
  await expect(frame.getByTestId('game-title')).toHaveText(game.name);
  await expect(frame.getByTestId('game-provider')).toHaveText('Lucky Lobby Card Room');
  await expect(frame.getByTestId('game-balance')).toHaveText('₱500.00');

  // Deal with no bet placed: the page asks for one, nothing is sent.
  await frame.getByTestId('cards-play').click();
  await expect(frame.getByTestId('game-message')).toHaveText('Pick Player, Banker or Tie to bet on.');

  // Player by keyboard, Tie by pointer, with the ₱20 chip: ₱40 a coup.
  const player = frame.getByRole('button', { name: /^Player/ });
  await player.focus();
  await page.keyboard.press('Space');
  await expect(player).toHaveAttribute('aria-pressed', 'true');
  await frame.getByRole('button', { name: /^Tie/ }).click();
  // The chip's label is what a pointer reaches (its radio is hidden under it).
  await frame.locator('label.chip', { hasText: '₱20' }).click();
  await expect(frame.getByRole('radio', { name: '₱20' })).toBeChecked();
  await expect(frame.getByTestId('game-stake')).toHaveText('₱40.00');
  await expect(player).toContainText('₱20.00');

  let balance = 50_000;
  for (let round = 1; round <= 3; round++) {
    await frame.getByTestId('cards-play').focus();
    await page.keyboard.press('Enter');
    await expect(frame.getByTestId('cards-game')).toHaveAttribute('data-round', String(round));
    await expect(frame.getByTestId('cards-game')).toHaveAttribute('data-state', 'ready');
    const win = await centavos(frame, 'game-last-win');
    balance += win - 4_000;
    await expect(frame.getByTestId('game-balance')).toHaveText(pesos(balance));
    // Each hand shows two or three cards drawn as SVG, named with its total.
    for (const side of ['player', 'banker']) {
      const cards = frame.getByTestId(`cards-${side}-cards`);
      await expect(cards).toHaveAttribute(
        'aria-label',
        new RegExp(`^${side === 'player' ? 'Player' : 'Banker'} \\d: \\w+ of \\w+, \\w+ of \\w+`),
      );
      expect(await cards.locator('.card svg').count()).toBeGreaterThanOrEqual(2);
    }
    await expect(frame.getByTestId('cards-result')).toHaveText(/^(Player wins|Banker wins|Tie at)/);
  }
  // The wallet holds what the page shows: every coup's stake and return went through the ledger.
  expect(Number((await walletControls(request).read(account)).coin)).toBe(balance);

  // The fairness details: a dialog with the committed hash and the nonce of the last coup.
  const fairButton = frame.getByRole('button', { name: 'Fairness details' });
  await fairButton.click();
  const dialog = frame.getByRole('dialog', { name: 'Provably fair' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('game-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(dialog.getByTestId('game-nonce')).toHaveText('3');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(fairButton).toBeFocused();

  // The studio's page on its own (the lobby's axe checks leave frames out), with and without its dialog.
  const src = (await page.locator('iframe.game-screen__frame').getAttribute('src')) ?? '';
  await page.goto(src);
  await expect(page.getByTestId('cards-game')).toHaveAttribute('data-state', 'ready');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Fairness details' }).click();
  await expect(page.getByRole('dialog', { name: 'Provably fair' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The records' Games tab lists the three coups, newest first, with the game and the stake.
  await page.goto(at(page, '/record/transaction'));
  await page.getByRole('tab', { name: text('wallet.records.rounds') }).click();
  const list = page.locator('[data-list-state]');
  await expect(list).toHaveAttribute('data-list-state', 'end');
  const rows = list.locator('[data-round]');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText(game.name);
  await expect(rows.first()).toContainText(text('wallet.round.bet', { amount: '₱40.00' }));

  // The verify page: changing seeds reveals the server seed, and the browser recomputes the three coups' cards.
  await page.goto(at(page, '/fair'));
  await expect(page.getByTestId('fair-verify')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('fair-active-nonce')).toHaveText('3');
  await page.getByRole('button', { name: text('fair.rotate') }).click();
  await expect(page.getByTestId('fair-revealed-seed')).toHaveCount(1);
  await page.getByTestId('fair-verify-seed').click();
  await expect(page.getByTestId('fair-report')).toHaveAttribute('data-result', 'match');
  await expect(page.locator('[data-testid="fair-spin"][data-game="baccarat"][data-match="true"]')).toHaveCount(3);
  await expect(page.getByTestId('fair-spin').first()).toContainText(/Player \d:.*Banker \d:/);
  await expect(page.getByTestId('fair-spin').first()).toContainText(/ of (spades|hearts|diamonds|clubs)/);
});

test.describe('in Filipino', () => {
  test.use({ locale: 'fil-PH' });

  test('the table, a refused coup and a coup lost on the network speak Filipino', async ({
    page,
    api,
    request,
  }, info) => {
    const account = uniqueAccount(info, 'bf');
    await registerByApi(page, api, account);
    // ₱15: a coup of two ₱10 bets is more than the balance.
    await walletControls(request).credit(account, 'coin', 1_500);
    const game = await playableGame(request, GAME_TYPE.cards);
    await page.goto(`/start?gameId=${game.id}`);
    const frame = page.frameLocator('iframe.game-screen__frame');
    await expect(frame.getByTestId('cards-game')).toHaveAttribute('data-state', 'ready');
    await expect(frame.locator('html')).toHaveAttribute('lang', 'fil-PH');
    await expect(frame.getByRole('group', { name: 'Ilagay ang taya mo' })).toBeVisible();
    await frame.getByRole('button', { name: /^Banker/ }).click();
    await frame.getByRole('button', { name: /^Tabla/ }).click();
    await frame.getByRole('button', { name: 'Deal na' }).click();
    await expect(frame.getByTestId('game-message')).toHaveText(
      'Kulang ang balanse mo para sa ₱20.00 na round. Bawasan ang taya o mag-deposit para makapaglaro pa.',
    );
    await expect(frame.getByTestId('game-balance')).toHaveText('₱15.00');
    expect(Number((await walletControls(request).read(account)).coin)).toBe(1_500);

    // A coup lost on the way (no answer): the page says so and the player may try again.
    await page.route('**/sandbox/cards/play', (route) => route.abort());
    await frame.getByRole('button', { name: 'Deal na' }).click();
    await expect(frame.getByTestId('game-message')).toHaveText(
      'Nagka-problema sa network: hindi natuloy ang round. Subukan ulit.',
    );
    await expect(frame.getByRole('button', { name: 'Deal na' })).toBeEnabled();
  });
});
