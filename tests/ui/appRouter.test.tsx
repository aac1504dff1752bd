import { act, cleanup, render, screen } from '@testing-library/react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  Outlet,
  type RouteObject,
  useParams,
  useResolvedPath,
  useRoutes,
} from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRouter } from '../../src/app/AppRouter';
import { HistoryRouter } from '../../src/platform/react/HistoryRouter';

/** What a screen reads from the route context: its params and the paths its relative links resolve to. */
function Probe({ name }: { name: string }) {
  const params = useParams();
  const here = useResolvedPath('.').pathname;
  const up = useResolvedPath('..').pathname;
  return <output data-testid="probe">{JSON.stringify({ name, params, here, up })}</output>;
}

function Layout() {
  return (
    <section data-testid="layout">
      <Outlet />
    </section>
  );
}

const routes: RouteObject[] = [
  {
    path: '/lobby',
    element: <Layout />,
    children: [
      { path: 'home', element: <Probe name="home" /> },
      { path: 'notice/:id', element: <Probe name="notice" /> },
      { path: 'games/*', element: <Probe name="games" /> },
    ],
  },
  { path: '/withdrawal/:name', Component: () => <Probe name="withdrawal" /> },
  { path: '*', element: <Probe name="not found" /> },
];

const ADDRESSES = [
  '/lobby/home',
  '/lobby/notice/a%20b',
  '/lobby/notice/50%25%20off',
  '/lobby/games/slots/new',
  '/withdrawal/G%C3%A9cash',
  '/nowhere/at/all',
];

function ReactRouterRoutes() {
  return useRoutes(routes);
}

/** What each address shows, rendered by `render` on a browser history (its encodeLocation, as in the app). */
async function shown(renderRouter: (history: ReturnType<typeof createBrowserHistory>) => void) {
  window.history.replaceState(null, '', '/lobby/home');
  const history = createBrowserHistory({ window, v5Compat: true });
  renderRouter(history);
  const seen: Record<string, unknown> = {};
  for (const address of ADDRESSES) {
    await act(async () => history.push(address));
    const probe = await screen.findByTestId('probe');
    seen[address] = { ...JSON.parse(probe.textContent ?? '{}'), inLayout: screen.queryByTestId('layout') !== null };
  }
  cleanup();
  return seen;
}

afterEach(cleanup);

describe("the app's route rendering (src/app/AppRouter.tsx)", () => {
  it('gives every screen the params and relative paths react-router’s useRoutes gives it', async () => {
    const ours = await shown((history) => render(<AppRouter routes={routes} history={history} />));
    const theirs = await shown((history) =>
      render(
        <HistoryRouter history={history} prepare={async () => undefined}>
          <ReactRouterRoutes />
        </HistoryRouter>,
      ),
    );
    expect(ours).toEqual(theirs);
    // The same, and right: decoded params, encoded paths, the layout around its pages only.
    expect(ours['/lobby/notice/50%25%20off']).toEqual({
      name: 'notice',
      params: { id: '50% off' },
      here: '/lobby/notice/50%25%20off',
      up: '/lobby',
      inLayout: true,
    });
    expect(ours['/withdrawal/G%C3%A9cash']).toMatchObject({ name: 'withdrawal', params: { name: 'Gécash' } });
    expect(ours['/nowhere/at/all']).toMatchObject({ name: 'not found', inLayout: false });
  });
});
