/**
 * Runs `callback` in a task of its own, as soon as the current one ends: a MessageChannel message, not a timer (no
 * 4 ms clamp, and a test's fake clock, which holds timers and frames, does not hold it). Used to keep the start-up's
 * work out of the task that rendered the lobby (docs/bench.md "The start-up's last long task"). Returns a cancel.
 */
export function inNextTask(callback: () => void): () => void {
  const channel = new MessageChannel();
  let cancelled = false;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) callback();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}

/** A promise that resolves in a task of its own (`inNextTask`): `await nextTask()` ends the current task there. */
export const nextTask = (): Promise<void> => new Promise((resolve) => inNextTask(resolve));
