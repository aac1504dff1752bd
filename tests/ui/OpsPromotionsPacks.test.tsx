// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMOS } from '../../src/api/contract/promoSettings';
import { defaultAnswer } from '../machines/ops/promotions.coverage';
import { renderPromotionsPage, servePromotions } from './opsPromotionsPage';

/*
 * The first-charge packs' form of /ops/promotions as staff use it: each pack's points and coupon beside its price
 * and coin, shown as saved; points in fractions or over the cap and a coupon with no id refused beside the field with
 * nothing sent; a pack cleared of both sent with none. Only `fetch` is replaced; the page's machine runs for real.
 */

const calls = servePromotions(defaultAnswer);

const form = async () => {
  await screen.findByRole('heading', { name: 'First-charge packs' });
  return document.querySelector('[data-promo="firstCharge"]') as HTMLElement;
};
const field = (section: HTMLElement, label: string) => within(section).getByLabelText(label) as HTMLInputElement;
const type = (section: HTMLElement, label: string, value: string) =>
  fireEvent.change(field(section, label), { target: { value } });
const save = (section: HTMLElement) =>
  fireEvent.click(within(section).getByRole('button', { name: 'Save First-charge packs' }));

describe('/ops/promotions: the first-charge packs’ points and coupons', () => {
  it('shows each pack’s saved points and coupon; a pack without a coupon shows empty fields', async () => {
    renderPromotionsPage();
    const section = await form();
    expect(field(section, 'Pack 1 points (whole points)').value).toBe('100');
    expect(field(section, 'Pack 1 coupon (id)').value).toBe('1001');
    expect(field(section, 'Pack 1 coupon count (percent of a deposit)').value).toBe('10');
    expect(field(section, 'Pack 2 points (whole points)').value).toBe('500');
    expect(field(section, 'Pack 2 coupon (id)').value).toBe('');
    expect(field(section, 'Pack 2 coupon count (percent of a deposit)').value).toBe('');
    expect(field(section, 'Pack 3 points (whole points)').value).toBe('0');
    expect(field(section, 'Pack 3 coupon (id)').value).toBe('1002');
    // The hint names the coupon kinds by the most each adds to a deposit, and the caps.
    expect(section.textContent).toContain('1201-1299 adds at most ₱500 to a deposit');
    expect(section.textContent).toContain('Points are whole points, at most 100,000');
  });

  it('refuses points over the cap and a coupon count with no coupon beside the fields; sends nothing', async () => {
    renderPromotionsPage();
    const section = await form();
    type(section, 'Pack 1 points (whole points)', '100001');
    type(section, 'Pack 2 coupon count (percent of a deposit)', '5');
    save(section);
    expect(within(section).getByText('Pack 1 points is at most 100,000.')).toBeTruthy();
    expect(within(section).getByText('Pack 2 coupon is a coupon id (1001-1099, 1201-1299 or 1301-1399).')).toBeTruthy();
    expect(field(section, 'Pack 1 points (whole points)').getAttribute('aria-invalid')).toBe('true');
    expect(field(section, 'Pack 2 coupon (id)').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends the packs whole: points in hundredths, a coupon by id and count, a pack cleared of both with none', async () => {
    renderPromotionsPage();
    const section = await form();
    type(section, 'Pack 1 points (whole points)', '');
    type(section, 'Pack 1 coupon (id)', '');
    type(section, 'Pack 1 coupon count (percent of a deposit)', '');
    type(section, 'Pack 2 points (whole points)', '750');
    type(section, 'Pack 2 coupon (id)', '1301');
    type(section, 'Pack 2 coupon count (percent of a deposit)', '25');
    save(section);
    await screen.findByText('Promotion saved. Players get it on their next look at the promotions.');
    const [pack1, pack2, pack3] = DEFAULT_PROMOS.firstCharge.packs;
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/ops-api/promotions/firstCharge',
      body: {
        ...DEFAULT_PROMOS.firstCharge,
        packs: [
          { ...pack1, points: 0, coupon: null },
          { ...pack2, points: 75_000, coupon: { id: 1301, count: 25 } },
          pack3,
        ],
      },
    });
    // The saved form shows what was stored: no points shown as 0.
    expect(field(section, 'Pack 1 points (whole points)').value).toBe('0');
  });
});
