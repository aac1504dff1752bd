import type { Banner, PromoVideo } from './entities';

/**
 * The home's art rules that both sides read (so the server-painted first screen is the app's): the app shows the
 * banners and the video by them (machines/lobby/homeContent.ts re-exports them), and the server paints a guest's first
 * screen from index.html by the same rules (server/static/homeShell.ts), before any code or call.
 */

/** Jump targets (spec §4): none 0, activity 1, game 2, url 3. */
export const CLICK = { none: 0, activity: 1, game: 2, url: 3 } as const;

/** What the hiding rules need to know about the viewer. */
export interface Viewer {
  /** A mobile number is bound (guests: false). */
  hasMobile: boolean;
  /** Names of the activities in the player's activity map (guests: none). */
  activityNames: ReadonlySet<string>;
  /** The lobby layout shown; the server's painted first screen knows none and shows only banners of both. */
  layout?: 'phone' | 'desktop';
  /** Offers the player has already taken, by activity name (machines/lobby/homeContent.ts `takenOffers`): hidden. */
  taken?: ReadonlySet<string>;
}

/** Banners by sort, without those spec §5 hides. */
export function visibleBanners(banners: readonly Banner[], viewer: Viewer): Banner[] {
  return banners
    .filter((banner) => {
      if (banner.layout && banner.layout !== viewer.layout) return false;
      if (banner.clickType !== CLICK.activity) return true;
      const action = banner.clickAction;
      if (viewer.taken?.has(action)) return false;
      if (action === 'Bind') return !viewer.hasMobile;
      // Shown only while the map holds the activity: spec §5's three; Agent and AgentCount (the map holds at most one
      // of them: the server's choice rule, spec §4); the seasonal events (absent outside their dates).
      // Guests see none of them (docs/promotions.md).
      if (/^(FreeSign|Agent5?|AgentCount|SignUpBonus|Christmas|NewYear)$/.test(action)) {
        return viewer.activityNames.has(action);
      }
      return true;
    })
    .sort((a, b) => a.sort - b.sort);
}

/** What the video rule needs to know about the viewer. */
export interface VideoFacts {
  activityNames: ReadonlySet<string>;
  /** The player is paying for a sign-up bonus card (activity data `loginPaying`). */
  loginPaying: boolean;
}

/**
 * The home video: the one the operator chose for the home (`home`, set in /ops) when there is one; else spec §4's
 * rule: the SignUpBonus video when that activity is active and the player is not paying for
 * it; else the LadderRecharge video (when active); both matched by clickType 1 and clickAction; otherwise the
 * clickType 2 (game) video; otherwise the first.
 */
export function pickHomeVideo(videos: readonly PromoVideo[], facts: VideoFacts): PromoVideo | undefined {
  const chosen = videos.find((video) => video.home === 1);
  if (chosen) return chosen;
  const wanted =
    facts.activityNames.has('SignUpBonus') && !facts.loginPaying
      ? 'SignUpBonus'
      : facts.activityNames.has('LadderRecharge')
        ? 'LadderRecharge'
        : undefined;
  const byActivity = wanted
    ? videos.find((video) => video.clickType === CLICK.activity && video.clickAction === wanted)
    : undefined;
  return byActivity ?? videos.find((video) => video.clickType === CLICK.game) ?? videos[0];
}

/** Image paths from the server are absolute or relative to the game resource base URL (spec §3); data: stays. */
export function resourceUrl(base: string, path: string): string {
  if (!base || /^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
