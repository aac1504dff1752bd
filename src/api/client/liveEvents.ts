import type { LiveEvent } from '../contract/live';

/**
 * The live stream's events for the tab's readers beyond the session (docs/architecture.md "Live updates"): the
 * session's liveStream machine tells each `chat` and `chatTyping` event here, and an open chat listens. In memory, in
 * this tab only; a reader that is not open misses nothing it needs (it reads the thread when it opens).
 */
type Listener = (event: LiveEvent) => void;

const listeners = new Set<Listener>();

/** Hears every event told from now on; answers the unsubscribe. */
export function onLiveEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells the listeners; one that throws keeps none of the others from hearing. */
export function tellLiveEvent(event: LiveEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch {
      // A reader's own fault: the others still hear, and the stream carries on.
    }
  }
}
