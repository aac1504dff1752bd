import { expect, test, uniqueAccount } from './fixtures';
import {
  authScreen,
  home,
  isCall,
  LOGGED_IN,
  logIn,
  logOut,
  PASSWORD,
  registerUsername,
  text,
  webConfigOf,
} from './support/auth';

/**
 * Username register (the seed's registerType 2), logout through the confirmation, login again, the login
 * errcode 101 (wrong password and unknown account alike), and the §5 messages of the username form. Parallel file: every account is the test's own.
 */
test.describe('register and log in with a username', () => {
  test('register lands on home logged in; Log out asks first; log in again', async ({ page }, info) => {
    const account = uniqueAccount(info, 'r');
    await registerUsername(page, account);
    await expect(home(page).locator('header')).toContainText(account);

    // Cancel keeps the player in.
    const logout = home(page).getByRole('button', { name: text('logout.confirm') });
    await logout.click();
    const dialog = page.getByRole('alertdialog', { name: text('logout.title') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: text('logout.cancel') }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/lobby\/home$/);
    await expect(home(page)).toHaveAttribute('data-state', LOGGED_IN);

    // Confirm: the logout call, then /login.
    const logoutCall = page.waitForRequest(isCall('logout'));
    await logOut(page);
    await logoutCall;
    const storage = await page.evaluate(() => ({ token: localStorage.getItem('token') }));
    expect(storage.token).toBeNull();

    expect(await logIn(page, account)).toBe(0);
    await expect(page).toHaveURL(/\/lobby\/home$/);
    await expect(home(page)).toHaveAttribute('data-state', LOGGED_IN);

    // A successful login remembers the account name (docs/auth.md): /login is prefilled after the next logout.
    await logOut(page);
    await expect(authScreen(page).account).toHaveValue(account);
  });

  // Issue 16: login answers an unknown account and a wrong password alike (101), so the form cannot be used to
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
