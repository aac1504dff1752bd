import type { FrameLocator, Page } from '@playwright/test';
import { expect, test, uniqueAccount, walletControls } from './fixtures';
import { at, seriousViolations } from './support/a11y';
import { text } from './support/auth';
import { pesos, registerByApi } from './support/deposit';
import { centavos, GAME_TYPE, playableGame } from './support/games';

/**
 * The in-house crash game (docs/games.md "The in-house crash game (arcade)"): a player opens a game of the Fish
 * type, which launches the arcade studio's page in the lobby's frame; plays a round with an automatic cash-out and
 * one cashed out by hand (Space on the focused Cash out button), sees the balance follow, reads the fairness dialog,
 * leaves and finds both rounds in the records' Games tab. The page's timers run on the page clock (the multiplier's
 * climb, the polls of the round's state); the server prices every cash-out by its own clock. Parallel-safe
 * (every test registers its own account).
 */

/** Runs the page clock until the round has an outcome (the polls and the cash-out answer are the server's). */
async function untilDecided(page: Page, frame: FrameLocator): Promise<void> {
  const game = frame.getByTestId('arcade-game');
  await expect
    .poll(async () => {
      await page.clock.runFor(500);
      return game.getAttribute('data-outcome');
    })
    .toMatch(/^(won|lost)$/);
  // The kite flies on to the crash point on the page's clock, then the round has ended.
  await expect
    .poll(async () => {
      await page.clock.runFor(120_000);
      return game.getAttribute('data-state');
    })
    .toBe('ended');
}

test('a player plays a crash round with an automatic cash-out and one by hand, and finds both in the records', async ({
  page,
  api,
  request,
}, info) => {
  const account = uniqueAccount(info, 'cr');
  await registerByApi(page, api, account);
  await walletControls(request).credit(account, 'coin', 50_000);
  const game = await playableGame(request, GAME_TYPE.fish);
  await page.clock.install();
  await page.goto(`/start?gameId=${game.id}`);
  await expect(page.locator('.game-screen')).toHaveAttribute('data-state', 'playing');
  const frame = page.frameLocator('iframe.game-screen__frame');
  const arcade = frame.getByTestId('arcade-game');
  await expect(arcade).toHaveAttribute('data-state', 'ready');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await expect(frame.getByTestId('arcade-loading')).toHaveCount(0);
  await expect(frame.getByTestId('game-title')).toHaveText(game.name);
  await expect(frame.getByTestId('game-provider')).toHaveText('Bayani Arcade Studio');
  await expect(frame.getByTestId('game-balance')).toHaveText('₱500.00');
  await expect(frame.getByTestId('arcade-multiplier')).toHaveText('1.00×');

  // A target the table does not take is refused before anything is sent.
  const target = frame.getByRole('textbox', { name: 'Automatic cash-out at (×)' });
  await target.fill('0.5');
  await frame.getByTestId('arcade-fly').click();
  await expect(frame.getByTestId('game-message')).toHaveText(
    'Set the automatic cash-out between 1.01× and 1000×, or leave it empty.',
  );

  // Round 1, by keyboard: ₱20 with an automatic cash-out at 1.01×.
  await frame.getByRole('radio', { name: '₱20' }).check();
  await target.fill('1.01');
  await frame.getByTestId('arcade-fly').focus();
  await page.keyboard.press('Enter');
  await expect(arcade).toHaveAttribute('data-round', '1');
  await expect(frame.getByTestId('game-balance')).toHaveText('₱480.00');
  await untilDecided(page, frame);
  let balance = 50_000 - 2_000;
  const first = await centavos(frame, 'game-last-win');
  expect([0, 2_020]).toContain(first);
  balance += first;
  await expect(frame.getByTestId('game-balance')).toHaveText(pesos(balance));
  await expect(frame.getByTestId('arcade-result')).toContainText(
    first > 0 ? 'Automatic cash-out at 1.01×: you won ₱20.20!' : /Your stake is lost\.$/,
  );
  await expect(frame.getByTestId('arcade-scene')).toHaveAttribute('aria-label', /^The kite fell at \d+\.\d\d×$/);
  await expect(frame.getByTestId('arcade-fly')).toBeFocused();

  // Round 2, by pointer then keyboard: no target; the Cash out button takes the focus and Space cashes out.
  await target.fill('');
  await frame.getByTestId('arcade-fly').click();
  await expect(arcade).toHaveAttribute('data-round', '2');
  const cashOut = frame.getByTestId('arcade-cashout');
  await expect(cashOut).toBeFocused();
  await page.clock.runFor(100);
  await page.keyboard.press('Space');
  await untilDecided(page, frame);
  balance -= 2_000;
  const second = await centavos(frame, 'game-last-win');
  balance += second;
  await expect(frame.getByTestId('game-balance')).toHaveText(pesos(balance));
  await expect(frame.getByTestId('arcade-result')).toContainText(
    second > 0 ? /^You cashed out at \d+\.\d\d×: you won ₱[\d.,]+! The kite fell at/ : /Your stake is lost\.$/,
  );
  // The wallet holds what the page shows: each round's stake and win went through the ledger once.
  expect(Number((await walletControls(request).read(account)).coin)).toBe(balance);

  // The fairness details: a dialog with the committed hash, the nonce of the last round and the verify link.
  const fairButton = frame.getByRole('button', { name: 'Fairness details' });
  await fairButton.click();
  const dialog = frame.getByRole('dialog', { name: 'Provably fair' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('game-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(dialog.getByTestId('game-nonce')).toHaveText('2');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(fairButton).toBeFocused();

  // The studio's page on its own (the lobby's axe checks leave frames out): no serious WCAG AA violation. Axe
  // runs on timers: the page clock follows the wall clock again.
  await page.clock.resume();
  const src = (await page.locator('iframe.game-screen__frame').getAttribute('src')) ?? '';
  await page.goto(src);
  await expect(page.getByTestId('arcade-game')).toHaveAttribute('data-state', 'ready');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Fairness details' }).click();
  expect(await seriousViolations(page)).toEqual([]);

  // The player leaves and finds both rounds in the records' Games tab, settled.
  await page.goto(at(page, '/record/transaction'));
  await page.getByRole('tab', { name: text('wallet.records.rounds') }).click();
  const list = page.locator('[data-list-state]');
  await expect(list).toHaveAttribute('data-list-state', 'end');
  const rows = list.locator('[data-round]');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) {
    await expect(row).toContainText(game.name);
    await expect(row).toContainText(text('wallet.round.bet', { amount: '₱20.00' }));
    await expect(row).toContainText(text('wallet.round.settled'));
  }
});

test.describe('in Filipino', () => {
  test.use({ locale: 'fil-PH' });

  test('the controls, a stake the balance cannot cover and a wrong target speak Filipino', async ({
    page,
    api,
    request,
  }, info) => {
    const account = uniqueAccount(info, 'cq');
    await registerByApi(page, api, account);
    await walletControls(request).credit(account, 'coin', 300);
    const game = await playableGame(request, GAME_TYPE.fish);
    await page.goto(`/start?gameId=${game.id}`);
    const frame = page.frameLocator('iframe.game-screen__frame');
    await expect(frame.getByTestId('arcade-game')).toHaveAttribute('data-state', 'ready');
    await expect(frame.locator('html')).toHaveAttribute('lang', 'fil-PH');
    await expect(frame.getByRole('group', { name: 'Taya' })).toBeVisible();
    await frame.getByRole('textbox', { name: 'Awtomatikong cash-out sa (×)' }).fill('abc');
    await frame.getByRole('button', { name: 'Paliparin' }).click();
    await expect(frame.getByTestId('game-message')).toHaveText(
      'Ilagay ang awtomatikong cash-out mula 1.01× hanggang 1000×, o iwanang blangko.',
    );
    await frame.getByRole('textbox', { name: 'Awtomatikong cash-out sa (×)' }).fill('');
    await frame.getByRole('button', { name: 'Paliparin' }).click();
    await expect(frame.getByTestId('game-message')).toHaveText(
      'Kulang ang balanse mo para sa ₱10.00 na round. Bawasan ang taya o mag-deposit para makapaglaro pa.',
    );
    await expect(frame.getByTestId('game-balance')).toHaveText('₱3.00');
    expect(Number((await walletControls(request).read(account)).coin)).toBe(300);
  });
});
