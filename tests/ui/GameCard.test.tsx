// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enPH } from '../../src/platform/intl/en-PH';
import { GameCard } from '../../src/ui/GameCard';
import { makeGame } from './fixtures';

afterEach(cleanup);

function renderCard(overrides: Parameters<typeof makeGame>[0], onSelect = vi.fn()) {
  const game = makeGame({ name: 'Test Game', ...overrides });
  render(
    <IntlProvider locale="en-PH" messages={enPH}>
      <GameCard game={game} iconSrc={game.icon} onSelect={onSelect} />
    </IntlProvider>,
  );
  return { game, onSelect, button: screen.getByRole('button', { name: /Test Game/ }) };
}

describe('GameCard', () => {
  it('shows maintenance over hot and new', () => {
    const { button } = renderCard({ maintain: 1, hot: 1, recent: 1 });
    expect(button.textContent).toContain('Maintenance');
    expect(button.textContent).not.toContain('Hot');
    expect(button.dataset.badge).toBe('maintain');
  });

  it('treats a brand in maintenance as maintenance', () => {
    const { button } = renderCard({ params: { brandMaintain: 1 }, hot: 1 });
    expect(button.dataset.badge).toBe('maintain');
  });

  it('shows hot over new', () => {
    const { button } = renderCard({ hot: 1, recent: 1 });
    expect(button.textContent).toContain('Hot');
    expect(button.textContent).not.toContain('New');
  });

  it('shows new when that is all there is', () => {
    const { button } = renderCard({ recent: 1 });
    expect(button.textContent).toContain('New');
  });

  it('shows no badge for a plain game', () => {
    const { button } = renderCard({});
    expect(button.dataset.badge).toBeUndefined();
    expect(button.textContent).toBe('Test Game');
  });

  it('loads its icon lazily and reports the game id when chosen', () => {
    const { button, onSelect, game } = renderCard({});
    const img = button.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('src')).toBe(game.icon);
    fireEvent.click(button);
    expect(onSelect).toHaveBeenCalledWith(game.id);
  });
});
