import { useLayoutEffect, useRef } from 'react';

/** The part of an actor ref this hook needs: `on(type, handler)` of XState v5 emitted events. */
interface Emitter<E extends { type: string }> {
  on(type: E['type'], handler: (event: E) => void): { unsubscribe(): void };
}

/**
 * Subscribes to one emitted event type of an actor for the component's life (the navigate adapter of
 * src/app). The latest handler is used without resubscribing.
 *
 * A layout effect, not a passive one: it subscribes during the commit, before the DOM it rendered can receive a
 * click and before `useActorRef` starts the actor (a passive effect). With a passive effect, a tap landing between
 * the commit and the effects (a busy phone, or a test that clicks as soon as the tab shows) sent an event whose
 * emitted `navigate` had no listener yet, and the tab changed but the URL did not.
 */
export function useEmitted<E extends { type: string }>(
  actor: Emitter<E>,
  type: E['type'],
  handler: (event: E) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useLayoutEffect(() => {
    const subscription = actor.on(type, (event) => latest.current(event));
    return () => subscription.unsubscribe();
  }, [actor, type]);
}
