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
  /** Which layout's path is ours rather than the spec's (the spec lists the page for the other layout only). */
  readonly ours?: Layout;
}

const page = (mobile: string, desktop: string, access: Access, ours?: Layout): PageEntry =>
  ours ? { mobile, desktop, access, ours } : { mobile, desktop, access };

export const PAGES = {
  // Lobby (inside the layout's shell on both).
  home: page('/lobby/home', '/lobby/home', 'public'),
  games: page('/lobby/games', '/lobby/games', 'public', 'mobile'),
  wallets: page('/lobby/wallets/:id', '/lobby/wallets/:id', 'private'),
  notices: page('/lobby/notice', '/lobby/notice', 'public'),
  lobbyTask: page('/lobby/task', '/lobby/task', 'private', 'desktop'),
  lobbyActivity: page('/lobby/activity', '/lobby/activity', 'private', 'desktop'),
  rewards: page('/lobby/rewards', '/lobby/rewards', 'public'),
  member: page('/lobby/member', '/lobby/member', 'private', 'mobile'),
  // Standalone on both.
  login: page('/login', '/login', 'public'),
  lineLogin: page('/login/line', '/login/line', 'public'),
  register: page('/register', '/register', 'public'),
  forget: page('/forget', '/forget', 'public'),
  start: page('/start', '/start', 'private'),
  // The provably fair check of the demo game (docs/trust.md): ours on both layouts.
  fair: page('/fair', '/lobby/fair', 'private', 'mobile'),
  // Public on both (ours: a guest may search; docs/lobby.md); the desktop header's search button opens it.
  search: page('/search', '/search', 'public', 'desktop'),
  apkDownload: page('/apkdownload', '/apkdownload', 'public', 'desktop'),
  firstCharge: page('/activity/firstCharge', '/activity/firstCharge', 'private', 'desktop'),
  inviteFriends: page('/activity/inviteFriends', '/activity/inviteFriends', 'private', 'desktop'),
  // Twins: a mobile path and its desktop path under /lobby.
  withdrawal: page('/withdrawal/:name', '/lobby/withdrawal/:name', 'private'),
  points: page('/points', '/lobby/points', 'private'),
  service: page('/service', '/lobby/service', 'public', 'desktop'),
  bindBankCard: page('/bindBankCard', '/lobby/bindBankCard', 'private'),
  bankCardList: page('/bankCardList', '/lobby/bankCardList', 'private', 'desktop'),
  noticeDetail: page('/notice/detail/:id', '/lobby/notice/detail/:id', 'public'),
  rewardDetail: page('/reward/detail/:id', '/lobby/reward/detail/:id', 'private', 'desktop'),
  profile: page('/profile', '/lobby/profile', 'private'),
  profileUser: page('/profile/user', '/lobby/profile/user', 'private', 'desktop'),
  profileBank: page('/profile/bank', '/lobby/profile/bank', 'private'),
  profileTask: page('/profile/task', '/lobby/profile/task', 'private'),
  profileVip: page('/profile/vip', '/lobby/profile/vip', 'private'),
  profileEmail: page('/profile/email', '/lobby/profile/email', 'private', 'desktop'),
  profileSuperior: page('/profile/superior', '/lobby/profile/superior', 'private', 'desktop'),
  favorites: page('/profile/favorites', '/lobby/favorites', 'private'),
  profileMore: page('/profile/more', '/lobby/profile/more', 'private', 'desktop'),
  profileAgree: page('/profile/agree/:name', '/lobby/profile/agree/:name', 'private', 'desktop'),
  profileLicense: page('/profile/license', '/lobby/profile/license', 'private', 'desktop'),
  profileInfo: page('/profile/info', '/lobby/profile/info', 'private', 'desktop'),
  records: page('/record/transaction', '/lobby/record/transaction', 'private'),
  bind: page('/bind', '/lobby/bind', 'private'),
  about: page('/about', '/lobby/about', 'public', 'desktop'),
  test: page('/test', '/lobby/test', 'private', 'desktop'),
  activities: page('/activity', '/lobby/activities', 'private', 'desktop'),
  spin: page('/activity/spin', '/lobby/spin', 'private'),
  cashBonus: page('/activity/cashBonus', '/lobby/activity/cashBonus', 'private', 'desktop'),
  agent: page('/activity/agent', '/lobby/agent', 'private'),
  agentCount: page('/activity/agentCount', '/lobby/activity/agentCount', 'private', 'desktop'),
  agent5: page('/activity/agent5', '/lobby/agent5', 'private'),
  vipRebate: page('/activity/vipRebate', '/lobby/vipRebate', 'private'),
  follow: page('/activity/follow', '/lobby/follow', 'private'),
  supply: page('/activity/supply', '/lobby/activity/supply', 'private', 'desktop'),
  festival: page('/activity/festival', '/lobby/activity/festival', 'private', 'desktop'),
  weekendLottery: page('/activity/weekendLottery', '/lobby/activity/weekendLottery', 'public', 'desktop'),
  freeSign: page('/activity/freeSign', '/lobby/activity/freeSign', 'private'),
  christmas: page('/activity/christmas', '/lobby/activity/christmas', 'private', 'desktop'),
  newYear: page('/activity/newYear', '/lobby/activity/newYear', 'private', 'desktop'),
  depositEvery: page('/activity/depositEvery', '/lobby/activity/depositEvery', 'private', 'desktop'),
  sign: page('/activity/sign', '/lobby/sign', 'private'),
  signPay: page('/activity/signPay', '/lobby/signPay', 'private'),
  // Mobile lists /rule/{points, signBonus, agent, dayBonus, supply, christmas, newYear, agent5}; desktop /lobby/rule/{name}.
  rule: page('/rule/:name', '/lobby/rule/:name', 'public'),
  walletsPassword: page('/walletsPassword', '/lobby/walletsPassword', 'private'),
  walletsKyc: page('/walletsKyc', '/lobby/walletsKyc', 'private'),
  walletsKycUpload: page('/walletsKycUpload', '/lobby/walletsKycUpload', 'private'),
  termsOfUse: page('/terms-of-use', '/lobby/terms', 'public'),
  privacyPolicy: page('/privacy-policy', '/lobby/privacy', 'public'),
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof PAGES;
export const PAGE_NAMES = Object.keys(PAGES) as PageName[];

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
  if (found) return withQuery(found.page, found.params);
  for (const layout of ['desktop', 'mobile'] as const) {
    const alias = ALIASES[layout][path];
    if (alias) return withQuery(alias, {});
  }
  return null;
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
