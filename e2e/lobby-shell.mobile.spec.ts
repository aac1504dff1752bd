import { expect, test, uniqueAccount } from './fixtures';
import { home, isCall, LOGGED_IN, logOut, registerUsername, text } from './support/auth';
import { GAME_TYPE, playableGame } from './support/games';
import { holdAppCode } from './support/holdAppCode';
import { playerOnHome } from './support/player';

/**
 * The mobile shell (docs/lobby-shell.md): the home notice pop-up once per session, the slide-out menu with the
 * copy of the user id, the bottom tabs and the scroll-to-top button. Writes only on accounts of its own.
 */

test.describe('mobile shell', () => {
  test.describe('notice pop-up', () => {
    test.use({ showNoticePopup: true });

    test('a player sees the notice pop-up once per session', async ({ page, context }, info) => {
      await registerUsername(page, uniqueAccount(info, 'n'));
      const popup = page.getByRole('dialog', { name: 'Welcome to Lucky Lobby' });
      await expect(popup).toBeVisible();
      await popup.getByRole('button', { name: text('news.popup.close') }).click();
      await expect(popup).toBeHidden();

      // Same tab: not again, neither after a reload nor after coming back to the home.
      await page.reload();
      await expect(home(page)).toHaveAttribute('data-state', LOGGED_IN);
      await page.goto('/lobby/notice');
      await page.getByRole('link', { name: text('nav.home') }).click();
      await expect(home(page)).toHaveAttribute('data-state', LOGGED_IN);
      // The layout decides at render from this flag (noticePopupDue): set, the pop-up is not even mounted.
      expect(await page.evaluate(() => window.sessionStorage.getItem('noticePopupShown'))).toBe('true');
      await expect(popup).toBeHidden();

      // A new tab is a new session: it shows again.
      const second = await context.newPage();
      await second.goto('/lobby/home');
      await expect(second.getByRole('dialog', { name: 'Welcome to Lucky Lobby' })).toBeVisible();
    });
  });

  test("a returning player's home paints their own first banner and video from index.html before any code runs", async ({
    page,
    api,
  }, info) => {
    await playerOnHome(page, api, uniqueAccount(info, 'r'));
    const banner = page.locator('.home-banners img').first();
    const poster = page.locator('.home-video__player');
    await expect(banner).toBeVisible();
    await expect(poster).toBeVisible();
    // The app names the player's two pictures and language for the server (only their ids and the language's tag).
    const named = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'lobby_first_screen');
    await expect.poll(async () => (await named())?.value).toMatch(/^b\d+\.v\d+\.en-PH$/);
    expect((await named())?.path).toBe('/');
    const videoId = await page.locator('section[data-video-id]').getAttribute('data-video-id');
    expect((await named())?.value).toMatch(new RegExp(`\\.v${videoId}\\.`));

    const releaseCode = await holdAppCode(page);
    await page.reload({ waitUntil: 'commit' });
    const shell = page.locator('#boot-shell');
    await expect(shell).toHaveAttribute('data-viewer', 'player');
    const shellBanner = shell.locator('img.boot-shell__banner');
    const shellCover = shell.locator('img.boot-shell__video');
    await expect(shellBanner).toBeVisible();
    await expect(shellCover).toBeVisible();
    const drawn = { banner: await shellBanner.getAttribute('src'), cover: await shellCover.getAttribute('src') };
    releaseCode();
    await expect(home(page)).toHaveAttribute('data-state', LOGGED_IN);
    await expect(shell).toHaveCount(0);
    // The app's own first banner and cover are the very pictures the server painted for this player.
    await expect(banner).toHaveAttribute('src', drawn.banner ?? '');
    await expect(poster).toHaveAttribute('poster', drawn.cover ?? '');

    // Logged out, the browser forgets them: the next home is painted for a guest.
    await logOut(page);
    await expect.poll(named).toBeUndefined();
  });

  test("a returning player's deposit tab and game paint from index.html, each where the app's own screen comes", async ({
    page,
    api,
    request,
  }, info) => {
    await playerOnHome(page, api, uniqueAccount(info, 'p'));
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'lobby_first_screen'))
      .toBe(true);
    const game = await playableGame(request, GAME_TYPE.slots);
    const pages = [
      {
        path: '/lobby/wallets/deposit',
        parts: ['.page-header__title', '.tab-bar__tab', '.deposit-panel__intro', '.deposit-panel__open'],
      },
      { path: `/start?gameId=${game.id}`, parts: ['.game-screen__bar', '.game-screen__leave'] },
    ];
    // A phone, and a tablet held upright (the phone layout, its column narrower than the window).
    for (const [{ path, parts }, width] of pages.flatMap((p) => [[p, 390] as const, [p, 700] as const])) {
      await page.setViewportSize({ width, height: 844 });
      const releaseCode = await holdAppCode(page);
      await page.goto(path, { waitUntil: 'commit' });
      const shell = page.locator('#boot-shell');
      await expect(shell).toHaveAttribute('data-viewer', 'player');
      const boxes = async (root: string) =>
        page.evaluate(
          ({ root, parts }) =>
            parts.map((part) =>
              [...document.querySelectorAll(`${root} ${part}`)].map((el) => {
                const { x, y, width, height } = el.getBoundingClientRect();
                return { part, text: el.textContent?.trim(), box: [x, y, width, height].map(Math.round) };
              }),
            ),
          { root, parts },
        );
      await expect(shell.locator(parts[0]!)).toBeVisible();
      // As the browser paints it: once the stylesheets of the page's head are in (a read before may lay out without).
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
      );
      // And in its own typeface: a text measured in the fallback font before the web font is in is a few pixels off.
      await page.evaluate(async () => {
        document.body.getBoundingClientRect();
        await document.fonts.ready;
      });
      const painted = await boxes('#boot-shell');
      releaseCode();
      await expect(shell).toHaveCount(0);
      // The app's screen has the very texts in the very places the server painted them: no jump when it takes over.
      await expect.poll(() => boxes('#root'), `${path} at ${width} px`).toEqual(painted);
      await page.unrouteAll();
    }
  });

  test('a player opens the menu and copies the user id', async ({ page, context }, info) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const mail = page.waitForResponse(isCall('hasMailUnread'));
    await registerUsername(page, uniqueAccount(info, 'm'));
    await mail;
    await page.getByRole('button', { name: text('lobby.header.menu') }).click();
    const menu = page.getByRole('dialog', { name: text('menu.title') });
    await expect(menu).toBeVisible();
    // The backdrop dims everything, the floating activity icons too (nothing stays bright above the menu).
    const floating = page.getByRole('navigation', { name: text('shell.activities') });
    const on = await floating.boundingBox();
    expect(on).not.toBeNull();
    const topmost = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('.slide-menu') !== null,
      { x: (on?.x ?? 0) + (on?.width ?? 0) / 2, y: (on?.y ?? 0) + (on?.height ?? 0) / 2 },
    );
    expect(topmost, 'the menu backdrop is over the floating icons').toBe(true);

    const idText = (await menu.getByTestId('menu-user-id').textContent()) ?? '';
    const userId = idText.replace(/\D/g, '');
    expect(userId).toMatch(/^\d+$/);
    await menu.getByRole('button', { name: text('menu.copyId') }).click();
    await expect(menu.getByRole('status')).toHaveText(text('common.copySuccess'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(userId);

    // Every entry of spec §2 for a new player: no mobile bound (Bind shows), no superior (a link), unread welcome mail.
    await expect(menu.getByText(/^VIP \d+$/)).toBeVisible();
    await expect(menu.getByRole('link', { name: text('menu.superiorNone') })).toHaveAttribute(
      'href',
      '/profile/superior',
    );
    await expect(menu.getByTestId('menu-balance')).toHaveText('₱0.00');
    await expect(menu.getByRole('link', { name: text('menu.withdraw') })).toHaveAttribute(
      'href',
      '/lobby/wallets/withdraw',
    );
    await expect(menu.getByRole('link', { name: text('lobby.header.deposit') })).toHaveAttribute(
      'href',
      '/lobby/wallets/deposit',
    );
    await expect(menu.getByRole('link', { name: text('menu.pointsGo') })).toHaveAttribute('href', '/points');
    for (const [label, href] of [
      ['menu.profile', '/profile/user'],
      ['menu.transactions', '/record/transaction'],
      ['menu.bind', '/bind'],
      ['menu.favorites', '/profile/favorites'],
      ['menu.tasks', '/profile/task'],
      ['menu.more', '/profile/more'],
    ] as const) {
      await expect(menu.getByRole('link', { name: text(label), exact: true })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('link', { name: new RegExp(`^${text('menu.mail')}`) })).toHaveAttribute(
      'href',
      '/profile/email',
    );
    await expect(
      menu.getByRole('link', { name: new RegExp(`^${text('menu.mail')}`) }).getByTestId('red-dot'),
    ).toBeVisible();
    await expect(menu.getByRole('button', { name: text('auth.service') })).toBeVisible();

    // A link closes the menu.
    await menu.getByRole('link', { name: text('menu.bind'), exact: true }).click();
    await expect(page).toHaveURL(/\/bind$/);
    await expect(menu).toBeHidden();
  });

  test('the bottom tabs highlight the page and the Spin tab shows its badge', async ({ page }) => {
    await page.goto('/lobby/home');
    const tabs = page.getByRole('navigation', { name: text('nav.main') });
    await expect(tabs.getByRole('link', { name: text('nav.home') })).toHaveAttribute('aria-current', 'page');
    // The first invite bonus of the seeded configuration: 2,000 hundredths of coin.
    await expect(page.getByTestId('spin-badge')).toHaveText(/^Get ₱20\.00$/);
    await tabs.getByRole('link', { name: text('nav.news') }).click();
    await expect(page).toHaveURL(/\/lobby\/notice$/);
    await expect(tabs.getByRole('link', { name: text('nav.news') })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: text('nav.home') })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the floating activity icons sit beside the banners, clear of every game tile, and close by keyboard', async ({
    page,
  }) => {
    // The narrowest phone the lobby is made for (360–430 px).
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/lobby/home');
    await expect(home(page)).toHaveAttribute('data-state', 'guest');
    const floating = page.getByRole('navigation', { name: text('shell.activities') });
    await expect(floating).toBeVisible();
    const popular = page.getByRole('list', { name: text('lobby.popularGames') });
    await expect(popular.getByTestId('game-card').first()).toBeVisible();
    const icons = await floating.boundingBox();
    const tiles = await popular.getByTestId('game-card').evaluateAll((cards) =>
      cards.map((card) => {
        const r = card.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
    const overlaps = (a: (typeof tiles)[number], b: (typeof tiles)[number]) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    // They cover no game tile: the fifth column at 390 px stays free.
    expect(tiles.filter((tile) => icons && overlaps(icons, tile))).toEqual([]);

    // A close button with a name, pressed from the keyboard; they stay closed in this tab.
    await floating.getByRole('button', { name: text('shell.activities.hide') }).focus();
    await page.keyboard.press('Enter');
    await expect(floating).toBeHidden();
    await page.reload();
    await expect(home(page)).toHaveAttribute('data-state', 'guest');
    await expect(popular.getByTestId('game-card').first()).toBeVisible();
    await expect(floating).toBeHidden();
  });

  test('the home shows a scroll-to-top button after 100 px', async ({ page }) => {
    await page.goto('/lobby/home');
    await expect(home(page)).toHaveAttribute('data-state', 'guest');
    // The lobby renders in the background after start-up (HomeScreen's deferred value): scroll once it is there.
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    const up = page.getByRole('button', { name: text('shell.scrollTop') });
    await expect(up).toBeHidden();
    await page.mouse.wheel(0, 600);
    await expect(up).toBeVisible();
    await up.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(up).toBeHidden();
  });
});
