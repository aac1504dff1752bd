import type { MessageId } from '../../src/platform/intl/messages';

/**
 * An amount a message names, in hundredths. A machine cannot format it (the formatter needs the player's intl), so
 * it hands the number over marked as money and the screen shows it through the app's one money format
 * (`messageValues` in src/ui/Money.tsx: ₱, thousands separators, two decimals). react-intl takes no object as a
 * value, so a screen that forgot the formatter does not type-check.
 */
export interface MoneyValue {
  readonly hundredths: number;
}

/** `hundredths` as an amount for a message. */
export const money = (hundredths: number): MoneyValue => ({ hundredths });

/** The values of a message a machine builds: text, numbers, and amounts. */
export type MessageValues = Record<string, string | number | MoneyValue>;

/**
 * A message a machine wants shown as a toast. `seq` grows with every notice, so the screen shows a repeated
 * message again (the toast is keyed by it). Machines hold the last notice in their context.
 */
export interface Notice {
  id: MessageId;
  values?: MessageValues;
  tone: 'success' | 'error';
  seq: number;
  /** The form field an error is about, when it is about one (the screen ties it to that input). */
  field?: string;
}

let counter = 0;

export function notice(id: MessageId, tone: Notice['tone'], values?: MessageValues | undefined): Notice {
  counter += 1;
  return values ? { id, values, tone, seq: counter } : { id, tone, seq: counter };
}
