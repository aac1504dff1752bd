import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';

type SnapshotOf<TActor> = TActor extends { getSnapshot(): infer TSnapshot } ? TSnapshot : undefined;

/**
 * Several selectors of one actor at once, as an object with one entry per selector; the component renders again
 * only when one of them changes (a shallow comparison).
 */
export function useSelected<
  TActor extends Pick<AnyActorRef, 'subscribe' | 'getSnapshot'>,
  TSelectors extends Record<string, (snapshot: SnapshotOf<TActor>) => unknown>,
>(actor: TActor, selectors: TSelectors): { [K in keyof TSelectors]: ReturnType<TSelectors[K]> } {
  return useSelector(
    actor,
    (snapshot) => {
      const selected: Record<string, unknown> = {};
      for (const [key, select] of Object.entries(selectors)) selected[key] = select(snapshot);
      return selected as { [K in keyof TSelectors]: ReturnType<TSelectors[K]> };
    },
    sameEntries,
  );
}

/**
 * True when two selections hold the same values under the same keys. Ours, not @xstate/react's `shallowEqual`:
 * that one would land in the vendor chunk every guest downloads (about 90 B gzip), for screens that load later.
 */
export function sameEntries(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}
