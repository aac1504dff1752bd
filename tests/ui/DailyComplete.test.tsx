// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { local } from '../../src/platform/storage/storage';
import { dailyAnswer } from '../machines/activity/dailyComplete.coverage';
import { answers, calls, LOAD, playerApp, renderApp } from './playerApp';

// The session, the overlays and the home's activity modal run for real; only the HTTP client is replaced.
vi.mock('../../src/api/client/call', () => ({ callApi: vi.fn() }));
vi.mock('../../src/platform/crypto/rsa', () => ({ encryptPassword: vi.fn(async (p: string) => `rsa(${p})`) }));
playerApp();

const TITLE = "Today's tasks: all done!";

describe('the daily-complete modal on the home', () => {
  // The activity modals come first in the queue: this player has seen them.
  // Through the storage adapter: it caches what it parsed, which clearing the window's storage does not reach.
  beforeEach(() => {
    local.remove('dailyCompleteModalAt');
    local.set('activityModalIds', [39, 40]);
  });

  it('waits behind an activity modal the player has not seen', async () => {
    local.remove('activityModalIds');
    answers.getTaskUser = () => dailyAnswer({ 106: 2, 116: 2 });
    renderApp('/lobby/home');
    await screen.findByRole('dialog', { name: 'First Deposit Bonus' }, LOAD);
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
    expect(local.get('dailyCompleteModalAt')).toBeUndefined();
  });

  it('congratulates once the day is done, points to the waiting awards, and stays closed for the day', async () => {
    answers.getTaskUser = () => dailyAnswer({ 106: 1, 116: 2 });
    const history = renderApp('/lobby/home');
    const dialog = await screen.findByRole('dialog', { name: TITLE }, LOAD);
    expect(dialog.getAttribute('aria-describedby')).toBe('daily-complete-body');
    expect(document.getElementById('daily-complete-body')?.textContent).toContain('claim them on the Tasks page');
    fireEvent.click(screen.getByRole('link', { name: 'Claim rewards' }));
    await waitFor(() => expect(history.location.pathname).toBe('/profile/task'), LOAD);
    expect(Object.keys(local.get('dailyCompleteModalAt') ?? {})).toHaveLength(1);

    // The same day, the home again: nothing shows (the menu's own read of the tasks is the only one).
    cleanup();
    const reads = calls('getTaskUser').length;
    renderApp('/lobby/home');
    await waitFor(() => expect(calls('getTaskUser').length).toBeGreaterThan(reads), LOAD);
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
  });

  it('shows nothing while a daily task is still open', async () => {
    answers.getTaskUser = () => dailyAnswer({ 106: 2 });
    renderApp('/lobby/home');
    await waitFor(() => expect(calls('getTaskUser').length).toBeGreaterThan(0), LOAD);
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
  });

  it('says to come back tomorrow when every award is claimed; its button closes it', async () => {
    answers.getTaskUser = () => dailyAnswer({ 106: 2, 116: 2 });
    renderApp('/lobby/home');
    await screen.findByRole('dialog', { name: TITLE }, LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'See you tomorrow' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
  });
});
