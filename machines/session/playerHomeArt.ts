import { firstScreenArt, homeArtCookieValue } from '../../src/api/contract/homeArtCookie';
import { keepHomeArtCookie } from '../../src/platform/storage/homeArtCookie';
import { offerFactsOf } from '../lobby/homeContent';
import type { SessionContext } from './session.context';

/**
 * The cookie that names a logged-in player's first banner and video for the server's painted first screen
 * (`HOME_ART_COOKIE`), kept by the persistence subscriber (./session.persistence.ts) in a module of its own,
 * loaded once a player is in: a guest's first screen never needs it.
 *
 * With the player's context: the first banner and the video their home shows on the phone, by the rules
 * HomeBanners and HomeVideo use. With null (the player gone): none, so the next home is painted for a guest.
 */
export function keepPlayerHomeArt(context: Pick<SessionContext, 'webConfig' | 'user' | 'activity'> | null): void {
  if (context === null) {
    keepHomeArtCookie(null);
    return;
  }
  const { webConfig, user, activity } = context;
  if (!webConfig || !user || !activity) return;
  const { activityNames, loginPaying, taken } = offerFactsOf(activity);
  const viewer = { hasMobile: user.mobile !== '', activityNames, layout: 'phone' as const, taken, loginPaying };
  keepHomeArtCookie(homeArtCookieValue(firstScreenArt(webConfig, viewer)));
}
