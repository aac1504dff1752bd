import { MATCH_MS } from '../src/api/contract/virtualSports';
import { expect, test, uniqueAccount, walletControls } from './fixtures';
import { at, seriousViolations } from './support/a11y';
import { text } from './support/auth';
import { pesos, registerByApi } from './support/deposit';
import { centavos, GAME_TYPE, playableGame } from './support/games';

/**
 * The in-house virtual sports (docs/games.md "Virtual football"): a player opens a game of the Sports type, which
 * launches the virtual sports studio's page in the lobby's frame; picks 1X2 by keyboard and pointer, bets, watches
 * the match on the page's clock while the server's clock passes its end, and sees the balance follow the stake at
 * the bet and the win at full time; reads the fairness details, leaves and finds the matches in the records' Games
 * tab, and the verify page recomputes their scores. A Filipino player with reduced motion sees no ticking clock,
 * only the score at full time. Parallel-safe: every test registers its own account and moves its own clocks.
 */

test.describe('with motion', () => {
  // The suite runs with reduced motion; this journey watches the match clock tick.
  test.use({ reducedMotion: 'no-preference' });

  test('a player bets on matches, watches them to full time and sees the balance follow; the records and the verify page find them', async ({
    page,
    api,
    request,
    controls,
  }, info) => {
    // Two whole matches, the records and the verify page: three times the usual ceiling on a busy machine.
    test.slow();
    await page.clock.install();
    const account = uniqueAccount(info, 'vs');
    await registerByApi(page, api, account);
    await walletControls(request).credit(account, 'coin', 50_000);
    const game = await playableGame(request, GAME_TYPE.sports);
    await page.goto(`/start?gameId=${game.id}`);
    await expect(page.locator('.game-screen')).toHaveAttribute('data-state', 'playing');
    const frame = page.frameLocator('iframe.game-screen__frame');
    const sports = frame.getByTestId('sports-game');
    await expect(sports).toHaveAttribute('data-state', 'ready');
    await expect(frame.getByTestId('sports-loading')).toHaveCount(0);
    await expect(frame.getByTestId('game-title')).toHaveText(game.name);
    await expect(frame.getByTestId('game-provider')).toHaveText('Pitch Virtual Sports Studio');
    await expect(frame.getByTestId('game-balance')).toHaveText('₱500.00');
    await expect(frame.getByTestId('sports-home')).toHaveText('Manila Carabaos');
    await expect(frame.getByTestId('sports-away')).toHaveText('Laguna Lakers');
    // From here the page's timers run only when the test moves its clock.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

    // Kick off with no pick: the page asks for one, nothing is sent.
    await frame.getByTestId('sports-play').click();
    await expect(frame.getByTestId('game-message')).toHaveText('Pick home, draw or away first.');

    let balance = 50_000;
    for (let round = 1; round <= 2; round++) {
      if (round === 1) {
        // Manila to win by keyboard, at the ₱20 chip: the page shows what the pick pays.
        const home = frame.getByRole('button', { name: /^Manila Carabaos to win/ });
        await home.focus();
        await page.keyboard.press('Space');
        await expect(home).toHaveAttribute('aria-pressed', 'true');
        await frame.getByRole('radio', { name: '₱20', exact: true }).check();
        const odds = Number((await home.locator('.odds').textContent()) ?? '0');
        await expect(frame.getByTestId('sports-to-win')).toHaveText(pesos(Math.floor(2_000 * odds)));
        await frame.getByTestId('sports-play').focus();
        await page.keyboard.press('Enter');
      } else {
        // The next fixture, a draw by pointer.
        await expect(frame.getByTestId('sports-home')).toHaveText('Iloilo Herons');
        await frame.getByRole('button', { name: /^Draw/ }).click();
        await frame.getByTestId('sports-play').click();
      }
      await expect(sports).toHaveAttribute('data-state', 'playing');
      balance -= 2_000;
      await expect(frame.getByTestId('game-balance')).toHaveText(pesos(balance));
      await expect(frame.getByTestId('sports-clock')).toHaveText("0'");
      // The server's clock passes the match's end, then the page's: the result is asked for and paid.
      await controls.clock(round * 60_000);
      await page.clock.runFor(MATCH_MS / 2);
      await expect(frame.getByTestId('sports-clock')).toHaveText("45'");
      await page.clock.runFor(MATCH_MS / 2 + 1_000);
      await expect(sports).toHaveAttribute('data-round', String(round));
      await expect(sports).toHaveAttribute('data-state', 'ready');
      const win = await centavos(frame, 'game-last-win');
      balance += win;
      await expect(frame.getByTestId('game-balance')).toHaveText(pesos(balance));
      await expect(frame.getByTestId('sports-result')).toHaveText(
        win > 0
          ? new RegExp(`^Full time [A-Z]{3} \\d+ – \\d+ [A-Z]{3}\\. You won ${pesos(win).replace('.', '\\.')}!$`)
          : /^Full time [A-Z]{3} \d+ – \d+ [A-Z]{3}\. Your pick did not come in\.$/,
      );
    }
    // The wallet holds what the page shows: each stake and win went through the ledger once.
    expect(Number((await walletControls(request).read(account)).coin)).toBe(balance);

    // The fairness details: a dialog with the committed hash, the nonce of the last bet and the verify link.
    const fairButton = frame.getByRole('button', { name: 'Fairness details' });
    await fairButton.click();
    const dialog = frame.getByRole('dialog', { name: 'Provably fair' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('game-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(dialog.getByTestId('game-nonce')).toHaveText('2');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(fairButton).toBeFocused();

    // The studio's page on its own (the lobby's axe checks leave frames out), and with its dialog open: opened
    // afresh from the lobby with the server's clock back (the first link's lifetime has passed on the moved clock).
    await controls.clock(0);
    await page.clock.resume();
    await page.goto(`/start?gameId=${game.id}`);
    await expect(page.locator('.game-screen')).toHaveAttribute('data-state', 'playing');
    const src = (await page.locator('iframe.game-screen__frame').getAttribute('src')) ?? '';
    await page.goto(src);
    await expect(page.getByTestId('sports-game')).toHaveAttribute('data-state', 'ready');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Fairness details' }).click();
    await expect(page.getByRole('dialog', { name: 'Provably fair' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Left the game: the records' Games tab lists both matches, settled.
    await page.goto(at(page, '/record/transaction'));
    await page.getByRole('tab', { name: text('wallet.records.rounds') }).click();
    const list = page.locator('[data-list-state]');
    await expect(list).toHaveAttribute('data-list-state', 'end');
    const rows = list.locator('[data-round]');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(game.name);
    await expect(rows.first()).toContainText(text('wallet.round.bet', { amount: '₱20.00' }));
    await expect(rows.first()).toContainText(text('wallet.round.settled'));

    // The verify page: changing seeds reveals the server seed, and the browser recomputes both scores.
    await page.goto(at(page, '/fair'));
    await expect(page.getByTestId('fair-verify')).toHaveAttribute('data-state', 'ready');
    await page.getByRole('button', { name: text('fair.rotate') }).click();
    await expect(page.getByTestId('fair-revealed-seed')).toHaveCount(1);
    await page.getByTestId('fair-verify-seed').click();
    await expect(page.getByTestId('fair-report')).toHaveAttribute('data-result', 'match');
    const checked = page.locator('[data-testid="fair-spin"][data-game="virtualMatch"][data-match="true"]');
    await expect(checked).toHaveCount(2);
    await expect(checked.first()).toContainText(/MNL \d+ – \d+ LAG/);
  });
});

test.describe('in Filipino, with reduced motion', () => {
  test.use({ locale: 'fil-PH', reducedMotion: 'reduce' });

  test('a refused bet, then a match with no ticking clock whose score shows at full time, in Filipino', async ({
    page,
    api,
    request,
    controls,
  }, info) => {
    await page.clock.install();
    const account = uniqueAccount(info, 'vf');
    await registerByApi(page, api, account);
    // ₱15: a ₱20 bet is more than the balance.
    await walletControls(request).credit(account, 'coin', 1_500);
    const game = await playableGame(request, GAME_TYPE.sports);
    await page.goto(`/start?gameId=${game.id}`);
    const frame = page.frameLocator('iframe.game-screen__frame');
    const sports = frame.getByTestId('sports-game');
    await expect(sports).toHaveAttribute('data-state', 'ready');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await expect(frame.locator('html')).toHaveAttribute('lang', 'fil-PH');
    await expect(frame.getByRole('group', { name: 'Ang pili mo (1X2)' })).toBeVisible();
    await frame.getByRole('button', { name: /^Tabla/ }).click();
    await frame.getByRole('radio', { name: '₱20', exact: true }).check();
    await frame.getByRole('button', { name: 'Tumaya at mag-kick off' }).click();
    await expect(frame.getByTestId('game-message')).toHaveText(
      'Kulang ang balanse mo para sa ₱20.00 na taya. Bawasan ang taya o mag-deposit para makapaglaro pa.',
    );
    expect(Number((await walletControls(request).read(account)).coin)).toBe(1_500);

    await frame.getByRole('radio', { name: '₱10', exact: true }).check();
    await frame.getByRole('button', { name: 'Tumaya at mag-kick off' }).click();
    await expect(sports).toHaveAttribute('data-state', 'playing');
    await expect(frame.getByTestId('game-balance')).toHaveText('₱5.00');
    await expect(frame.getByTestId('sports-clock')).toHaveText('Naglalaro: lalabas ang iskor pagkatapos');
    await page.clock.runFor(MATCH_MS / 2);
    // No minute ticks and no goal shows before full time.
    await expect(frame.getByTestId('sports-clock')).toHaveText('Naglalaro: lalabas ang iskor pagkatapos');
    await expect(frame.getByTestId('sports-score')).toHaveText('0 – 0');
    await controls.clock(60_000);
    await page.clock.runFor(MATCH_MS / 2 + 1_000);
    await expect(sports).toHaveAttribute('data-round', '1');
    await expect(frame.getByTestId('sports-result')).toHaveText(/^Tapos ang laban MNL \d+ – \d+ LAG\./);
    const win = await centavos(frame, 'game-last-win');
    await expect(frame.getByTestId('game-balance')).toHaveText(pesos(500 + win));
    await controls.clock(0);
  });
});
