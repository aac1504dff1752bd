import { useEffect } from 'react';

/**
 * Work a screen does while it is on the page: `start` runs when the component appears (and again when one of
 * `deps` changes), the function it returns when it goes (or before the next start). Sending a machine the event
 * that begins something and the one that ends it (a game's START and LEAVE, an activity's OPEN and CLOSE) is what
 * this is for; state stays in machines. The one place in src/ that may call `useEffect`
 * (tests/architecture/hooks.test.ts).
 */
export function useLifecycle(start: () => (() => void) | undefined, deps: readonly unknown[]): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what restarts the work.
  useEffect(start, deps);
}
