/**
 * Code 401 in any answer (spec §8) becomes an event: the app root subscribes and forwards it to the
 * session actor, which logs out and goes to /login. The client itself never navigates.
 */
const listeners = new Set<(errcode?: number) => void>();

/** `errcode` says why when the server told (1047: the account was suspended), so /login can say so. */
export function onUnauthorized(listener: (errcode?: number) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifyUnauthorized(errcode?: number): void {
  for (const listener of [...listeners]) {
    try {
      listener(errcode);
    } catch (error) {
      // One broken listener must not keep the others (or the caller's error) from running.
      console.error('onUnauthorized listener failed', error);
    }
  }
}
