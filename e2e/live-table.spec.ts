import { createHash } from 'node:crypto';
import type { FrameLocator, Page } from '@playwright/test';
import { LIVE_BETTING_MS, LIVE_PERIOD_MS, wheelWin } from '../src/api/contract/liveTable';
import { expect, joinScope, quieten, scopeOf, test, uniqueAccount, walletControls } from './fixtures';
import { at, seriousViolations } from './support/a11y';
import { text } from './support/auth';
import { pauseClockAhead } from './support/clock';
import { pesos, registerByApi } from './support/deposit';
import { centavos, GAME_TYPE, playableGame } from './support/games';

/**
 * The live Perya Wheel (docs/games.md "Live Perya Wheel"): two players, in two browser contexts, open the same table
 * of the Live type; both see the same round with its committed seed and its countdown to bets closing; one bets by
 * keyboard, the other by pointer; the draw (the test's server clock moved to the draw time, which runs the draw job)
 * reaches both pages over the table's stream with the same segment; each balance follows its own bets; the fairness
 * dialog recomputes the drawn round in the page; the rounds show in each player's records, and the round's proof link
 * opens /fair, which recomputes the round from its public record. Parallel-safe: every test
 * registers its own accounts, and plays a round of its own, far ahead, chosen from its scope.
 */

/** The table in the lobby's frame, once its page has laid the table out. */
async function openTable(page: Page, gameId: number): Promise<FrameLocator> {
  await page.goto(`/start?gameId=${gameId}`);
  await expect(page.locator('.game-screen')).toHaveAttribute('data-state', 'playing');
  const frame = page.frameLocator('iframe.game-screen__frame');
  await expect(frame.getByTestId('live-table')).toHaveAttribute('data-phase', 'betting');
  await expect(frame.getByTestId('live-table-loading')).toHaveCount(0);
  return frame;
}

test('two players at one live table see the same round drawn, each balance following its own bets', async ({
  page,
  api,
  request,
  browser,
  controls,
}, info) => {
  // Two players, two contexts, a round played through: more than one page's journey.
  test.setTimeout(150_000);
  // A round of this test's own, thousands of rounds ahead: tables are shared, so parallel tests must not meet.
  const ahead = 10_000 + (createHash('sha256').update(scopeOf(info)).digest().readUInt32BE(0) % 1_000_000);
  const opens = (Math.floor(Date.now() / LIVE_PERIOD_MS) + ahead) * LIVE_PERIOD_MS;
  const moveTo = (serverTime: number) => controls.clock(serverTime - Date.now());
  // The players register on the moved clock, so their sessions are as young as the round.
  await moveTo(opens + 2_000);

  const juan = uniqueAccount(info, 'lt');
  const maria = uniqueAccount(info, 'lu');
  await registerByApi(page, api, juan);
  await walletControls(request).credit(juan, 'coin', 50_000);
  // The second player's own browser, on the same layout (phone or desktop) as the first.
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } = info.project.use;
  const other = await browser.newContext({
    baseURL: String(baseURL),
    locale: 'en-PH',
    ...(viewport ? { viewport } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
    ...(userAgent ? { userAgent } : {}),
  });
  await joinScope(other, info);
  await quieten(other);
  const page2 = await other.newPage();
  await registerByApi(page2, api, maria);
  await walletControls(request).credit(maria, 'coin', 50_000);
  const game = await playableGame(request, GAME_TYPE.live);

  // Both pages' clocks are held once the table is laid out, and the server's is set before each step: however slow
  // the machine, the round is still taking bets when they are placed.
  await page.clock.install();
  await page2.clock.install();
  await moveTo(opens + 2_000);
  const a = await openTable(page, game.id);
  await pauseClockAhead(page, 50);
  const b = await openTable(page2, game.id);
  await pauseClockAhead(page2, 50);
  await expect(a.getByTestId('game-provider')).toHaveText('Perya Live Table Studio');
  await expect(a.getByTestId('game-balance')).toHaveText('₱500.00');
  // The same round on both pages, its countdown running on the page's clock.
  const round = String(opens / LIVE_PERIOD_MS);
  await expect(a.getByTestId('live-table')).toHaveAttribute('data-round', round);
  await expect(b.getByTestId('live-table')).toHaveAttribute('data-round', round);
  await expect(a.getByTestId('live-countdown')).toHaveText(/^Bets close in \d+ s$/);
  const left = Number((await a.getByTestId('live-countdown').textContent())?.match(/\d+/)?.[0]);
  expect(left).toBeGreaterThan(5);
  // Five seconds on: the page's clock, and the server's to the same instant. Each state the table receives (the
  // fast-forward runs the page's polls) sets the page on the server's clock, which left alone would still be at the
  // real time, seconds behind the page's, and wind the countdown back up.
  await moveTo(opens + LIVE_BETTING_MS - (left - 5) * 1_000);
  await page.clock.fastForward(5_000);
  // Five seconds less, or fewer still: the server's clock runs on in real time however slow the machine.
  const secondsLeft = async () =>
    Number((await a.getByTestId('live-countdown').textContent())?.match(/^Bets close in (\d+) s$/)?.[1] ?? Number.NaN);
  await expect.poll(secondsLeft).toBeLessThanOrEqual(left - 5);

  await moveTo(opens + 3_000);
  // Place with no colour: the page asks for one.
  await a.getByTestId('live-place').click();
  await expect(a.getByTestId('game-message')).toHaveText('Pick at least one colour to bet on.');
  // Juan: red by keyboard, ₱20 chip. Maria: blue and gold by pointer, ₱10 chip.
  const red = a.getByRole('button', { name: /^Red/ });
  await red.focus();
  await page.keyboard.press('Space');
  await expect(red).toHaveAttribute('aria-pressed', 'true');
  await a.getByRole('radio', { name: '₱20' }).check();
  await a.getByTestId('live-place').focus();
  await page.keyboard.press('Enter');
  await expect(a.getByTestId('game-message')).toHaveText('Bets placed: ₱20.00');
  await expect(a.getByTestId('game-balance')).toHaveText('₱480.00');
  await b.getByRole('button', { name: /^Blue/ }).click();
  await b.getByRole('button', { name: /^Gold/ }).click();
  await b.getByRole('radio', { name: '₱10', exact: true }).check();
  await expect(b.getByTestId('game-stake')).toHaveText('₱20.00');
  // The server's clock runs on in real time: set again, so a slow machine's bet still comes before the close.
  await moveTo(opens + 3_000);
  await b.getByTestId('live-place').click();
  await expect(b.getByTestId('live-mine')).toHaveText('Your bets this round: ₱20.00');
  await expect(b.getByTestId('game-balance')).toHaveText('₱480.00');

  // Maria's page hears the draw before her bets are paid: her first ask for her result finds them unsettled. The
  // page shows where the wheel landed, then asks again (the table speaks once more when the bets are settled).
  let mineAsked = 0;
  await page2.route('**/sandbox/live-table/mine', async (route) => {
    mineAsked += 1;
    const response = await route.fetch();
    const json = (await response.json()) as { coin: number; bets: { round: number; win: number | null }[] };
    if (mineAsked > 1) return route.fulfill({ response, json });
    const drawnRound = Number(round);
    const early = json.bets.map((bet) => (bet.round === drawnRound ? { ...bet, win: null } : bet));
    return route.fulfill({ response, json: { ...json, coin: 48_000, bets: early } });
  });

  // The draw time on the test's server clock: the draw job runs, the table's stream brings it to both pages.
  await moveTo(opens + 24_000);
  await expect(a.getByTestId('live-table')).toHaveAttribute('data-drawn', round);
  await expect(b.getByTestId('live-table')).toHaveAttribute('data-drawn', round);
  const segment = await a.getByTestId('live-wheel').getAttribute('data-segment');
  await expect(b.getByTestId('live-wheel')).toHaveAttribute('data-segment', segment ?? '');
  await expect(a.getByTestId('live-table')).toHaveAttribute('data-settled', round);
  await expect(b.getByTestId('live-table')).toHaveAttribute('data-settled', round);
  const juanWin = await centavos(a, 'game-last-win');
  const mariaWin = await centavos(b, 'game-last-win');
  // What the page shows is what the draw pays: Maria's blue and gold, ₱10 each, against the drawn segment.
  expect(mineAsked).toBeGreaterThanOrEqual(2);
  const mariaBets = [
    { color: 'blue', amount: 1_000 },
    { color: 'gold', amount: 1_000 },
  ] as const;
  expect(mariaWin).toBe(wheelWin(mariaBets, Number(segment)));
  await expect(a.getByTestId('game-balance')).toHaveText(pesos(48_000 + juanWin));
  await expect(b.getByTestId('game-balance')).toHaveText(pesos(48_000 + mariaWin));
  await expect(a.getByTestId('live-result')).toHaveText(juanWin > 0 ? `You won ${pesos(juanWin)}!` : /No colour/);
  await expect(a.getByTestId('live-history').getByRole('img').first()).toHaveAttribute(
    'aria-label',
    /^Round \d+: \w+$/,
  );
  expect(Number((await walletControls(request).read(juan)).coin)).toBe(48_000 + juanWin);
  expect(Number((await walletControls(request).read(maria)).coin)).toBe(48_000 + mariaWin);

  // The fairness dialog: the drawn round's seed, checked in the page against its commitment and segment.
  const fairButton = a.getByRole('button', { name: 'Fairness details' });
  await fairButton.click();
  const dialog = a.getByRole('dialog', { name: 'Provably fair' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('fair-round').first()).toHaveAttribute('data-checked', 'true');
  await expect(dialog.getByTestId('fair-round').first()).toContainText('Checked: seed and segment match');
  await page.keyboard.press('Escape');
  await expect(fairButton).toBeFocused();

  // The table's page on its own: no serious WCAG AA violation, with its dialog closed and open.
  // axe waits on timers: the held clock runs again.
  await page2.clock.resume();
  // The server's clock back at the draw (it ran on in real time meanwhile): the table still shows this round drawn.
  await moveTo(opens + 24_000);
  const src = (await page2.locator('iframe.game-screen__frame').getAttribute('src')) ?? '';
  await page2.goto(src);
  await expect(page2.getByTestId('live-table')).toHaveAttribute('data-drawn', round);
  expect(await seriousViolations(page2)).toEqual([]);
  await page2.getByRole('button', { name: 'Fairness details' }).click();
  await expect(page2.getByRole('dialog', { name: 'Provably fair' })).toBeVisible();
  expect(await seriousViolations(page2)).toEqual([]);
  await other.close();

  // Leaving the table (its clock running again, as the lobby's timers need), the player finds the round in the records' Games tab.
  await page.clock.resume();
  await page.goto(at(page, '/record/transaction'));
  await page.getByRole('tab', { name: text('wallet.records.rounds') }).click();
  const list = page.locator('[data-list-state]');
  await expect(list).toHaveAttribute('data-list-state', 'end');
  const rows = list.locator('[data-round]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(game.name);
  await expect(rows.first()).toContainText(text('wallet.round.bet', { amount: '₱20.00' }));
  await expect(rows.first()).toContainText(text('wallet.round.settled'));

  // The drawn round's proof link opens /fair for the table's round: its record recomputed in the page, a match.
  const proof = rows
    .first()
    .getByRole('link', { name: text('wallet.round.tableProofLabel', { game: game.name, round }) });
  await expect(proof).toHaveText(text('wallet.round.proof'));
  await proof.click();
  await expect(page).toHaveURL(new RegExp(`${at(page, '/fair')}\\?table=${game.id}&round=${round}$`));
  await expect(page.getByTestId('fair-verify')).toHaveAttribute('data-state', 'ready');
  const check = page.getByTestId('fair-table-report');
  await expect(check).toHaveAttribute('data-result', 'match');
  await expect(check.getByRole('heading')).toHaveText(text('fair.table.title', { round }));
  await expect(check.getByTestId('fair-table-summary')).toHaveText(text('fair.table.match'));
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('in Filipino', () => {
  test.use({ locale: 'fil-PH' });

  test('the table speaks Filipino, and bets after the close are refused', async ({
    page,
    api,
    request,
    controls,
  }, info) => {
    const ahead = 10_000 + (createHash('sha256').update(scopeOf(info)).digest().readUInt32BE(0) % 1_000_000);
    const opens = (Math.floor(Date.now() / LIVE_PERIOD_MS) + ahead) * LIVE_PERIOD_MS;
    await controls.clock(opens + 2_000 - Date.now());
    const account = uniqueAccount(info, 'lf');
    await registerByApi(page, api, account);
    await walletControls(request).credit(account, 'coin', 5_000);
    const game = await playableGame(request, GAME_TYPE.live);
    const frame = await openTable(page, game.id);
    await expect(frame.locator('html')).toHaveAttribute('lang', 'fil-PH');
    await expect(frame.getByRole('group', { name: 'Tumaya sa gulong' })).toBeVisible();
    await expect(frame.getByTestId('live-countdown')).toHaveText(/^Sarado ang taya sa loob ng \d+ s$/);
    await frame.getByRole('button', { name: /^Pula/ }).click();
    // The server's clock passes the close while the page still offers the button: the server refuses the bet.
    await controls.clock(opens + 21_000 - Date.now());
    await frame.getByTestId('live-place').evaluate((button: HTMLButtonElement) => {
      button.disabled = false;
      button.click();
    });
    await expect(frame.getByTestId('game-message')).toHaveText(
      'Sarado na ang taya sa round na ito. Walang nabawas: tumaya ulit pagbukas ng susunod na round.',
    );
    expect(Number((await walletControls(request).read(account)).coin)).toBe(5_000);
  });
});
