import { expect, test, uniqueAccount } from './fixtures';
import { authScreen, declareAdult, isCall, logIn, logOut, PASSWORD, registerUsername, text } from './support/auth';

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
});
