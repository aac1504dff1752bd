// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderReconciliation } from '../../src/api/client/ops/opsTypes';
import type { OpsSession } from '../../src/screens/ops/opsSession';
import { ReconciliationScreen } from '../../src/screens/ops/ReconciliationScreen';
import { mismatchedDay } from '../machines/ops/reconciliation.coverage';

/*
 * /ops/reconciliation as staff read it: a day with mismatches is marked in words with each round's figures, a clean
 * day says None; Run now refuses a day not over in Manila before calling, and runs yesterday. Only `fetch` and the
 * date are replaced; the page's machine runs for real.
 */

const clean: ProviderReconciliation = { ...mismatchedDay, providerId: 'acme', openRounds: 0, mismatches: [] };
const calls: Array<{ method: string; path: string; body: unknown }> = [];

beforeEach(() => {
  calls.length = 0;
  // The page's clock: noon in Manila on 10 March 2031.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2031-03-10T12:00:00+08:00'));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init.method ?? 'GET', path: url, body });
      return new Response(JSON.stringify({ ok: true, list: [mismatchedDay, clean] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const session = { send: vi.fn() } as unknown as OpsSession;

/** The back office renders amounts through react-intl in en-PH, as the ops entry does (its texts are English). */
const renderPage = () =>
  render(
    <IntlProvider locale="en-PH">
      <ReconciliationScreen token="tok" session={session} />
    </IntlProvider>,
  );

describe('/ops/reconciliation', () => {
  it('marks a day with mismatches in words and lists each round; a clean day says None', async () => {
    renderPage();
    const flagged = (await screen.findByText('1 mismatch')).closest('tr')!;
    expect(flagged.dataset.provider).toBe('demo-studio');
    expect(flagged.className).toBe('ops-row--flagged');
    expect(within(flagged).getByRole('listitem').textContent).toBe(
      'Round 7:3: bet ₱10.00, ledger ₱10.01; win ₱0.00, ledger ₱0.00',
    );
    const ok = document.querySelector('tr[data-provider="acme"]') as HTMLElement;
    expect(within(ok).getByTestId('reconciliation-mismatches').textContent).toBe('None');
    expect(calls).toEqual([{ method: 'GET', path: '/ops-api/reconciliation', body: undefined }]);
  });

  it('offers yesterday, refuses today before calling, and runs a day that is over', async () => {
    renderPage();
    await screen.findByText('1 mismatch');
    const day = screen.getByLabelText('Day') as HTMLInputElement;
    expect(day.value).toBe('2031-03-09');
    fireEvent.change(day, { target: { value: '2031-03-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run now' }));
    expect(screen.getByRole('status').textContent).toBe('Give a day (YYYY-MM-DD) that is over in Manila.');
    expect(calls).toHaveLength(1);

    fireEvent.change(day, { target: { value: '2031-03-08' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('2031-03-08 is reconciled again.')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/ops-api/reconciliation/run', body: { day: '2031-03-08' } });
  });
});
