import { expect, test, uniqueAccount } from './fixtures';
import { isCall } from './support/auth';
import { pauseClockAhead } from './support/clock';
import { registerByApi } from './support/deposit';

/**
 * Event tracking in Chromium (docs/promotions.md): the tracker queues events and, when the page becomes
 * hidden before the 3 s tick, sends the whole queue by beacon. The page clock is paused once the player is in, so
 * the tick cannot send them first, however slow the machine.
 */
test('hiding the page sends the queued events by beacon', async ({ page, api, request }, info) => {
  await page.clock.install();
  const { user } = await registerByApi(page, api, uniqueAccount(info, 'tr'));
  await page.goto('/lobby/home');
  await expect(page.locator('.lobby-home')).toHaveAttribute('data-state', /^loggedIn\./);
  await pauseClockAhead(page, 1_000);
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  await tabs.nth(1).click();
  await tabs.nth(0).click();

  const beacon = page.waitForRequest(isCall('appEventLogClient'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const sent = await beacon;
  expect(sent.headers()['content-type']).toContain('text/plain');
  expect(sent.resourceType()).toBe('ping');
  // Chromium does not expose a beacon's Blob body to Playwright: the server's store says what arrived.

  await expect
    .poll(async () => {
      const res = await request.get(`/__test__/events?eventUserId=${user.id}`);
      const json = (await res.json()) as { events: { event: string; params: Record<string, string> | null }[] };
      return json.events.filter((e) => e.event === 'lobby_tab').map((e) => e.params?.tab);
    })
    .toEqual(['favorites', 'home']);
});
