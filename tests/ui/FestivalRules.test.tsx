// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FestivalLoaded } from '../../machines/activity/festival.machine';
import { callApi } from '../../src/api/client/call';
import type { WebConfig } from '../../src/api/contract/entities';
import { loginResult, userInfo } from '../machines/fixtures';
import { appConfig } from './fixtures';
import { LOAD, playerApp, renderApp } from './playerApp';

// The session and the screens run for real; only the HTTP client is replaced.
vi.mock('../../src/api/client/call', () => ({ callApi: vi.fn() }));
vi.mock('../../src/platform/crypto/rsa', () => ({ encryptPassword: vi.fn(async (p: string) => `rsa(${p})`) }));
playerApp();

const HOUR = 3_600_000;
const soon = Date.now() + HOUR;

/** The festival as the server answers it: days, windows and a range an operator set, other than the product's. */
const festival: FestivalLoaded = {
  festival: {
    open: false,
    start: soon,
    end: soon + HOUR,
    deposited: true,
    itemStatus: 0,
    packets: [],
    days: [1, 10, 30],
    windows: [
      { start: 9 * 60, end: 10 * 60 + 30 },
      { start: 18 * 60, end: 18 * 60 + 20 },
      { start: 21 * 60, end: 22 * 60 },
    ],
    packet: { min: 5_000, max: 8_000 },
  },
};

const FESTIVAL_ENTRY = { id: 104, type: 104, name: 'Festival', sort: 1 };

/** A player on a festival day whose web config says the festival days given (none: an older server's config). */
function player(festivalDays?: number[]) {
  const webConfig: WebConfig = { ...appConfig.webConfig, festivalDays };
  const config = { ...appConfig, webConfig };
  const login = loginResult({
    token: 'tok',
    user: userInfo({}),
    activityIds: [104],
    activityMap: { '104': FESTIVAL_ENTRY },
  });
  vi.mocked(callApi).mockImplementation(async (name) => {
    if (name === 'getAfterLoginInfoWeb') return { ...config, ...login } as never;
    if (name === 'appConfig') return config as never;
    if (name === 'festival') return festival as never;
    return {} as never;
  });
}

describe('the festival page’s rules are the figures the server answers', () => {
  it('lists the days, the windows and the packet range of the operator', async () => {
    player();
    renderApp('/activity/festival');
    const page = await screen.findByTestId('festival', {}, LOAD);
    await vi.waitFor(() => {
      if (!page.textContent?.includes('red packets open in these windows')) throw new Error('no rules yet');
    }, LOAD);
    expect(page.textContent).toContain(
      'On those days red packets open in these windows: 9:00 AM to 10:30 AM, 6:00 PM to 6:20 PM, and 9:00 PM to 10:00 PM.',
    );
    expect(page.textContent).toContain('Each holds ₱50.00 to ₱80.00 in whole pesos');
    expect(page.textContent).toContain('Red packets on every payday: the 1st, the 10th, and the 30th of the month.');
    expect(page.textContent).toContain(
      'Festival days are paydays: the 1st, the 10th, and the 30th of each month, Manila time',
    );
    // February has no 30th: its festival day is the month's last.
    expect(page.textContent).toContain("In a month without the 30th, that festival day is the month's last day.");
  });

  it("the festival's terms say the days of today from the web config", async () => {
    player([5, 31]);
    renderApp('/reward/detail/104');
    const terms = await screen.findByTestId('reward-detail', {}, LOAD);
    expect(terms.textContent).toContain('On festival days (the 5th and the last day of the month, Manila time)');
  });

  it("a config without them (an older server's): the product's paydays", async () => {
    player();
    renderApp('/reward/detail/104');
    const terms = await screen.findByTestId('reward-detail', {}, LOAD);
    expect(terms.textContent).toContain('On festival days (the 15th and the last day of the month, Manila time)');
  });
});
