// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../src/api/client/call';
import { ErrcodeError, NetworkError } from '../../src/api/client/errors';
import { Component as RecordsScreen } from '../../src/screens/wallet/RecordsScreen';
import { rechargeRecord } from '../machines/walletFixtures';
import { enPH } from './messages';

// The list machine runs for real; only the HTTP client and the IntersectionObserver are replaced.
vi.mock('../../src/api/client/call', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

/** Every observer the page creates; `scrollToEnd()` makes the sentinel intersect, as scrolling would. */
const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
class FakeObserver {
  private readonly entry: { callback: IntersectionObserverCallback; disconnected: boolean };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}
function scrollToEnd() {
  const live = observers.filter((o) => !o.disconnected);
  expect(live.length).toBeGreaterThan(0);
  for (const o of live) {
    o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}

const page = (from: number, count: number, total: number) => ({
  list: Array.from({ length: count }, (_, i) => rechargeRecord(from + i)),
  total,
  page: 1,
});

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  callApiMock.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderRecords(path = '/record/transaction') {
  render(
    <IntlProvider locale="en-PH" messages={enPH}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/record/transaction" element={<RecordsScreen />} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
}

const listRoot = () => document.querySelector('[data-list-state]') as HTMLElement;
const LOAD = { timeout: 15_000 };
const waitForList = async (state: string) => vi.waitFor(() => expect(listRoot().dataset.listState).toBe(state), LOAD);

describe('paged lists (records)', () => {
  it('shows placeholders while the first page loads, then the items', async () => {
    let answer: (value: unknown) => void = () => {};
    callApiMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)) as never);
    renderRecords();
    await waitForList('loading');
    expect(within(listRoot()).getByRole('status', { name: 'Loading…' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => answer(page(1, 20, 40)));
    await waitForList('ready');
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(callApiMock).toHaveBeenCalledWith('getRechargeRecord', { page: 1, pageSize: 20 }, expect.anything());
  });

  it('says so when there is nothing yet', async () => {
    callApiMock.mockResolvedValue({ list: [], total: 0, page: 1 } as never);
    renderRecords();
    await waitForList('empty');
    expect(screen.getByText(enPH['wallet.records.noDeposits'])).toBeTruthy();
  });

  it('shows the error with Retry, and Retry loads again', async () => {
    callApiMock.mockRejectedValueOnce(new ErrcodeError('/app/v1/getRechargeRecord', 7, 200));
    callApiMock.mockResolvedValueOnce(page(1, 3, 3) as never);
    renderRecords();
    await waitForList('error');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(enPH['wallet.list.failed']);
    expect(alert.textContent).toContain('7');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitForList('end');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(enPH['wallet.list.end'])).toBeTruthy();
  });

  it('loads the next page when the end scrolls into view, until the total is reached', async () => {
    callApiMock
      .mockResolvedValueOnce(page(1, 20, 45) as never)
      .mockResolvedValueOnce(page(21, 20, 45) as never)
      .mockResolvedValueOnce(page(41, 5, 45) as never);
    renderRecords();
    await waitForList('ready');
    act(() => scrollToEnd());
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(40), LOAD);
    expect(callApiMock).toHaveBeenLastCalledWith('getRechargeRecord', { page: 2, pageSize: 20 }, expect.anything());
    act(() => scrollToEnd());
    await waitForList('end');
    expect(screen.getAllByRole('listitem')).toHaveLength(45);
    // The sentinel is gone at the end: its observer was disconnected, nothing more is asked.
    expect(observers.every((o) => o.disconnected)).toBe(true);
    expect(callApiMock).toHaveBeenCalledTimes(3);
  });

  it('keeps what is shown when a later page fails, and Retry asks for that page again', async () => {
    callApiMock
      .mockResolvedValueOnce(page(1, 20, 30) as never)
      .mockRejectedValueOnce(new NetworkError('/app/v1/getRechargeRecord', new Error('offline')))
      .mockResolvedValueOnce(page(21, 10, 30) as never);
    renderRecords();
    await waitForList('ready');
    act(() => scrollToEnd());
    await waitForList('moreFailed');
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    await waitForList('end');
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
    expect(callApiMock).toHaveBeenLastCalledWith('getRechargeRecord', { page: 2, pageSize: 20 }, expect.anything());
  });

  it('has a withdrawals tab with its own list (getExchangeOrder)', async () => {
    await showWithdrawals([
      { orderId: 'W9', amount: 150_000, bankName: 'BDO', cardNum: '•••• 7890', status: 0, createTime: 1 },
    ]);
    const row = screen.getByRole('listitem');
    expect(row.textContent).toContain('W9');
    expect(row.textContent).toContain('1,500.00');
    expect(row.textContent).toContain(enPH['wallet.order.waiting']);
  });

  it('shows the steps of each withdrawal with their times: requested → approved → paid, or failed with the reason', async () => {
    const at = Date.UTC(2026, 10, 20, 4);
    const order = { amount: 50_000, bankName: 'BDO', cardNum: '•••• 7890', createTime: at };
    await showWithdrawals([
      {
        ...order,
        orderId: 'W1',
        status: 1,
        stage: 'paid',
        reviewTime: at + 60_000,
        settleTime: at + 120_000,
      },
      {
        ...order,
        orderId: 'W2',
        status: 2,
        stage: 'failed',
        reviewTime: at + 60_000,
        settleTime: at + 120_000,
        reason: 'The receiving bank refused the transfer.',
      },
      { ...order, orderId: 'W3', status: 0, stage: 'requested', reviewTime: null, settleTime: null },
    ]);
    const steps = screen.getAllByRole('list', { name: enPH['wallet.withdraw.stages'] });
    const texts = steps.map((list) =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.dataset.stage),
    );
    expect(texts).toEqual([['requested', 'approved', 'paid'], ['requested', 'approved', 'failed'], ['requested']]);
    expect(steps[0]?.textContent).toContain(enPH['wallet.withdraw.stage.paid']);
    expect(steps[0]?.textContent).toMatch(/2026/);
    expect(screen.getByText(/The receiving bank refused the transfer\./).textContent).toContain('back in your balance');
  });

  it('has a games tab: each round with its game, win, bet, state, and a link to check a fair round (a seed or a table round)', async () => {
    const rounds = [
      {
        roundId: '12:2',
        gameId: 10_001,
        gameName: 'Lucky Fortune',
        status: 'settled',
        bet: 1_000,
        win: 5_000,
        openedAt: Date.parse('2026-11-30T21:00:00+08:00'),
        closedAt: Date.parse('2026-11-30T21:00:00+08:00'),
        proof: { kind: 'seed', seedId: 4, nonce: 2 },
      },
      {
        roundId: 'acme-1',
        gameId: 10_002,
        gameName: '',
        status: 'open',
        bet: 500,
        win: 0,
        openedAt: 1,
        closedAt: null,
        proof: null,
      },
      {
        roundId: '31:7',
        gameId: 10_003,
        gameName: 'Perya Wheel',
        status: 'settled',
        bet: 2_000,
        win: 0,
        openedAt: 2,
        closedAt: 3,
        proof: { kind: 'table', gameId: 10_003, round: 59_869_920 },
      },
    ];
    callApiMock.mockImplementation(
      async (name) =>
        (name === 'getGameRounds'
          ? { list: rounds, total: rounds.length, page: 1 }
          : { list: [], total: 0, page: 1 }) as never,
    );
    renderRecords('/record/transaction?tab=rounds');
    await waitForList('end');
    expect(callApiMock).toHaveBeenCalledWith('getGameRounds', { page: 1, pageSize: 20 }, expect.anything());
    expect(screen.getByRole('tab', { name: 'Games' }).getAttribute('aria-selected')).toBe('true');
    const [fair, open, table] = screen.getAllByRole('listitem');
    expect(fair!.textContent).toContain('Lucky Fortune');
    expect(fair!.textContent).toContain('Win ₱50.00');
    expect(fair!.textContent).toContain('Bet ₱10.00');
    expect(fair!.textContent).toContain(enPH['wallet.round.settled']);
    const proof = within(fair!).getByRole('link', {
      name: 'Check that this Lucky Fortune round was fair (seed 4, nonce 2)',
    });
    expect(proof.getAttribute('href')).toBe('/fair?seed=4&nonce=2');
    expect(open!.textContent).toContain('Game 10002');
    expect(open!.textContent).toContain(enPH['wallet.round.open']);
    expect(within(open!).queryByRole('link')).toBeNull();
    // A drawn live-table bet links to its shared round, the number as digits (an identifier, not an amount).
    const tableProof = within(table!).getByRole('link', {
      name: 'Check that this Perya Wheel round was fair (table round 59869920)',
    });
    expect(tableProof.getAttribute('href')).toBe('/fair?table=10003&round=59869920');
  });

  it('says so when no game was played yet', async () => {
    callApiMock.mockResolvedValue({ list: [], total: 0, page: 1 } as never);
    renderRecords('/record/transaction?tab=rounds');
    await waitForList('empty');
    expect(screen.getByText(enPH['wallet.records.noRounds'])).toBeTruthy();
  });
});

/** Opens the withdrawals tab over a getExchangeOrder answer with these orders (deposits: none). */
async function showWithdrawals(list: object[]) {
  callApiMock.mockImplementation(
    async (name) =>
      (name === 'getExchangeOrder' ? { list, total: list.length, page: 1 } : { list: [], total: 0, page: 1 }) as never,
  );
  renderRecords();
  await waitForList('empty');
  fireEvent.click(screen.getByRole('tab', { name: 'Withdrawals' }));
  await waitForList('end');
}
