import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine';
import { writeChanges } from '../../machines/session/session.persistence';
import type { Banner, PromoVideo } from '../../src/api/contract/entities';
import { parseFirstScreenCookie } from '../../src/api/contract/firstScreenCookie';
import { CLICK } from '../../src/api/contract/homeArt';
import { keepFirstScreenCookie } from '../../src/platform/storage/firstScreenCookie';
import { local, session } from '../../src/platform/storage/storage';
import { forgetCachedToken } from '../../src/platform/storage/token';
import { loginResult, webConfig } from '../machines/fixtures';

/** The cookie as the browser sends it to the page's address. */
const sentCookie = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith('lobby_first_screen='))
    ?.slice('lobby_first_screen='.length);

const banner = (id: number, clickAction: string, sort: number): Banner => ({
  id,
  imgUrl2: `/art/banner-${id}.svg`,
  sort,
  clickType: CLICK.activity,
  clickAction,
});
const video = (id: number, clickType: number, clickAction: string): PromoVideo => ({
  id,
  coverImg: `/art/cover-${id}.svg`,
  path: `/video/${id}.webm`,
  clickType,
  clickAction,
});

const config = webConfig({
  // A guest's first banner is the bind offer; a player with a number bound never sees it.
  appLobbyAdConfigList: [banner(3, 'Bind', 1), banner(2, 'InviteFriends', 2)],
  appPromotionalVideoList: [video(5, CLICK.game, '10001'), video(6, CLICK.activity, 'SignUpBonus')],
});

const guest = () => createActor(sessionMachine).getSnapshot().context;

beforeEach(() => {
  history.replaceState(null, '', '/lobby/home');
  local.clear();
  session.clear();
  forgetCachedToken();
});
afterEach(() => keepFirstScreenCookie(null));

describe("the returning player's first pictures and language, named for the server's painted first screens", () => {
  test("names the player's own first banner and video once their activity data is in, by the home's rules", async () => {
    const before = guest();
    const { user } = loginResult();
    const activity = {
      ...loginResult({
        activityMap: {
          1: { id: 1, type: 1, sort: 1, name: 'InviteFriends' },
          2: { id: 2, type: 1, sort: 2, name: 'SignUpBonus' },
        },
      }),
      hasFund: false,
    };
    writeChanges(before, { ...before, webConfig: config, user: { ...user, mobile: '' } });
    // Not yet: which offers the player has taken is in the activity data. (Once the module the write loads is in
    // here too, the write it was loaded for has run.)
    await import('../../machines/session/playerFirstScreen');
    expect(sentCookie()).toBeUndefined();
    const loggedIn = { ...before, webConfig: config, user: { ...user, mobile: '' }, activity };
    writeChanges(before, loggedIn);
    await vi.waitFor(() =>
      expect(parseFirstScreenCookie(sentCookie())).toEqual({ bannerId: 3, videoId: 6, locale: 'en-PH' }),
    );
    // A number bound: the bind banner leaves their home, and the cookie follows.
    writeChanges(loggedIn, { ...loggedIn, user: { ...user, mobile: '09171234567' } });
    await vi.waitFor(() =>
      expect(parseFirstScreenCookie(sentCookie())).toEqual({ bannerId: 2, videoId: 6, locale: 'en-PH' }),
    );
  });

  test('names no banner when the player has none, and forgets the pictures when the player goes', async () => {
    const before = guest();
    const activity = { ...loginResult(), hasFund: false };
    const noBanners = webConfig({ appPromotionalVideoList: [video(5, CLICK.game, '10001')] });
    const loggedIn = { ...before, hasToken: true, webConfig: noBanners, user: loginResult().user, activity };
    writeChanges(before, loggedIn);
    await vi.waitFor(() => expect(sentCookie()).toBe('b.v5.en-PH'));
    writeChanges(loggedIn, { ...loggedIn, hasToken: false, user: null, activity: null });
    await vi.waitFor(() => expect(sentCookie()).toBeUndefined());
  });

  test('follows the language the page shows, for the screens the server paints with text', async () => {
    const before = guest();
    const activity = { ...loginResult(), hasFund: false };
    const noBanners = webConfig({ appPromotionalVideoList: [video(5, CLICK.game, '10001')] });
    const loggedIn = { ...before, hasToken: true, webConfig: noBanners, user: loginResult().user, activity };
    document.documentElement.lang = 'en-PH';
    writeChanges(before, loggedIn);
    await vi.waitFor(() => expect(sentCookie()).toBe('b.v5.en-PH'));
    // The locale child shows Filipino (src/platform/intl/locale.ts showLocale).
    document.documentElement.lang = 'fil-PH';
    await vi.waitFor(() => expect(sentCookie()).toBe('b.v5.fil-PH'));
    // Gone with the player: a later switch names nothing.
    writeChanges(loggedIn, { ...loggedIn, hasToken: false, user: null, activity: null });
    await vi.waitFor(() => expect(sentCookie()).toBeUndefined());
    document.documentElement.lang = 'en-PH';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sentCookie()).toBeUndefined();
  });

  test("reaches every page the server paints for a player: the lobby's and a game's", () => {
    keepFirstScreenCookie('b2.v6.en-PH');
    for (const path of ['/lobby/wallets/deposit', '/start']) {
      history.replaceState(null, '', path);
      expect(sentCookie()).toBe('b2.v6.en-PH');
    }
    keepFirstScreenCookie(null);
    expect(sentCookie()).toBeUndefined();
  });
});
