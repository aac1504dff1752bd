import type { CSSProperties, KeyboardEvent } from 'react';
import type { Game } from '../api/contract/entities';
import { useGamesPerRow } from '../platform/display/useGamesPerRow';
import { useVirtualRows } from '../platform/react/useVirtualRows';
import { GameCard } from './GameCard';
import { resourceUrl } from './gameBadge';
import './gameGrid.css';

/** How far each arrow key moves in the grid: one tile sideways, one row (`perRow` tiles) up or down. */
const arrowStep = (key: string, perRow: number): number | undefined =>
  ({ ArrowLeft: -1, ArrowRight: 1, ArrowUp: -perRow, ArrowDown: perRow })[key];

/**
 * Arrow keys move between the tiles' open buttons (keyboard access, WCAG 2.2), by the games' order, so a tile of a row
 * not drawn yet (virtualised) is found once focusing its neighbour has scrolled it in; Home and End go to the first and
 * last drawn tile. Other keys, and keys on the favourite stars, are left alone.
 */
function moveFocus(event: KeyboardEvent<HTMLUListElement>, games: readonly Game[], perRow: number): void {
  const from = (event.target as HTMLElement).closest<HTMLElement>('.game-card__open');
  const card = from?.closest<HTMLElement>('[data-game-id]');
  if (!from || !card) return;
  const index = games.findIndex((game) => String(game.id) === card.dataset.gameId);
  const step = arrowStep(event.key, perRow);
  let target = -1;
  if (step) target = index + step;
  else if (event.key === 'Home') target = 0;
  else if (event.key === 'End') target = games.length - 1;
  else return;
  const game = games[Math.max(0, Math.min(games.length - 1, target))];
  const next = game && event.currentTarget.querySelector<HTMLElement>(`[data-game-id="${game.id}"] .game-card__open`);
  event.preventDefault();
  next?.focus();
}

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
  /** Rows of cards in the first commit, before the list is measured (src/platform/react/useVirtualRows.ts). */
  firstRows?: number | undefined;
}

/**
 * Games in rows of 5 (6–8 on desktop: src/platform/display/layout.ts), virtualised (docs/lobby.md): the list has the full height of all its rows (fixed row
 * height in CSS), and only the rows near the viewport are in the DOM, shifted into place by a transform.
 */
export function GameGrid({
  games,
  resourceBase,
  onSelect,
  label,
  onFavourite,
  isLiked,
  busyGameId,
  firstRows,
}: GameGridProps) {
  const perRow = useGamesPerRow();
  const rowCount = Math.ceil(games.length / perRow);
  const { ref, start, end } = useVirtualRows(rowCount, undefined, firstRows);
  const shown = games.slice(start * perRow, end * perRow);
  return (
    // The frame is the rows' size container: a tile is as tall as its column is wide, on any layout (square, uncropped
    // icons).
    <div className="game-rows-frame">
      <ul
        ref={ref}
        className="game-rows"
        aria-label={label}
        data-testid="game-grid"
        data-rows={rowCount}
        style={{ '--rows': rowCount, '--start': start, '--cols': perRow } as CSSProperties}
        onKeyDown={(event) => moveFocus(event, games, perRow)}
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
