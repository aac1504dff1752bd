import { useEffect, useRef } from 'react';

/** The part of an actor ref this hook needs: `on(type, handler)` of XState v5 emitted events. */
interface Emitter<E extends { type: string }> {
  on(type: E['type'], handler: (event: E) => void): { unsubscribe(): void };
}

/**
 * Subscribes to one emitted event type of an actor for the component's life (the navigate adapter of
 * src/app). The latest handler is used without resubscribing.
 */
export function useEmitted<E extends { type: string }>(
  actor: Emitter<E>,
  type: E['type'],
  handler: (event: E) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const subscription = actor.on(type, (event) => latest.current(event));
    return () => subscription.unsubscribe();
  }, [actor, type]);
}
