import type { Banner, PromoVideo } from './entities';
import { pickHomeVideo, type VideoFacts, type Viewer, visibleBanners } from './homeArt';
import { LOCALES, type Locale } from './locales';

/** The home's first two pictures for one viewer: its first banner and its video, either absent. */
export interface FirstScreenArt {
  banner: Banner | undefined;
  video: PromoVideo | undefined;
}

/** The first banner and the video `viewer` meets on the phone layout (the layout the painted first screen has). */
export function firstScreenArt(
  webConfig: { appLobbyAdConfigList?: readonly Banner[]; appPromotionalVideoList?: readonly PromoVideo[] },
  viewer: Viewer & VideoFacts,
): FirstScreenArt {
  return {
    banner: visibleBanners(webConfig.appLobbyAdConfigList ?? [], viewer)[0],
    video: pickHomeVideo(webConfig.appPromotionalVideoList ?? [], viewer),
  };
}

/**
 * What the server needs to paint a returning player's first screens (server/static/homeShell.ts and
 * playerScreens.ts), named by a cookie the app keeps while they are logged in (machines/session/playerFirstScreen.ts):
 * the token lives in the page's storage, which the server never sees. Public ids and a language only; the API
 * ignores it. Its path is the site's, as the pages it paints are under /lobby and at /start.
 */
export const FIRST_SCREEN_COOKIE = { name: 'lobby_first_screen', path: '/' } as const;

/** The cookie's value: `b<banner id>.v<video id>.<language>`, an id left empty when the player has none. */
export const firstScreenCookieValue = (art: FirstScreenArt, locale: Locale): string =>
  `b${art.banner?.id ?? ''}.v${art.video?.id ?? ''}.${locale}`;

/** What a cookie value names (null: none of that picture), or undefined when it is not one. */
export function parseFirstScreenCookie(
  value: string | undefined,
): { bannerId: number | null; videoId: number | null; locale: Locale } | undefined {
  const match = /^b(\d{1,9})?\.v(\d{1,9})?\.([a-z]{2,3}-[A-Z]{2})$/.exec(value ?? '');
  const locale = LOCALES.find((known) => known === match?.[3]);
  if (!match || !locale) return undefined;
  return { bannerId: match[1] ? Number(match[1]) : null, videoId: match[2] ? Number(match[2]) : null, locale };
}
