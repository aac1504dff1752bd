import { firstScreenArt, firstScreenCookieValue } from '../../src/api/contract/firstScreenCookie';
import { preferredLocale } from '../../src/platform/intl/locale';
import { shownLocale, watchShownLocale } from '../../src/platform/intl/shownLocale';
import { keepFirstScreenCookie } from '../../src/platform/storage/firstScreenCookie';
import { offerFactsOf } from '../lobby/homeContent';
import type { SessionContext } from './session.context';

type Facts = Pick<SessionContext, 'webConfig' | 'user' | 'activity'>;

/**
 * The cookie that tells the server how to paint a logged-in player's first screens (`FIRST_SCREEN_COOKIE`), kept by
 * the persistence subscriber (./session.persistence.ts) in a module of its own, loaded once a player is in: a
 * guest's first screen never needs it.
 *
 * With the player's context: the first banner and the video their home shows on the phone, by the rules
 * HomeBanners and HomeVideo use, and the language the page shows (followed when the player switches it). With null
 * (the player gone): none, so the next page is painted for a guest.
 */
export function keepPlayerFirstScreen(context: Facts | null): void {
  facts = context;
  if (context === null) {
    stopWatching?.();
    stopWatching = undefined;
    keepFirstScreenCookie(null);
    return;
  }
  write(context);
  // The locale child sets the page's language when the player switches it.
  stopWatching ??= watchShownLocale(() => facts && write(facts));
}

let facts: Facts | null = null;
let stopWatching: (() => void) | undefined;

function write({ webConfig, user, activity }: Facts): void {
  if (!webConfig || !user || !activity) return;
  const { activityNames, loginPaying, taken } = offerFactsOf(activity);
  const viewer = { hasMobile: user.mobile !== '', activityNames, layout: 'phone' as const, taken, loginPaying };
  const locale = shownLocale() ?? preferredLocale();
  keepFirstScreenCookie(firstScreenCookieValue(firstScreenArt(webConfig, viewer), locale));
}
