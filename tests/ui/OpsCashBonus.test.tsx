// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMOS, type PromoSettingsAnswer } from '../../src/api/contract/promoSettings';
import { defaultAnswer } from '../machines/ops/promotions.coverage';
import { renderPromotionsPage, servePromotions } from './opsPromotionsPage';

/*
 * The cash bonus form of /ops/promotions as staff use it: the figures in force and from when saved ones count, a
 * share over its cap or a smallest claim in centavos refused beside the field with nothing sent, and a valid form
 * sent whole in basis points and centavos. Only `fetch` is replaced; the page's machine runs for real.
 */

const answer: PromoSettingsAnswer = {
  ...defaultAnswer,
  cashBonusToday: { accrualBps: 700, releaseBps: 400, minClaim: 200 },
};

const calls = servePromotions(answer);

const form = async () => {
  await screen.findByRole('heading', { name: 'Cash bonus' });
  return document.querySelector('[data-promo="cashBonus"]') as HTMLElement;
};
const field = (section: HTMLElement, label: string) => within(section).getByLabelText(label) as HTMLInputElement;

describe('/ops/promotions: the cash bonus figures', () => {
  it("shows the saved figures, today's in force and the day saved ones count from", async () => {
    renderPromotionsPage();
    const section = await form();
    expect(field(section, 'Share of a deposit (percent)').value).toBe('5');
    expect(field(section, 'Share of a bet (percent)').value).toBe('5');
    expect(field(section, 'Smallest claim (whole pesos)').value).toBe('1');
    expect(section.querySelector('[data-in-force]')?.textContent).toBe(
      "Today's deposits add 7 % to the fund and today's bets release 4 % of their amount; the smallest claim is ₱2. Figures saved today count from 2026-12-03.",
    );
  });

  it('refuses a share over its cap and a smallest claim in centavos beside the fields; sends nothing', async () => {
    renderPromotionsPage();
    const section = await form();
    fireEvent.change(field(section, 'Share of a deposit (percent)'), { target: { value: '25' } });
    fireEvent.change(field(section, 'Smallest claim (whole pesos)'), { target: { value: '1.50' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save Cash bonus' }));
    expect(within(section).getByText('Share of a deposit is at most 20 %.')).toBeTruthy();
    expect(within(section).getByText('Smallest claim is a number of pesos.')).toBeTruthy();
    expect(field(section, 'Share of a deposit (percent)').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends a valid form whole: shares in basis points, the smallest claim in centavos', async () => {
    renderPromotionsPage();
    const section = await form();
    fireEvent.change(field(section, 'Share of a deposit (percent)'), { target: { value: '7.5' } });
    fireEvent.change(field(section, 'Share of a bet (percent)'), { target: { value: '10' } });
    fireEvent.change(field(section, 'Smallest claim (whole pesos)'), { target: { value: '20' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save Cash bonus' }));
    await screen.findByText('Promotion saved. Players get it on their next look at the promotions.');
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/ops-api/promotions/cashBonus',
      body: { ...DEFAULT_PROMOS.cashBonus, accrualBps: 750, releaseBps: 1_000, minClaim: 2_000 },
    });
  });
});
