// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BonusCostScreen } from '../../src/screens/ops/BonusCostScreen';
import type { OpsSession } from '../../src/screens/ops/opsSession';
import { bonusDays } from '../machines/ops/reports.coverage';

/*
 * /ops/bonus-cost as marketing reads it: the range's bonus cost, payouts and players, each promotion with its cost,
 * payouts and players, a row per day with each promotion's cost, the chart's lines, and the CSV download; nothing of
 * the house's cash is on the page. Only `fetch`, the chart library and the date are replaced; the machine runs for real.
 */

const calls: string[] = [];
const charts: { labels: string[]; data: number[][] }[] = [];

vi.mock('uplot', () => ({
  default: class {
    constructor(options: { series: { label?: string }[] }, data: number[][]) {
      charts.push({ labels: options.series.slice(1).map((s) => s.label ?? ''), data });
    }
    destroy() {}
  },
}));

beforeEach(() => {
  calls.length = 0;
  charts.length = 0;
  // The page's clock: noon in Manila on 10 March 2031.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2031-03-10T12:00:00+08:00'));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url.includes('/csv?'))
        return new Response('day,bonus_cost\r\n', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="bonus-cost-2031-03-04-to-2031-03-10.csv"' },
        });
      return new Response(JSON.stringify({ ok: true, report: bonusDays }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  // The download is handed to the browser through an object URL.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const session = { send: vi.fn() } as unknown as OpsSession;

const renderPage = () =>
  render(
    <IntlProvider locale="en-PH">
      <BonusCostScreen token="tok" session={session} />
    </IntlProvider>,
  );

const rowText = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('/ops/bonus-cost', () => {
  it("reads the last seven days' bonus cost and shows the totals, each promotion and each day", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bonus cost');
    expect(await screen.findByRole('heading', { name: 'Totals, 2031-03-09 to 2031-03-10' })).toBeTruthy();
    expect(calls).toEqual(['/ops-api/reports/bonus?from=2031-03-04&to=2031-03-10']);

    const facts = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Bonus cost', '₱119.00'],
      ['Payouts', '4'],
      ['Players reached', '2'],
    ]);

    const promotions = screen.getByRole('table', { name: 'Bonus cost by promotion, 2031-03-09 to 2031-03-10' });
    expect(within(promotions).getAllByRole('row').map(rowText)).toEqual([
      ['Promotion', 'Cost', 'Payouts', 'Players'],
      ['First Deposit Bonus', '₱100.00', '1', '1'],
      ['Deposit Coupon', '₱15.00', '1', '1'],
      ['Daily Sign-in', '₱4.00', '2', '2'],
    ]);

    const perDay = screen.getByRole('region', { name: 'Bonus cost per day' });
    expect(within(perDay).getAllByRole('row').map(rowText)).toEqual([
      ['Day', 'Bonus cost', 'Payouts', 'Players', 'First Deposit Bonus', 'Deposit Coupon', 'Daily Sign-in'],
      ['2031-03-09', '₱115.00', '2', '1', '₱100.00', '₱15.00', '₱0.00'],
      ['2031-03-10', '₱4.00', '2', '2', '₱0.00', '₱0.00', '₱4.00'],
    ]);

    // Nothing of the house's cash is named on the page.
    const text = document.body.textContent ?? '';
    for (const cash of ['Deposits', 'Withdrawals', 'Net cash', 'Bets', 'Wins', 'Gross gaming revenue']) {
      expect({ cash, shown: text.includes(cash) }).toEqual({ cash, shown: false });
    }
  });

  it('draws all bonus cost and the costliest promotions, and says the high point in its caption', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Per day' });
    await vi.waitFor(() => expect(charts).toHaveLength(1));
    expect(charts[0]!.labels).toEqual(['Bonus cost', 'First Deposit Bonus', 'Deposit Coupon', 'Daily Sign-in']);
    expect(charts[0]!.data).toEqual([
      [0, 1],
      [115, 4],
      [100, 0],
      [15, 0],
      [0, 4],
    ]);
    expect(document.querySelector('.ops-chart__plot')?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('figcaption')?.textContent).toBe(
      'Bonus cost, First Deposit Bonus, Deposit Coupon, Daily Sign-in per day, in pesos; the table below holds every ' +
        'figure. Most bonus cost: ₱115.00 on 2031-03-09.',
    );
  });

  it("downloads the shown range from the bonus-cost report's own CSV call", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV (2031-03-09 to 2031-03-10)' }));
    expect(await screen.findByText('Downloaded bonus-cost-2031-03-04-to-2031-03-10.csv.')).toBeTruthy();
    expect(calls.at(-1)).toBe('/ops-api/reports/bonus/csv?from=2031-03-04&to=2031-03-10');
  });
});
