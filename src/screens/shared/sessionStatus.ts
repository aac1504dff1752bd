import type { SnapshotFrom } from 'xstate';
import type { SessionMachine } from '../../../machines/session/session.machine';

type SessionSnapshot = SnapshotFrom<SessionMachine>;

/**
 * What the screens ask the session, by its tags (machines/session/session.machine.ts `SessionTag`): the one
 * place that decides "logged in" for the route guard, the layouts and the home header. Logging out still counts:
 * the page stays until the session navigates to /login.
 */
export function isLoggedIn(snapshot: SessionSnapshot): boolean {
  return snapshot.hasTag('player');
}

/** Start-up still deciding who the visitor is: the guard waits instead of sending to /login. */
export function isStarting(snapshot: SessionSnapshot): boolean {
  return snapshot.hasTag('starting');
}

/** The catalogue and configuration are in, for a guest or a player: the lobby can show its tabs. */
export function isReady(snapshot: SessionSnapshot): boolean {
  return snapshot.hasTag('ready');
}

/** Start-up failed: the error and Retry. */
export function hasFailed(snapshot: SessionSnapshot): boolean {
  return snapshot.hasTag('failed');
}

/**
 * A returning guest's start-up with the configuration and game list the last visit stored (a first paint that waits for
 * no network): the home paints them while the appConfig answer is on its way; the answer then replaces them only if
 * their version changed.
 */
export function paintsStoredCatalogue(snapshot: SessionSnapshot): boolean {
  // No token: the guest's start-up (a player's, with a token, waits for the login info).
  const { hasToken, webConfig, gameList } = snapshot.context;
  return isStarting(snapshot) && !hasToken && webConfig !== null && gameList.length > 0;
}

/** Start-up has nothing to paint yet (the home shows its skeleton): no stored catalogue to show meanwhile. */
export function waitsForStartup(snapshot: SessionSnapshot): boolean {
  return isStarting(snapshot) && !paintsStoredCatalogue(snapshot);
}

/** The logout confirmation dialog is open (spec §2 Prompts). */
export function isConfirmingLogout(snapshot: SessionSnapshot): boolean {
  return snapshot.hasTag('blocking');
}

/** The logout call is under way (the dialog's confirm button shows it is busy). */
export function isLoggingOut(snapshot: SessionSnapshot): boolean {
  return snapshot.hasTag('busy');
}

export { stateValueText } from '../../platform/display/stateValueText';
