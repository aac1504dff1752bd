// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { AppConfig } from '../../machines/session/session.machine';
import { SessionContext } from '../../src/screens/shared/sessionContext';
import { provideSession } from '../machines/session/provideSession';
import { appConfig, makeGame } from './fixtures';
import { memoryRouter } from './memoryRouter';
import { enPH } from './messages';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

type Entry = string | { pathname: string; search?: string; state?: unknown };

function renderApp(entry: Entry, config: AppConfig = appConfig) {
  const { history, router } = memoryRouter(entry);
  const logic = provideSession({ loadAnonymousConfig: fromPromise(async () => config) });
  render(
    <IntlProvider locale="en-PH" messages={enPH}>
      <SessionContext.Provider logic={logic}>{router}</SessionContext.Provider>
    </IntlProvider>,
  );
  return history;
}

const selected = (name: string) => screen.getByRole('tab', { name }).getAttribute('aria-selected');

describe('lobby tabs', () => {
  it('preselects a game type and its brand from the navigation state', async () => {
    renderApp({ pathname: '/lobby/home', state: { typeId: 1, brandId: 11 } });
    await screen.findByRole('tablist', { name: 'Brands' });
    expect(selected('Slots')).toBe('true');
    expect(selected('Jade Reels')).toBe('true');
    expect(selected('Coral Bay')).toBe('false');
  });

  it('ignores a navigation state naming a brand the type does not have (first brand shown)', async () => {
    renderApp({ pathname: '/lobby/home', state: { typeId: 1, brandId: 999 } });
    await screen.findByRole('tablist', { name: 'Brands' });
    expect(selected('Coral Bay')).toBe('true');
  });

  it('keeps the Home tab mounted (hidden) while another tab is shown, and remembers the brand per type', async () => {
    renderApp('/lobby/home');
    const popular = await screen.findByRole('list', { name: 'Popular games' });
    const homePanel = popular.closest('[role="tabpanel"]') as HTMLElement;
    expect(homePanel.dataset.trackingTab).toBe('home');

    fireEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Jade Reels' }));
    // The same Home element, still in the document, only hidden.
    expect(homePanel.isConnected).toBe(true);
    expect(homePanel.hidden).toBe(true);
    expect(document.querySelector('[data-tracking-tab="slots"]')).not.toBeNull();

    // A game type's tab is selected once its panel's code is here (a promise away once fetched).
    fireEvent.click(screen.getByRole('tab', { name: 'Live' }));
    await waitFor(() => expect(document.querySelector('[data-tracking-tab="live"]')).not.toBeNull());
    fireEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    await waitFor(() => expect(selected('Jade Reels')).toBe('true'));

    fireEvent.click(screen.getByRole('tab', { name: 'Collect' }));
    await screen.findByText('Log in to keep your favourite games here.');
    expect(document.querySelector('[data-tracking-tab="favorites"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Home' }));
    expect(homePanel.hidden).toBe(false);
    expect(screen.getByRole('list', { name: 'Popular games' })).toBe(popular);
  });

  it('renders only the rows it needs of a long grid (virtualised, rows of 5)', async () => {
    const many = Array.from({ length: 400 }, (_, i) => makeGame({ name: `Bulk ${i}`, brandId: 12, sort: i }));
    renderApp('/lobby/home?tab=type-1', { ...appConfig, gameList: [...appConfig.gameList!, ...many] });
    const grid = await screen.findByRole('list', { name: 'Coral Bay' });
    // 402 games = 81 rows; jsdom has no layout, so the grid shows its first rows only.
    expect(grid.dataset.rows).toBe('81');
    const cards = within(grid).getAllByTestId('game-card');
    expect(cards.length).toBeLessThanOrEqual(8 * 5);
    expect(cards.length).toBeGreaterThan(0);
  });
});

describe('search (/search)', () => {
  it('finds games by name as you type, narrowed by type and brand', async () => {
    renderApp('/search');
    const box = await screen.findByRole('searchbox');
    expect(screen.getByText('Type a game name, or choose a type or a brand.')).toBeTruthy();

    await act(async () => fireEvent.change(box, { target: { value: 'o' } }));
    const names = () =>
      within(screen.getByRole('list', { name: 'Search results' }))
        .getAllByTestId('game-card')
        .map((card) => card.querySelector('.game-card__name')?.textContent);
    // Playable games only (Closed Slot has status 0), in catalogue sort order.
    expect(names()).toEqual(expect.arrayContaining(['Golden Dragon', 'Lucky Koi', 'Mango Spins']));
    expect(names()).not.toContain('Closed Slot');

    fireEvent.change(screen.getByRole('combobox', { name: 'Game type' }), { target: { value: '2' } });
    expect(names()).toEqual(['Lucky Koi']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Game type' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Brand' }), { target: { value: '11' } });
    expect(names()).toEqual(expect.arrayContaining(['Golden Dragon']));
    expect(names()).not.toContain('Mango Spins');

    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(screen.getByText('No game matches your search.')).toBeTruthy();
  });
});
