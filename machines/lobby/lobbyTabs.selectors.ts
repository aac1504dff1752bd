import type { SnapshotFrom } from 'xstate';
import type { LobbyTabsMachine } from './lobbyTabs.machine';

/** The key of the tab the machine is on: 'home', 'collect' or `type-<id>` (src/screens/lobby/LobbyTabs.tsx). */
export function activeTabKey(snapshot: SnapshotFrom<LobbyTabsMachine>): string {
  if (snapshot.matches('collect')) return 'collect';
  if (snapshot.matches('gameType')) return `type-${snapshot.context.typeId}`;
  return 'home';
}

/** The Collect tab shows the player's history (else their favourites). */
export const collectShowsHistory = (snapshot: SnapshotFrom<LobbyTabsMachine>): boolean =>
  snapshot.matches({ collect: 'history' });
