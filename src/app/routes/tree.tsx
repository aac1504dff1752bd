import { type Location, matchRoutes, Navigate, type RouteObject, useLocation, useParams } from 'react-router-dom';
import {
  ALIASES,
  FULL_SCREEN_PAGES,
  type Layout,
  PAGE_NAMES,
  PAGES,
  type PageName,
  pathOf,
} from '../../api/contract/pages';
import { type Preloadable, preloadable } from '../../platform/navigation/preloadable';
import { AppRoot } from '../AppRoot';
import { PageMain } from '../layouts/PageMain';
import { type Lazy, notFound, notYetAvailable } from './build';
import { type RouteHandle, routeHandle } from './handle';
import { isLater, screenOf } from './screens';

const LOBBY = '/lobby/';

/** One lazy component per route module, whichever pages share it (the four profile pages, say). */
const screens = new WeakMap<Lazy, Preloadable<object>>();
/** The route module each route renders, to fetch it before a navigation commits (see `prepareRoute`). */
const modules = new WeakMap<RouteObject, Preloadable<object>>();

function screenOfModule(load: Lazy): Preloadable<object> {
  let screen = screens.get(load);
  if (!screen) {
    screen = preloadable(() => load().then((module) => module.Component));
    screens.set(load, screen);
  }
  return screen;
}

/** A route rendering a route module's screen. */
function lazyRoute(load: Lazy, route: RouteObject): RouteObject {
  const screen = screenOfModule(load);
  const withScreen = { ...route, element: <screen.Component /> } as RouteObject;
  modules.set(withScreen, screen);
  return withScreen;
}
const other = (layout: Layout): Layout => (layout === 'mobile' ? 'desktop' : 'mobile');

/** One page's route in a layout: its screen (or NotYetAvailable) with the access rule in its handle. */
function pageRoute(name: PageName, path: string): RouteObject {
  const screen = screenOf(name);
  const access = PAGES[name].access === 'public';
  if (isLater(screen)) {
    const handle: RouteHandle = { public: access, later: screen };
    return lazyRoute(notYetAvailable, { path, handle });
  }
  const handle: RouteHandle = { public: access };
  return lazyRoute(screen, { path, handle });
}

/**
 * A redirect to a page in this layout, keeping the path's parameters, the query and the hash. A pass-through for
 * the guard (public): the target decides whether a login is needed, so a guest opening `/` lands on the home.
 */
function redirectRoute(path: string, page: PageName, layout: Layout): RouteObject {
  const handle: RouteHandle = { public: true };
  return { path, handle, element: <RedirectToPage page={page} layout={layout} /> };
}

function RedirectToPage({ page, layout }: { page: PageName; layout: Layout }) {
  const params = useParams();
  const { search, hash } = useLocation();
  const filled = Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
  return <Navigate to={{ pathname: pathOf({ page, params: filled }, layout), search, hash }} replace />;
}

const relative = (path: string) => path.replace(/^\//, '');

/**
 * The route tree of a layout, generated from the page map: every page at its path in this layout (/lobby/* inside
 * the layout's shell); every path of the other layout that this one does not serve redirects to the same page here
 * (the twins: `/record/transaction?tab=withdrawals` on desktop lands on `/lobby/record/transaction?tab=withdrawals`);
 * the spec's own redirects (ALIASES); unknown addresses render NotFound. On desktop, a page outside /lobby that is
 * not full screen (FULL_SCREEN_PAGES) keeps its path and still sits in the desktop shell (a pathless layout route).
 * Every other page, and NotFound, sits in `PageMain`: each page has exactly one `main`, the shell's or that one.
 */
export function buildRoutes(layout: Layout): RouteObject[] {
  const served = new Set(PAGE_NAMES.map((name) => PAGES[name][layout]));
  const inShell: RouteObject[] = [];
  const standalone: RouteObject[] = [];
  const shellOutsideLobby: RouteObject[] = [];
  const redirects: RouteObject[] = [];
  for (const name of PAGE_NAMES) {
    const path = PAGES[name][layout];
    if (path.startsWith(LOBBY)) inShell.push(pageRoute(name, path.slice(LOBBY.length)));
    else if (layout === 'desktop' && !FULL_SCREEN_PAGES.has(name))
      shellOutsideLobby.push(pageRoute(name, relative(path)));
    else standalone.push(pageRoute(name, relative(path)));
  }
  const aliases = ALIASES[layout];
  for (const [path, page] of Object.entries(aliases)) redirects.push(redirectRoute(relative(path), page, layout));
  for (const name of PAGE_NAMES) {
    const twin = PAGES[name][other(layout)];
    if (served.has(twin) || Object.hasOwn(aliases, twin)) continue;
    redirects.push(redirectRoute(relative(twin), name, layout));
  }
  // `/` and `/lobby` open the home (query kept).
  const indexToHome = (): RouteObject => ({
    index: true,
    handle: { public: true } satisfies RouteHandle,
    element: <RedirectToPage page="home" layout={layout} />,
  });
  const layoutModule: Lazy =
    layout === 'desktop' ? () => import('../layouts/DesktopLayout') : () => import('../layouts/MobileLayout');
  const tree: RouteObject[] = [
    {
      path: '/',
      // The guard reads the access rule of the page the address matches in this tree.
      element: <AppRoot isPublic={publicRule(() => tree)} />,
      children: [
        indexToHome(),
        lazyRoute(layoutModule, { path: 'lobby', children: [indexToHome(), ...inShell] }),
        ...(shellOutsideLobby.length > 0 ? [lazyRoute(layoutModule, { children: shellOutsideLobby })] : []),
        ...redirects,
        // The pages outside the shell, and unknown addresses, in their one `main` (a pathless layout route).
        {
          element: <PageMain />,
          children: [...standalone, lazyRoute(notFound, { path: '*', handle: { public: true } satisfies RouteHandle })],
        },
      ],
    },
  ];
  return tree;
}

/** The route module a route renders (a page's screen, a layout, NotFound); none for a redirect. */
export function routeScreen(route: RouteObject): Preloadable<object> | undefined {
  return modules.get(route);
}

/** The access rule for the guard: whether the page at a pathname opens without login (its route's handle). */
function publicRule(tree: () => RouteObject[]): (pathname: string) => boolean {
  // The root re-renders with every session change (a heartbeat, a balance): match the tree again only when the
  // address changes (matchRoutes flattens and ranks every route on each call).
  let last: { pathname: string; open: boolean } | undefined;
  return (pathname) => {
    if (last?.pathname !== pathname) {
      last = { pathname, open: routeHandle(matchRoutes(tree(), pathname)?.at(-1)?.route.handle)?.public ?? false };
    }
    return last.open;
  };
}

/**
 * Fetches the route modules (layout and screen) that `location` renders in this tree, side by side; settles when
 * all have loaded or failed. The router commits a navigation after it (src/platform/react/HistoryRouter.tsx), and
 * the entry before the first render, so no screen suspends between two pages.
 */
export function prepareRoute(tree: RouteObject[], location: Pick<Location, 'pathname'>): Promise<void> {
  const matched = matchRoutes(tree, location.pathname) ?? [];
  return Promise.all(matched.map((match) => routeScreen(match.route)?.preload())).then(() => undefined);
}
