// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameCard, type GameCardProps } from '../../src/ui/GameCard';
import { GameGrid } from '../../src/ui/GameGrid';
import { makeGame } from './fixtures';
import { enPH } from './messages';

afterEach(cleanup);

function renderCard(overrides: Parameters<typeof makeGame>[0], props: Partial<GameCardProps> = {}) {
  const game = makeGame({ name: 'Test Game', ...overrides });
  const onSelect = vi.fn();
  render(
    <IntlProvider locale="en-PH" messages={enPH}>
      <ul>
        <GameCard game={game} iconSrc={game.icon} onSelect={onSelect} {...props} />
      </ul>
    </IntlProvider>,
  );
  return {
    game,
    onSelect,
    card: screen.getByTestId('game-card'),
    button: screen.getByRole('button', { name: /Test Game$/ }),
  };
}

describe('GameCard badges (maintenance > hot > new, one at most)', () => {
  it('shows maintenance over hot and new', () => {
    const { card, button } = renderCard({ maintain: 1, hot: 1, recent: 1 });
    expect(button.textContent).toContain('Maintenance');
    expect(button.textContent).not.toContain('Hot');
    expect(button.textContent).not.toContain('New');
    expect(card.dataset.badge).toBe('maintain');
  });

  it('treats a brand in maintenance as maintenance', () => {
    const { card } = renderCard({ params: { brandMaintain: 1 }, hot: 1 });
    expect(card.dataset.badge).toBe('maintain');
  });

  it('shows hot over new', () => {
    const { button } = renderCard({ hot: 1, recent: 1 });
    expect(button.textContent).toContain('Hot');
    expect(button.textContent).not.toContain('New');
  });

  it('shows new when that is all there is', () => {
    const { button } = renderCard({ recent: 1 });
    expect(button.textContent).toBe('NewTest Game');
  });

  it('shows no badge for a plain game', () => {
    const { card, button } = renderCard({});
    expect(card.dataset.badge).toBeUndefined();
    expect(button.textContent).toBe('Test Game');
  });

  it('loads its icon lazily in a sized box, names its game id, and reports it when chosen', () => {
    const { button, onSelect, game, card } = renderCard({});
    const img = button.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('96');
    expect(img.getAttribute('height')).toBe('96');
    expect(img.getAttribute('src')).toBe(game.icon);
    expect(card.dataset.gameId).toBe(String(game.id));
    fireEvent.click(button);
    expect(onSelect).toHaveBeenCalledWith(game.id);
  });
});

describe('GameCard favourite star', () => {
  it('offers no star when favouriting is not offered', () => {
    renderCard({});
    expect(screen.queryByTestId('favourite')).toBeNull();
  });

  it('is an unpressed button named for the game when not liked; pressing asks to like', () => {
    const onFavourite = vi.fn();
    const { game } = renderCard({}, { onFavourite, liked: false });
    const star = screen.getByRole('button', { name: 'Add Test Game to favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(star.querySelector('path')!.getAttribute('fill')).toBe('none');
    fireEvent.click(star);
    expect(onFavourite).toHaveBeenCalledWith(game.id, 1);
  });

  it('is filled and pressed when liked; pressing asks to remove', () => {
    const onFavourite = vi.fn();
    const { game, onSelect } = renderCard({}, { onFavourite, liked: true });
    const star = screen.getByRole('button', { name: 'Remove Test Game from favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(star.querySelector('path')!.getAttribute('fill')).toBe('currentColor');
    fireEvent.click(star);
    expect(onFavourite).toHaveBeenCalledWith(game.id, 0);
    // The star is its own button: pressing it does not open the game.
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows busy while a request for this game is under way', () => {
    renderCard({}, { onFavourite: vi.fn(), favouriteBusy: true });
    expect(screen.getByTestId('favourite').getAttribute('aria-busy')).toBe('true');
  });
});

describe('GameGrid keyboard', () => {
  it('arrow keys move between tiles by one and by a row; Home and End go to the ends', () => {
    const games = Array.from({ length: 12 }, (_, i) => makeGame({ id: 100 + i, name: `Game ${i}` }));
    render(
      <IntlProvider locale="en-PH" messages={enPH}>
        <GameGrid games={games} resourceBase="" onSelect={() => {}} label="Games" />
      </IntlProvider>,
    );
    const open = (i: number) => screen.getByRole('button', { name: new RegExp(`Game ${i}$`) });
    const focusedGame = () => document.activeElement?.closest('[data-game-id]')?.getAttribute('data-game-id');
    open(0).focus();
    fireEvent.keyDown(open(0), { key: 'ArrowRight' });
    expect(focusedGame()).toBe('101');
    fireEvent.keyDown(open(1), { key: 'ArrowDown' });
    expect(focusedGame()).toBe('106');
    fireEvent.keyDown(open(6), { key: 'ArrowLeft' });
    expect(focusedGame()).toBe('105');
    fireEvent.keyDown(open(5), { key: 'ArrowUp' });
    expect(focusedGame()).toBe('100');
    fireEvent.keyDown(open(0), { key: 'ArrowUp' });
    expect(focusedGame()).toBe('100');
    fireEvent.keyDown(open(0), { key: 'End' });
    expect(focusedGame()).toBe('111');
    fireEvent.keyDown(open(11), { key: 'Home' });
    expect(focusedGame()).toBe('100');
  });
});
