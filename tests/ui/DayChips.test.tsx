// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { DayChips } from '../../src/screens/activity/DayChips';
import { ProgressMeter } from '../../src/ui/ProgressBar';
import { VipBadge } from '../../src/ui/VipBadge';
import { enPH } from './messages';

afterEach(cleanup);

/** The day chips' row, the VIP badge and the measured progress bar (docs/design.md "Day chips", "VIP badges"). */
describe('day chips', () => {
  it('is one named, focusable list whose chips say their state in words, the current one marked', () => {
    render(
      <DayChips
        label="This week's sign-in days"
        chips={[1, 2, 3].map((day) => ({
          key: day,
          title: `Day ${day}`,
          value: `₱${day}.00`,
          state: day === 1 ? 'Claimed' : day === 2 ? 'Today' : 'Coming up',
          status: day === 1 ? 2 : day === 2 ? 1 : 0,
          current: day === 2,
          hooks: { 'data-day': day },
        }))}
      />,
    );
    const row = screen.getByRole('list', { name: "This week's sign-in days" });
    expect(row.tabIndex).toBe(0);
    const chips = screen.getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Day 1₱1.00Claimed',
      'Day 2₱2.00Today',
      'Day 3₱3.00Coming up',
    ]);
    expect(chips.map((chip) => chip.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(chips.map((chip) => chip.dataset.day)).toEqual(['1', '2', '3']);
  });
});

describe('VIP badge and progress', () => {
  it('names the badge by its level, hides a decorative one, and names the bar with its value in words', () => {
    render(
      <IntlProvider locale="en-PH" messages={enPH}>
        <VipBadge level={3} />
        <VipBadge level={4} decorative />
        <ProgressMeter value={200} max={400} label="Progress to VIP 4" valueText="₱2.00 of ₱4.00 bet on this level" />
      </IntlProvider>,
    );
    expect(screen.getByRole('img', { name: 'VIP 3' }).dataset.tier).toBe('silver');
    expect(screen.queryByRole('img', { name: 'VIP 4' })).toBeNull();
    const bar = screen.getByRole('progressbar', { name: 'Progress to VIP 4' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(bar.getAttribute('aria-valuetext')).toBe('₱2.00 of ₱4.00 bet on this level');
  });
});
