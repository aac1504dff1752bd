import type { KeyboardEvent, ReactNode } from 'react';

export interface RadioTile<T> {
  value: T;
  /** What the tile shows; also its accessible name unless `label` is given. */
  content: ReactNode;
  label?: string;
}

export interface RadioTilesProps<T> {
  /** id of the element naming the group (a legend or heading). */
  labelledBy: string;
  tiles: readonly RadioTile<T>[];
  selected: T | null;
  onSelect: (value: T) => void;
  disabled?: boolean;
  className?: string;
  tileClassName?: string;
}

const NEXT = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * A group of choosable tiles with the WAI-ARIA radio group pattern (so the chosen channel or amount is seen and heard):
 * role radiogroup/radio, aria-checked on the chosen one, one tab stop (the chosen tile), arrow keys move the choice and
 * the focus (wrapping), Home/End jump to the ends. The choice itself lives in the caller's machine (onSelect sends it).
 */
export function RadioTiles<T>({
  labelledBy,
  tiles,
  selected,
  onSelect,
  disabled = false,
  className,
  tileClassName,
}: RadioTilesProps<T>) {
  const selectedIndex = tiles.findIndex((tile) => tile.value === selected);
  const tabStop = selectedIndex === -1 ? 0 : selectedIndex;
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let target: number | null = null;
    if (NEXT.has(event.key)) target = (index + 1) % tiles.length;
    else if (PREVIOUS.has(event.key)) target = (index - 1 + tiles.length) % tiles.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = tiles.length - 1;
    const tile = target === null ? undefined : tiles[target];
    if (target === null || !tile) return;
    event.preventDefault();
    onSelect(tile.value);
    const sibling = event.currentTarget.parentElement?.children[target];
    if (sibling instanceof HTMLElement) sibling.focus();
  };
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-disabled={disabled || undefined} className={className}>
      {tiles.map((tile, index) => (
        // biome-ignore lint/a11y/useSemanticElements: a tile holds an icon and text; the WAI-ARIA radio group pattern on buttons.
        <button
          key={String(tile.value)}
          type="button"
          role="radio"
          aria-checked={tile.value === selected}
          aria-label={tile.label}
          tabIndex={index === tabStop ? 0 : -1}
          className={tileClassName}
          disabled={disabled}
          onClick={() => onSelect(tile.value)}
          onKeyDown={(event) => move(event, index)}
        >
          {tile.content}
        </button>
      ))}
    </div>
  );
}
