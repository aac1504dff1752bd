import type { Game, GameType } from '../../src/api/contract/entities';
import { COLLECT_TAB_ID, HOME_TAB_ID, type LobbyTab, type LobbyTabId } from '../lobby/lobbyTab';
import type { SessionContext } from './session.machine';

/**
 * Derived views of the session context (spec §4 "Hot games", "Active game types", "Tracking tab name";
 * spec §2 Home tabs). Pure; results are memoised per source object so `useSelector` sees stable references.
 */

export { COLLECT_TAB_ID, HOME_TAB_ID, type LobbyTab, type LobbyTabId };

type WithWebConfig = Pick<SessionContext, 'webConfig'>;
type WithGameList = Pick<SessionContext, 'gameList'>;

function memoByRef<S extends object, R>(compute: (source: S) => R): (source: S) => R {
  const cache = new WeakMap<S, R>();
  return (source) => {
    let result = cache.get(source);
    if (result === undefined) {
      result = compute(source);
      cache.set(source, result);
    }
    return result;
  };
}

/** Ties keep the server's order (Array.prototype.sort is stable). */
const bySort = (a: { sort: number }, b: { sort: number }) => a.sort - b.sort;
const byHotSort = (a: Game, b: Game) => a.hotSort - b.hotSort;

const NO_TYPES: readonly GameType[] = [];

const activeTypesOf = memoByRef((types: readonly GameType[]) => types.filter((type) => type.status === 1).sort(bySort));

/** Game types with status 1, by sort. */
export function activeGameTypes(context: WithWebConfig): readonly GameType[] {
  return activeTypesOf(context.webConfig?.appGameTypeList ?? NO_TYPES);
}

const hotGamesOf = memoByRef((games: readonly Game[]) =>
  games.filter((game) => game.hot === 1 && game.showType === 0).sort(byHotSort),
);

/** Hot games: hot = 1 and showType = 0, by hotSort. */
export function hotGames(context: WithGameList): readonly Game[] {
  return hotGamesOf(context.gameList);
}

const HOME_TAB: LobbyTab = { id: HOME_TAB_ID, key: 'home', name: 'Home' };
const COLLECT_TAB: LobbyTab = { id: COLLECT_TAB_ID, key: 'collect', name: 'Collect' };

const tabsOf = memoByRef((types: readonly GameType[]): readonly LobbyTab[] => [
  HOME_TAB,
  COLLECT_TAB,
  ...types.map((type) => ({ id: type.id, key: `type-${type.id}`, name: type.name })),
]);

/** Home tabs: Home, Collect (id 101), then each active game type by sort. */
export function lobbyTabs(context: WithWebConfig): readonly LobbyTab[] {
  return tabsOf(activeGameTypes(context));
}

/**
 * The tab name tracking events carry: 'home', 'favorites' for Collect, or the game type's name in
 * lower case. An id that matches no active type gives undefined.
 */
export function trackingTabName(context: WithWebConfig, tabId: LobbyTabId): string | undefined {
  if (tabId === HOME_TAB_ID) return 'home';
  if (tabId === COLLECT_TAB_ID) return 'favorites';
  return activeGameTypes(context)
    .find((type) => type.id === tabId)
    ?.name.toLowerCase();
}

type WithPlayerGames = Pick<SessionContext, 'gameList' | 'gameLikes' | 'gameHistory'>;

const gameMapOf = memoByRef((games: readonly Game[]) => new Map(games.map((game) => [game.id, game])));

/** Games by id (the catalogue's "game map"). */
export function gameMap(context: WithGameList): ReadonlyMap<number, Game> {
  return gameMapOf(context.gameList);
}

const favouritesOf = memoByRef((likes: Record<string, number>) =>
  memoByRef((games: readonly Game[]) => {
    const byId = gameMapOf(games);
    return Object.entries(likes)
      .filter(([, like]) => like === 1)
      .flatMap(([id]) => byId.get(Number(id)) ?? [])
      .sort(bySort);
  }),
);

/** The games the player liked (likes of games no longer in the catalogue are left out), by catalogue sort. */
export function favouriteGames(context: WithPlayerGames): readonly Game[] {
  return favouritesOf(context.gameLikes)(context.gameList);
}

const historyOf = memoByRef((history: number[]) =>
  memoByRef((games: readonly Game[]) => {
    const byId = gameMapOf(games);
    return history.flatMap((id) => byId.get(id) ?? []);
  }),
);

/** The games the player opened, most recent first (ids missing from the catalogue are left out). */
export function historyGames(context: WithPlayerGames): readonly Game[] {
  return historyOf(context.gameHistory)(context.gameList);
}

/** Whether the player liked the game (spec §3 gameLikes: per game 0 or 1). */
export function isLiked(context: Pick<SessionContext, 'gameLikes'>, gameId: number): boolean {
  return context.gameLikes[String(gameId)] === 1;
}

/**
 * The demo line shows (docs/trust.md): webConfig's lobby mode, else, while start-up waits for it, the mode the
 * server painted index.html for, so the line is there from the first render and moves nothing when appConfig comes.
 */
export const showsDemoBanner = (context: Pick<SessionContext, 'webConfig' | 'paintedLobbyMode'>): boolean =>
  (context.webConfig ? context.webConfig.lobbyMode : context.paintedLobbyMode) === 'demo';
