import { expect, test } from './fixtures';

/** Read-only guest journey: no reset needed (docs/testing.md). */

// With motion, unlike the other journeys (playwright.config.ts): the home as most players see it, banner turning.
test.use({ reducedMotion: 'no-preference' });

test.describe('guest home', () => {
  test('shows Home, Collect and the active game types from the server, in sort order', async ({ page, api }) => {
    const { status, json } = await api.call('appConfig');
    expect(status).toBe(200);
    expect(json.errcode).toBe(0);
    const types = (json.webConfig?.appGameTypeList ?? [])
      .filter((type) => type.status === 1)
      .sort((a, b) => a.sort - b.sort)
      .map((type) => type.name);
    // The seed (spec §2): six types, slots 1 … games 6.
    expect(types).toHaveLength(6);

    await page.goto('/lobby/home');
    const home = page.locator('[data-state]').first();
    await expect(home).toHaveAttribute('data-state', 'guest');

    const tablist = page.getByRole('tablist');
    await expect(tablist.getByRole('tab')).toHaveText(['Home', 'Collect', ...types]);
    await expect(tablist.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');

    const popular = page.getByRole('list', { name: 'Popular games' });
    await expect(popular).toBeVisible();
    expect(await popular.getByRole('listitem').count()).toBeGreaterThan(0);
  });

  test('the rem base is the width / 10 on a phone (320–540 px), following resizes; fixed 37.5 px on the desktop layout', async ({
    page,
  }, testInfo) => {
    await page.goto('/lobby/home');
    await expect(page.getByRole('tablist')).toBeVisible();
    const rem = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    if (testInfo.project.name === 'desktop') {
      await expect.poll(rem).toBe('37.5px');
      await page.setViewportSize({ width: 1100, height: 800 });
      await expect.poll(rem).toBe('37.5px');
      return;
    }
    await expect.poll(rem).toBe('39px');
    await page.setViewportSize({ width: 414, height: 844 });
    await expect.poll(rem).toBe('41.4px');
    await page.setViewportSize({ width: 300, height: 844 });
    await expect.poll(rem).toBe('32px');
    await page.setViewportSize({ width: 800, height: 844 });
    await expect.poll(rem).toBe('54px');
  });
});
