import type { Game } from '../api/contract/entities';

export type GameBadge = 'maintain' | 'hot' | 'new';

/** Badge of a game card (spec §2): maintenance, hot or new, in that priority; a brand in maintenance counts. */
export function gameBadge(game: Pick<Game, 'maintain' | 'hot' | 'recent' | 'params'>): GameBadge | undefined {
  if (game.maintain === 1 || game.params.brandMaintain === 1) return 'maintain';
  if (game.hot === 1) return 'hot';
  if (game.recent === 1) return 'new';
  return undefined;
}

/** Image paths from the server are absolute or relative to the game resource base URL (spec §3). */
export { resourceUrl } from '../api/contract/homeArt';
