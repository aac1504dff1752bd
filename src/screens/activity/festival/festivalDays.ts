import type { IntlShape } from 'react-intl';

/** The day of the month every month reaches: a festival day after it falls on a shorter month's last day. */
const SHORTEST_MONTH = 28;
/** The day that is every month's last. */
const LAST = 31;

/** A festival day of the month as players read it: "the 15th", and 31 as "the last day". */
const dayText = (intl: IntlShape, day: number) =>
  day === LAST
    ? intl.formatMessage({ id: 'promotions.festival.lastDay' })
    : intl.formatMessage({ id: 'promotions.festival.day' }, { day });

/** The festival's days of the month as the server answers them, in words: "the 15th and the last day". */
export const festivalDaysText = (intl: IntlShape, days: readonly number[]): string =>
  intl.formatList(
    days.map((day) => dayText(intl, day)),
    { type: 'conjunction' },
  );

/**
 * The days some month does not have (29 and 30; 31 already reads as the last day), each as players read it: the
 * rules say such a day's festival falls on that month's last day.
 */
export const daysBeyondShortMonths = (intl: IntlShape, days: readonly number[]): string[] =>
  days.filter((day) => day > SHORTEST_MONTH && day < LAST).map((day) => dayText(intl, day));
