import { expect, test, uniqueAccount } from './fixtures';
import { home, text } from './support/auth';
import { pauseClockAhead } from './support/clock';
import { holdAppCode } from './support/holdAppCode';
import { playerOnHome } from './support/player';

test.describe('desktop shell', () => {
  test('the player menu is a drawer at the right edge, its backdrop over the side menu too', async ({
    page,
    api,
  }, info) => {
    await playerOnHome(page, api, uniqueAccount(info, 'dd'));
    await page.getByRole('button', { name: text('lobby.header.menu') }).click();
    const menu = page.getByRole('dialog', { name: text('menu.title') });
    await expect(menu).toBeVisible();
    const width = page.viewportSize()?.width ?? 0;
    // The drawer sits at the right edge, even on a wide screen. Measured once the slide-in has ended.
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return box ? Math.round(box.x + box.width) : -1;
      })
      .toBe(width);
    const side = await page.locator('.desktop-menu').boundingBox();
    const dimmed = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.slide-menu') !== null, {
      x: (side?.x ?? 0) + (side?.width ?? 0) / 2,
      y: (side?.y ?? 0) + (side?.height ?? 0) / 2,
    });
    expect(dimmed, 'the backdrop covers the side menu').toBe(true);
  });

  test("the phone's first screen painted into index.html stays hidden on the desktop layout, and goes with start-up", async ({
    page,
  }) => {
    const releaseCode = await holdAppCode(page);
    await page.goto('/lobby/home', { waitUntil: 'commit' });
    const shell = page.locator('#boot-shell');
    await expect(shell).toBeAttached();
    await expect(shell).toBeHidden();
    releaseCode();
    await expect(home(page)).toHaveAttribute('data-state', 'guest');
    await expect(shell).toHaveCount(0);
  });

  test('a laptop sees a short banner row and a wide game grid; the first click on a banner opens its target', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // The page clock holds the 3 s carousel start: the click meets the still first banner, as a quick player does.
    // Held once the lobby is up: the app's start runs its modules a task apart, and a clock held before they ran
    // would hold the start itself.
    await page.clock.install();
    await page.goto('/lobby/home');
    await expect(home(page)).toHaveAttribute('data-state', 'guest');
    await pauseClockAhead(page, 500);
    const banners = page.getByRole('region', { name: text('lobby.banners') });
    const first = banners.getByRole('link', { name: 'Promotion 1' });
    await expect(first).toBeInViewport();
    // At most 320 px of banners, the next one peeking beside the first, and games in 6–8 columns.
    expect((await banners.boundingBox())?.height ?? 0).toBeLessThanOrEqual(320);
    await expect(banners.getByRole('link', { name: 'Promotion 2' })).toBeInViewport();
    const popular = page.getByRole('list', { name: text('lobby.popularGames') });
    await expect(popular.getByTestId('game-card').first()).toBeVisible();
    const firstRow = () =>
      popular.getByTestId('game-card').evaluateAll((cards) => {
        const top = cards[0]?.getBoundingClientRect().top;
        return cards.filter((card) => card.getBoundingClientRect().top === top).length;
      });
    expect(await firstRow()).toBe(7);
    // Where the desktop layout starts (1,024 px) the grid still has 6 columns, and nothing scrolls sideways.
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect.poll(firstRow).toBe(6);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // Still the plain first banner (no carousel code yet) when the player clicks.
    await expect(banners.locator('.swiper')).toHaveCount(0);
    await first.click();
    // The first banner is the first-deposit offer: a guest is asked to log in first.
    await expect(page).toHaveURL(/\/(login|activity\/firstCharge)(\?|$)/);
  });

  test.describe('with motion', () => {
    // The journeys run with reduced motion (playwright.config.ts); this one is about the turning banner.
    test.use({ reducedMotion: 'no-preference' });

    test('the banner carousel stops on Pause and stays on its slide, and Play starts it again', async ({ page }) => {
      await page.clock.install();
      await page.goto('/lobby/home');
      await expect(home(page)).toHaveAttribute('data-state', 'guest');
      // The carousel takes over when the first 3 s advance is due.
      await page.clock.runFor(3_000);
      const banners = page.getByRole('region', { name: text('lobby.banners') });
      const pause = banners.getByRole('button', { name: 'Pause promotions' });
      await expect(pause).toBeVisible();
      await pause.click();
      const play = banners.getByRole('button', { name: 'Play promotions' });
      await expect(play).toBeVisible();
      const active = () => banners.locator('.swiper-slide-active a').getAttribute('aria-label');
      const held = await active();
      await page.mouse.move(0, 0);
      await page.clock.runFor(10_000);
      expect(await active()).toBe(held);
      await play.click();
      await expect(banners.getByRole('button', { name: 'Pause promotions' })).toBeVisible();
      await page.clock.runFor(3_500);
      await expect.poll(active).not.toBe(held);
    });
  });
});
