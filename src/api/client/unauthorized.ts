/**
 * Code 401 in any answer (spec §8) becomes an event: the app root subscribes and forwards it to the
 * session actor, which logs out and goes to /login. The client itself never navigates.
 */
const listeners = new Set<() => void>();

export function onUnauthorized(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifyUnauthorized(): void {
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (error) {
      // One broken listener must not keep the others (or the caller's error) from running.
      console.error('onUnauthorized listener failed', error);
    }
  }
}
