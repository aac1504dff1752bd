import type { Banner, PromoVideo } from './entities';
import { pickHomeVideo, type VideoFacts, type Viewer, visibleBanners } from './homeArt';

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
 * A returning player's first pictures, named for the server by a cookie the app keeps while they are logged in
 * (machines/session/playerHomeArt.ts): the token lives in the page's storage, which the server never sees,
 * so this is how index.html can paint a player's own first screen (server/static/homeShell.ts). Only the two
 * public ids; the path keeps it off the API's calls (the home and the installed app's start are under it).
 */
export const HOME_ART_COOKIE = { name: 'lobby_home_art', path: '/lobby' } as const;

/** The cookie's value: `b<banner id>.v<video id>`, an id left empty when the player has none. */
export const homeArtCookieValue = (art: FirstScreenArt): string => `b${art.banner?.id ?? ''}.v${art.video?.id ?? ''}`;

/** The ids a cookie value names (null: none of that picture), or undefined when it is not one. */
export function parseHomeArtCookie(
  value: string | undefined,
): { bannerId: number | null; videoId: number | null } | undefined {
  const match = /^b(\d{1,9})?\.v(\d{1,9})?$/.exec(value ?? '');
  if (!match) return undefined;
  return { bannerId: match[1] ? Number(match[1]) : null, videoId: match[2] ? Number(match[2]) : null };
}
