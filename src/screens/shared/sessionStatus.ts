import type { SnapshotFrom } from 'xstate';
import type { SessionMachine } from '../../../machines/session/session.machine';

type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** Top-level state name of the session ('resuming', 'starting', 'guest', 'welcoming', 'loggedIn', …). */
const topState = (snapshot: SessionSnapshot): string => {
  const value: unknown = snapshot.value;
  return typeof value === 'string' ? value : Object.keys(value as object)[0]!;
};

/** The one place that decides "logged in" for the route guard, the layouts and the home header. */
export function isLoggedIn(snapshot: SessionSnapshot): boolean {
  const state = topState(snapshot);
  // Logging out still counts: the page stays until the session navigates to /login.
  return state === 'welcoming' || state === 'loggedIn' || state === 'loggingOut';
}

/** Start-up still deciding who the visitor is: the guard waits instead of sending to /login. */
export function isStarting(snapshot: SessionSnapshot): boolean {
  const state = topState(snapshot);
  return state === 'boot' || state === 'resuming' || state === 'starting';
}

/** The catalogue and configuration are in, for a guest or a player: the lobby can show its tabs. */
export function isReady(snapshot: SessionSnapshot): boolean {
  return topState(snapshot) === 'guest' || isLoggedIn(snapshot);
}

/**
 * A returning guest's start-up with the configuration and game list the last visit stored (issue 17): the home
 * paints them while the appConfig answer is on its way; the answer then replaces them only if their version changed.
 */
export function paintsStoredCatalogue(snapshot: SessionSnapshot): boolean {
  // No token: the guest's start-up (a player's, with a token, waits for the login info).
  const { hasToken, webConfig, gameList } = snapshot.context;
  return isStarting(snapshot) && !hasToken && webConfig !== null && gameList.length > 0;
}

/** The logout confirmation dialog is open (spec §2 Prompts). */
export function isConfirmingLogout(snapshot: SessionSnapshot): boolean {
  return snapshot.matches({ loggedIn: { dialog: 'confirmingLogout' } });
}

/** The logout call is under way (the dialog's confirm button shows it is busy). */
export function isLoggingOut(snapshot: SessionSnapshot): boolean {
  return topState(snapshot) === 'loggingOut';
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
