// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMOS } from '../../src/api/contract/promoSettings';
import { defaultAnswer } from '../machines/ops/promotions.coverage';
import { renderPromotionsPage, servePromotions } from './opsPromotionsPage';

/*
 * /ops/promotions, the festival's form as staff use it: the windows as Manila times, the days of the month as a
 * list and the packet's range in pesos, what is in force today and when a change counts; a window closing before it
 * opens, a day listed twice and a range upside down are marked beside their fields and nothing is sent; corrected,
 * the form sends minutes, days and centavos. Only `fetch` is replaced; the page's machine runs for real.
 */

const calls = servePromotions(defaultAnswer);

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(label) as HTMLInputElement;

describe('/ops/promotions: festival red packets', () => {
  it('shows the windows and range in force, refuses a bad form beside its fields, and sends a good one', async () => {
    renderPromotionsPage();
    await screen.findByRole('heading', { name: 'Festival red packets' });
    const form = document.querySelector('section[data-promo="festival"]') as HTMLElement;
    expect(form.querySelector('[data-in-force]')?.textContent).toBe(
      "Today's festival days of the month: 15, 31. Today's red packet windows (on a festival day): 12:00–12:15, 20:00–20:15, packets ₱1 to ₱20. Days, windows and packets saved today count from 2026-12-03.",
    );
    expect(field(form, 'Window 1 opening time (HH:MM)').value).toBe('12:00');
    expect(field(form, 'Window 2 closing time (HH:MM)').value).toBe('20:15');
    expect(field(form, 'Smallest packet (pesos)').value).toBe('1');
    expect(field(form, 'Largest packet (pesos)').value).toBe('20');

    fireEvent.change(field(form, 'Window 1 closing time (HH:MM)'), { target: { value: '11:00' } });
    fireEvent.change(field(form, 'Smallest packet (pesos)'), { target: { value: '50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Festival red packets' }));
    expect(field(form, 'Window 1 closing time (HH:MM)').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Window 1 closing time is after its opening time (12:00).')).toBeTruthy();
    expect(within(form).getByText('Largest packet is at least the smallest packet (₱50).')).toBeTruthy();
    expect(calls).toHaveLength(1);

    fireEvent.change(field(form, 'Window 1 closing time (HH:MM)'), { target: { value: '12:45' } });
    fireEvent.change(field(form, 'Largest packet (pesos)'), { target: { value: '80' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add a window' }));
    fireEvent.change(field(form, 'Window 3 opening time (HH:MM)'), { target: { value: '21:00' } });
    fireEvent.change(field(form, 'Window 3 closing time (HH:MM)'), { target: { value: '21:30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Festival red packets' }));
    expect(
      await screen.findByText('Promotion saved. Players get it on their next look at the promotions.'),
    ).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/ops-api/promotions/festival',
      body: {
        ...DEFAULT_PROMOS.festival,
        windows: [
          { start: 720, end: 765 },
          { start: 1200, end: 1215 },
          { start: 1260, end: 1290 },
        ],
        packet: { min: 5_000, max: 8_000 },
      },
    });
    // The page renders all 18 forms on every keystroke: a few seconds on a quiet machine, over 20 s on a busy one.
  }, 60_000);

  it('types the days of the month as a list: a day twice or none of a month is refused beside the field', async () => {
    renderPromotionsPage();
    await screen.findByRole('heading', { name: 'Festival red packets' });
    const form = document.querySelector('section[data-promo="festival"]') as HTMLElement;
    const days = field(form, 'Festival days (days of the month)');
    expect(days.value).toBe('15, 31');
    const save = () => fireEvent.click(within(form).getByRole('button', { name: 'Save Festival red packets' }));

    fireEvent.change(days, { target: { value: '15, 1, 15' } });
    save();
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Festival day 3 (15) is listed once.')).toBeTruthy();
    fireEvent.change(days, { target: { value: '15 and 31' } });
    save();
    expect(within(form).getByText('Festival days are days of the month (1 to 31) separated by commas.')).toBeTruthy();
    fireEvent.change(days, { target: { value: '32' } });
    save();
    expect(within(form).getByText('Festival day 1 is a day of the month until 31.')).toBeTruthy();
    expect(calls).toHaveLength(1);

    // Typed out of the month's order, sent and shown in it.
    fireEvent.change(days, { target: { value: '30, 1,10' } });
    save();
    expect(
      await screen.findByText('Promotion saved. Players get it on their next look at the promotions.'),
    ).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/ops-api/promotions/festival',
      body: { ...DEFAULT_PROMOS.festival, days: [1, 10, 30] },
    });
    expect(days.getAttribute('aria-invalid')).toBeNull();
    expect(field(form, 'Festival days (days of the month)').value).toBe('1, 10, 30');
  }, 60_000);
});
