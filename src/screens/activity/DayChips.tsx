import type { ReactNode } from 'react';
import { centreCurrentItem } from '../../platform/display/scrollRow';

/** One day (or tier) of a streak or ladder. */
export interface DayChip {
  key: string | number;
  /** Day 3, or a ladder tier's deposit. */
  title: string;
  /** Its reward (or a mark once received). */
  value: ReactNode;
  /** A line under the reward (a day's minimum deposit). */
  note?: string | undefined;
  /** Its Claim button, or its state in words (Claimed, Coming up): never a colour alone. */
  state: ReactNode;
  /** The server's itemStatus: 0 not yet, 1 claimable, 2 claimed (the chip's colour; e2e reads it). */
  status: number;
  /** Today's day, or the next tier: scrolled into view, marked for screen readers. */
  current: boolean;
  /** The e2e hooks of the row it replaces (data-day, data-tier). */
  hooks?: Record<`data-${string}`, string | number>;
}

/**
 * A streak's days or a ladder's tiers as one row of chips (docs/design.md "Day chips"): on a phone it scrolls
 * sideways, snapping chip by chip, the current one in view; it is a tab stop with a name so the keyboard can
 * scroll it; on desktop the chips share the width, wrapping when they do not fit.
 */
export function DayChips({ label, chips }: { label: string; chips: readonly DayChip[] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard (WCAG 2.1.1).
    <ol className="day-chips" aria-label={label} tabIndex={0} ref={centreCurrentItem}>
      {chips.map((chip) => (
        <li
          key={chip.key}
          className="day-chip"
          data-status={chip.status}
          aria-current={chip.current ? 'step' : undefined}
          {...chip.hooks}
        >
          <strong className="day-chip__title">{chip.title}</strong>
          <span className="day-chip__value">{chip.value}</span>
          {chip.note && <small className="day-chip__note">{chip.note}</small>}
          <span className="day-chip__state">{chip.state}</span>
        </li>
      ))}
    </ol>
  );
}
