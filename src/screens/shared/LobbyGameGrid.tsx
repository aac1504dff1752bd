import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { savingGameId } from '../../../machines/lobby/favourites.selectors';
import { isLiked } from '../../../machines/session/session.selectors';
import type { Game } from '../../api/contract/entities';
import { hrefOf } from '../../platform/navigation/pages';
import { GameGrid } from '../../ui/GameGrid';
import { FavouritesContext } from './favourites';
import { SessionContext } from './sessionContext';
import { isLoggedIn } from './sessionStatus';

/**
 * A game grid wired to the session and the screen's favourites actor: a card opens /start?gameId= (a guest is
 * sent to /login by the route guard), the star favourites through gameLike.
 */
export function LobbyGameGrid({
  games,
  label,
  firstRows,
}: {
  games: readonly Game[];
  label: string;
  /** Rows of cards in the first commit (GameGrid). */
  firstRows?: number;
}) {
  const navigate = useNavigate();
  const resourceBase = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.gameResourceUrl ?? '');
  const likes = SessionContext.useSelector((snapshot) => snapshot.context.gameLikes);
  const loggedIn = SessionContext.useSelector(isLoggedIn);
  const favourites = FavouritesContext.useActorRef();
  const busyGameId = FavouritesContext.useSelector(savingGameId);
  // Stable callbacks, so the memoised cards re-render only when their own game or star changes.
  const onSelect = useCallback(
    (gameId: number) => navigate(hrefOf({ page: 'start', query: { gameId: String(gameId) } })),
    [navigate],
  );
  const onFavourite = useCallback(
    (gameId: number, like: 0 | 1) => favourites.send({ type: 'TOGGLE', gameId, like, guest: !loggedIn }),
    [favourites, loggedIn],
  );
  return (
    <GameGrid
      games={games}
      resourceBase={resourceBase}
      label={label}
      onSelect={onSelect}
      onFavourite={onFavourite}
      isLiked={(gameId) => isLiked({ gameLikes: likes }, gameId)}
      busyGameId={busyGameId}
      firstRows={firstRows}
    />
  );
}
