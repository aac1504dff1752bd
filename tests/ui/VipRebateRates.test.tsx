// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD, playerApp, renderApp, servePlayer } from './playerApp';

// The session and the screens run for real; only the HTTP client is replaced.
vi.mock('../../src/api/client/call', () => ({ callApi: vi.fn() }));
vi.mock('../../src/platform/crypto/rsa', () => ({ encryptPassword: vi.fn(async (p: string) => `rsa(${p})`) }));
playerApp();

/** Today's rates as an operator set them in /ops, other than the product's (0.2 % … 1 %). */
const OPERATOR_RATES = [25, 35, 45, 75, 90, 120, 150];
const LEVELS = [
  { level: 1, betAmount: 100_000 },
  { level: 2, betAmount: 500_000 },
  { level: 3, betAmount: 1_000_000 },
  { level: 4, betAmount: 5_000_000 },
];

/** A VIP 3 player, with the web config given (the operator's rates, or none as an older config has). */
function player(vipRebateRates: number[] | undefined) {
  servePlayer({
    user: { vip: 3, bet: 2_000_000 },
    activity: { id: 8, name: 'VIP' },
    webConfig: { appUserLevelConfigList: LEVELS, vipRebateRates },
  });
}

const rebateColumn = () =>
  within(screen.getByRole('table', { name: 'VIP levels' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[2]?.textContent);

describe("the VIP rebate rates a player sees are the operator's of the day", () => {
  beforeEach(() => player(OPERATOR_RATES));

  it('the VIP page: the player’s rate and each level’s', async () => {
    renderApp('/profile/vip');
    const now = await screen.findByTestId('vip-rebate', {}, LOAD);
    expect(now.textContent).toContain("At your level, 0.75% of yesterday's bets comes back to you every day.");
    expect(rebateColumn()).toEqual(['0.35%', '0.45%', '0.75%', '0.9%']);
  });

  it('the VIP promotion card: up to the best rate', async () => {
    renderApp('/activity');
    const vip = await vi.waitFor(() => {
      const found = document.querySelector('[data-activity="VIP"] .promo-card__value');
      if (!found) throw new Error('no VIP card yet');
      return found;
    }, LOAD);
    expect(vip.textContent).toBe('Up to 1.5% back');
  });

  it("a config without them (one stored before, an older server's): the product's rates", async () => {
    player(undefined);
    renderApp('/profile/vip');
    const now = await screen.findByTestId('vip-rebate', {}, LOAD);
    expect(now.textContent).toContain("At your level, 0.5% of yesterday's bets comes back to you every day.");
    expect(rebateColumn()).toEqual(['0.3%', '0.4%', '0.5%', '0.6%']);
  });
});
