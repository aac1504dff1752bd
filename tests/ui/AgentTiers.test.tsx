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
/** An Agent player at tier 2 of the operator's tiers, the web config carrying the same tiers. */
function player() {
  servePlayer({ activity: { id: 26, name: 'Agent' }, webConfig: { agentTiers: OPERATOR_TIERS } });
  const loaded = agentLoaded(0);
  answers.agentData = () => ({ agent: { ...loaded.agent, tier: 1, tiers: OPERATOR_TIERS } });
  answers.agent4Data = () => ({ agent4: loaded.agent4 });
  answers.agent4InviteRows = () => loaded.rows;
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
