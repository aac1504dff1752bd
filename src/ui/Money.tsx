import { FormattedNumber, type IntlShape } from 'react-intl';
import type { MessageValues, MoneyValue } from '../../machines/shared/notice';
import type { MessageId } from '../platform/intl/messages';

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

const isMoney = (value: MessageValues[string]): value is MoneyValue => typeof value === 'object';

/**
 * The values of a message a machine built, ready for react-intl: each amount (`money(hundredths)` in
 * machines/shared/notice.ts) through `formatMoney`, the rest as they are. Every screen that shows a machine's
 * notice or problem passes its values through here.
 */
export function messageValues(
  intl: Pick<IntlShape, 'formatNumber'>,
  values: MessageValues | undefined,
): Record<string, string | number> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, isMoney(value) ? formatMoney(intl, value.hundredths) : value]),
  );
}

/** A machine's message (a notice, a broken rule) as text, its amounts through the money format. */
export function formatNotice(
  intl: Pick<IntlShape, 'formatMessage' | 'formatNumber'>,
  message: { id: MessageId; values?: MessageValues | undefined },
): string {
  return intl.formatMessage({ id: message.id }, messageValues(intl, message.values));
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
