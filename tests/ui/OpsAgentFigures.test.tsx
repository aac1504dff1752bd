// @vitest-environment jsdom
import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PROMOS, PROMO_NAMES, type PromoSettingsAnswer } from '../../src/api/contract/promoSettings';
import { defaultAnswer } from '../machines/ops/promotions.coverage';
import { renderPromotionsPage, servePromotions } from './opsPromotionsPage';

/*
 * The Agent programme's figures on /ops/promotions as marketing edits them: the smallest exchange and a card's and a
 * ticket's cost in whole pesos, the look-back in days; a refused figure says why beside it and nothing is sent, and
 * the look-back of today is stated apart from the saved one (which counts from the next Manila day). Only `fetch` is
 * replaced; the page's machine runs for real.
 */

const LOAD = { timeout: 10_000 };
/** Saved: a 3-day look-back (counting from tomorrow) and a ₱10 card; today's commission still has 7 days. */
const answer: PromoSettingsAnswer = {
  ...defaultAnswer,
  promotions: { ...defaultAnswer.promotions, agent: { ...DEFAULT_PROMOS.agent, scratchCost: 1_000, accrualDays: 3 } },
  agentAccrualDaysToday: 7,
};
const calls = servePromotions(answer);
const saves = () => calls.filter((call) => call.method === 'POST');

async function agentForm() {
  renderPromotionsPage();
  const found = await vi.waitFor(() => {
    const element = document.querySelector<HTMLElement>('[data-promo="agent"]');
    if (!element) throw new Error('no agent form yet');
    return element;
  }, LOAD);
  expect(within(found).getByRole('heading', { level: 2 }).textContent).toBe(PROMO_NAMES.agent);
  return within(found);
}

const typed = (form: Awaited<ReturnType<typeof agentForm>>, label: string) =>
  (form.getByLabelText(label) as HTMLInputElement).value;

// The page renders every promotion's form at once (eighteen): on a busy machine a render takes seconds in jsdom.
describe('/ops/promotions: the agent programme figures', { timeout: 60_000 }, () => {
  it('shows the saved figures and today look-back, refuses a card below its average prize and a 0-day look-back, then sends them', async () => {
    const agent = await agentForm();
    expect(
      ['Smallest exchange (whole pesos)', 'Scratch card cost (whole pesos)', 'Lottery ticket cost (whole pesos)'].map(
        (label) => typed(agent, label),
      ),
    ).toEqual(['5', '10', '20']);
    expect(typed(agent, 'Look-back days')).toBe('3');
    expect(
      agent.getByText(
        /accrues at a look within 7 days after today\. Tiers and look-back days saved today count from 2026-12-03\.$/,
      ),
    ).toBeTruthy();

    fireEvent.change(agent.getByLabelText('Scratch card cost (whole pesos)'), { target: { value: '4' } });
    fireEvent.change(agent.getByLabelText('Look-back days'), { target: { value: '0' } });
    fireEvent.click(agent.getByRole('button', { name: 'Save Agent programme' }));
    expect(await agent.findByText('Scratch card cost is at least ₱5.')).toBeTruthy();
    expect(agent.getByText('Look-back days is at least 1 day.')).toBeTruthy();
    expect(agent.getByLabelText('Scratch card cost (whole pesos)').getAttribute('aria-invalid')).toBe('true');
    expect(saves()).toEqual([]);

    fireEvent.change(agent.getByLabelText('Smallest exchange (whole pesos)'), { target: { value: '50' } });
    fireEvent.change(agent.getByLabelText('Scratch card cost (whole pesos)'), { target: { value: '8' } });
    fireEvent.change(agent.getByLabelText('Lottery ticket cost (whole pesos)'), { target: { value: '25' } });
    fireEvent.change(agent.getByLabelText('Look-back days'), { target: { value: '14' } });
    fireEvent.click(agent.getByRole('button', { name: 'Save Agent programme' }));
    await vi.waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({
      path: '/ops-api/promotions/agent',
      body: {
        tiers: DEFAULT_PROMOS.agent.tiers,
        exchangeMin: 5_000,
        scratchCost: 800,
        lotteryCost: 2_500,
        accrualDays: 14,
      },
    });
    // The saved form shows what was stored.
    await vi.waitFor(() => expect(typed(agent, 'Look-back days')).toBe('14'));
  });
});
