import type { Page, Request } from '@playwright/test';
import { LIVE_PATH } from '../src/api/contract/live';
import { expect, test, uniqueAccount } from './fixtures';
import { home, isCall, LOGGED_IN, logOut, registerUsername, storages, text } from './support/auth';
import { pauseClockAhead } from './support/clock';
import { holdOtherCalls } from './support/holdCalls';

/**
 * The logged-in session: a 401 in the middle of it (the token revoked through the API logout with the page's
 * own token, so no global switch is flipped and this file stays parallel) and the 60 s heartbeat on page.clock.
 */

/**
 * Moves the paused clock 1 s at a time until a heartbeat goes out, waits (clock still) for its answer, and
 * answers how many seconds that took. Big jumps would let the answer land mid-jump and start the next 60 s
 * at an unknown fake time; one-second steps keep every beat's timing exact to the second.
 */
async function secondsToNextBeat(page: Page, beats: Request[]): Promise<number> {
  const before = beats.length;
  for (let seconds = 1; seconds <= 120; seconds += 1) {
    const answer = page.waitForResponse(isCall('online'));
    await page.clock.runFor(1_000);
    // Did a beat go out during this step? The session says so at once (`beating`, rendered in the microtask after
    // the timer); the request's own event can reach this process a step late on a loaded machine (it comes from the
    // network service, not the page), so it alone would count 61 s for 60.
    const state = (await home(page).getAttribute('data-state')) ?? '';
    if (beats.length > before || state.includes('"heartbeat":"beating"')) {
      await expect.poll(() => beats.length).toBe(before + 1);
      expect((await answer).status()).toBe(200);
      await expect(home(page)).toHaveAttribute('data-state', /"heartbeat":"waiting"/);
      return seconds;
    }
    answer.catch(() => undefined);
  }
  throw new Error('no heartbeat within 120 s');
}

const PLAYER_KEYS = ['token', 'gameUser', 'userState'];

test.describe('session', () => {
  test('a 401 mid-session ends on /login with the token and the player cleared from storage', async ({
    page,
    api,
  }, info) => {
    await page.clock.install();
    // With its live stream the tab would hear of the revocation at once (e2e/live-balance.desktop.spec.ts covers the
    // stream); here the stream is unavailable, so the heartbeat it falls back to is what meets the 401.
    await page.route(
      (url) => url.pathname === LIVE_PATH,
      (route) => route.abort(),
    );
    // The player header loads the menu's red dots (token calls): let them answer before the token is revoked, so
    // the heartbeat is the call that meets the 401.
    const dots = page.waitForResponse(isCall('getTaskUser'));
    await registerUsername(page, uniqueAccount(info, 's'));
    await dots;
    const before = await storages(page);
    for (const key of PLAYER_KEYS) expect(before.local[key], key).toBeDefined();
    const token = JSON.parse(before.local.token ?? '""') as string;
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    // Revoke the page's token behind its back: the next token call answers 401, and the heartbeat is held to be it.
    const release = await holdOtherCalls(page, (url) => isCall('online')({ url: () => url.href }));
    const revoked = await api.call('logout', {}, token);
    expect(revoked.json.errcode).toBe(0);
    await pauseClockAhead(page, 1_000);
    const beat = page.waitForResponse(isCall('online'));
    await page.clock.runFor(60_000);
    expect((await beat).status()).toBe(401);
    await release();

    // /login says why the player was logged out.
    await expect(page).toHaveURL(/\/login\?reason=sessionEnded$/);
    await expect(page.getByTestId('login-reason')).toHaveText(text('auth.login.reason.sessionEnded'));
    const after = await storages(page);
    for (const key of PLAYER_KEYS) expect(after.local[key], key).toBeUndefined();
    expect(after.session.activityData).toBeUndefined();
    // The catalogue and web config stay (docs/auth.md).
    expect(after.local.webConfig).toBeDefined();
  });

  test('the heartbeat calls online every 60 s while logged in and never after logout', async ({ page }, info) => {
    // About 180 one-second clock steps, each running the app's timers (heartbeat, tracker): slow on a busy machine.
    test.setTimeout(90_000);
    const beats: Request[] = [];
    page.on('request', (request) => {
      if (isCall('online')(request)) beats.push(request);
    });
    await page.clock.install();
    await registerUsername(page, uniqueAccount(info, 'h'));
    await pauseClockAhead(page, 1_000);
    // The first beat is due 60 s after logging in, which lies inside the next 60 s.
    expect(await secondsToNextBeat(page, beats)).toBeLessThanOrEqual(60);
    expect(beats).toHaveLength(1);
    // From each answer on, exactly 60 s to the next beat: the clock stands still while the answer arrives, so
    // stepping 1 s at a time the next beat goes out on the 60th step, never the 59th.
    for (const n of [2, 3]) {
      expect(await secondsToNextBeat(page, beats)).toBe(60);
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
