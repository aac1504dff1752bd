// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RG_ERRCODE } from '../../src/api/contract/responsibleGaming';
import { local } from '../../src/platform/storage/storage';
import { forgetCachedToken } from '../../src/platform/storage/token';
import { historyMonths, quietMonths, rgSettings } from '../machines/profile/responsibleGaming.coverage';
import { answers, calls, LOAD, playerApp, refuse, renderApp } from './playerApp';

// The screens' machines and the session run for real; only the HTTP client and the RSA step are replaced.
vi.mock('../../src/api/client/call', () => ({ callApi: vi.fn() }));
vi.mock('../../src/platform/crypto/rsa', () => ({
  encryptPassword: vi.fn(async (password: string) => `rsa(${password})`),
}));
playerApp();

describe('the profile page', () => {
  it('has a Responsible gaming section linking the three pages and the help page', async () => {
    renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Responsible gaming' }, LOAD);
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Deposit limits', '/profile/limits'],
      ['Take a break', '/profile/break'],
      ['Account history', '/profile/history'],
      ['Help and support lines', '/lobby/responsible-gaming'],
    ]);
  });
});

describe('/lobby/responsible-gaming, the help page every responsible-gaming link opens', () => {
  /** The two help lines, as text and as links: the crisis line dialled by a tap, the regulator's site. */
  function expectHelpLines() {
    const lines = screen.getByRole('region', { name: 'Talk to someone' });
    const ncmh = within(lines).getByRole('heading', { level: 3, name: /National Center for Mental Health/ })
      .parentElement!;
    expect(within(ncmh).getByRole('link', { name: '1553' }).getAttribute('href')).toBe('tel:1553');
    expect(ncmh.textContent).toContain('1553 (toll-free from a landline)');
    const pagcor = within(lines).getByRole('heading', { level: 3, name: /PAGCOR/ }).parentElement!;
    const site = within(pagcor).getByRole('link', { name: 'www.pagcor.ph (opens in a new tab)' });
    expect(site.getAttribute('href')).toBe('https://www.pagcor.ph');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
    expect(pagcor.textContent).toContain('www.pagcor.ph');
  }

  it('shows a player their own tools, linked, then the help lines', async () => {
    renderApp('/lobby/responsible-gaming');
    expect(await screen.findByRole('heading', { level: 1, name: 'Responsible gaming' }, LOAD)).toBeTruthy();
    const tools = await screen.findByRole('region', { name: 'Your own tools' }, LOAD);
    await waitFor(() => expect(within(tools).queryByRole('link', { name: 'Log in' })).toBeNull(), LOAD);
    expect(
      within(tools)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Deposit limits and play reminder', '/profile/limits'],
      ['Take a break', '/profile/break'],
      ['Account history', '/profile/history'],
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Your own tools',
      'Talk to someone',
    ]);
    expectHelpLines();
  });

  it('asks a guest to log in for the tools, and shows the help lines all the same', async () => {
    // A guest: no token in storage, nor in the storage's or the token's memory.
    local.remove('token');
    forgetCachedToken();
    renderApp('/lobby/responsible-gaming');
    const tools = await screen.findByRole('region', { name: 'Your own tools' }, LOAD);
    await waitFor(
      () => expect(within(tools).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login'),
      LOAD,
    );
    expect(within(tools).queryByRole('link', { name: /Deposit limits/ })).toBeNull();
    expect(tools.textContent).toContain('Log in to set deposit limits');
    expectHelpLines();
  });
});

describe('/profile/limits', () => {
  it('ties a limit out of range to its field, then saves and says whether it applies now or later', async () => {
    answers.rgSettings = () => rgSettings();
    answers.rgSetDepositLimit = (payload) => {
      const { period, amount } = payload as { period: 'day' | 'week'; amount: number };
      const next = rgSettings();
      if (period === 'day') next.limits[0] = { period, amount, used: 300_00, pending: null };
      else
        next.limits[1] = { period, amount: 5_000_00, used: 300_00, pending: { amount, from: Date.UTC(2026, 0, 2, 4) } };
      return next;
    };
    renderApp('/profile/limits');
    const daily = (await screen.findByLabelText('Daily limit in pesos', undefined, LOAD)) as HTMLInputElement;
    expect(daily.value).toBe('1000');
    expect(screen.getByRole('region', { name: 'Weekly limit' }).textContent).toContain('Rises to ₱20,000.00 on');

    fireEvent.change(daily, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save daily limit' }));
    const rule = 'Enter whole pesos from ₱100.00 to ₱10,000,000.00, or leave the field empty for no limit.';
    await waitFor(() => expect(daily.getAttribute('aria-invalid')).toBe('true'), LOAD);
    const described = (daily.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Whole pesos from ₱100.00 to ₱10,000,000.00. Leave it empty for no limit.',
      rule,
    ]);
    expect(calls('rgSetDepositLimit')).toEqual([]);

    fireEvent.change(daily, { target: { value: '500' } });
    expect(daily.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save daily limit' }));
    const status = screen.getByTestId('limits-outcome');
    await waitFor(() => expect(status.textContent).toBe('Saved. Daily limit now: ₱500.00.'), LOAD);
    expect(status.getAttribute('role')).toBe('status');
    expect(calls('rgSetDepositLimit')).toEqual([{ period: 'day', amount: 500_00 }]);

    fireEvent.change(screen.getByLabelText('Weekly limit in pesos'), { target: { value: '30,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save weekly limit' }));
    await waitFor(
      () => expect(status.textContent).toMatch(/^Saved\. Weekly limit rises to ₱30,000\.00 on Jan 2, 2026, 12:00/),
      LOAD,
    );
  });

  it('saves the reality-check interval from a labelled radio group, and a failed load offers Retry', async () => {
    answers.rgSettings = refuse(9500);
    renderApp('/profile/limits');
    const retry = await screen.findByRole('button', { name: 'Retry' }, LOAD);
    answers.rgSettings = () => rgSettings();
    answers.rgSetRealityCheck = (payload) => rgSettings({ realityCheckMinutes: (payload as { minutes: 30 }).minutes });
    fireEvent.click(retry);
    const group = await screen.findByRole('group', { name: 'Remind me every' }, LOAD);
    const save = screen.getByRole('button', { name: 'Save interval' }) as HTMLButtonElement;
    expect((within(group).getByRole('radio', { name: '60 minutes' }) as HTMLInputElement).checked).toBe(true);
    expect(save.disabled).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: '30 minutes' }));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(
      () =>
        expect(screen.getByTestId('limits-outcome').textContent).toBe(
          'Saved. A reality check every 30 minutes of play.',
        ),
      LOAD,
    );
    expect(calls('rgSetRealityCheck')).toEqual([{ minutes: 30 }]);
  });
});

describe('/profile/break', () => {
  it('confirms with the end date and the password; a wrong one is tied to the field; then /login says until when', async () => {
    const until = Date.UTC(2026, 0, 8, 4);
    let tries = 0;
    answers.rgTakeBreak = () => {
      tries += 1;
      if (tries === 1) refuse(RG_ERRCODE.wrongPassword)();
      return { break: { kind: 'timeOut', until } };
    };
    const history = renderApp('/profile/break');
    const timeOut = await screen.findByRole('group', { name: 'Time-out' }, LOAD);
    expect(screen.getByRole('group', { name: 'Self-exclusion' })).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(within(timeOut).getByRole('radio', { name: '7 days' }));
    expect(next.disabled).toBe(false);
    fireEvent.click(next);

    const heading = await screen.findByRole('heading', { name: 'Confirm your break' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByTestId('break-ends').textContent).toMatch(/^You are taking a time-out of 7 days\. It ends on /);
    expect(screen.getByText(/It cannot be undone or shortened\./)).toBeTruthy();

    const password = screen.getByLabelText('Your login password') as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Start my break' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'), LOAD);
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter your login password to confirm.',
    );
    expect(calls('rgTakeBreak')).toEqual([]);

    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start my break' }));
    await waitFor(
      () =>
        expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
          'That password is wrong.',
        ),
      LOAD,
    );
    expect(password.value).toBe('');

    fireEvent.change(password, { target: { value: 'Secret12' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start my break' }));
    });
    const why = await screen.findByTestId('login-reason', undefined, LOAD);
    expect(why.textContent).toBe(
      'You are on a break until January 8, 2026 at 12:00 PM. You can log in again once it ends.',
    );
    expect(history.location.pathname).toBe('/login');
    expect(calls('rgTakeBreak')).toEqual([
      { breakId: 'timeOut7d', password: 'rsa(wrong)' },
      { breakId: 'timeOut7d', password: 'rsa(Secret12)' },
    ]);
    expect(calls('logout')).toEqual([]);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('/profile/history', () => {
  it('shows 12 months as a table with signed net results, or a note when all are zero', async () => {
    answers.rgHistory = () => ({ months: historyMonths() });
    renderApp('/profile/history');
    const table = await screen.findByRole('table', { name: 'Your last 12 months (Manila time)' }, LOAD);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Deposits', 'Withdrawals', 'Game result']);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('December 2025');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['₱2,000.00', '₱500.00', '-₱500.00']);
    cleanup();

    answers.rgHistory = () => ({ months: quietMonths });
    renderApp('/profile/history');
    expect((await screen.findByTestId('history-empty', undefined, LOAD)).textContent).toBe(
      'No deposits, withdrawals or games in the last 12 months.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});
