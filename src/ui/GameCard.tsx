import { FormattedMessage } from 'react-intl';
import type { Game } from '../api/contract/entities';
import { gameBadge } from './gameBadge';

export interface GameCardProps {
  game: Pick<Game, 'id' | 'name' | 'maintain' | 'hot' | 'recent' | 'params'>;
  iconSrc: string;
  onSelect?: (gameId: number) => void;
}

const badgeText = {
  maintain: <FormattedMessage id="game.badge.maintain" />,
  hot: <FormattedMessage id="game.badge.hot" />,
  new: <FormattedMessage id="game.badge.new" />,
};

/** One game tile: icon in a fixed square box (lazy image, no layout shift), name, and at most one badge. */
export function GameCard({ game, iconSrc, onSelect }: GameCardProps) {
  const badge = gameBadge(game);
  return (
    <button type="button" className="game-card" data-badge={badge} onClick={() => onSelect?.(game.id)}>
      <span className="game-card__icon">
        <img src={iconSrc} alt="" loading="lazy" decoding="async" width={96} height={96} />
        {badge && <span className={`game-card__badge game-card__badge--${badge}`}>{badgeText[badge]}</span>}
      </span>
      <span className="game-card__name">{game.name}</span>
    </button>
  );
}
