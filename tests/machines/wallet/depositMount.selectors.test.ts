import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { DepositMachine } from '../../../machines/wallet/deposit.machine';
import { depositHook, depositOnScreen } from '../../../machines/wallet/depositMount.selectors';

/** A deposit snapshot reduced to what the mount's selectors read: its state value. */
function at(value: unknown): SnapshotFrom<DepositMachine> {
  const top = typeof value === 'string' ? value : Object.keys(value as object)[0];
  return { value, matches: (state: string) => state === top } as unknown as SnapshotFrom<DepositMachine>;
}

describe("the deposit mount's selectors", () => {
  it('a deposit is on screen unless it is idle or away binding a bank card', () => {
    expect(depositOnScreen(at('idle'))).toBe(false);
    expect(depositOnScreen(at('bindingBank'))).toBe(false);
    expect(depositOnScreen(at({ picking: 'ready' }))).toBe(true);
  });

  it('writes the state dotted for the e2e hooks, JSON below parallel states', () => {
    expect(depositHook(at('idle'))).toBe('idle');
    expect(depositHook(at({ picking: { amount: 'typed' } }))).toBe('picking.amount.typed');
    expect(depositHook(at({ paying: { a: 'x', b: 'y' } }))).toBe('paying.{"a":"x","b":"y"}');
  });
});
