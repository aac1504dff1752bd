// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../src/api/client/call';
import type { WebConfig } from '../../src/api/contract/entities';
import { agentLoaded } from '../machines/activity/agent.fixtures';
import { loginResult, userInfo } from '../machines/fixtures';
import { appConfig } from './fixtures';
import { LOAD, playerApp, renderApp } from './playerApp';

// The session and the screens run for real; only the HTTP client is replaced.
vi.mock('../../src/api/client/call', () => ({ callApi: vi.fn() }));
vi.mock('../../src/platform/crypto/rsa', () => ({ encryptPassword: vi.fn(async (p: string) => `rsa(${p})`) }));
playerApp();

/** Today's commission tiers as an operator set them in /ops, other than the product's. */
const OPERATOR_TIERS = [
  { minValid: 0, levelBps: [40, 15, 5] },
  { minValid: 3, levelBps: [70, 25, 10] },
];
const AGENT_ENTRY = { id: 26, type: 26, name: 'Agent', sort: 1 };

/** An Agent player at tier 2 of the operator's tiers, the web config carrying the same tiers. */
function player() {
  const webConfig: WebConfig = { ...appConfig.webConfig, agentTiers: OPERATOR_TIERS };
  const config = { ...appConfig, webConfig };
  const login = loginResult({
    token: 'tok',
    user: userInfo(),
    activityIds: [26],
    activityMap: { '26': AGENT_ENTRY },
  });
  const loaded = agentLoaded(0);
  vi.mocked(callApi).mockImplementation(async (name) => {
    if (name === 'getAfterLoginInfoWeb') return { ...config, ...login } as never;
    if (name === 'appConfig') return config as never;
    if (name === 'getActivityIds') {
      const {
        token: _token,
        user: _user,
        appUserBankList: _banks,
        gameLikes: _likes,
        gameHistory: _h,
        ...data
      } = login;
      return data as never;
    }
    if (name === 'agentData') return { agent: { ...loaded.agent, tier: 1, tiers: OPERATOR_TIERS } } as never;
    if (name === 'agent4Data') return { agent4: loaded.agent4 } as never;
    if (name === 'agent4InviteRows') return loaded.rows as never;
    if (name === 'agent4Award') return { list: loaded.awards } as never;
    return {} as never;
  });
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
