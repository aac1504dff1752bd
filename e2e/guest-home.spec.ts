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

  test('the promotional video plays by itself, muted and looping, from a real source; nothing covers its call to action', async ({
    page,
  }) => {
    await page.goto('/lobby/home');
    const section = page.getByRole('region', { name: 'Promotional video' });
    const video = section.locator('video');
    await expect(video).toBeVisible();
    // No browser controls: they drew over the poster's call to action.
    await expect(video).not.toHaveAttribute('controls');
    expect(
      await video.evaluate((v: HTMLVideoElement) => [v.canPlayType('video/webm'), v.canPlayType('video/mp4')]),
    ).not.toEqual(['', '']);
    // It starts once the page has settled, and plays a frame of a real file.
    await expect
      .poll(() =>
        video.evaluate((v: HTMLVideoElement) => ({
          ready: v.readyState >= 2,
          error: v.error,
          paused: v.paused,
          muted: v.muted,
          loop: v.loop,
        })),
      )
      .toEqual({ ready: true, error: null, paused: false, muted: true, loop: true });
    // The server's own video, or one an operator uploaded (the /ops content journey puts one on the home a while).
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(
      /\/static\/(video|content-video)\/[A-Za-z0-9-]+\.(webm|mp4)$/,
    );
    // The video is the link; the Pause button sits outside its box.
    const link = section.getByRole('link', { name: 'Learn more' });
    expect(await link.evaluate((a, v) => a.contains(v), await video.elementHandle())).toBe(true);
    const pauseButton = section.getByRole('button', { name: 'Pause promotional video' });
    const [box, button] = [await video.boundingBox(), await pauseButton.boundingBox()];
    expect(box && button).toBeTruthy();
    const overlaps =
      button!.x < box!.x + box!.width &&
      box!.x < button!.x + button!.width &&
      button!.y < box!.y + box!.height &&
      box!.y < button!.y + button!.height;
    expect(overlaps, 'the Pause button is drawn over the video').toBe(false);
    await pauseButton.click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(section.getByRole('button', { name: 'Play promotional video' })).toBeFocused();
  });

  test('under reduced motion the video waits on its poster until the player presses Play', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/lobby/home');
    const section = page.getByRole('region', { name: 'Promotional video' });
    const video = section.locator('video');
    const play = section.getByRole('button', { name: 'Play promotional video' });
    await expect(play).toBeVisible();
    // Nothing of the file is fetched: the poster is all there is.
    expect(await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, ready: v.readyState }))).toEqual({
      paused: true,
      ready: 0,
    });
    await play.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        video.evaluate((v: HTMLVideoElement) => ({ ready: v.readyState >= 2, error: v.error, paused: v.paused })),
      )
      .toEqual({ ready: true, error: null, paused: false });
    await expect(section.getByRole('button', { name: 'Pause promotional video' })).toBeVisible();
  });
});
