// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { AppConfig } from '../../machines/session/session.machine';
import { ErrcodeError } from '../../src/api/client/errors';
import { local } from '../../src/platform/storage/storage';
import { Component as NotYetAvailable } from '../../src/screens/missingPages/NotYetAvailable';
import { SessionContext } from '../../src/screens/shared/sessionContext';
import { provideSession } from '../machines/session/provideSession';
import { appConfig } from './fixtures';
import { memoryRouter } from './memoryRouter';
import { enPH } from './messages';

beforeEach(() => {
  localStorage.clear();
  // jsdom has no scrolling; the scroll reset calls it on every navigation.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(cleanup);

/** The log-in page loads lazily: a test that ends on it lets its modules finish loading before the page goes. */
const loginPageLoaded = () => import('../../src/screens/auth/LoginScreen');
vi.setConfig({ testTimeout: 30_000 });

/** The app as src/app/App.tsx mounts it, with the start-up call swapped for a test double. */
function renderApp(path: string, load: () => Promise<AppConfig>) {
  const { history, router } = memoryRouter(path);
  const logic = provideSession({ loadAnonymousConfig: fromPromise(load) });
  render(
    <IntlProvider locale="en-PH" messages={enPH}>
      <SessionContext.Provider logic={logic}>{router}</SessionContext.Provider>
    </IntlProvider>,
  );
  return history;
}

/** A promise the test settles when it wants, to look at the `starting` state first. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flowRoot = () => document.querySelector('.lobby-home') as HTMLElement;

describe('guest home (/lobby/home)', () => {
  it('shows a skeleton while starting, then Home, Collect and the active game types by sort', async () => {
    const answer = deferred<AppConfig>();
    renderApp('/lobby/home', () => answer.promise);
    // The first render of the file loads the lazy home route (module transform on a cold cache takes > 1 s).
    expect(await screen.findByRole('status', { name: 'Loading the lobby' })).toBeTruthy();
    expect(flowRoot().dataset.state).toBe('starting');

    await act(async () => answer.resolve(appConfig));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Home', 'Collect', 'Slots', 'Live', 'Fish']);
    expect(flowRoot().dataset.state).toBe('guest');
    expect(screen.getByRole('tab', { name: 'Home' }).getAttribute('aria-selected')).toBe('true');
  });

  it("paints a returning guest's stored catalogue while appConfig is on its way, then keeps it", async () => {
    local.set('webConfig', appConfig.webConfig);
    local.set('gameList', appConfig.gameList ?? []);
    local.set('gameVersion', 'v1');
    const answer = deferred<AppConfig>();
    renderApp('/lobby/home', () => answer.promise);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Home', 'Collect', 'Slots', 'Live', 'Fish']);
    expect(flowRoot().dataset.state).toBe('starting');
    expect(screen.queryByRole('status', { name: 'Loading the lobby' })).toBeNull();
    expect(await screen.findByRole('list', { name: 'Popular games' })).toBeTruthy();

    await act(async () => answer.resolve({ ...appConfig, gameList: null }));
    expect(flowRoot().dataset.state).toBe('guest');
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    local.clear();
  });

  it('lists the popular games (hot, showType 0) by hotSort on the Home tab', async () => {
    renderApp('/lobby/home', async () => appConfig);
    const grid = await screen.findByRole('list', { name: 'Popular games' });
    const names = within(grid)
      .getAllByTestId('game-card')
      .map((card) => card.querySelector('.game-card__name')?.textContent);
    expect(names).toEqual(['Lucky Koi', 'Golden Dragon']);
  });

  it('keeps the selected tab in the URL and shows that type’s games under brand sub-tabs', async () => {
    const history = renderApp('/lobby/home', async () => appConfig);
    fireEvent.click(await screen.findByRole('tab', { name: 'Slots' }));
    await vi.waitFor(() => expect(history.location.search).toBe('?tab=type-1'), { timeout: 15_000 });
    expect(screen.getByRole('tab', { name: 'Slots' }).getAttribute('aria-selected')).toBe('true');
    // The game-type panel is a lazy chunk, loaded on first selection.
    const brands = await screen.findByRole('tablist', { name: 'Brands' });
    expect(
      within(brands)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Coral Bay', 'Jade Reels']);
    const coral = screen.getByRole('list', { name: 'Coral Bay' });
    const names = (list: HTMLElement) =>
      within(list)
        .getAllByTestId('game-card')
        .map((card) => card.querySelector('.game-card__name')?.textContent);
    expect(names(coral)).toEqual(['Pearl Rush', 'Mango Spins']);
    fireEvent.click(within(brands).getByRole('tab', { name: 'Jade Reels' }));
    // On a busy machine the chosen brand's panel can be committed a render after the click.
    expect(names(await screen.findByRole('list', { name: 'Jade Reels' }))).toEqual(['Golden Dragon', 'Hidden Hot']);
    expect(screen.queryByText('Closed Slot')).toBeNull();
  });

  it('opens the tab named in the URL, and shows guests an empty Collect tab', async () => {
    renderApp('/lobby/home?tab=collect', async () => appConfig);
    expect((await screen.findByRole('tab', { name: 'Collect' })).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Log in to keep your favourite games here.')).toBeTruthy();
  });

  it('shows the start-up error with Retry, and Retry starts again', async () => {
    let calls = 0;
    renderApp('/lobby/home', async () => {
      calls += 1;
      if (calls === 1) throw new ErrcodeError('/app/v1/anonymous/appConfig', 9500, 500);
      return appConfig;
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The lobby could not be loaded.');
    expect(alert.textContent).toContain('Something went wrong (error 9500).');
    expect(flowRoot().dataset.state).toBe('failed');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'Slots' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('shows the reference of a failure on the server side, for the player to quote to support', async () => {
    renderApp('/lobby/home', async () => {
      const crashed = new ErrcodeError('/app/v1/anonymous/appConfig', 9001, 500);
      crashed.reference = 'req-5b0e9c41';
      throw crashed;
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong on our side (error 9001). Reference: req-5b0e9c41');
  });

  it('sends a guest who starts a game to /login', async () => {
    const history = renderApp('/lobby/home', async () => appConfig);
    fireEvent.click(await screen.findByRole('button', { name: /Golden Dragon$/ }));
    await vi.waitFor(() => expect(history.location.pathname).toBe('/login'), { timeout: 15_000 });
    expect((history.location.state as { from: { pathname: string } }).from.pathname).toBe('/start');
    await loginPageLoaded();
  });

  it('sends a guest who presses a favourite star to /login, changing nothing', async () => {
    const history = renderApp('/lobby/home', async () => appConfig);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Golden Dragon to favourites' }));
    await vi.waitFor(() => expect(history.location.pathname).toBe('/login'), { timeout: 15_000 });
    expect(localStorage.getItem('userState')).toBeNull();
    await loginPageLoaded();
  });
});

describe('route trees', () => {
  it('redirects / to the home', async () => {
    const history = renderApp('/', async () => appConfig);
    await vi.waitFor(() => expect(history.location.pathname).toBe('/lobby/home'), { timeout: 15_000 });
  });

  it('renders the shared not-yet-available page for a route without a screen', async () => {
    // Every public page has its screen: the not-yet-available page itself, routed.
    render(
      <IntlProvider locale="en-PH" messages={enPH}>
        <MemoryRouter initialEntries={['/activity/festival']}>
          <NotYetAvailable />
        </MemoryRouter>
      </IntlProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Coming soon' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/lobby/home');
  });

  it('opens the public weekend lottery for a guest, without a login', async () => {
    const history = renderApp('/activity/weekendLottery', async () => appConfig);
    expect(await screen.findByRole('heading', { name: 'Weekend Lottery' })).toBeTruthy();
    expect(history.location.pathname).toBe('/activity/weekendLottery');
  });

  it('shows a guest the rewards list: the configured offers, or that there are none', async () => {
    renderApp('/lobby/rewards', async () => appConfig);
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeTruthy();
    expect(document.querySelector('[data-rewards="guest"]')).toBeTruthy();
    // This configuration has no offers: the list says so.
    expect(screen.getByText('No promotions right now. Check back soon.')).toBeTruthy();
  });

  it('shows the not-found page for unknown addresses', async () => {
    renderApp('/no/such/page', async () => appConfig);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
