import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTES_DOC, renderRoutesDoc } from '../../scripts/docs-routes';
import {
  ALIASES,
  FULL_SCREEN_PAGES,
  type Layout,
  link,
  matchPath,
  OURS,
  PAGE_NAMES,
  PAGES,
  type PageName,
  pageLinkOfPath,
  paramsOf,
  pathOf,
  RULE_NAMES,
} from '../../src/api/contract/pages';
import { PageMain } from '../../src/app/layouts/PageMain';
import { PAGE_SCREENS, PLANNED_PAGES } from '../../src/app/routes/screens';
import { buildRoutes, routeScreen } from '../../src/app/routes/tree';

/** Spec §2 "Mobile routes", written out ({id} as :id; /lobby and /profile children, /activity and /rule pages). */
const SPEC_MOBILE = [
  '/lobby/home',
  '/lobby/wallets/:id',
  '/lobby/notice',
  '/lobby/task',
  '/lobby/activity',
  '/lobby/rewards',
  '/withdrawal/:name',
  '/points',
  '/service',
  '/bindBankCard',
  '/bankCardList',
  '/start',
  '/search',
  '/notice/detail/:id',
  '/reward/detail/:id',
  '/profile',
  ...['user', 'bank', 'task', 'vip', 'email', 'superior', 'favorites', 'more', 'agree/:name', 'license', 'info'].map(
    (child) => `/profile/${child}`,
  ),
  '/record/transaction',
  '/bind',
  '/forget',
  '/about',
  '/login',
  '/register',
  '/test',
  '/apkdownload',
  '/activity',
  ...[
    'spin',
    'cashBonus',
    'agent',
    'agentCount',
    'agent5',
    'vipRebate',
    'follow',
    'supply',
    'festival',
    'weekendLottery',
    'freeSign',
    'christmas',
    'newYear',
    'firstCharge',
    'inviteFriends',
    'depositEvery',
    'sign',
    'signPay',
  ].map((name) => `/activity/${name}`),
  '/walletsPassword',
  '/walletsKyc',
  '/walletsKycUpload',
  '/terms-of-use',
  '/privacy-policy',
];
const SPEC_MOBILE_PUBLIC = [
  '/lobby/home',
  '/lobby/notice',
  '/lobby/rewards',
  '/service',
  '/notice/detail/:id',
  '/forget',
  '/about',
  '/login',
  '/register',
  '/apkdownload',
  '/activity/weekendLottery',
  '/terms-of-use',
  '/privacy-policy',
  '/rule/:name',
];

/** Spec §2 "Desktop routes": /login, /register, /forget, /start and the /lobby children. */
const SPEC_DESKTOP = [
  '/login',
  '/register',
  '/forget',
  '/start',
  ...[
    'home',
    'wallets/:id',
    'rewards',
    'notice',
    'notice/detail/:id',
    'member',
    'profile',
    'bindBankCard',
    'points',
    'rule/:name',
    'bind',
    'record/transaction',
    'favorites',
    'activity/freeSign',
    'sign',
    'signPay',
    'follow',
    'spin',
    'vipRebate',
    'agent',
    'agent5',
    'profile/bank',
    'profile/vip',
    'profile/task',
    'withdrawal/:name',
    'terms',
    'privacy',
    'walletsPassword',
    'walletsKyc',
    'walletsKycUpload',
  ].map((child) => `/lobby/${child}`),
];
const SPEC_DESKTOP_PUBLIC = ['/login', '/register', '/forget', '/lobby/home', '/lobby/rewards', '/lobby/notice'];
/** Spec §2 desktop redirects: path → where it lands. */
const SPEC_DESKTOP_REDIRECTS = {
  '/bind': '/lobby/bind',
  '/profile/info': '/lobby/profile',
  '/bindBankCard': '/lobby/bindBankCard',
  '/points': '/lobby/points',
};

const LAYOUTS: Layout[] = ['mobile', 'desktop'];
const patternsOf = (layout: Layout) => PAGE_NAMES.map((name) => PAGES[name][layout]);
const sample = (page: PageName) => link(page, Object.fromEntries(paramsOf(page).map((p) => [p, `x${p}1`])));

const isPageMain = (element: unknown): boolean =>
  typeof element === 'object' && element !== null && (element as { type?: unknown }).type === PageMain;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/** The leaf route a layout's generated tree matches for a path. */
function leaf(routes: RouteObject[], path: string): RouteObject | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route;
}

describe('the page map (spec §2)', () => {
  it('serves every mobile path of the spec on mobile, with its access rule', () => {
    const patterns = patternsOf('mobile');
    for (const path of SPEC_MOBILE) expect(patterns, path).toContain(path);
    for (const name of RULE_NAMES) expect(matchPath(`/rule/${name}`, 'mobile')?.page).toBe('rule');
    for (const name of PAGE_NAMES) {
      const expected = SPEC_MOBILE_PUBLIC.includes(PAGES[name].mobile) ? 'public' : 'private';
      // Ours (docs/routes.md): search, the LINE callback, the responsible-gaming help page (a guest looking for help
      // finds it) and the safe-link page (an outside link may be opened from a guest's page too) are public;
      // desktop-only pages keep their desktop rule.
      const publicOurs = ['search', 'lineLogin', 'responsibleGaming', 'safeLink'];
      if (publicOurs.includes(name) || OURS[name] === 'mobile') continue;
      expect(PAGES[name].access, name).toBe(expected);
    }
  });

  it('serves every desktop path of the spec on desktop, public where the spec marks it', () => {
    const patterns = patternsOf('desktop');
    for (const path of SPEC_DESKTOP) expect(patterns, path).toContain(path);
    for (const path of SPEC_DESKTOP_PUBLIC) expect(PAGES[matchPath(path, 'desktop')!.page].access, path).toBe('public');
  });

  it('gives every page one name and every path one page, in both layouts', () => {
    expect(new Set(PAGE_NAMES).size).toBe(PAGE_NAMES.length);
    const owner = new Map<string, PageName>();
    for (const name of PAGE_NAMES) {
      for (const layout of LAYOUTS) {
        const key = PAGES[name][layout].replace(/:[A-Za-z]+/g, ':');
        expect(owner.get(key) ?? name, `${key} is ${owner.get(key)} and ${name}`).toBe(name);
        owner.set(key, name);
      }
    }
  });

  it('keeps twins symmetric: a path of either layout reads back as its page, with params and query', () => {
    for (const name of PAGE_NAMES) {
      const target = { ...sample(name), query: { tab: 'withdrawals' } };
      for (const layout of LAYOUTS) expect(pageLinkOfPath(pathOf(target, layout)), `${name} ${layout}`).toEqual(target);
      expect(paramsOf(name).sort(), name).toEqual(
        PAGES[name].desktop
          .split('/')
          .filter((part) => part.startsWith(':'))
          .map((part) => part.slice(1))
          .sort(),
      );
    }
    expect(pathOf(pageLinkOfPath('/record/transaction?tab=withdrawals')!, 'desktop')).toBe(
      '/lobby/record/transaction?tab=withdrawals',
    );
    expect(pathOf(pageLinkOfPath('/lobby/notice/detail/3')!, 'mobile')).toBe('/notice/detail/3');
    expect(pageLinkOfPath('/lobby')).toEqual({ page: 'home' });
    expect(pageLinkOfPath('/no/such/page')).toBeNull();
    expect(pageLinkOfPath('https://example.com/lobby/home')).toBeNull();
    expect(pageLinkOfPath('//example.com/lobby/home')).toBeNull();
    expect(() => pathOf({ page: 'noticeDetail' }, 'mobile')).toThrow(/id/);
  });
});

describe('the generated route trees', () => {
  for (const layout of LAYOUTS) {
    const routes = buildRoutes(layout);
    const other: Layout = layout === 'mobile' ? 'desktop' : 'mobile';

    it(`${layout}: every page opens its screen at its path, with the access rule in its handle`, () => {
      for (const name of PAGE_NAMES) {
        const route = leaf(routes, pathOf(sample(name), layout));
        expect(route?.path, name).not.toBe('*');
        expect(route && routeScreen(route), `${name} is a page, not a redirect`).toBeDefined();
        expect(route?.handle, name).toMatchObject({ public: PAGES[name].access === 'public' });
      }
    });

    it(`${layout}: every path of the other layout redirects here (or is the same page); unknown is NotFound`, () => {
      for (const name of PAGE_NAMES) {
        const twin = pathOf(sample(name), other);
        const route = leaf(routes, twin);
        expect(route?.path, twin).not.toBe('*');
        if (twin !== pathOf(sample(name), layout))
          expect(route && routeScreen(route), `${twin} redirects`).toBeUndefined();
      }
      expect(leaf(routes, '/no/such/page')?.path).toBe('*');
      expect(leaf(routes, '/lobby/no-such-page')?.path).toBe('*');
    });
  }

  it('every page sits in its layout’s shell but the full-screen ones (desktop: also outside /lobby)', () => {
    for (const layout of LAYOUTS) {
      const routes = buildRoutes(layout);
      const lobby = routes[0]?.children?.find((route) => route.path === 'lobby');
      const shell = lobby && routeScreen(lobby);
      expect(shell).toBeDefined();
      for (const name of PAGE_NAMES) {
        const path = pathOf(sample(name), layout);
        const inShell = (matchRoutes(routes, path) ?? []).some((match) => routeScreen(match.route) === shell);
        const expected = layout === 'desktop' ? !FULL_SCREEN_PAGES.has(name) : path.startsWith('/lobby/');
        expect(inShell, `${layout} ${path}`).toBe(expected);
      }
    }
  });

  it('every page, and an unknown address, sits in exactly one `main`: its shell’s or PageMain', () => {
    for (const layout of LAYOUTS) {
      const routes = buildRoutes(layout);
      const lobby = routes[0]?.children?.find((route) => route.path === 'lobby');
      const shell = lobby && routeScreen(lobby);
      const mains = (path: string) =>
        (matchRoutes(routes, path) ?? []).filter(
          (match) => routeScreen(match.route) === shell || isPageMain(match.route.element),
        ).length;
      for (const name of PAGE_NAMES) expect(mains(pathOf(sample(name), layout)), `${layout} ${name}`).toBe(1);
      expect(mains('/no/such/page'), `${layout} not found`).toBe(1);
    }
  });

  it('no screen draws a `main` of its own (the layouts and PageMain do; the staff console is its own app)', () => {
    const drawn = sourceFiles(join('src', 'screens'))
      .filter((file) => !file.startsWith(join('src', 'screens', 'ops')))
      .filter((file) => /<main[\s>]/.test(readFileSync(file, 'utf8')));
    expect(drawn).toEqual([]);
  });

  it('desktop keeps the spec redirects', () => {
    for (const [from, to] of Object.entries(SPEC_DESKTOP_REDIRECTS)) {
      const target = ALIASES.desktop[from] ?? pageLinkOfPath(from)?.page;
      expect(target && PAGES[target].desktop, from).toBe(to);
    }
  });
});

describe('the screens of the pages', () => {
  it('binds only pages of the map, and never marks a built page as still to come', () => {
    for (const name of Object.keys(PAGE_SCREENS)) expect(PAGE_NAMES).toContain(name);
    for (const name of Object.keys(PLANNED_PAGES)) {
      expect(PAGE_NAMES).toContain(name);
      expect(PAGE_SCREENS[name as PageName], name).toBeUndefined();
    }
    // The pages built so far (docs/routes.md): a page losing its screen must be a deliberate change here.
    expect(Object.keys(PAGE_SCREENS)).toHaveLength(69);
  });
});

describe('docs/routes.md', () => {
  it('holds the table generated from the page map (npx tsx scripts/docs-routes.ts)', () => {
    const current = readFileSync(ROUTES_DOC, 'utf8');
    expect(renderRoutesDoc(current)).toBe(current);
  });
});
