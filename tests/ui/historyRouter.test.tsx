import { act, cleanup, render, screen } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { type AppHistory, HistoryRouter, useNavigating } from '../../src/platform/react/HistoryRouter';

/** Every (location, navigating) pair the page rendered with, in order. */
function Page({ seen }: { seen: string[] }) {
  const location = useLocation();
  const navigating = useNavigating();
  const shown = `${location.pathname}${location.search}${navigating ? ' (navigating)' : ''}`;
  seen.push(shown);
  return <output data-testid="page">{shown}</output>;
}

/** A redirect the app makes while the router's first render runs, before its listener subscribes. */
function RedirectOnce({ history, redirect }: { history: AppHistory; redirect: { to: string; done: boolean } }) {
  if (!redirect.done) {
    redirect.done = true;
    history.replace(redirect.to);
  }
  return null;
}

function setup(entry: string) {
  const history = createMemoryHistory({ initialEntries: [entry], v5Compat: true });
  const prepared: string[] = [];
  const waiting: Array<() => void> = [];
  const prepare = (location: { pathname: string }) => {
    prepared.push(location.pathname);
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  const seen: string[] = [];
  render(
    <HistoryRouter history={history} prepare={prepare}>
      <Page seen={seen} />
    </HistoryRouter>,
  );
  // Every preparation so far has its code.
  const release = () => {
    for (const resolve of waiting.splice(0)) resolve();
  };
  return { history, prepared, seen, release };
}

const page = () => screen.getByTestId('page').textContent;

afterEach(cleanup);

describe('the router adapter (src/platform/react/HistoryRouter.tsx)', () => {
  it('commits another page once its code is prepared, navigating meanwhile', async () => {
    const { history, prepared, release } = setup('/lobby/home');
    await act(async () => history.push('/wallet'));
    expect(prepared).toEqual(['/wallet']);
    expect(page()).toBe('/lobby/home (navigating)');
    await act(async () => release());
    expect(page()).toBe('/wallet');
  });

  it('follows the same page with another query at once: nothing to prepare, never navigating', async () => {
    const { history, prepared, seen } = setup('/lobby/home');
    await act(async () => history.replace('/lobby/home?tab=type-1'));
    expect(prepared).toEqual([]);
    expect(page()).toBe('/lobby/home?tab=type-1');
    expect(seen.filter((s) => s.endsWith('(navigating)'))).toEqual([]);
  });

  it('prepares a query change that follows a navigation still waiting for its code', async () => {
    const { history, prepared, release } = setup('/lobby/home');
    await act(async () => history.push('/wallet'));
    await act(async () => history.replace('/wallet?tab=2'));
    expect(prepared).toEqual(['/wallet', '/wallet']);
    await act(async () => release());
    expect(page()).toBe('/wallet?tab=2');
  });

  it('follows a navigation made before it listened (during its first render)', async () => {
    const history = createMemoryHistory({ initialEntries: ['/lobby/home'], v5Compat: true });
    const prepared: string[] = [];
    const redirect = { to: '/login?reason=sessionEnded', done: false };
    const seen: string[] = [];
    await act(async () => {
      render(
        <HistoryRouter
          history={history}
          prepare={async (location) => {
            prepared.push(location.pathname);
          }}
        >
          <RedirectOnce history={history} redirect={redirect} />
          <Page seen={seen} />
        </HistoryRouter>,
      );
    });
    expect(prepared).toEqual(['/login']);
    expect(page()).toBe('/login?reason=sessionEnded');
  });
});
