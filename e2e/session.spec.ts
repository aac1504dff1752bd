import type { Page, Request } from '@playwright/test';
import { expect, test, uniqueAccount } from './fixtures';
import { home, isCall, LOGGED_IN, logOut, registerUsername, storages } from './support/auth';

/**
 * The logged-in session: a 401 in the middle of it (the token revoked through the API logout with the page's
 * own token, so no global switch is flipped and this file stays parallel) and the 60 s heartbeat on page.clock.
 */

/** Stops the page clock (installed before navigation) so only runFor moves it. */
async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

const PLAYER_KEYS = ['token', 'gameUser', 'userState'];

test.describe('session', () => {
  test('a 401 mid-session ends on /login with the token and the player cleared from storage', async ({
    page,
    api,
  }, info) => {
    await page.clock.install();
    // The player header loads the menu's red dots (token calls): let them answer before the token is revoked, so
    // the heartbeat is the call that meets the 401.
    const dots = page.waitForResponse(isCall('getTaskUser'));
    await registerUsername(page, uniqueAccount(info, 's'));
    await dots;
    const before = await storages(page);
    for (const key of PLAYER_KEYS) expect(before.local[key], key).toBeDefined();
    const token = JSON.parse(before.local.token ?? '""') as string;
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    // Revoke the page's token behind its back: the next token call answers 401.
    const revoked = await api.call('logout', {}, token);
    expect(revoked.json.errcode).toBe(0);
    await pauseClock(page);
    const beat = page.waitForResponse(isCall('online'));
    await page.clock.runFor(60_000);
    expect((await beat).status()).toBe(401);

    await expect(page).toHaveURL(/\/login$/);
    const after = await storages(page);
    for (const key of PLAYER_KEYS) expect(after.local[key], key).toBeUndefined();
    expect(after.session.activityData).toBeUndefined();
    // The catalogue and web config stay (docs/auth.md).
    expect(after.local.webConfig).toBeDefined();
  });

  test('the heartbeat calls online every 60 s while logged in and never after logout', async ({ page }, info) => {
    const beats: Request[] = [];
    page.on('request', (request) => {
      if (isCall('online')(request)) beats.push(request);
    });
    await page.clock.install();
    await registerUsername(page, uniqueAccount(info, 'h'));
    await pauseClock(page);
    // The first beat is due 60 s after logging in, which lies inside the next 60 s.
    const first = page.waitForResponse(isCall('online'));
    await page.clock.runFor(60_000);
    expect((await first).status()).toBe(200);
    await expect(home(page)).toHaveAttribute('data-state', /"heartbeat":"waiting"/);
    expect(beats).toHaveLength(1);

    // From the answer on, exactly 60 s to the next beat: none after 59 s, one at 60 s.
    for (const n of [2, 3]) {
      await page.clock.runFor(59_000);
      await expect(home(page)).toHaveAttribute('data-state', /"heartbeat":"waiting"/);
      expect(beats).toHaveLength(n - 1);
      const next = page.waitForResponse(isCall('online'));
      await page.clock.runFor(1_000);
      expect((await next).status()).toBe(200);
      await expect(home(page)).toHaveAttribute('data-state', /"heartbeat":"waiting"/);
      expect(beats).toHaveLength(n);
    }
    await expect(home(page)).toHaveAttribute('data-state', LOGGED_IN);

    // After logout no beat follows, however long the clock runs.
    await logOut(page);
    await page.clock.runFor(5 * 60_000);
    // A token call would reach the network; a login form render is the proof the page is idle on /login.
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    expect(beats).toHaveLength(3);
  });
});
