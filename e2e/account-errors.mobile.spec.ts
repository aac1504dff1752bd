import { expect, test, uniqueAccount } from './fixtures';
import {
  authScreen,
  declareAdult,
  isCall,
  logIn,
  logOut,
  PASSWORD,
  registerUsername,
  text,
  webConfigOf,
} from './support/auth';

/**
 * Account errcodes shown on the forms (spec §8): 1018 (username taken) and 1047 (suspended). Parallel file:
 * each test uses accounts of its own; suspending one touches only that account, so it is no global switch.
 */
test.describe('account errors', () => {
  test('registering a taken username shows the 1018 message', async ({ page }, info) => {
    const account = uniqueAccount(info, 't');
    await registerUsername(page, account);
    await logOut(page);

    await page.goto('/register');
    const form = authScreen(page);
    await form.username.fill(account);
    await form.password.fill(PASSWORD);
    await form.confirmation.fill(PASSWORD);
    await declareAdult(page);
    const answer = page.waitForResponse(isCall('accountRegist'));
    await form.register.click();
    expect(((await (await answer).json()) as { errcode: number }).errcode).toBe(1018);
    await expect(form.toast).toHaveText(text('login.loginFailed1018'));
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a suspended account is refused at login with the 1047 message', async ({ page, request }, info) => {
    const account = uniqueAccount(info, 'x');
    await registerUsername(page, account);
    await logOut(page);

    const suspended = await request.post('/__test__/suspend', { data: { account } });
    expect(suspended.status(), await suspended.text()).toBe(200);

    expect(await logIn(page, account)).toBe(1047);
    await expect(authScreen(page).toast).toHaveText(text('login.loginFailed1047'));
    await expect(page).toHaveURL(/\/login$/);
  });

  // Login answers an unknown account and a wrong password alike (101), so the form cannot be used to
  // find out which accounts exist (docs/security.md).
  test('a wrong password and an unknown account show the same 101 message', async ({ page }, info) => {
    const account = uniqueAccount(info, 'w');
    await registerUsername(page, account);
    await logOut(page);

    const form = authScreen(page);
    expect(await logIn(page, account, 'not-the-password')).toBe(101);
    await expect(form.toast).toHaveText(text('login.loginFailed101'));
    await expect(form.root).toHaveAttribute('data-state', 'editing');

    expect(await logIn(page, uniqueAccount(info, 'n'), PASSWORD)).toBe(101);
    await expect(form.toast).toHaveText(text('login.loginFailed101'));
    await expect(page).toHaveURL(/\/login$/);
  });

  test('every §5 message of the username form: too short, invalid characters, too long, password, mismatch', async ({
    page,
    api,
  }, info) => {
    const config = await webConfigOf(api);
    const usernameTip = text('login.loginUsernameTip', {
      min: config.usernameLengthMin,
      max: config.usernameLengthMax,
    });
    const passwordTip = text('login.loginPasswordTip', {
      min: config.passwordLengthMin,
      max: config.passwordLengthMax,
    });
    const valid = uniqueAccount(info, 'v');
    await page.goto('/register');
    const form = authScreen(page);
    const submit = async (message: string) => {
      await form.register.click();
      await expect(form.toast).toHaveText(message);
      await expect(form.root).toHaveAttribute('data-state', 'editing');
    };
    // Consecutive checks show different messages, so each assertion sees a fresh notice.
    await form.username.fill('a'.repeat(config.usernameLengthMin - 1));
    await form.password.fill(PASSWORD);
    await form.confirmation.fill(PASSWORD);
    await submit(usernameTip);

    await form.username.fill(valid);
    await form.password.fill('x'.repeat(config.passwordLengthMin - 1));
    await submit(passwordTip);

    await form.username.fill('bad_name!');
    await submit(usernameTip);

    await form.username.fill(valid);
    await form.password.fill(PASSWORD);
    await form.confirmation.fill(`${PASSWORD}x`);
    await submit(text('login.loginConfirmationTip'));

    await form.username.fill('a'.repeat(config.usernameLengthMax + 1));
    await form.confirmation.fill(PASSWORD);
    await submit(usernameTip);

    await form.username.fill(valid);
    await form.password.fill('');
    await submit(passwordTip);

    // Nothing was sent while a rule failed.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (isCall('accountRegist')(request)) sent.push(request.url());
    });
    await form.password.fill(PASSWORD);
    await form.confirmation.fill('');
    await submit(text('login.loginConfirmationTip'));
    expect(sent).toEqual([]);
  });
});
