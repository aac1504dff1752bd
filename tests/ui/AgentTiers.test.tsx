// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { agentLoaded } from '../machines/activity/agent.fixtures';
import { answers, LOAD, playerApp, renderApp, servePlayer } from './playerApp';

// The session and the screens run for real; only the HTTP client is replaced.
vi.mock('../../src/api/client/call', () => ({ callApi: vi.fn() }));
vi.mock('../../src/platform/crypto/rsa', () => ({ encryptPassword: vi.fn(async (p: string) => `rsa(${p})`) }));
playerApp();

/** Today's commission tiers as an operator set them in /ops, other than the product's. */
const OPERATOR_TIERS = [
  { minValid: 0, levelBps: [40, 15, 5] },
  { minValid: 3, levelBps: [70, 25, 10] },
];
/** The operator's least exchange, card and ticket costs and look-back, other than the product's. */
const OPERATOR_FIGURES = { exchangeMin: 1_000, scratchCost: 1_000, lotteryCost: 2_500, accrualDays: 3 };

/**
 * An Agent player at tier 2 of the operator's tiers with ₱8 of commission (enough at the product's ₱5 card, not at
 * the operator's ₱10), the web config carrying the same tiers and figures.
 */
function player() {
  servePlayer({
    activity: { id: 26, name: 'Agent' },
    webConfig: { agentTiers: OPERATOR_TIERS, agentFigures: OPERATOR_FIGURES },
  });
  const loaded = agentLoaded(800);
  const row = { uid: 7, account: 'dl****12', level: 1, valid: true, bets: 120_000, createTime: 1_000_000 };
  answers.agentData = () => ({
    agent: { ...loaded.agent, tier: 1, tiers: OPERATOR_TIERS, ...OPERATOR_FIGURES, itemStatus: 0 },
  });
  answers.agent4Data = () => ({ agent4: loaded.agent4 });
  answers.agent4InviteRows = () => ({ list: [row], total: 1, page: 1 });
  answers.agent4Award = () => ({ list: loaded.awards });
}

const items = (list: HTMLElement) => within(list).getAllByRole('listitem');

describe("the agent commission tiers a player sees are the server's of the day", () => {
  beforeEach(() => player());

  it("the agent page: the tiers of agentData's answer, the player's marked", async () => {
    renderApp('/activity/agent');
    const tiers = items(await screen.findByTestId('agent-tiers', {}, LOAD));
    expect(tiers.map((li) => li.textContent)).toEqual([
      'Tier 1, from 0 valid players: level 1 0.4%, level 2 0.15%, level 3 0.05% of their bets',
      'Tier 2, from 3 valid players: level 1 0.7%, level 2 0.25%, level 3 0.1% of their bets',
    ]);
    expect(tiers.map((li) => li.getAttribute('aria-current'))).toEqual([null, 'true']);
  });

  it("the rule page: the tiers of the web config's answer", async () => {
    renderApp('/rule/agent');
    const tiers = items(await screen.findByTestId('agent-rule-tiers', {}, LOAD));
    expect(tiers.map((li) => li.textContent)).toEqual([
      'Tier 1, from 0 valid players: level 1 0.4%, level 2 0.15%, level 3 0.05% of their bets',
      'Tier 2, from 3 valid players: level 1 0.7%, level 2 0.25%, level 3 0.1% of their bets',
    ]);
  });
});

describe("the agent programme's figures a player sees are the server's", () => {
  beforeEach(() => player());

  it("the agent page: the least exchange, the costs and the look-back of agentData's answer; spends open at them", async () => {
    renderApp('/activity/agent');
    expect(await screen.findByText('You can exchange from ₱10.00 of commission.', {}, LOAD)).toBeTruthy();
    const scratch = screen.getByRole('button', { name: 'Scratch a card for ₱10.00' }) as HTMLButtonElement;
    const lottery = screen.getByRole('button', { name: 'Draw a lottery number for ₱25.00' }) as HTMLButtonElement;
    // ₱8 left: a card would be open at the product's ₱5, not at the operator's ₱10.
    expect([scratch.disabled, lottery.disabled]).toEqual([true, true]);
    expect(items(screen.getByTestId('agent-rows')).map((li) => li.textContent)).toEqual([
      'dl****12, level 1: valid; bets of the last 3 days ₱1,200.00',
    ]);
  });

  it("the rule page: the look-back, least exchange and costs of the web config's answer", async () => {
    renderApp('/rule/agent');
    const rules = items(await screen.findByTestId('agent-rules', {}, LOAD)).map((li) => li.textContent ?? '');
    expect(rules.some((text) => text.includes('Open this page within 3 days to collect it.'))).toBe(true);
    expect(rules).toContain('Exchange commission to coins from ₱10.00: all of it moves to your balance at once.');
    expect(rules.some((text) => text.startsWith('A scratch card costs ₱10.00 of commission'))).toBe(true);
    expect(rules.some((text) => text.startsWith('A lottery ticket costs ₱25.00 of commission.'))).toBe(true);
  });
});
