import { FormattedNumber, type IntlShape } from 'react-intl';

/**
 * The one money format (spec §9; every amount on screen reads the same): amounts are held in hundredths and shown in
 * pesos through react-intl (en-PH): ₱, thousands separators, two decimals — ₱1,000,000.00. Every amount on screen goes
 * through `Money` (or `formatMoney` where a message wants a string); tests/ui/MoneyFormat.test.tsx checks it.
 */
export const MONEY_FORMAT = {
  style: 'currency',
  currency: 'PHP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
} as const;

/** An amount held in hundredths as text: ₱1,500.00. */
export function formatMoney(intl: Pick<IntlShape, 'formatNumber'>, hundredths: number): string {
  return intl.formatNumber(hundredths / 100, MONEY_FORMAT);
}

/** An amount held in hundredths, shown in pesos with two decimals: ₱1,500.00. */
export function Money({ value }: { value: number }) {
  return <FormattedNumber value={value / 100} {...MONEY_FORMAT} />;
}

/** An amount that may be a gain or a loss, with its sign (+₱1,500.00, -₱20.50, ₱0.00): a game result. */
export function SignedMoney({ value }: { value: number }) {
  return <FormattedNumber value={value / 100} {...MONEY_FORMAT} signDisplay="exceptZero" />;
}

/** Points held in hundredths, shown as floor(value / 100) with thousands separators (spec §9). */
export function Points({ value }: { value: number }) {
  return <FormattedNumber value={Math.floor(value / 100)} />;
}
