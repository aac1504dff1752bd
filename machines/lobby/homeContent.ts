import type { Banner, GameBrand, PromoVideo } from '../../src/api/contract/entities';
import { type PageLink, type PageName, pageLinkOfPath, SERVER_PAGES_PREFIX } from '../../src/api/contract/pages';

/**
 * Pure rules of the Home tab's content (spec §2 click targets, §4 home video, §5 hiding and footer rules).
 * docs/lobby.md lists the choices made where the spec is silent.
 */

/** Jump targets (spec §4): none 0, activity 1, game 2, url 3. */
export const CLICK = { none: 0, activity: 1, game: 2, url: 3 } as const;

/** The task banner's action (spec §2). */
export const TASK_ACTION = '10000';

/** The /activity/<name> pages (spec §2) by their names; an action naming one, or an activity named like one, opens it. */
const ACTIVITY_PAGES: ReadonlySet<PageName> = new Set<PageName>([
  'spin',
  'cashBonus',
  'sign',
  'signPay',
  'agent',
  'agentCount',
  'vipRebate',
  'follow',
  'supply',
  'weekendLottery',
  'festival',
  'freeSign',
  'christmas',
  'newYear',
  'firstCharge',
  'inviteFriends',
  'agent5',
  'depositEvery',
]);

/**
 * Other actions (spec §3 "Activity ids known by name" whose page has another name, and the non-activity targets of
 * spec §2) to the in-app page they open.
 */
const OTHER_PAGES: Record<string, PageName> = {
  [TASK_ACTION]: 'profileTask',
  Bind: 'bind',
  bind: 'bind',
  Fund: 'cashBonus',
  SignUpBonus: 'signPay',
  InviteFriend1: 'inviteFriends',
  FreeLoginBonus: 'sign',
  FollowRewards: 'follow',
  ContinuousRecharge: 'depositEvery',
  RedPacket: 'festival',
  InviteUserSpin: 'spin',
  AccumulatedRecharge: 'depositEvery',
  LadderRecharge: 'depositEvery',
  VIP: 'profileVip',
  vip: 'profileVip',
  bank: 'profileBank',
  task: 'profileTask',
  apkdownload: 'apkDownload',
};

function activityPage(action: string): PageLink | undefined {
  const name = action.charAt(0).toLowerCase() + action.slice(1);
  if (action === 'deposit') return { page: 'wallets', params: { id: 'deposit' } };
  if (Object.hasOwn(OTHER_PAGES, action)) return { page: OTHER_PAGES[action]! };
  return ACTIVITY_PAGES.has(name as PageName) ? { page: name as PageName } : undefined;
}

/** An in-app page (by name, src/api/contract/pages.ts) or an address elsewhere. */
export type ClickTarget = { kind: 'route'; to: PageLink } | { kind: 'url'; href: string };

/**
 * Where a banner, notice or video click goes; undefined when it goes nowhere (type 0, unknown, malformed). A url
 * target naming an in-app address (a path of either layout, spec §2) opens that page, one of the server's own pages
 * (/sandbox/…) opens as a URL, any other path goes nowhere.
 */
export function clickTargetOf(item: { clickType: number; clickAction: string }): ClickTarget | undefined {
  const action = item.clickAction.trim();
  switch (item.clickType) {
    case CLICK.activity: {
      const notice = /^notice[:/](\d+)$/.exec(action);
      if (notice) return { kind: 'route', to: { page: 'noticeDetail', params: { id: notice[1]! } } };
      const to = activityPage(action);
      return to ? { kind: 'route', to } : undefined;
    }
    case CLICK.game:
      return /^\d+$/.test(action) && Number(action) > 0
        ? { kind: 'route', to: { page: 'start', query: { gameId: String(Number(action)) } } }
        : undefined;
    case CLICK.url: {
      if (/^https?:\/\//i.test(action)) return { kind: 'url', href: action };
      if (action.startsWith(SERVER_PAGES_PREFIX)) return { kind: 'url', href: action };
      const page = pageLinkOfPath(action);
      return page ? { kind: 'route', to: page } : undefined;
    }
    default:
      return undefined;
  }
}

/** What the hiding rules need to know about the viewer. */
export interface Viewer {
  /** A mobile number is bound (guests: false). */
  hasMobile: boolean;
  /** Names of the activities in the player's activity map (guests: none). */
  activityNames: ReadonlySet<string>;
}

/** Banners by sort, without those spec §5 hides. */
export function visibleBanners(banners: readonly Banner[], viewer: Viewer): Banner[] {
  return banners
    .filter((banner) => {
      if (banner.clickType !== CLICK.activity) return true;
      const action = banner.clickAction;
      if (action === 'Bind') return !viewer.hasMobile;
      // Shown only while the map holds the activity: spec §5's three; Agent and AgentCount (the map holds at most one
      // of them: the server's choice rule, spec §4); the seasonal events (absent outside their dates, issue 15).
      // Guests see none of them (docs/promotions.md).
      if (/^(FreeSign|Agent5?|AgentCount|SignUpBonus|Christmas|NewYear)$/.test(action)) {
        return viewer.activityNames.has(action);
      }
      return true;
    })
    .sort((a, b) => a.sort - b.sort);
}

export interface VideoFacts {
  activityNames: ReadonlySet<string>;
  /** The player is paying for a sign-up bonus card (activity data `loginPaying`). */
  loginPaying: boolean;
}

/**
 * The home video (spec §4): the SignUpBonus video when that activity is active and the player is not paying for
 * it; else the LadderRecharge video (when active); both matched by clickType 1 and clickAction; otherwise the
 * clickType 2 (game) video; otherwise the first.
 */
export function pickHomeVideo(videos: readonly PromoVideo[], facts: VideoFacts): PromoVideo | undefined {
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

/** The footer's social icons: the shared rule (src/api/contract/social.ts). */
export { type SocialId, socialLinks } from '../../src/api/contract/social';

/** Footer logos: active brands only (spec §5), by sort. */
export function activeBrandLogos(brands: readonly GameBrand[]): GameBrand[] {
  return brands.filter((brand) => brand.status === 1 && brand.icon3 !== '').sort((a, b) => a.sort - b.sort);
}

/**
 * A phone number as the ticker shows it: the server sends it masked already; anything that still has more
 * than four digits in a row is masked here too (first 4 and last 3 digits kept), so a full number never shows.
 */
export function maskPhone(phone: string): string {
  if (!/\d{5}/.test(phone)) return phone;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return `${digits.slice(0, 2)}****`;
  return `${digits.slice(0, 4)}****${digits.slice(-3)}`;
}

/** The activity facts the hiding and video rules read, from the session's stored activity data (loose). */
export function activityFactsOf(activityData: Record<string, unknown> | undefined): VideoFacts {
  const map = activityData?.activityMap;
  const names = new Set<string>();
  if (map && typeof map === 'object') {
    for (const entry of Object.values(map as Record<string, unknown>)) {
      const name = entry && typeof entry === 'object' ? (entry as { name?: unknown }).name : undefined;
      if (typeof name === 'string') names.add(name);
    }
  }
  return { activityNames: names, loginPaying: activityData?.loginPaying === true };
}
