import type { Game } from '../api/contract/entities';
import { GameCard } from './GameCard';
import { resourceUrl } from './gameBadge';

export interface GameGridProps {
  games: readonly Game[];
  /** webConfig.gameResourceUrl: the base of relative icon paths. */
  resourceBase: string;
  onSelect?: (gameId: number) => void;
  /** Accessible name of the list. */
  label?: string;
}

/** Games in rows of 5 (spec §9). */
export function GameGrid({ games, resourceBase, onSelect, label }: GameGridProps) {
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game) => (
        <li key={game.id}>
          <GameCard game={game} iconSrc={resourceUrl(resourceBase, game.icon)} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}
