import { expect, test, uniqueAccount } from './fixtures';
import { authScreen, home, isCall, LOGGED_IN, logIn, logOut, registerUsername, text } from './support/auth';

/**
 * Username register (the seed's registerType 2), logout through the confirmation, login again, on both layouts. The
 * form's errors (101, the §5 messages) are layout-independent: e2e/account-errors.mobile.spec.ts. Parallel file:
 * every account is the test's own.
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
});
