// @vitest-environment jsdom
import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PROMO_NAMES } from '../../src/api/contract/promoSettings';
import { defaultAnswer } from '../machines/ops/promotions.coverage';
import { renderPromotionsPage, servePromotions } from './opsPromotionsPage';

/*
 * The agent programmes' tiers on /ops/promotions as marketing edits them: a commission tier is its valid invitees and
 * three rates in percent, a count tier its invitees and reward; rows are added and removed, a refused field says why
 * beside it and nothing is sent, and the tiers in force today are stated apart from what is saved. Only `fetch` is
 * replaced; the page's machine runs for real.
 */

const LOAD = { timeout: 10_000 };
const calls = servePromotions(defaultAnswer);
const saves = () => calls.filter((call) => call.method === 'POST');

/** One promotion's form (found by its key: the page holds every promotion's form, too many to search by role). */
async function section(promo: string) {
  renderPromotionsPage();
  const found = await vi.waitFor(() => {
    const element = document.querySelector<HTMLElement>(`[data-promo="${promo}"]`);
    if (!element) throw new Error(`no ${promo} form yet`);
    return element;
  }, LOAD);
  expect(within(found).getByRole('heading', { level: 2 }).textContent).toBe(PROMO_NAMES[promo as 'agent']);
  return within(found);
}

// The page renders every promotion's form at once (eighteen): on a busy machine a render takes seconds in jsdom.
describe('/ops/promotions: agent tiers', { timeout: 60_000 }, () => {
  it('commission tiers: invitees and three rates per tier, one added, a refusal by field, then sent in basis points', async () => {
    const agent = await section('agent');
    expect(
      agent.getByText(/^Today's commission is computed at tier 1 from 0 valid invitees: 0.3 % \/ 0.1 % \/ 0.05 %/),
    ).toBeTruthy();
    expect((agent.getByLabelText('Tier 2 valid invitees') as HTMLInputElement).value).toBe('5');
    expect((agent.getByLabelText('Tier 3 level 3 rate (percent)') as HTMLInputElement).value).toBe('0.15');
    fireEvent.click(agent.getByRole('button', { name: 'Add a tier' }));
    fireEvent.change(agent.getByLabelText('Tier 4 valid invitees'), { target: { value: '50' } });
    fireEvent.change(agent.getByLabelText('Tier 4 level 1 rate (percent)'), { target: { value: '1' } });
    fireEvent.change(agent.getByLabelText('Tier 4 level 2 rate (percent)'), { target: { value: '0.5' } });
    fireEvent.change(agent.getByLabelText('Tier 4 level 3 rate (percent)'), { target: { value: '0.6' } });
    fireEvent.click(agent.getByRole('button', { name: 'Save Agent programme' }));
    // 1 % + 0.5 % + 0.6 % is over the 2 % a tier may take: said beside the tier's last rate, nothing sent.
    expect(await agent.findByText('Tier 4 rates add up to at most 2 % (they are 2.1 %).')).toBeTruthy();
    expect(saves()).toEqual([]);
    fireEvent.change(agent.getByLabelText('Tier 4 level 3 rate (percent)'), { target: { value: '0.2' } });
    fireEvent.click(agent.getByRole('button', { name: 'Save Agent programme' }));
    await vi.waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({
      path: '/ops-api/promotions/agent',
      body: {
        tiers: [
          { minValid: 0, levelBps: [30, 10, 5] },
          { minValid: 5, levelBps: [50, 20, 10] },
          { minValid: 20, levelBps: [80, 30, 15] },
          { minValid: 50, levelBps: [100, 50, 20] },
        ],
      },
    });
  });

  it('count tiers: a tier removed and a reward over ₱100 an invitee refused; the rest sent in centavos', async () => {
    const count = await section('agentCount');
    expect(count.getByText(/^Claims today pay ₱5 at 1 valid invitees, ₱20 at 3 valid invitees/)).toBeTruthy();
    fireEvent.click(count.getByRole('button', { name: 'Remove tier 5' }));
    expect(count.queryByLabelText('Tier 5 valid invitees')).toBeNull();
    fireEvent.change(count.getByLabelText('Tier 2 reward (pesos)'), { target: { value: '301' } });
    fireEvent.click(count.getByRole('button', { name: 'Save Agent count programme' }));
    expect(await count.findByText('Tier 2 reward is at most ₱100 per invitee it needs (₱300).')).toBeTruthy();
    expect(saves()).toEqual([]);
    fireEvent.change(count.getByLabelText('Tier 2 reward (pesos)'), { target: { value: '300' } });
    fireEvent.click(count.getByRole('button', { name: 'Save Agent count programme' }));
    await vi.waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toMatchObject({
      tiers: [
        { need: 1, coin: 500 },
        { need: 3, coin: 30_000 },
        { need: 5, coin: 4_000 },
        { need: 10, coin: 10_000 },
      ],
    });
  });
});
