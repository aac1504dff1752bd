import { type EventObject, fromCallback, type Subscription } from 'xstate';
import { local, session } from '../../src/platform/storage/storage';
import { clearToken, setToken } from '../../src/platform/storage/token';
import type { SessionContext, TokenReceivedEmitted } from './session.context';

/**
 * What the session keeps for the next visit, written beside the chart instead of inside its actions: this watches
 * the session's snapshots and writes local and session storage when the context it mirrors changes, and stores
 * the token the session emits after a login (the token itself never enters the context). Storage is synchronous
 * and cannot fail in a way worth a state, so a write follows the step that changed the value. The session runs it
 * as its child `persistence` (so every session, the app's and the tests', keeps what it should, and the chart
 * shows it); `persistSession` is the subscription itself.
 *
 * - web config (local `webConfig`): every start-up answer's, so the next visit paints with it;
 * - the player (local `gameUser`), their lists (local `userState`: banks, likes, history, invite code, aid,
 *   activity ids) and activity data (session `activityData`) while one is logged in;
 * - the player's first banner, video and language (the cookie `FIRST_SCREEN_COOKIE`), so the server paints their own
 *   first screens on the next visit;
 * - the player gone (logged out, sent out, or a stored token refused): token, player, lists, activity data and the
 *   first-screen cookie removed; the catalogue, web config and the saved account stay.
 */
export function persistSession(actor: PersistedSession): Subscription {
  let previous = actor.getSnapshot().context;
  const token = actor.on('token.received', (event) => setToken(event.token));
  const snapshots = actor.subscribe((snapshot) => {
    const next = snapshot.context;
    writeChanges(previous, next);
    previous = next;
  });
  return {
    unsubscribe: () => {
      token.unsubscribe();
      snapshots.unsubscribe();
    },
  };
}

/** What the subscriber needs of the session actor. */
export interface PersistedSession {
  getSnapshot(): { context: SessionContext };
  subscribe(next: (snapshot: { context: SessionContext }) => void): Subscription;
  on(type: 'token.received', handler: (event: TokenReceivedEmitted) => void): Subscription;
}

/** The session's `persistence` child: subscribes to the session (its input) while the session runs. */
export const persistence = fromCallback<EventObject, { session: unknown }>(({ input }) => {
  const subscription = persistSession(input.session as PersistedSession);
  return () => subscription.unsubscribe();
});

/**
 * The player's first-screen cookie (./playerFirstScreen.ts), its code loaded once a player is in; writes keep their order
 * (one module, its callbacks in turn). Not loaded (offline): the next home is painted as before, nothing is lost.
 */
const keepPlayerFirstScreen = (next: SessionContext | null) =>
  void import('./playerFirstScreen').then(
    (art) => art.keepPlayerFirstScreen(next),
    () => undefined,
  );

/** The player's lists kept under local `userState`. */
const USER_STATE = ['banks', 'gameLikes', 'gameHistory', 'inviteCode', 'aid', 'activityIds'] as const;

/** The storage writes that take `previous` to `next` (exported for the tests of each rule). */
export function writeChanges(previous: SessionContext, next: SessionContext): void {
  if (next.webConfig && next.webConfig !== previous.webConfig) local.set('webConfig', next.webConfig);
  const playerGone = (previous.hasToken && !next.hasToken) || (previous.user !== null && next.user === null);
  if (playerGone) {
    clearToken();
    local.remove('gameUser');
    local.remove('userState');
    session.remove('activityData');
    keepPlayerFirstScreen(null);
    return;
  }
  if (!next.user) return;
  if (next.user !== previous.user) local.set('gameUser', next.user);
  if (USER_STATE.some((key) => next[key] !== previous[key])) {
    const { banks, gameLikes, gameHistory, inviteCode, aid, activityIds } = next;
    local.set('userState', { banks, gameLikes, gameHistory, inviteCode, aid, activityIds });
  }
  if (next.activity && next.activity !== previous.activity) session.set('activityData', next.activity);
  // The pictures follow the activity data, the configuration and whether a number is bound; not every balance move.
  const mobile = (context: SessionContext) => context.user?.mobile;
  if (
    next.activity !== previous.activity ||
    next.webConfig !== previous.webConfig ||
    mobile(next) !== mobile(previous)
  ) {
    keepPlayerFirstScreen(next);
  }
}
