import type { APIRequestContext, Page } from '@playwright/test';
import { AGENT_COUNT_CHANNEL } from '../src/api/contract/agent';
import { expect, test, uniqueAccount } from './fixtures';
import { text } from './support/auth';
import { pesos, registerByApi } from './support/deposit';

/**
 * The agent programmes (docs/promotions.md), on both layouts. A player whose downline bet yesterday (a
 * test control makes the invitees) sees the commission, exchanges it and finds it in the balance; a player of the
 * agent-count cohort (registered through its link's channel) claims the first tier. The rules (tiers, once per
 * day, 50 concurrent spends, the choice rule) are proved on the server and the machines.
 */

/** Invitees of `account`: one valid player per entry, who bet that many hundredths yesterday. */
async function downline(request: APIRequestContext, account: string, bets: number[]) {
  const res = await request.post('/__test__/agent/downline', { data: { account, bets } });
  expect(res.status(), await res.text()).toBe(200);
}

const desktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

test('a player with a betting downline sees the commission, exchanges it and the balance shows it', async ({
  page,
  api,
  request,
}, info) => {
  const account = uniqueAccount(info, 'ag');
  await registerByApi(page, api, account);
  // ₱10,000 of valid bets at tier 1, level 1: 0.30 % = ₱30.00.
  await downline(request, account, [1_000_000]);
  await page.goto(desktop(page) ? '/lobby/agent' : '/activity/agent');
  const agent = page.getByTestId('agent');
  await expect(agent.getByTestId('agent-left')).toHaveText(pesos(3_000));
  await expect(agent.getByTestId('agent-rows').locator('li')).toHaveCount(1);
  await agent.getByRole('button', { name: text('promotions.agent.exchange', { amount: pesos(3_000) }) }).click();
  await expect(page.getByRole('status').filter({ hasText: text('promotions.agent.exchanged') })).toBeVisible();
  await expect(agent.getByTestId('agent-left')).toHaveText(pesos(0));
  await page.goto('/lobby/home');
  await expect(page.getByTestId('balance')).toContainText(pesos(3_000));
});

test('a player of the agent-count cohort claims the tier their valid invitees reached', async ({
  page,
  api,
  request,
}, info) => {
  const account = uniqueAccount(info, 'ac');
  await registerByApi(page, api, account, { channel: AGENT_COUNT_CHANNEL });
  await downline(request, account, [0]);
  await page.goto('/activity/agentCount');
  const count = page.getByTestId('agent-count');
  await expect(count.getByTestId('agent-count-valid')).toHaveText(text('promotions.agentCount.valid', { count: 1 }));
  await count.getByRole('button', { name: text('promotions.agentCount.claim', { amount: pesos(500) }) }).click();
  await expect(page.getByRole('status').filter({ hasText: text('promotions.agentCount.paid') })).toBeVisible();
  await expect(count.getByText(text('promotions.agentCount.claimed'))).toBeVisible();
});
