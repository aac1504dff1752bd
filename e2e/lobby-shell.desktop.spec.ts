import { expect, test, uniqueAccount } from './fixtures';
import { text } from './support/auth';
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
    // Issue 22: it opened in the middle of a wide screen. Measured once the slide-in has ended.
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
});
