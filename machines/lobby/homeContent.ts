import { FLOATING_KEYS, type FloatingKey } from '../../src/api/contract/contentMedia';
import type { GameBrand } from '../../src/api/contract/entities';
import { CLICK, type VideoFacts } from '../../src/api/contract/homeArt';
import { type PageLink, type PageName, pageLinkOfPath, SERVER_PAGES_PREFIX } from '../../src/api/contract/pages';

/** The rules the server's first paint shares (src/api/contract/homeArt.ts). */
export { CLICK, pickHomeVideo, type VideoFacts, type Viewer, visibleBanners } from '../../src/api/contract/homeArt';

/**
 * Pure rules of the Home tab's content (spec §2 click targets, §4 home video, §5 hiding and footer rules).
 * docs/lobby.md lists the choices made where the spec is silent.
 */

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

/**
 * Where an entry of the activity list goes: its page by name, or for OutLink its configured outside address
 * through the safe-link page (which says where it goes before the player leaves); nowhere without an address.
 */
export function activityTargetOf(entry: { name: string; url?: string | undefined }): ClickTarget | undefined {
  if (entry.name === 'OutLink') {
    return entry.url ? { kind: 'route', to: { page: 'safeLink', query: { to: entry.url } } } : undefined;
  }
  return clickTargetOf({ clickType: CLICK.activity, clickAction: entry.name });
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

/** What `takenOffers` reads of the player's activity data (the session's, or its stored copy). */
export interface TakenFacts {
  activityMap?: unknown;
  loginPaying?: unknown;
  hasSignUpBonus?: unknown;
}

/** One-time offers: gone from the player's activity map once every reward of them is claimed (or their time is over). */
const ONCE_OFFERS = ['FirstCharge', 'InviteFriends'] as const;

/**
 * The offers this player has already taken, by activity name: they leave the home's banners and featured rewards
 * (docs/lobby.md "Claimed offers leave the home"). From the player's activity data only; a guest (none) has taken
 * nothing. A one-time offer is taken when the activity map no longer lists it (a first-charge pack stays while its
 * free rewards wait to be claimed); the sign-up bonus when the player holds a card and no reward of it waits today.
 */
export function takenOffers(activityData: TakenFacts | null | undefined): ReadonlySet<string> {
  return offerFactsOf(activityData).taken;
}

/** The activity facts and the offers taken (`takenOffers`), from one reading of the activity data. */
export interface OfferFacts extends VideoFacts {
  taken: ReadonlySet<string>;
}

/** What the home's banner rules read of the player's activity data, read once: its facts and the offers taken. */
export function offerFactsOf(activityData: TakenFacts | null | undefined): OfferFacts {
  const facts = activityFactsOf(activityData ? { ...activityData } : undefined);
  if (!activityData) return { ...facts, taken: new Set() };
  const taken = new Set<string>(ONCE_OFFERS.filter((name) => !facts.activityNames.has(name)));
  if (facts.loginPaying && activityData.hasSignUpBonus !== true) taken.add('SignUpBonus');
  return { ...facts, taken };
}

/** The featured-rewards entries still worth showing: an activity entry of an offer already taken leaves. */
export function untakenEntries<T extends { clickType: number; clickAction: string }>(
  entries: readonly T[],
  taken: ReadonlySet<string>,
): T[] {
  return entries.filter((entry) => entry.clickType !== CLICK.activity || !taken.has(entry.clickAction));
}

/** Which floating icons apply to the viewer (spec §2; src/screens/shell/FloatingActivities.tsx says when each does). */
export type FloatingFacts = Record<FloatingKey, boolean>;

/**
 * The floating icons the home shows, in the operator's order (webConfig.floatingActivities, set in /ops; all four
 * while absent), each only when it applies. The index icon alone is no reason to show the column: none then.
 */
export function floatingIcons(configured: readonly FloatingKey[] | undefined, facts: FloatingFacts): FloatingKey[] {
  const shown = (configured ?? FLOATING_KEYS).filter((key) => facts[key]);
  return shown.some((key) => key !== 'more') ? shown : [];
}
