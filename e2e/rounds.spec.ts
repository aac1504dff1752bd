import { expect, test, uniqueAccount, walletControls } from './fixtures';
import { at, seriousViolations } from './support/a11y';
import { text } from './support/auth';
import { registerByApi } from './support/deposit';
import { GAME_TYPE, playableGame } from './support/games';

/**
 * A player's round history (docs/games.md "Round history"): the player spins the demo slot three times, opens the
 * records' Games tab and finds the three rounds, newest first, each with the game, its bet and a link that opens the
 * fairness check on that round: revealed by a seed change, the round's spin is verified and marked. Both layouts;
 * parallel-safe (every test registers its own account).
 */

test('a player plays three spins and finds them in the records with a link to check each is fair', async ({
  page,
  api,
  request,
}, info) => {
  const account = uniqueAccount(info, 'rh');
  await registerByApi(page, api, account);
  await walletControls(request).credit(account, 'coin', 50_000);
  const game = await playableGame(request, GAME_TYPE.slots);
  await page.goto(`/start?gameId=${game.id}`);
  const frame = page.frameLocator('iframe.game-screen__frame');
  for (const nonce of ['1', '2', '3']) {
    await frame.getByTestId('game-spin').click();
    await expect(frame.getByTestId('game-nonce')).toHaveText(nonce);
    await expect(frame.getByTestId('game-spin')).toBeEnabled();
  }

  await page.goto(at(page, '/record/transaction'));
  await page.getByRole('tab', { name: text('wallet.records.rounds') }).click();
  await expect(page).toHaveURL(/\?tab=rounds$/);
  const list = page.locator('[data-list-state]');
  await expect(list).toHaveAttribute('data-list-state', 'end');
  const rows = list.locator('[data-round]');
  await expect(rows).toHaveCount(3);
  const newest = rows.first();
  await expect(newest).toContainText(game.name);
  await expect(newest).toContainText(text('wallet.round.bet', { amount: '₱10.00' }));
  await expect(newest).toContainText(text('wallet.round.settled'));
  expect(await seriousViolations(page)).toEqual([]);

  // Newest first: the third spin's link names nonce 3 and opens the fairness check.
  const proof = newest.getByRole('link', { name: /nonce 3\)$/ });
  await expect(proof).toHaveText(text('wallet.round.proof'));
  await proof.click();
  await expect(page).toHaveURL(new RegExp(`${at(page, '/fair')}\\?seed=\\d+&nonce=3$`));
  const fair = page.getByTestId('fair-verify');
  await expect(fair).toHaveAttribute('data-state', 'ready');
  const seedId = Number(new URL(page.url()).searchParams.get('seed'));
  // The seed pair is still in use: the page says to reveal it first; once revealed, the spin is checked and marked.
  const linked = page.getByTestId('fair-linked-round');
  await expect(linked).toHaveText(text('fair.linked.active', { nonce: 3, id: seedId }));
  await page.getByRole('button', { name: text('fair.rotate') }).click();
  await expect(linked).toHaveText(text('fair.linked.revealed', { nonce: 3, id: seedId }));
  await page.getByTestId('fair-verify-seed').click();
  await expect(page.getByTestId('fair-report')).toHaveAttribute('data-result', 'match');
  const spin = page.locator('[data-testid="fair-spin"][aria-current="true"]');
  await expect(spin).toHaveAttribute('data-match', 'true');
  await expect(spin.getByRole('cell').first()).toHaveText('3');
});
