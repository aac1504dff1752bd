import type { CSSProperties } from 'react';
import type { Game } from '../api/contract/entities';
import { useVirtualRows } from '../platform/react/useVirtualRows';
import { GameCard } from './GameCard';
import { resourceUrl } from './gameBadge';
import './gameGrid.css';

/** Games per row (spec §9). */
export const GAMES_PER_ROW = 5;

export interface GameGridProps {
  games: readonly Game[];
  /** webConfig.gameResourceUrl: the base of relative icon paths. */
  resourceBase: string;
  onSelect?: ((gameId: number) => void) | undefined;
  /** Accessible name of the list. */
  label?: string | undefined;
  /** Favouriting: offered when given (the star on each card). */
  onFavourite?: ((gameId: number, like: 0 | 1) => void) | undefined;
  isLiked?: ((gameId: number) => boolean) | undefined;
  /** The game whose favourite request is under way. */
  busyGameId?: number | null | undefined;
}

/**
 * Games in rows of 5, virtualised (docs/lobby.md): the list has the full height of all its rows (fixed row
 * height in CSS), and only the rows near the viewport are in the DOM, shifted into place by a transform.
 */
export function GameGrid({ games, resourceBase, onSelect, label, onFavourite, isLiked, busyGameId }: GameGridProps) {
  const rowCount = Math.ceil(games.length / GAMES_PER_ROW);
  const { ref, start, end } = useVirtualRows(rowCount);
  const shown = games.slice(start * GAMES_PER_ROW, end * GAMES_PER_ROW);
  return (
    // The frame is the rows' size container: a tile is as tall as its column is wide, on any layout (issue 22).
    <div className="game-rows-frame">
      <ul
        ref={ref}
        className="game-rows"
        aria-label={label}
        data-testid="game-grid"
        data-rows={rowCount}
        style={{ '--rows': rowCount, '--start': start } as CSSProperties}
      >
        {shown.map((game) => (
          <GameCard
            key={game.id}
            game={game}
            iconSrc={resourceUrl(resourceBase, game.icon)}
            onSelect={onSelect}
            onFavourite={onFavourite}
            liked={isLiked?.(game.id) ?? false}
            favouriteBusy={busyGameId === game.id}
          />
        ))}
      </ul>
    </div>
  );
}
