/** The lobby's tabs (spec §2 Home tabs): the fixed ones and the shape every tab has. */

/** The Collect tab's fixed id (spec §2). */
export const COLLECT_TAB_ID = 101;
export const HOME_TAB_ID = 'home';

export type LobbyTabId = typeof HOME_TAB_ID | typeof COLLECT_TAB_ID | number;

export interface LobbyTab {
  id: LobbyTabId;
  /** Stable key: 'home', 'collect' or `type-<typeId>`; the UI maps 'home' and 'collect' to message ids. */
  key: string;
  /** Display name: 'Home' and 'Collect' as defaults, otherwise the game type's name from the server. */
  name: string;
}
