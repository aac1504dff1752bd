import type { SnapshotFrom } from 'xstate';
import type { SessionMachine } from '../../../machines/session.machine';

type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** Top-level state name of the session ('starting', 'guest', 'failed', later 'loggedIn'). */
const topState = (snapshot: SessionSnapshot): string => {
  const value: unknown = snapshot.value;
  return typeof value === 'string' ? value : Object.keys(value as object)[0]!;
};

/**
 * The one place that decides "logged in" for the route guard and the layouts. The session machine has no
 * logged-in state yet (issue 3 adds it); when it does, this turns true without touching the callers.
 */
export function isLoggedIn(snapshot: SessionSnapshot): boolean {
  return topState(snapshot) === 'loggedIn';
}

/** Start-up still deciding who the visitor is: the guard waits instead of sending to /login. */
export function isStarting(snapshot: SessionSnapshot): boolean {
  return topState(snapshot) === 'starting';
}

/** The `data-state` hook of e2e tests: the state value as a dotted path, or JSON for parallel states. */
export function stateValueText(value: unknown): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 1) {
    const [key, child] = entries[0]!;
    return `${key}.${stateValueText(child)}`;
  }
  return JSON.stringify(value);
}
