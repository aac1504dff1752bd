import type { MessageId } from '../../src/platform/intl/messages';

/**
 * A message a machine wants shown as a toast. `seq` grows with every notice, so the screen shows a repeated
 * message again (the toast is keyed by it). Machines hold the last notice in their context.
 */
export interface Notice {
  id: MessageId;
  values?: Record<string, string | number>;
  tone: 'success' | 'error';
  seq: number;
  /** The form field an error is about, when it is about one (the screen ties it to that input). */
  field?: string;
}

let counter = 0;

export function notice(
  id: MessageId,
  tone: Notice['tone'],
  values?: Record<string, string | number> | undefined,
): Notice {
  counter += 1;
  return values ? { id, values, tone, seq: counter } : { id, tone, seq: counter };
}
