import type { Page } from '@playwright/test';
import forge from 'node-forge';
import { expect, test, uniqueAccount } from './fixtures';
import { seriousViolations } from './support/a11y';
import { authScreen, home, isCall, LOGGED_IN, PASSWORD, text, webConfigOf } from './support/auth';
import { CHANNELS, confirmChannel, depositScreens, openDeposit, pesos } from './support/deposit';
import { GAME_TYPE, playableGame } from './support/games';
import { playerOnHome } from './support/player';

/**
 * Responsible gaming (docs/responsible-gaming.md) as a player meets it, on both layouts: a deposit limit
 * that refuses the deposit over it and makes a raise wait, the reality check pausing a game on the page clock, and
 * a time-out that ends the session and refuses the next log-in with its end date, and the 21+ check with the
 * excluded-persons declaration at registration. The rules (windows, the 24 h
 * raise, concurrency, every errcode) are proved a layer down: tests/server/responsibleGaming.*.test.ts and
 * tests/machines/profile/responsibleGaming.test.ts, realityCheck.test.ts. Writes only on accounts of its own.
 */

/** From the profile page to one of the three responsible-gaming pages, by its link (either layout's twin). */
async function openFromProfile(
  page: Page,
  link: 'profile.link.limits' | 'profile.link.break' | 'profile.link.history',
) {
  await page.goto('/profile');
  await page.getByRole('link', { name: text(link) }).click();
}

test('a daily deposit limit refuses the deposit over it, and raising it waits a day', async ({ page, api }, info) => {
  await playerOnHome(page, api, uniqueAccount(info, 'rgl'));
  await openFromProfile(page, 'profile.link.limits');
  const daily = page.getByTestId('limit-day');
  const dailyLimit = text('profile.limits.day');
  await daily.getByLabel(text('profile.limits.amount', { limit: dailyLimit })).fill('100');
  await daily.getByRole('button', { name: text('profile.limits.save.day') }).click();
  const outcome = page.getByTestId('limits-outcome');
  await expect(outcome).toHaveText(text('profile.limits.applied', { limit: dailyLimit, amount: pesos(100_00) }));
  expect(await seriousViolations(page), 'the limits page').toEqual([]);

  // The first ₱100 (the pick's default amount) fits the limit; the next one is refused before any order exists.
  await page.goto('/lobby/wallets/deposit');
  const screens = depositScreens(page);
  await openDeposit(page);
  await confirmChannel(page, CHANNELS.payPage);
  await expect(screens.view).toHaveAttribute('data-deposit', /viewing/);
  await screens.close.click();
  const refused = page.waitForResponse(isCall('recharge3'));
  await openDeposit(page);
  await confirmChannel(page, CHANNELS.payPage);
  expect(((await (await refused).json()) as { errcode: number }).errcode).toBe(5101);
  await expect(page.getByText(text('error.rg5101')).first()).toBeVisible();

  // A higher limit is not at once: the page says when it applies, and the old one stays until then.
  await openFromProfile(page, 'profile.link.limits');
  await daily.getByLabel(text('profile.limits.amount', { limit: dailyLimit })).fill('5000');
  await daily.getByRole('button', { name: text('profile.limits.save.day') }).click();
  await expect(outcome).toContainText(`${dailyLimit} rises to ${pesos(5_000_00)} on`);
  await expect(daily).toContainText(text('profile.limits.now', { amount: pesos(100_00) }));
});

test('the reality check pauses the game at the chosen interval; Continue plays on, Stop playing leaves', async ({
  page,
  api,
  request,
}, info) => {
  await playerOnHome(page, api, uniqueAccount(info, 'rgr'));
  await openFromProfile(page, 'profile.link.limits');
  const reality = page.getByTestId('reality-check');
  await reality.getByRole('radio', { name: text('profile.reality.option', { minutes: 15 }) }).check();
  await reality.getByRole('button', { name: text('profile.reality.save') }).click();
  await expect(page.getByTestId('limits-outcome')).toHaveText(text('profile.reality.saved', { minutes: 15 }));

  const game = await playableGame(request, GAME_TYPE.slots);
  await page.clock.install();
  // The check's timer starts when the player's interval has arrived: run the clock only after that answer.
  const settings = page.waitForResponse(isCall('rgSettings'));
  await page.goto(`/start?gameId=${game.id}`);
  await expect(page.locator('.game-screen')).toHaveAttribute('data-state', 'playing');
  await settings;
  const dialog = page.getByRole('dialog', { name: text('game.realityCheck.title') });
  await page.clock.runFor(14 * 60_000);
  await expect(dialog).toBeHidden();
  await page.clock.runFor(60_000);
  await expect(dialog).toBeVisible();
  // A plural message (e2e's `text` fills only simple values): the English as it renders.
  await expect(dialog).toContainText('You have been playing this game for 15 minutes.');
  await expect(dialog).toContainText(text('game.realityCheck.question'));
  // The player must choose: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page), 'the reality-check dialog').toEqual([]);
  await dialog.getByRole('button', { name: text('game.realityCheck.continue') }).click();
  await expect(dialog).toBeHidden();

  await page.clock.runFor(15 * 60_000);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: text('game.realityCheck.stop') }).click();
  await expect(page).not.toHaveURL(/\/start/);
});

test('a time-out ends the session and refuses the next log-in with its end date', async ({ page, api }, info) => {
  const account = uniqueAccount(info, 'rgb');
  await playerOnHome(page, api, account);
  await openFromProfile(page, 'profile.link.break');
  await page.getByRole('radio', { name: text('profile.break.length.timeOut24h') }).check();
  await page.getByRole('button', { name: text('profile.break.continue') }).click();
  await expect(page.getByRole('heading', { name: text('profile.break.confirm.title') })).toBeFocused();
  await page.getByLabel(text('profile.break.password')).fill(PASSWORD);
  await page.getByRole('button', { name: text('profile.break.start') }).click();

  await expect(page).toHaveURL(/\/login\?reason=break/);
  await expect(page.getByText(/^You are on a break until .+\. You can log in again once it ends\.$/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  const form = authScreen(page);
  await form.account.fill(account);
  await form.password.fill(PASSWORD);
  const answer = page.waitForResponse(isCall('accountLogin'));
  await form.login.click();
  expect(((await (await answer).json()) as { errcode: number }).errcode).toBe(5103);
  await expect(page.getByText(/^You are on a time-out until .+\.$/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the account history shows this month’s deposit', async ({ page, api }, info) => {
  await playerOnHome(page, api, uniqueAccount(info, 'rgh'));
  await page.goto('/lobby/wallets/deposit');
  const screens = depositScreens(page);
  await openDeposit(page);
  await confirmChannel(page, CHANNELS.payPage);
  await screens.payFrame.getByRole('button', { name: 'Pay' }).click();
  await expect(screens.payFrame.getByTestId('sandbox-result')).toHaveAttribute('data-result', 'paid');
  await screens.close.click();
  await screens.credited.getByRole('button', { name: text('wallet.deposit.close') }).click();

  await openFromProfile(page, 'profile.link.history');
  const table = page.getByRole('table', { name: text('profile.history.caption') });
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(table.getByRole('row').nth(1)).toContainText(pesos(100_00));
  expect(await seriousViolations(page), 'the history page').toEqual([]);
});

/** The day after a YYYY-MM-DD date. */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

test('registration asks for a date of birth (21 or older in Manila) and the excluded-persons declaration', async ({
  page,
  api,
}, info) => {
  await page.goto('/register');
  const form = authScreen(page);
  await form.username.fill(uniqueAccount(info, 'rga'));
  await form.password.fill(PASSWORD);
  await form.confirmation.fill(PASSWORD);
  // The date input offers 1900 up to the latest birth date that is 21 today; the day after is under age.
  await expect(form.birthDate).toHaveAttribute('min', '1900-01-01');
  const latest = (await form.birthDate.getAttribute('max')) ?? '';
  expect(latest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await form.birthDate.fill(dayAfter(latest));
  await form.register.click();
  const underAge = text('auth.birthDate.underAge');
  await expect(form.toast).toHaveText(underAge);
  await expect(form.birthDate).toHaveAttribute('aria-invalid', 'true');
  await expect(form.birthDate).toHaveAccessibleDescription(`${text('auth.birthDate.hint')} ${underAge}`);

  // Exactly 21 today: the declaration comes next, its message tied to the box.
  await form.birthDate.fill(latest);
  await form.register.click();
  const declare = text('auth.notExcluded.required');
  await expect(form.toast).toHaveText(declare);
  await expect(form.notExcluded).toHaveAttribute('aria-invalid', 'true');
  await expect(form.notExcluded).toHaveAccessibleDescription(declare);
  await expect(form.birthDate).not.toHaveAttribute('aria-invalid', 'true');
  // The terms page of the layout: /terms-of-use on the phone, /lobby/terms on the desktop.
  await expect(form.root.getByRole('link', { name: text('auth.notExcluded.link') })).toHaveAttribute(
    'href',
    /^\/(terms-of-use|lobby\/terms)$/,
  );
  expect(await seriousViolations(page), 'the register form with its errors').toEqual([]);

  await form.notExcluded.check();
  const sent = page.waitForRequest(isCall('accountRegist'));
  const answer = page.waitForResponse(isCall('accountRegist'));
  await form.register.click();
  expect((await sent).postDataJSON()).toMatchObject({ birthDate: latest, notExcluded: true });
  expect(((await (await answer).json()) as { errcode: number }).errcode).toBe(0);
  await expect(home(page)).toHaveAttribute('data-state', LOGGED_IN);

  // The server holds the same rule for any caller: 1053 under age, 1054 no such day, 1055 no declaration.
  const key = forge.pki.publicKeyFromPem((await webConfigOf(api)).rsaPublicKey);
  const password = forge.util.encode64(key.encrypt(forge.util.encodeUtf8(PASSWORD), 'RSAES-PKCS1-V1_5'));
  const body = { account: uniqueAccount(info, 'rgy'), password, type: 0 as const };
  const refusal = async (extra: Record<string, unknown>) =>
    (await api.call('accountRegist', { ...body, ...extra })).json.errcode;
  expect(await refusal({ birthDate: dayAfter(latest), notExcluded: true })).toBe(1053);
  expect(await refusal({ birthDate: '2001-02-30', notExcluded: true })).toBe(1054);
  expect(await refusal({ birthDate: latest })).toBe(1055);
});

test('the responsible-gaming notice opens the help page: a guest finds the help lines and a way to the tools', async ({
  page,
}) => {
  // The seeded "Play safe" notice (id 4), as its link on the notice page opens it.
  await page.goto('/notice/detail/4');
  await page.locator('.notice__go').click();
  await expect(page).toHaveURL(/\/lobby\/responsible-gaming$/);
  await expect(page.getByRole('heading', { level: 1, name: text('help.title') })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  const tools = page.getByRole('region', { name: text('help.tools') });
  await expect(tools.getByRole('link', { name: text('help.tools.login') })).toHaveAttribute('href', '/login');
  const lines = page.getByRole('region', { name: text('help.lines') });
  await expect(lines.getByRole('link', { name: '1553' })).toHaveAttribute('href', 'tel:1553');
  await expect(lines.getByRole('link', { name: /www\.pagcor\.ph/ })).toHaveAttribute('href', 'https://www.pagcor.ph');
  // Keyboard: the help lines are reached by Tab, in reading order after the tools.
  await tools.getByRole('link', { name: text('help.tools.login') }).focus();
  await page.keyboard.press('Tab');
  await expect(lines.getByRole('link', { name: '1553' })).toBeFocused();
  expect(await seriousViolations(page), 'the help page').toEqual([]);
});

test('a player reaches the help page from the profile and finds their own tools there', async ({ page, api }, info) => {
  await playerOnHome(page, api, uniqueAccount(info, 'rgh'));
  await page.goto('/profile');
  await page.getByRole('link', { name: text('profile.link.help') }).click();
  await expect(page).toHaveURL(/\/lobby\/responsible-gaming$/);
  const tools = page.getByRole('region', { name: text('help.tools') });
  await tools.getByRole('link', { name: text('help.tool.break') }).click();
  await expect(page).toHaveURL(/\/profile\/break$/);
});
