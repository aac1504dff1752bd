import type { Page } from '@playwright/test';
import { expect, joinScope, quieten, test } from './fixtures';
import {
  authScreen,
  declareAdult,
  home,
  isCall,
  LOGGED_IN,
  PASSWORD,
  text,
  uniqueMobile,
  webConfigOf,
} from './support/auth';
import { pauseClockAhead } from './support/clock';

/**
 * Phone registration (registerType 1 with a one-time code, registerType 3 without), the 60 s send-code block
 * on page.clock, the phone rules of §5 and the register errcodes 1019, 1043, 1045. The register type is switched
 * for this test's client only (controls.scenario), so the file runs in parallel with every other.
 */

const errcodeOf = async (response: Promise<{ json(): Promise<unknown> }>) =>
  ((await (await response).json()) as { errcode: number }).errcode;

/** Submits the register form on a paused clock (the 300 ms debounce) and returns the answer's errcode. */
async function submitOnClock(page: Page, call: 'accountRegist' | 'accountRegist4'): Promise<number> {
  const answer = page.waitForResponse(isCall(call));
  await authScreen(page).register.click();
  await expect(authScreen(page).root).toHaveAttribute('data-state', 'debouncing');
  await page.clock.runFor(300);
  return errcodeOf(answer);
}

/** Presses Send code on a paused clock and waits for the countdown to start. */
async function sendCode(page: Page): Promise<void> {
  const form = authScreen(page);
  const answer = page.waitForResponse(isCall('smsSend'));
  await form.sendCode.click();
  // The countdown's code loads with the first press (a lazy child of the session): its 300 ms debounce is set
  // only once it runs, so the paused clock moves after that, not before.
  await expect(form.root).toHaveAttribute('data-send-code', 'debouncing');
  await page.clock.runFor(300);
  expect(await errcodeOf(answer)).toBe(0);
  await expect(form.root).toHaveAttribute('data-send-code', 'coolingDown');
}

test.describe('phone registration', () => {
  test('with a code: the button is blocked exactly 60 s, then register lands on home', async ({
    page,
    controls,
  }, info) => {
    await controls.scenario({ registerType: 1, otpStatus: 1 });
    const mobile = uniqueMobile(info);
    await page.clock.install();
    await page.goto('/register');
    const form = authScreen(page);
    await expect(form.mobile).toBeVisible();
    await expect(form.code).toBeVisible();
    await pauseClockAhead(page, 1_000);

    await form.mobile.fill(mobile);
    await sendCode(page);
    await expect(form.toast).toHaveText(text('login.loginSendSucc'));
    await expect(form.sendCode).toBeDisabled();
    await expect(form.sendCode).toHaveText(text('auth.resendIn', { seconds: 60 }));

    await page.clock.runFor(59_000);
    await expect(form.sendCode).toHaveText(text('auth.resendIn', { seconds: 1 }));
    await expect(form.sendCode).toBeDisabled();
    await expect(form.root).toHaveAttribute('data-send-code', 'coolingDown');

    await page.clock.runFor(1_000);
    await expect(form.sendCode).toHaveText(text('auth.sendCode'));
    await expect(form.sendCode).toBeEnabled();
    await expect(form.root).toHaveAttribute('data-send-code', 'idle');

    const code = await readCode(page, mobile);
    await form.code.fill(code);
    await form.password.fill(PASSWORD);
    await form.confirmation.fill(PASSWORD);
    await declareAdult(page);
    expect(await submitOnClock(page, 'accountRegist4')).toBe(0);
    await expect(form.root).toHaveAttribute('data-state', 'succeeded');
    await page.clock.runFor(500); // loginRedirect
    await expect(page).toHaveURL(/\/lobby\/home$/);
    await expect(home(page)).toHaveAttribute('data-state', LOGGED_IN);
  });

  test('phone rules of §5: the start character, then the length (register and send code)', async ({
    page,
    controls,
    api,
  }) => {
    await controls.scenario({ registerType: 1, otpStatus: 1 });
    const config = await webConfigOf(api);
    const start = config.accountRule.mobileStartsWith;
    const lengthTip = text('login.loginPhoneTip', { min: config.accountLengthMin, max: config.accountLengthMax });
    const startTip = text('errInputText.mobileInputTips1', { start });
    await page.goto('/register');
    const form = authScreen(page);
    await form.password.fill(PASSWORD);
    await form.confirmation.fill(PASSWORD);
    await form.code.fill('123456');

    await form.mobile.fill(`8${'1'.repeat(config.accountLengthMin - 1)}`);
    await form.register.click();
    await expect(form.toast).toHaveText(startTip);
    await form.mobile.fill(`${start}${'1'.repeat(config.accountLengthMin - 2)}`);
    await form.register.click();
    await expect(form.toast).toHaveText(lengthTip);
    await form.mobile.fill(`8${'1'.repeat(config.accountLengthMin - 1)}`);
    await form.register.click();
    await expect(form.toast).toHaveText(startTip);
    await form.mobile.fill(`${start}${'1'.repeat(config.accountLengthMax)}`);
    await form.register.click();
    await expect(form.toast).toHaveText(lengthTip);

    // Send code checks the length first, then the start character; neither reaches the server.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (isCall('smsSend')(request)) sent.push(request.url());
    });
    await form.mobile.fill(`8${'1'.repeat(config.accountLengthMin - 1)}`);
    await form.sendCode.click();
    await expect(form.toast).toHaveText(startTip);
    await form.mobile.fill('91');
    await form.sendCode.click();
    await expect(form.toast).toHaveText(lengthTip);
    await expect(form.root).toHaveAttribute('data-send-code', 'idle');
    expect(sent).toEqual([]);
  });

  test('1043 for a wrong code, 1045 when no code was requested', async ({ page, controls }, info) => {
    await controls.scenario({ registerType: 1, otpStatus: 1 });
    await page.goto('/register');
    const form = authScreen(page);
    await form.password.fill(PASSWORD);
    await form.confirmation.fill(PASSWORD);
    await declareAdult(page);

    // 1045: a code typed for a number that never asked for one (reachable from the UI: the field only needs a value).
    await form.mobile.fill(uniqueMobile(info, 'nocode'));
    await form.code.fill('123456');
    const noCode = page.waitForResponse(isCall('accountRegist4'));
    await form.register.click();
    expect(await errcodeOf(noCode)).toBe(1045);
    await expect(form.toast).toHaveText(text('login.loginFailed1045'));

    // 1043: a code was sent, a different one is typed.
    const mobile = uniqueMobile(info, 'wrong');
    await form.mobile.fill(mobile);
    const sent = page.waitForResponse(isCall('smsSend'));
    await form.sendCode.click();
    expect(await errcodeOf(sent)).toBe(0);
    const real = await readCode(page, mobile);
    await form.code.fill(real === '000000' ? '111111' : '000000');
    const wrong = page.waitForResponse(isCall('accountRegist4'));
    await form.register.click();
    expect(await errcodeOf(wrong)).toBe(1043);
    await expect(form.toast).toHaveText(text('login.loginFailed1043'));
    await expect(form.root).toHaveAttribute('data-state', 'editing');
  });

  test('without a code (registerType 3): the security notice, register, home; the same number again is 1019', async ({
    page,
    controls,
    browser,
  }, info) => {
    await controls.scenario({ registerType: 3 });
    const mobile = uniqueMobile(info);
    await page.goto('/register');
    const form = authScreen(page);
    await expect(form.root.getByText(text('auth.phoneNotice'))).toBeVisible();
    await expect(form.code).toHaveCount(0);
    await form.mobile.fill(mobile);
    await form.password.fill(PASSWORD);
    await form.confirmation.fill(PASSWORD);
    await declareAdult(page);
    const answer = page.waitForResponse(isCall('accountRegist'));
    await form.register.click();
    expect(await errcodeOf(answer)).toBe(0);
    await expect(page).toHaveURL(/\/lobby\/home$/);
    await expect(home(page)).toHaveAttribute('data-state', LOGGED_IN);

    // Another visitor (a fresh context: another device) tries the same number.
    const other = await browser.newContext({ baseURL: info.project.use.baseURL });
    await joinScope(other, info);
    await quieten(other);
    try {
      const second = await other.newPage();
      await second.goto('/register');
      const again = authScreen(second);
      await again.mobile.fill(mobile);
      await again.password.fill(PASSWORD);
      await again.confirmation.fill(PASSWORD);
      await declareAdult(second);
      const refused = second.waitForResponse(isCall('accountRegist'));
      await again.register.click();
      expect(await errcodeOf(refused)).toBe(1019);
      await expect(again.toast).toHaveText(text('login.loginFailed1019'));
    } finally {
      await other.close();
    }
  });
});

/** The code the server "sent" (GET /__test__/sms), read through the page's own request context. */
async function readCode(page: Page, mobile: string): Promise<string> {
  const res = await page.request.get(`/__test__/sms?mobile=${mobile}`);
  expect(res.status()).toBe(200);
  return String(((await res.json()) as { smsCode: string }).smsCode);
}
