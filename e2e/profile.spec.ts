import type { Page } from '@playwright/test';
import { expect, test, uniqueAccount, walletControls } from './fixtures';
import { isCall, PASSWORD, registerUsername, text } from './support/auth';
import { playerOnHome } from './support/player';

/**
 * The player's own area as a new player meets it, in one journey per layout: the welcome mail and a
 * reward mail in /profile/email, reading one, receiving the reward once, deleting it; a task claimed once, the
 * follow task done by opening its page; the VIP
 * ladder with the next target; then the profile page:
 * a nickname with markup is refused, a good one saved, an avatar picked from the served images, the login
 * password changed, and log out everywhere ends at /login.
 */
test.describe.configure({ timeout: 90_000 });

/** A profile page's address in this project's layout (desktop keeps them under /lobby). */
const at = (page: Page, path: string) => ((page.viewportSize()?.width ?? 0) >= 1024 ? `/lobby${path}` : path);

test('mail: read, receive once, delete; profile: nickname, avatar, password, log out everywhere', async ({
  page,
  request,
  api,
  controls,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'p');
  await registerUsername(page, account);
  const added = await request.post('/__test__/mail', {
    data: { account, box: 1, title: 'A reward for you', coin: 2_500 },
  });
  expect(added.status()).toBe(200);

  await page.goto(at(page, '/profile/email'));
  const list = page.getByRole('list', { name: text('profile.mail.list') });
  await expect(list.getByRole('button')).toHaveCount(2);
  await expect(list.locator('.mail-row--unread')).toHaveCount(2);

  // Open the reward mail, receive it (once), see what was paid, delete it.
  const detail = page.waitForResponse(isCall('getMailDetail'));
  await list.getByRole('button', { name: /A reward for you/ }).click();
  await detail;
  await expect(page.getByRole('heading', { name: 'A reward for you' })).toBeVisible();
  const received = page.waitForResponse(isCall('receiveMail'));
  await page.getByRole('button', { name: text('profile.mail.receive') }).click();
  expect(((await (await received).json()) as { errcode: number }).errcode).toBe(0);
  await expect(page.getByTestId('mail-paid')).toContainText('₱25.00');
  await expect(page.getByRole('button', { name: text('profile.mail.receive') })).toHaveCount(0);
  await page.getByRole('button', { name: text('profile.mail.delete') }).click();
  await expect(list.getByRole('button')).toHaveCount(1);

  // The welcome mail: opening it marks it read.
  await list.getByRole('button', { name: /Welcome to Lucky Lobby/ }).click();
  await expect(page.getByText(/Players must be 21 or older/)).toBeVisible();
  await page.getByRole('button', { name: text('profile.mail.close') }).click();
  await expect(list.locator('.mail-row--unread')).toHaveCount(0);

  // Tasks: a done task (bind, forced by the test control) is claimed once; the others show their progress.
  expect((await request.post('/__test__/task', { data: { account, key: 101, state: 'done' } })).status()).toBe(200);
  await page.goto(at(page, '/profile/task'));
  const bindTask = page.getByRole('article', { name: text('profile.task.name101') });
  await expect(page.getByRole('article', { name: text('profile.task.name106') })).toContainText(
    text('profile.task.progress', { progress: 0, target: 5 }),
  );
  const claimed = page.waitForResponse(isCall('receiveTaskAward'));
  await bindTask.getByRole('button', { name: text('profile.task.claim') }).click();
  expect(((await (await claimed).json()) as { errcode: number }).errcode).toBe(0);
  await expect(bindTask).toHaveAttribute('data-task-state', '2');
  await expect(bindTask.getByRole('button', { name: text('profile.task.claim') })).toHaveCount(0);
  // The bet total reads as money; the follow task is done once its page has been opened (in a new tab).
  await expect(
    page.getByRole('article', { name: text('profile.task.name111', { amount: '₱1,000.00' }) }),
  ).toContainText(text('profile.task.progress', { progress: '₱0.00', target: '₱1,000.00' }));
  const followTask = page.getByRole('article', { name: text('profile.task.name109') });
  await expect(followTask).toHaveAttribute('data-task-state', '0');
  const popup = page.waitForEvent('popup');
  const visited = page.waitForResponse(isCall('taskVisit'));
  await followTask.getByRole('link', { name: new RegExp(text('profile.task.visit')) }).click();
  await (await popup).close();
  expect(((await (await visited).json()) as { errcode: number }).errcode).toBe(0);
  await expect(followTask).toHaveAttribute('data-task-state', '1');
  await expect(followTask.getByRole('button', { name: text('profile.task.claim') })).toBeVisible();

  // VIP: level 0 of a new player, the next target ÷ 100 and the ladder.
  await page.goto(at(page, '/profile/vip'));
  await expect(page.getByTestId('vip-level')).toHaveText(text('profile.vip.current', { level: 0 }));
  await expect(page.getByTestId('vip-next')).toHaveText(text('profile.vip.next', { amount: '₱1,000.00', level: 1 }));
  // The tier badge named by its level, the way to VIP 1 a named progress bar, empty at no bets.
  await expect(page.getByRole('img', { name: text('profile.vip.value', { level: 0 }) })).toBeVisible();
  const toNext = page.getByRole('progressbar', { name: text('profile.vip.progress', { level: 1 }) });
  await expect(toNext).toHaveAttribute('aria-valuenow', '0');
  await expect(toNext).toHaveAttribute(
    'aria-valuetext',
    text('profile.vip.progressValue', { done: '₱0.00', span: '₱1,000.00' }),
  );
  const ladder = page.getByRole('table', { name: text('profile.vip.levels') });
  await expect(ladder.getByRole('row')).toHaveCount(11);
  // Benefits the server pays: VIP 1's level-up coin (₱10 × level) and its rebate rate; the player's rate at VIP 0.
  await expect(ladder.getByRole('row').nth(1)).toContainText('₱10.00');
  await expect(ladder.getByRole('row').nth(1)).toContainText('0.3%');
  await expect(page.getByTestId('vip-rebate')).toContainText(text('profile.vip.rebateNow', { rate: '0.2%' }));

  // Superior: the seeded demo player's id, once.
  const demo = await api.call('getUserInfo', {}, await controls.session('demo'));
  const demoId = Number(demo.json.user?.id);
  await page.goto(at(page, '/profile/superior'));
  await page.getByLabel(text('profile.superior.pid')).fill(String(demoId));
  const filled = page.waitForResponse(isCall('agentFill'));
  await page.getByRole('button', { name: text('profile.superior.save') }).click();
  expect(((await (await filled).json()) as { errcode: number }).errcode).toBe(0);
  await expect(page.getByTestId('superior-current')).toHaveText(text('profile.superior.current', { pid: demoId }));

  // More: the licence page.
  await page.goto(at(page, '/profile/more'));
  await page.getByRole('link', { name: text('profile.more.license') }).click();
  await expect(page.getByRole('heading', { name: text('profile.license.rg.title') })).toBeVisible();

  // The profile page.
  await page.goto(at(page, '/profile'));
  const nickname = page.getByLabel(text('profile.nickname'));
  await nickname.fill('<b>x</b>');
  await page.getByRole('button', { name: text('profile.nickname.save') }).click();
  // The rule shows once, under the field, tied to it beside its hint; the status region reads it out, draws no toast.
  await expect(nickname).toHaveAttribute('aria-invalid', 'true');
  await expect(nickname).toHaveAccessibleDescription(
    `${text('profile.nickname.hint')} ${text('profile.err.nickname')}`,
  );
  await expect(page.getByRole('status').filter({ hasText: text('profile.err.nickname') })).toHaveCount(1);
  await nickname.fill('Juan Luna');
  const saved = page.waitForResponse(isCall('updateProfile'));
  await page.getByRole('button', { name: text('profile.nickname.save') }).click();
  expect(((await (await saved).json()) as { errcode: number }).errcode).toBe(0);

  await page.getByRole('button', { name: text('profile.avatar.change') }).click();
  const picker = page.getByRole('dialog', { name: text('profile.avatar.title') });
  await expect(picker.getByRole('button')).toHaveCount(9);
  const picked = page.waitForResponse(isCall('updateProfile'));
  await picker.getByRole('button', { name: text('profile.avatar.option', { n: 4 }) }).click();
  const answer = (await (await picked).json()) as { errcode: number; user: { avatar: number; nickname: string } };
  expect(answer).toMatchObject({ errcode: 0, user: { avatar: 3, nickname: 'Juan Luna' } });
  await expect(picker).toHaveCount(0);
  await expect(page.locator('.profile-avatar img')).toHaveAttribute('src', '/static/avatar/avatar_3.png');

  await page.getByLabel(text('profile.password.old')).fill(PASSWORD);
  await page.getByLabel(text('profile.password.new'), { exact: true }).fill('NewSecret#2025');
  await page.getByLabel(text('profile.password.confirm')).fill('NewSecret#2025');
  const changed = page.waitForResponse(isCall('modifyPassword'));
  await page.getByRole('button', { name: text('profile.password.submit') }).click();
  expect(((await (await changed).json()) as { errcode: number }).errcode).toBe(0);
  await expect(page.getByText(text('profile.password.changed'))).toBeVisible();

  await page.getByRole('button', { name: text('profile.everywhere.button') }).click();
  // The answer is read on its way to the page: the page leaves for /login right after it, and the browser drops the
  // bodies of what a left page received.
  let ended: { errcode: number } | undefined;
  await page.route(
    (url) => isCall('logoutAll')({ url: () => url.href }),
    async (route) => {
      const response = await route.fetch();
      ended = (await response.json()) as { errcode: number };
      await route.fulfill({ response });
    },
  );
  await page.getByRole('button', { name: text('profile.everywhere.yes') }).click();
  await expect(page).toHaveURL(/\/login/);
  // The live stream's "session ended" can take the page to /login before the answer's body has been read here.
  await expect.poll(() => ended?.errcode).toBe(0);
});

test('personal details (task 119): the task links to the form, rules and a refusal keep the typing, save, claimable', async ({
  page,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'd');
  await registerUsername(page, account);
  const desktop = (page.viewportSize()?.width ?? 0) >= 1024;

  await page.goto(at(page, '/profile/task'));
  const detailsTask = page.getByRole('article', { name: text('profile.task.name119') });
  await expect(detailsTask).toHaveAttribute('data-task-state', '0');
  await detailsTask.getByRole('link', { name: text('profile.task.fillIn') }).click();
  await expect(page).toHaveURL(new RegExp(`${at(page, '/profile/info')}$`));

  const form = page.getByTestId('personal-details');
  await expect(form).toHaveAttribute('data-state', 'editing');
  const realName = form.getByLabel(text('profile.details.realName'));
  const email = form.getByLabel(text('profile.details.email'));
  const address = form.getByLabel(text('profile.details.address'));
  const save = form.getByRole('button', { name: text('profile.details.save') });
  // The date of birth is the sign-up one, shown only.
  const born = form.getByLabel(text('profile.details.birthDate'));
  await expect(born).toHaveAttribute('readonly', '');
  await expect(born).toHaveValue(/1990/);

  // The client's rules, each tied to its input.
  await save.click();
  await expect(realName).toHaveAttribute('aria-invalid', 'true');
  await expect(realName).toHaveAccessibleDescription(
    `${text('profile.details.realName.hint')} ${text('profile.details.nameRequired')}`,
  );
  await realName.fill('Juan Dela Cruz');
  await expect(realName).not.toHaveAttribute('aria-invalid', 'true');
  await email.fill('juan@');
  await save.click();
  await expect(email).toHaveAccessibleDescription(text('profile.details.emailInvalid'));

  // The server's own refusal (5052: its e-mail rule is stricter) is about the e-mail too; the typing stays.
  await email.fill('juan@example.p');
  await address.fill('Cebu City');
  const refused = page.waitForResponse(isCall('updateAppUserOther'));
  await save.click();
  expect(((await (await refused).json()) as { errcode: number }).errcode).toBe(5052);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(realName).toHaveValue('Juan Dela Cruz');
  await expect(address).toHaveValue('Cebu City');

  await email.fill('juan@example.ph');
  const saved = page.waitForResponse(isCall('updateAppUserOther'));
  await email.press('Enter');
  expect(((await (await saved).json()) as { errcode: number }).errcode).toBe(0);
  await expect(page.getByRole('status').filter({ hasText: text('profile.details.saved') })).toHaveCount(1);

  // The profile page: a panel on desktop, a link to the form on mobile; either shows what was saved.
  await page.goto(at(page, '/profile'));
  if (!desktop) await page.getByRole('link', { name: text('profile.link.details') }).click();
  await expect(page.getByTestId('personal-details').getByLabel(text('profile.details.realName'))).toHaveValue(
    'Juan Dela Cruz',
  );

  await page.goto(at(page, '/profile/task'));
  await expect(detailsTask).toHaveAttribute('data-task-state', '1');
  await expect(detailsTask.getByRole('button', { name: text('profile.task.claim') })).toBeVisible();
});

test('the reward dot follows the server after a balance refresh, without opening the menu', async ({
  page,
  request,
  api,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'd');
  // The dots the header reads as it starts: answered before the task is done, so they show none.
  const firstDots = page.waitForResponse(isCall('getTaskUser'));
  await playerOnHome(page, api, account);
  await firstDots;
  const dot = page.getByTestId('reward-dot');
  await expect(dot).toHaveCount(0);
  // A task becomes done and the balance moves behind the page's back; the header's refresh brings both.
  expect((await request.post('/__test__/task', { data: { account, key: 101, state: 'done' } })).status()).toBe(200);
  expect(await walletControls(request).credit(account, 'coin', 10_000)).toBe(10_000);
  await page.getByRole('button', { name: text('lobby.header.refresh') }).click();
  await expect(page.getByTestId('balance')).toHaveText('₱100.00');
  await expect(dot).toHaveCount(1);
});
