import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Game } from '../api/contract/entities';
import { gameBadge } from './gameBadge';

export interface GameCardProps {
  game: Pick<Game, 'id' | 'name' | 'maintain' | 'hot' | 'recent' | 'params'>;
  iconSrc: string;
  onSelect?: ((gameId: number) => void) | undefined;
  /** Shows the favourite star (filled when `liked`); pressing it asks for the opposite. */
  onFavourite?: ((gameId: number, like: 0 | 1) => void) | undefined;
  liked?: boolean;
  /** A favourite request for this game is under way. */
  favouriteBusy?: boolean;
}

const badgeText = {
  maintain: <FormattedMessage id="game.badge.maintain" />,
  hot: <FormattedMessage id="game.badge.hot" />,
  new: <FormattedMessage id="game.badge.new" />,
};

/**
 * One game tile (a list item): the game button (icon in a fixed box — lazy image with width and height, so
 * nothing shifts — at most one badge: maintenance > hot > new, and the name) and, when favouriting is offered,
 * a star button with an accessible name, pressed when the player liked the game. Memoised: a grid re-render
 * (a keystroke in search, a tab switch) leaves the cards whose props did not change alone.
 */
export const GameCard = memo(function GameCard({
  game,
  iconSrc,
  onSelect,
  onFavourite,
  liked = false,
  favouriteBusy = false,
}: GameCardProps) {
  const intl = useIntl();
  const badge = gameBadge(game);
  return (
    <li className="game-card" data-testid="game-card" data-game-id={game.id} data-badge={badge}>
      <button type="button" className="game-card__open" onClick={() => onSelect?.(game.id)}>
        <span className="game-card__icon">
          <img src={iconSrc} alt="" loading="lazy" decoding="async" width={96} height={96} />
          {badge && <span className={`game-card__badge game-card__badge--${badge}`}>{badgeText[badge]}</span>}
        </span>
        <span className="game-card__name" title={game.name}>
          {game.name}
        </span>
      </button>
      {onFavourite && (
        <button
          type="button"
          className="game-card__favourite"
          data-testid="favourite"
          aria-pressed={liked}
          aria-busy={favouriteBusy || undefined}
          aria-label={intl.formatMessage(
            { id: liked ? 'lobby.favourite.remove' : 'lobby.favourite.add' },
            { name: game.name },
          )}
          onClick={() => onFavourite(game.id, liked ? 0 : 1)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path
              d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z"
              fill={liked ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      )}
    </li>
  );
});
