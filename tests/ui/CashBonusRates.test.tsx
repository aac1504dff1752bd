// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cashFund } from '../machines/activity/depositRewards.fixtures';
import { answers, LOAD, playerApp, renderApp, servePlayer } from './playerApp';

// The session and the screens run for real; only the HTTP client is replaced.
vi.mock('../../src/api/client/call', () => ({ callApi: vi.fn() }));
vi.mock('../../src/platform/crypto/rsa', () => ({ encryptPassword: vi.fn(async (p: string) => `rsa(${p})`) }));
playerApp();

/** A player whose fund the server answers with the operator's figures of today, and the web config given. */
function player(cashBonusAccrualBps: number | undefined) {
  servePlayer({
    user: { totalRecharge: 100_000 },
    activity: { id: 16, name: 'Fund' },
    webConfig: { cashBonusAccrualBps },
  });
  const fund = cashFund(0, 50);
  answers.cashBonus = () => ({ cashBonus: { ...fund.cashBonus, accrualBps: 750, releaseBps: 1_000, minClaim: 2_000 } });
}

describe("the cash bonus figures a player sees are the server's of the day", () => {
  beforeEach(() => player(750));

  it('the cash bonus page: the shares and the smallest claim from the answer', async () => {
    renderApp('/activity/cashBonus');
    const page = await screen.findByTestId('cash-bonus', {}, LOAD);
    await vi.waitFor(() => {
      if (!page.textContent?.includes('7.5%')) throw new Error('not loaded yet');
    }, LOAD);
    expect(page.textContent).toContain(
      'A deposit paid today adds 7.5% of its amount to your cash bonus fund. Your bets release it: 10% of every bet placed today, up to what the fund holds.',
    );
    expect(page.textContent).toContain('Place bets to release your fund: you can claim from ₱20.00.');
    expect(page.textContent).toContain('Claim any time the released amount is ₱20.00 or more');
  });

  it("the cash bonus card: the day's share of a deposit", async () => {
    renderApp('/activity');
    const card = await vi.waitFor(() => {
      const found = document.querySelector('[data-activity="Fund"] .promo-card__value');
      if (!found) throw new Error('no cash bonus card yet');
      return found;
    }, LOAD);
    expect(card.textContent).toBe('7.5% back');
  });

  it("a config without it (one stored before, an older server's): the product's share", async () => {
    player(undefined);
    renderApp('/activity');
    const card = await vi.waitFor(() => {
      const found = document.querySelector('[data-activity="Fund"] .promo-card__value');
      if (!found) throw new Error('no cash bonus card yet');
      return found;
    }, LOAD);
    expect(card.textContent).toBe('5% back');
  });
});
