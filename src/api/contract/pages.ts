/**
 * Every page of the app by name (spec §2 "Screens and routes"; docs/routes.md): its path in the mobile layout, its
 * path in the desktop layout and its access rule. Data only: machines name pages through it (they cannot import
 * src/app), src/app/routes binds each name to its screen and generates both route trees from it, links and
 * menus render a page link through it, and a path of either layout (a banner or notice target, an address a player
 * copied on another device) is read back into a page with `pageLinkOfPath`.
 *
 * Where the spec gives a page only one layout, the other layout serves it too, at a path of ours (`ours`):
 * under /lobby on desktop (inside the desktop shell), the same /lobby path on mobile (inside the mobile shell).
 */

export type Access = 'public' | 'private';
export type Layout = 'mobile' | 'desktop';

export interface PageEntry {
  readonly mobile: string;
  readonly desktop: string;
  readonly access: Access;
}

/** The desktop path of a page: given, or its mobile path under /lobby (a /lobby path stays as it is). */
const page = (access: Access, mobile: string, desktop?: string): PageEntry => ({
  mobile,
  desktop: desktop ?? (mobile.startsWith('/lobby/') ? mobile : `/lobby${mobile}`),
  access,
});

export const PAGES = {
  // Lobby (inside the layout's shell on both).
  home: page('public', '/lobby/home'),
  games: page('public', '/lobby/games'),
  wallets: page('private', '/lobby/wallets/:id'),
  notices: page('public', '/lobby/notice'),
  lobbyTask: page('private', '/lobby/task'),
  lobbyActivity: page('private', '/lobby/activity'),
  rewards: page('public', '/lobby/rewards'),
  member: page('private', '/lobby/member'),
  // Standalone on both.
  login: page('public', '/login', '/login'),
  lineLogin: page('public', '/login/line', '/login/line'),
  register: page('public', '/register', '/register'),
  forget: page('public', '/forget', '/forget'),
  start: page('private', '/start', '/start'),
  // The provably fair check of the demo game (docs/trust.md): ours on both layouts.
  fair: page('private', '/fair'),
  // Public on both (ours: a guest may search; docs/lobby.md); the desktop header's search button opens it.
  search: page('public', '/search', '/search'),
  apkDownload: page('public', '/apkdownload', '/apkdownload'),
  firstCharge: page('private', '/activity/firstCharge', '/activity/firstCharge'),
  inviteFriends: page('private', '/activity/inviteFriends', '/activity/inviteFriends'),
  // Twins: a mobile path and its desktop path under /lobby.
  withdrawal: page('private', '/withdrawal/:name'),
  points: page('private', '/points'),
  service: page('public', '/service'),
  bindBankCard: page('private', '/bindBankCard'),
  bankCardList: page('private', '/bankCardList'),
  noticeDetail: page('public', '/notice/detail/:id'),
  rewardDetail: page('private', '/reward/detail/:id'),
  profile: page('private', '/profile'),
  profileUser: page('private', '/profile/user'),
  profileBank: page('private', '/profile/bank'),
  profileTask: page('private', '/profile/task'),
  profileVip: page('private', '/profile/vip'),
  profileEmail: page('private', '/profile/email'),
  profileSuperior: page('private', '/profile/superior'),
  favorites: page('private', '/profile/favorites', '/lobby/favorites'),
  profileMore: page('private', '/profile/more'),
  profileAgree: page('private', '/profile/agree/:name'),
  profileLicense: page('private', '/profile/license'),
  profileInfo: page('private', '/profile/info'),
  // Responsible gaming (docs/responsible-gaming.md): ours on both layouts, like the profile's own pages.
  profileLimits: page('private', '/profile/limits'),
  profileBreak: page('private', '/profile/break'),
  profileHistory: page('private', '/profile/history'),
  // Where every responsible-gaming link leads (docs/responsible-gaming.md "Help page"): public, ours, in the shell on both.
  responsibleGaming: page('public', '/lobby/responsible-gaming'),
  records: page('private', '/record/transaction'),
  bind: page('private', '/bind'),
  about: page('public', '/about'),
  safeLink: page('public', '/safe-link', '/safe-link'),
  test: page('private', '/test'),
  activities: page('private', '/activity', '/lobby/activities'),
  spin: page('private', '/activity/spin', '/lobby/spin'),
  cashBonus: page('private', '/activity/cashBonus'),
  agent: page('private', '/activity/agent', '/lobby/agent'),
  agentCount: page('private', '/activity/agentCount'),
  agent5: page('private', '/activity/agent5', '/lobby/agent5'),
  vipRebate: page('private', '/activity/vipRebate', '/lobby/vipRebate'),
  follow: page('private', '/activity/follow', '/lobby/follow'),
  supply: page('private', '/activity/supply'),
  festival: page('private', '/activity/festival'),
  weekendLottery: page('public', '/activity/weekendLottery'),
  freeSign: page('private', '/activity/freeSign'),
  christmas: page('private', '/activity/christmas'),
  newYear: page('private', '/activity/newYear'),
  depositEvery: page('private', '/activity/depositEvery'),
  sign: page('private', '/activity/sign', '/lobby/sign'),
  signPay: page('private', '/activity/signPay', '/lobby/signPay'),
  // Mobile lists /rule/{points, signBonus, agent, dayBonus, supply, christmas, newYear, agent5}; desktop /lobby/rule/{name}.
  rule: page('public', '/rule/:name'),
  walletsPassword: page('private', '/walletsPassword'),
  walletsKyc: page('private', '/walletsKyc'),
  walletsKycUpload: page('private', '/walletsKycUpload'),
  termsOfUse: page('public', '/terms-of-use', '/lobby/terms'),
  privacyPolicy: page('public', '/privacy-policy', '/lobby/privacy'),
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof PAGES;

/**
 * Pages the spec lists for one layout only: the layout whose path is ours (docs/routes.md marks it). Data for the
 * docs and tests; the app does not need it.
 */
export const OURS: Readonly<Partial<Record<PageName, Layout>>> = {
  games: 'mobile',
  lobbyTask: 'desktop',
  lobbyActivity: 'desktop',
  member: 'mobile',
  search: 'desktop',
  apkDownload: 'desktop',
  firstCharge: 'desktop',
  inviteFriends: 'desktop',
  service: 'desktop',
  bankCardList: 'desktop',
  rewardDetail: 'desktop',
  profileUser: 'desktop',
  profileEmail: 'desktop',
  profileSuperior: 'desktop',
  profileMore: 'desktop',
  profileAgree: 'desktop',
  profileLicense: 'desktop',
  profileInfo: 'desktop',
  about: 'desktop',
  test: 'desktop',
  activities: 'desktop',
  cashBonus: 'desktop',
  agentCount: 'desktop',
  supply: 'desktop',
  festival: 'desktop',
  weekendLottery: 'desktop',
  christmas: 'desktop',
  newYear: 'desktop',
  depositEvery: 'desktop',
  // Not in the spec on either layout (docs/trust.md, docs/responsible-gaming.md): both paths are ours.
  fair: 'desktop',
  profileLimits: 'desktop',
  profileBreak: 'desktop',
  profileHistory: 'desktop',
  responsibleGaming: 'desktop',
  // Not in the spec: the page every outside link the app was given passes through (docs/promotions.md "OutLink").
  safeLink: 'desktop',
};
export const PAGE_NAMES = Object.keys(PAGES) as PageName[];

/**
 * Pages that fill the screen on desktop too, without the desktop shell: the game. Every other page a desktop
 * player can reach has the shell's menu and footer, including the desktop pages outside /lobby (the sign-in forms,
 * search, the app download, the first-deposit and invite pages: a desktop player gets the desktop layout
 * everywhere, and a guest at the log-in form still has the menu to go back to the games).
 */
export const FULL_SCREEN_PAGES: ReadonlySet<PageName> = new Set<PageName>(['start']);

/** The rule pages the mobile list names (spec §2); any other name opens the same (not yet built) page. */
export const RULE_NAMES = [
  'points',
  'signBonus',
  'agent',
  'dayBonus',
  'supply',
  'christmas',
  'newYear',
  'agent5',
] as const;

/**
 * Paths the spec redirects elsewhere than the twin rule would (spec §2 desktop: /profile/info → /lobby/profile).
 * Both layouts redirect to the page named here (query kept).
 */
export const ALIASES: Readonly<Record<Layout, Readonly<Record<string, PageName>>>> = {
  mobile: {},
  desktop: { '/profile/info': 'profile' },
};

/** A page with its path parameters and query: what links, menus, targets and machines' `navigate` carry. */
export interface PageLink {
  readonly page: PageName;
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
}

/** `link('noticeDetail', { id: '3' })`: a page link in one expression. */
export function link(
  page: PageName,
  params?: Readonly<Record<string, string>>,
  query?: Readonly<Record<string, string>>,
): PageLink {
  return { page, ...(params && Object.keys(params).length ? { params } : {}), ...(query ? { query } : {}) };
}

const paramNames = (pattern: string) =>
  pattern.split('/').flatMap((part) => (part.startsWith(':') ? [part.slice(1)] : []));

/** The parameter names a page's path takes (the same in both layouts). */
export function paramsOf(page: PageName): string[] {
  return paramNames(PAGES[page].mobile);
}

/** A page link's address in a layout: the path with its parameters filled in, then the query. */
export function pathOf(target: PageLink, layout: Layout): string {
  const pattern = PAGES[target.page][layout];
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(target.params?.[name] ?? missing(target.page, name)),
  );
  const query = new URLSearchParams(target.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

function missing(page: string, param: string): never {
  throw new Error(`page ${page} needs the parameter ${param}`);
}

/** Which page a path of one layout opens (parameters filled); null when the layout serves no page there. */
export function matchPath(pathname: string, layout: Layout): { page: PageName; params: Record<string, string> } | null {
  const parts = trimPath(pathname).split('/');
  for (const name of PAGE_NAMES) {
    const params = matchPattern(PAGES[name][layout], parts);
    if (params) return { page: name, params };
  }
  return null;
}

const trimPath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

function matchPattern(pattern: string, parts: readonly string[]): Record<string, string> | null {
  const want = pattern.split('/');
  if (want.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const expected = want[i]!;
    const actual = parts[i]!;
    if (expected.startsWith(':')) {
      if (actual === '') return null;
      try {
        params[expected.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (expected !== actual) return null;
  }
  return params;
}

/**
 * The page an in-app address opens, whichever layout wrote it (a banner or notice target of the server, a link
 * copied on another device): `/record/transaction?tab=withdrawals` and `/lobby/record/transaction?tab=withdrawals`
 * are the same page link. `/` and `/lobby` are the home. Null for an address no layout serves (or not in-app).
 */
export function pageLinkOfPath(address: string): PageLink | null {
  if (!address.startsWith('/') || address.startsWith('//')) return null;
  const [beforeHash = ''] = address.split('#');
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const search = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1);
  const query = Object.fromEntries(new URLSearchParams(search));
  const withQuery = (page: PageName, params: Record<string, string>) =>
    link(page, params, Object.keys(query).length ? query : undefined);
  const path = trimPath(pathname);
  if (path === '/' || path === '/lobby') return withQuery('home', {});
  const found = matchPath(path, 'mobile') ?? matchPath(path, 'desktop');
  // (An alias of ALIASES is always also a path of a page, so it reads back as that page.)
  return found ? withQuery(found.page, found.params) : null;
}

/**
 * Addresses the reference server answers itself, outside the app (its sandboxes: live chat, stand-ins for outside
 * sites). Seed data names them by path so every link stays on the app's origin.
 */
export const SERVER_PAGES_PREFIX = '/sandbox/';

/** An address a link may open in a new tab: http(s), or a path on this origin (never `//host`, `javascript:`…). */
export function isOpenableUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\'));
}
